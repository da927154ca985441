#!/bin/sh
# parse-speed.sh: the parser's speed on one core (BenchmarkParse, the
# sample CVs), this tree beside an older commit, measured so that a shared
# machine's noise shows. It builds the cv/parse test binary of both, runs
# them in alternation ROUNDS times (one second each, one core) and prints
# every run, then the best and the median of each side and their ratio.
# The best of many alternating runs is the figure to quote on a busy
# machine: the load only ever slows a run down.
#
#   scripts/parse-speed.sh                  # against HEAD~1, 10 rounds
#   scripts/parse-speed.sh 2fa918d 20
#   BENCH='ParseCorpusJournals/with$' scripts/parse-speed.sh main 10
#   CALLGRIND=1 scripts/parse-speed.sh main # also instructions per parse
#
# With CALLGRIND=1 it also counts instructions per parse of the samples
# under valgrind (GOGC=off: (60 runs - 10 runs) / 50), which the load does
# not move. Needs git; valgrind for CALLGRIND=1. Work files go to
# $TMPDIR/vitae-parse-speed.
set -eu
cd "$(dirname "$0")/.."
base=${1:-HEAD~1}
rounds=${2:-10}
bench=${BENCH:-Parse\$}
work="${TMPDIR:-/tmp}/vitae-parse-speed"
rm -rf "$work"
mkdir -p "$work"
git worktree add -q --detach "$work/base" "$base"
trap 'git worktree remove --force "$work/base"' EXIT
(cd "$work/base" && go test -c -o "$work/base.test" ./cv/parse)
go test -c -o "$work/new.test" ./cv/parse

# speed BIN: one one-second run of the benchmark, its MB/s.
speed() {
	(cd cv/parse && "$1" -test.run '^$' -test.bench "$bench" -test.cpu 1 -test.benchtime 1s) |
		awk '/MB\/s/ { for (i = 1; i <= NF; i++) if ($i == "MB/s") { print $(i - 1); exit } }'
}

# stats FILE: best and median of a column of numbers.
stats() {
	sort -n "$1" | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f %.2f\n", v[NR], m }'
}

: >"$work/base.mbs"
: >"$work/new.mbs"
printf '%5s %10s %10s\n' round "$base" HEAD
i=1
while [ "$i" -le "$rounds" ]; do
	b=$(speed "$work/base.test")
	n=$(speed "$work/new.test")
	echo "$b" >>"$work/base.mbs"
	echo "$n" >>"$work/new.mbs"
	printf '%5d %10s %10s\n' "$i" "$b" "$n"
	i=$((i + 1))
done
read -r bb bm <<EOF
$(stats "$work/base.mbs")
EOF
read -r nb nm <<EOF
$(stats "$work/new.mbs")
EOF
printf 'best   %10s %10s MB/s  (%+.1f %%)\n' "$bb" "$nb" "$(echo "$nb $bb" | awk '{ print 100 * ($1 / $2 - 1) }')"
printf 'median %10s %10s MB/s  (%+.1f %%)\n' "$bm" "$nm" "$(echo "$nm $bm" | awk '{ print 100 * ($1 / $2 - 1) }')"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"

[ "${CALLGRIND:-}" = 1 ] || exit 0
# instructions BIN: instructions per parse of the samples.
instructions() {
	for n in 10 60; do
		(cd cv/parse && GOGC=off GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind \
			--callgrind-out-file="$work/cg.out" "$1" -test.run '^$' -test.bench 'BenchmarkParse$' \
			-test.benchtime "${n}x" -test.cpu 1 2>&1 >/dev/null) |
			awk '/Collected/ { print $NF }' >"$work/ir-$n"
	done
	echo "$(cat "$work/ir-60") $(cat "$work/ir-10")" | awk '{ printf "%.2f\n", ($1 - $2) / 50 / 1e6 }'
}
ib=$(instructions "$work/base.test")
in=$(instructions "$work/new.test")
printf 'instructions per parse of the samples: %s M -> %s M (%+.1f %%)\n' "$ib" "$in" \
	"$(echo "$in $ib" | awk '{ print 100 * ($1 / $2 - 1) }')"
