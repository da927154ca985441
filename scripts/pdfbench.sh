#!/bin/sh
# pdfbench.sh: how fast vitae reads PDF CVs, beside pdftotext -layout on
# the same files. Two sets: the real PDFs of ../shared/corpus/pdf (when
# that folder is there; never copied) and N generated ones, copies of the
# fictional PDFs in testdata (testdata/synthetic, made by internal/cvgen
# through LibreOffice and pdfTeX, and testdata/formats/ferreira.pdf), each
# made different by internal/cmd/gencvs -files. For each set it times
#   pdftotext -layout FILE -     one process per file (it reads one file)
#   vitae parse -j 1 FILES...    one run over the set (reading and parsing)
#   vitae parse -j 2 FILES...
# with GNU time, and prints milliseconds per file (CPU and wall), vitae's
# CPU per file over pdftotext's, and how much faster -j 2 is than -j 1 in
# wall time. The machine's load is printed too: on a busy machine the
# wall times, and so the -j 2 speed-up, mean little.
#
#   scripts/pdfbench.sh                 # 1000 generated PDFs
#   scripts/pdfbench.sh 200
#   VITAE_BIN=/path/to/vitae scripts/pdfbench.sh    # another build
#
# Needs pdftotext (poppler-utils) and /usr/bin/time. Work files go to
# $TMPDIR/vitae-pdfbench.
set -eu
cd "$(dirname "$0")/.."
n=${1:-1000}
work="${TMPDIR:-/tmp}/vitae-pdfbench"
mkdir -p "$work"
bin=${VITAE_BIN:-$work/vitae}
[ -n "${VITAE_BIN:-}" ] || go build -o "$bin" ./cmd/vitae
go build -o "$work/gencvs" ./internal/cmd/gencvs
rm -rf "$work/src" "$work/gen"
mkdir -p "$work/src"
for f in testdata/synthetic/*-pdf/*.pdf; do
	cp "$f" "$work/src/$(basename "$(dirname "$f")")-$(basename "$f")"
done
cp testdata/formats/ferreira.pdf "$work/src/"
"$work/gencvs" -n "$n" -files "$work/gen" "$work/src"
"$bin" parse -f jsonl testdata/formats/ferreira.pdf >/dev/null # the PDF engine's compilation cache, filled once

# timed LABEL CMD...: runs CMD under GNU time; prints "wall cpu" seconds
timed() {
	label=$1
	shift
	/usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >/dev/null 2>"$work/$label.err" || {
		echo "$label failed:" >&2
		tail -3 "$work/$label.err" >&2
		exit 1
	}
	awk '{ printf "%s %s\n", $1, $2 + $3 }' "$work/time"
}

printf '%-10s %6s %10s %10s %10s %10s %10s %9s %9s\n' set files pdftotext vitae-j1 vitae-j1 vitae-j2 pdftotext vitae/ptt j2-speedup
printf '%-10s %6s %10s %10s %10s %10s %10s %9s %9s\n' "" "" ms-cpu ms-cpu ms-wall ms-wall ms-wall cpu wall
row() {
	set=$1
	list=$2
	count=$(wc -l <"$list")
	[ "$count" -gt 0 ] || return 0
	ptt=$(timed "$set-pdftotext" xargs -I{} pdftotext -layout {} - <"$list")
	# shellcheck disable=SC2046 # the file names have no spaces
	j1=$(timed "$set-j1" "$bin" parse -j 1 -f jsonl $(cat "$list"))
	# shellcheck disable=SC2046
	j2=$(timed "$set-j2" "$bin" parse -j 2 -f jsonl $(cat "$list"))
	echo "$ptt $j1 $j2" | awk -v s="$set" -v n="$count" '{
		printf "%-10s %6d %10.1f %10.1f %10.1f %10.1f %10.1f %8.2fx %8.2fx\n",
			s, n, 1000 * $2 / n, 1000 * $4 / n, 1000 * $3 / n, 1000 * $5 / n, 1000 * $1 / n, $4 / $2, $3 / $5 }'
}
ls ../shared/corpus/pdf/*.pdf 2>/dev/null >"$work/corpus.list" || true
row corpus "$work/corpus.list"
ls "$work/gen"/*.pdf >"$work/gen.list"
row generated "$work/gen.list"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
