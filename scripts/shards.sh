#!/bin/sh
# shards.sh: a run over shards gives the reports of one run, byte for
# byte. It writes a fictional cohort (internal/cmd/cvgen: Markdown, HTML,
# text and DOCX CVs), then
#   1. one run:  vitae report over the cohort's folder;
#   2. sharded:  the CV files dealt out to SHARDS lists, "vitae parse -f
#                jsonl" on each list as its own process (xargs -P, as a
#                batch system would run them on several machines), then
#                vitae report over the shards' record files;
# and compares the two report folders with diff -r.
#
#   scripts/shards.sh            # 200 CVs, 4 shards
#   scripts/shards.sh 2000 8
#
# Work files go to $TMPDIR/vitae-shards. Exit status 1 if the reports
# differ.
set -eu
cd "$(dirname "$0")/.."
n=${1:-200}
shards=${2:-4}
work="${TMPDIR:-/tmp}/vitae-shards"
rm -rf "$work"
mkdir -p "$work/shards"
go build -o "$work/vitae" ./cmd/vitae
go build -o "$work/cvgen" ./internal/cmd/cvgen
# each record in one of the templates, in turn: a cohort of n people
"$work/cvgen" -seed 28 -n "$n" -templates markdown,html,text,docx -out "$work/gen" >/dev/null
mkdir -p "$work/cvs"
find "$work/gen" -mindepth 2 -type f ! -path '*/truth/*' | LC_ALL=C sort | awk -F/ '
	{ tmpl = $(NF - 1); if (!(tmpl in k)) { k[tmpl] = t++ }; split($NF, p, /[-.]/); id[NR] = p[2] + 0; tm[NR] = tmpl; path[NR] = $0 }
	END { for (i = 1; i <= NR; i++) if (id[i] % t == k[tm[i]]) print path[i] }' |
	while read -r f; do cp "$f" "$work/cvs/$(basename "$(dirname "$f")")-$(basename "$f")"; done
flags="--date 2026-11-28 --html --xlsx --pdf --csv --text"
now() { date +%s.%N; }

t0=$(now)
# shellcheck disable=SC2086 # flags is a list of flags
"$work/vitae" report $flags --out "$work/one" "$work/cvs" >"$work/one.stdout" 2>"$work/one.stderr"
t1=$(now)

# the CV files as vitae's folder walk names them, dealt out in turn to
# the shards
find "$work/cvs" -type f | LC_ALL=C sort | split -n "r/$shards" -d - "$work/shards/list-"
# one process per shard, $shards at once; each writes its records as
# JSON Lines (the paths have no spaces: cvgen names them)
# shellcheck disable=SC2016 # $1 and $2 are the inner shell's
find "$work/shards" -name 'list-*' | xargs -P "$shards" -I{} \
	sh -c '"$1" parse -j 1 -f jsonl -o "$2.jsonl" $(cat "$2")' _ "$work/vitae" {}
t2=$(now)
# shellcheck disable=SC2086
"$work/vitae" report $flags --out "$work/sharded" "$work/shards"/list-*.jsonl >"$work/sharded.stdout" 2>"$work/sharded.stderr"
t3=$(now)

awk -v n="$n" -v s="$shards" -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" 'BEGIN {
	printf "%d CVs: one run %.1f s; %d shards parsed %.1f s (at once), report over them %.1f s\n", n, b - a, s, c - b, d - c }'
ls -l "$work/one" | awk 'NR > 1 { print "  " $NF ": " $5 " bytes" }'
if diff -r "$work/one" "$work/sharded" >/dev/null && cmp -s "$work/one.stderr" "$work/sharded.stderr"; then
	echo "IDENTICAL: $work/one and $work/sharded (and what each report run said on standard error)"
else
	diff -rq "$work/one" "$work/sharded" >&2 || true
	diff "$work/one.stderr" "$work/sharded.stderr" >&2
	exit 1
fi
