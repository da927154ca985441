#!/bin/sh
# cache-overhead.sh: what the parse cache costs a cold scheduled run.
#
#	scripts/cache-overhead.sh [N [REPEATS]]       # 10000 text CVs, 5 repeats
#	VITAE=/path/to/vitae scripts/cache-overhead.sh  # measure that build
#
# The measure: `vitae run --quiet job.toml` over N generated text CVs
# (internal/cmd/gencvs -files, from testdata/cvs) with all three reports,
# once with an empty parse cache (the cache folder removed before each
# run: a cold run, every CV parsed and kept) and once with the cache off
# ([cache] enabled = false in the job), the two runs taken in turn
# REPEATS times (which goes first alternating). CPU is user + system time (/usr/bin/time). Each pair
# gives an overhead (CPU with the cache - CPU without) / CPU with the
# cache; the figure is the median of the pairs' overheads, beside the
# median CPU of each kind of run. Taking the runs in pairs keeps a change
# in the machine's load from counting as the cache's.
#
# A loaded machine moves the CPU of a run by a few per cent either way,
# as much as the figure measured; PROFILE=1 adds a steadier one: the
# share of a cold run's CPU profile (VITAE_CPUPROFILE) spent in the
# store's code (internal/store: the cache's checks, encoding, lookups
# and writes, the parser key, the run history), by go tool pprof; then
# the same with the runner's work for the store once the run is
# published (the run history's snapshot: job.Runner.afterCommit, less
# the removal of old runs, which a run without the cache does too).
#
# Then, with WARM=1, the cached run again REPEATS times over the cache
# the last cold run filled (nothing changed: every CV a hit), and the
# median CPU of those warm runs.
#
# Work files go to $TMPDIR/vitae-cache-overhead-N (about 8 KB a CV).
set -eu
cd "$(dirname "$0")/.."
n=${1:-10000}
repeats=${2:-5}
work=${TMPDIR:-/tmp}/vitae-cache-overhead-$n
mkdir -p "$work"
vitae=${VITAE:-}
if [ -z "$vitae" ]; then
	vitae=$work/vitae
	go build -o "$vitae" ./cmd/vitae
fi
[ -d "$work/apps" ] || go run ./internal/cmd/gencvs -n "$n" -files "$work/apps" testdata/cvs
for mode in on off; do
	cat >"$work/job-$mode.toml" <<JOB
[inputs]
paths = ["apps"]
[output]
dir = "out-$mode"
formats = ["html", "xlsx", "pdf"]
[selection]
date = "2026-11-22"
JOB
done
printf '[cache]\nenabled = false\n' >>"$work/job-off.toml"

# cpu MODE [warm]: one run, cold unless warm, its CPU seconds on stdout.
cpu() {
	[ "${2:-}" = warm ] || rm -rf "$work/out-$1"
	/usr/bin/time -f '%U %S' -o "$work/time-$1" "$vitae" run --quiet "$work/job-$1.toml" >"$work/log-$1" 2>&1 ||
		{ cat "$work/log-$1" >&2; exit 1; }
	awk '{ printf "%.2f\n", $1 + $2 }' "$work/time-$1"
}

: >"$work/pairs"
i=0
while [ "$i" -lt "$repeats" ]; do
	i=$((i + 1))
	# in turn which goes first, so that a load rising or falling over
	# the runs counts against neither kind
	if [ $((i % 2)) -eq 1 ]; then
		on=$(cpu on)
		off=$(cpu off)
	else
		off=$(cpu off)
		on=$(cpu on)
	fi
	echo "$on $off" >>"$work/pairs"
	awk -v i="$i" -v on="$on" -v off="$off" \
		'BEGIN { printf "run %d: %.2f s CPU with the cache, %.2f s without: %.1f %%\n", i, on, off, 100 * (on - off) / on }'
done
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
on=$(cut -d' ' -f1 "$work/pairs" | median)
off=$(cut -d' ' -f2 "$work/pairs" | median)
ratio=$(awk '{ print 100 * ($1 - $2) / $1 }' "$work/pairs" | median)
echo "== $n text CVs, $repeats pairs: median CPU $on s with the cache (cold), $off s without"
printf 'cache overhead: %.1f %% of the cold run'"'"'s CPU (median of the pairs); %.0f us per CV\n' \
	"$ratio" "$(awk -v on="$on" -v off="$off" -v n="$n" 'BEGIN { print 1e6 * (on - off) / n }')"
if [ "${PROFILE:-}" = 1 ]; then
	rm -rf "$work/out-on"
	VITAE_CPUPROFILE=$work/cold.prof "$vitae" run --quiet "$work/job-on.toml" >"$work/log-on" 2>&1
	go tool pprof -top -focus 'vitae/internal/store[.]' "$vitae" "$work/cold.prof" 2>/dev/null |
		awk '/^Showing nodes accounting for/ { sub(/,$/, "", $5); print "profile: " $6 " of the cold run'"'"'s CPU samples in internal/store (" $5 " of " $8 ")" }'
	# and with what the runner does for the store after publishing (the
	# run history's snapshot), old runs' removal left out (done either way)
	go tool pprof -top -focus 'vitae/internal/store[.]|job[.][(][*]Runner[)][.]afterCommit' -ignore 'publish[.]Prune' "$vitae" "$work/cold.prof" 2>/dev/null |
		awk '/^Showing nodes accounting for/ { sub(/,$/, "", $5); print "profile: " $6 " with the runner'"'"'s store work after publishing (" $5 " of " $8 ")" }'
fi
[ "${WARM:-}" = 1 ] || exit 0
: >"$work/warm"
i=0
while [ "$i" -lt "$repeats" ]; do
	i=$((i + 1))
	cpu on warm >>"$work/warm"
done
echo "warm (nothing changed): median CPU $(median <"$work/warm") s of $(tr '\n' ' ' <"$work/warm")"
