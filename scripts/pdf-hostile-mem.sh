#!/usr/bin/env bash
# Peak memory (RSS) and time of `vitae parse` on each hostile PDF that
# cv/doc/pdf's tests generate (Flate bombs, self-drawing and fanned-out
# form XObjects, 200 full pages), one at a time and four at once (-j 4;
# vitae runs at most min(cores, 4) PDF engines, so the last line sets
# GOMAXPROCS=4 to run four engines on a smaller machine).
#
#   scripts/pdf-hostile-mem.sh [vitae-binary]
#
# Without an argument it builds ./cmd/vitae. Needs GNU time (/usr/bin/time).
# The issue's bound: at most 768 MiB for any one file, and N times that
# for -j N.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
bin=${1:-}
if [[ -z $bin ]]; then
  bin=$dir/vitae
  go build -o "$bin" ./cmd/vitae
fi
VITAE_HOSTILE_DIR=$dir go test ./cv/doc/pdf -run '^TestWriteHostile$' -count=1 >/dev/null
measure() { # label, files...
  local label=$1
  shift
  /usr/bin/time -f '%M %e' -o "$dir/time" "$bin" parse --format json "$@" >/dev/null 2>"$dir/err" || true
  read -r kb secs < <(tail -n 1 "$dir/time")
  printf '%-22s %6d MiB %7.1f s  %s\n' "$label" $((kb / 1024)) "$secs" "$(grep -c . "$dir/err" || true) stderr line(s)"
}
printf '%-22s %10s %9s\n' file "peak RSS" time
for f in "$dir"/*.pdf; do
  measure "$(basename "$f")" "$f"
done
bombs=("$dir"/bomb-*.pdf "$dir"/form-recursive.pdf)
measure "-j 4 (four at once)" -j 4 "${bombs[@]:0:4}"
# as on a machine of four cores or more: four PDF engines at once
GOMAXPROCS=4 measure "-j 4, GOMAXPROCS=4" -j 4 "${bombs[@]:0:4}"
