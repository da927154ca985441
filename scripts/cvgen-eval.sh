#!/bin/sh
# cvgen-eval.sh: the parser's baseline on synthetic CVs. It writes N
# records of SEED through every template (internal/cmd/cvgen), parses each
# template's folder with vitae and scores it against the truth with
# ../shared/eval/score.py, then prints one line per template: overall and
# worst figure.
#
#   scripts/cvgen-eval.sh [-seed 1] [-n 20] [-templates all] [-out DIR] [-score PATH]
#
# LaTeX templates are scored only when their PDFs exist (-pdf needs
# xelatex or pdflatex); vitae does not read .tex.
set -eu
seed=1 n=20 templates=all out="" score=../shared/eval/score.py
while [ $# -gt 0 ]; do
	case "$1" in
	-seed) seed=$2; shift 2 ;;
	-n) n=$2; shift 2 ;;
	-templates) templates=$2; shift 2 ;;
	-out) out=$2; shift 2 ;;
	-score) score=$2; shift 2 ;;
	*) echo "usage: $0 [-seed S] [-n N] [-templates LIST] [-out DIR] [-score PATH]" >&2; exit 2 ;;
	esac
done
[ -n "$out" ] || out=$(mktemp -d "${TMPDIR:-/tmp}/cvgen-eval.XXXXXX")
rm -f "$out/overall.txt"
bin="$out/vitae"
go build -o "$bin" ./cmd/vitae
go run ./internal/cmd/cvgen -seed "$seed" -n "$n" -templates "$templates" -out "$out" -pdf
printf '%-18s %-9s %8s  %s\n' template format overall worst
go run ./internal/cmd/cvgen -templates "$templates" -list > "$out/templates.txt"
while read -r name format ext; do
	dir="$out/$name"
	if [ "$format" = latex ]; then
		if ! ls "$dir"/*.pdf >/dev/null 2>&1; then
			printf '%-18s %-9s %8s  %s\n' "$name" "$format" - "no PDFs (no TeX engine)"
			continue
		fi
		mkdir -p "$dir/pdf" && mv "$dir"/*.pdf "$dir/pdf/"
		dir="$dir/pdf"
	fi
	"$bin" parse --format json "$dir" > "$out/$name.json" 2> "$out/$name.err" || true
	python3 "$score" --truth "$out/truth" "$out/$name.json" -v > "$out/$name.score" || true
	last=$(tail -n 1 "$out/$name.score")
	overall=$(echo "$last" | sed -n 's/^overall \([0-9.]*\).*/\1/p')
	printf '%-18s %-9s %8s  %s\n' "$name" "$format" "${overall:-?}" "${last#*worst }"
	echo "${overall:-}" >> "$out/overall.txt"
done < "$out/templates.txt"
if [ -s "$out/overall.txt" ]; then
	awk 'NF { s += $1; n++ } END { if (n) printf "%-28s %8.3f  (%d templates scored)\n", "mean", s / n, n }' "$out/overall.txt"
fi
echo "records, scores and misses in $out"
