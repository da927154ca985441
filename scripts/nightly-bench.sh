#!/bin/sh
# nightly-bench.sh: a scheduled `vitae run` over N generated CV files
# (internal/cmd/gencvs -files), with all three reports: first with an
# empty parse cache (cold), then again with nothing changed (warm), then
# with 1% of the CVs changed. Prints wall time, CPU time and peak memory
# of each (/usr/bin/time).
#
#	scripts/nightly-bench.sh 10000 text   # Markdown and text CVs (testdata/cvs)
#	scripts/nightly-bench.sh 10000 pdf    # PDF CVs (testdata/formats/ferreira.pdf)
set -eu
cd "$(dirname "$0")/.."
n=${1:-10000}
kind=${2:-text}
work=${TMPDIR:-/tmp}/vitae-nightly-$kind-$n
mkdir -p "$work"
go build -o "$work/vitae" ./cmd/vitae
if [ ! -d "$work/apps" ]; then
	src=testdata/cvs
	if [ "$kind" = pdf ]; then
		src=$work/src
		mkdir -p "$src"
		cp testdata/formats/ferreira.pdf "$src/"
	fi
	go run ./internal/cmd/gencvs -n "$n" -files "$work/apps" "$src"
fi
cat >"$work/job.toml" <<JOB
[inputs]
paths = ["apps"]
[output]
dir = "out"
formats = ["html", "xlsx", "pdf"]
[selection]
date = "2026-11-22"
JOB
measure() {
	printf '%-28s' "$1"
	/usr/bin/time -f '%e s wall, %U s user + %S s sys, %M KiB peak' "$work/vitae" run --quiet "$work/job.toml" 2>&1 | tail -1
}
rm -rf "$work/out"
echo "== $n $kind CVs: $(du -sh "$work/apps" | cut -f1)"
measure "cold (empty cache)"
measure "warm (nothing changed)"
# 1% of the CVs changed: a line appended (text) or a comment (PDF)
i=0
for f in "$work"/apps/*; do
	i=$((i + 1))
	[ $((i % 100)) -eq 0 ] || continue
	if [ "$kind" = pdf ]; then printf '\n%% changed\n' >>"$f"; else printf '\nchanged\n' >>"$f"; fi
done
measure "warm (1% changed)"
echo "cache: $(du -sh "$work/out/.vitae" | cut -f1)"
