#!/bin/sh
# cvgen-eval.sh: the parser's baseline on synthetic CVs. It writes N
# records of SEED through every template (internal/cmd/cvgen -pdf),
# parses each template's folder with vitae and scores it against the
# truth with ../shared/eval/score.py, then prints one line per template:
# the source form's overall figure, the PDF's (where a maker printed it)
# and the PDF's worst figure.
#
#   scripts/cvgen-eval.sh [-seed 1] [-n 20] [-templates all] [-j 2] [-out DIR] [-score PATH]
#
# PDFs come from pdflatex/xelatex (LaTeX), Chromium (HTML) and LibreOffice
# (DOCX) where they are installed; vitae does not read .tex, so a LaTeX
# template without TeX has no figure. Per-record misses are in
# DIR/NAME.score and DIR/NAME-pdf.score (score.py -v).
set -eu
seed=1 n=20 templates=all jobs=2 out="" score=../shared/eval/score.py
while [ $# -gt 0 ]; do
	case "$1" in
	-seed) seed=$2; shift 2 ;;
	-n) n=$2; shift 2 ;;
	-templates) templates=$2; shift 2 ;;
	-j) jobs=$2; shift 2 ;;
	-out) out=$2; shift 2 ;;
	-score) score=$2; shift 2 ;;
	*) echo "usage: $0 [-seed S] [-n N] [-templates LIST] [-j J] [-out DIR] [-score PATH]" >&2; exit 2 ;;
	esac
done
[ -n "$out" ] || out=$(mktemp -d "${TMPDIR:-/tmp}/cvgen-eval.XXXXXX")
rm -f "$out/overall.txt" "$out/overall-pdf.txt"
bin="$out/vitae"
go build -o "$bin" ./cmd/vitae
go run ./internal/cmd/cvgen -seed "$seed" -n "$n" -templates "$templates" -out "$out" -pdf -j "$jobs" > "$out/pdf.log"
go run ./internal/cmd/cvgen -templates "$templates" -list > "$out/templates.txt"

# score NAME DIR: parse DIR, score it into $out/NAME.score, print overall
# and worst ("-" when DIR holds no file).
score() {
	if [ -z "$(ls "$2" 2>/dev/null)" ]; then
		echo "- -"
		return
	fi
	"$bin" parse --format json "$2" > "$out/$1.json" 2> "$out/$1.err" || true
	python3 "$score" --truth "$out/truth" "$out/$1.json" -v > "$out/$1.score" || true
	last=$(tail -n 1 "$out/$1.score")
	overall=$(echo "$last" | sed -n 's/^overall \([0-9.]*\).*/\1/p')
	echo "${overall:-?} ${last#*worst }" | tr -s ' ' | sed 's/ /\t/; s/ /_/g'
}

printf '%-18s %-9s %-11s %7s %7s  %s\n' template format maker source pdf "worst (pdf)"
while read -r name format ext maker; do
	src=- srcworst=""
	if [ "$format" != latex ]; then
		set -- $(score "$name" "$out/$name")
		src=$1
		[ "$src" = - ] || echo "$src" >> "$out/overall.txt"
	fi
	set -- $(score "$name-pdf" "$out/$name-pdf")
	pdf=$1 worst=${2:-}
	[ "$pdf" = - ] || echo "$pdf" >> "$out/overall-pdf.txt"
	printf '%-18s %-9s %-11s %7s %7s  %s\n' "$name" "$format" "$maker" "$src" "$pdf" "$(echo "$worst" | tr _ ' ')"
done < "$out/templates.txt"
mean() {
	[ -s "$2" ] && awk -v label="$1" 'NF { s += $1; n++ } END { if (n) printf "%-40s %8.3f  (%d templates scored)\n", label, s / n, n }' "$2"
	return 0
}
mean "mean, source forms" "$out/overall.txt"
mean "mean, PDFs" "$out/overall-pdf.txt"
grep -E 'skipped|[1-9][0-9]* failed' "$out/pdf.log" || true
echo "records, PDFs, scores and misses in $out"
