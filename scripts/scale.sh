#!/bin/sh
# scale.sh: how `vitae report` (HTML, workbook and PDF) grows with the
# cohort. For each size it generates that many fictional records from the
# sample CVs (internal/cmd/gencvs), writes all three reports with
# /usr/bin/time, and prints one table row: wall time, CPU time, peak
# memory (RSS), CPU per CV (the figure that should stay flat as the cohort
# grows) and the size of each file.
#
#   scripts/scale.sh                     # 1000 10000 30000
#   scripts/scale.sh 1000 10000 30000 100000
#   VITAE_FLAGS=--pdf-split scripts/scale.sh 100000
#
# The last two columns are the collector's: its cycles and the gigabytes
# it marked (the live heap after each cycle, added up; from
# GODEBUG=gctrace=1), which do not move with the machine's load as the
# times do: the figure to compare when the machine is shared.
#
# Needs GNU time (/usr/bin/time, Debian package "time"). Work files go to
# $TMPDIR/vitae-scale (several GB for 100,000); the binary built is this
# run's own, so that runs from two trees do not overwrite each other's.
set -eu
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- 1000 10000 30000
work="${TMPDIR:-/tmp}/vitae-scale"
mkdir -p "$work"
vitae="$work/vitae.$$"
trap 'rm -f "$vitae" "$work/gencvs.$$"' EXIT
go build -o "$vitae" ./cmd/vitae
go build -o "$work/gencvs.$$" ./internal/cmd/gencvs
printf '%8s %9s %9s %10s %11s %10s %10s %10s %10s %10s\n' CVs wall_s cpu_s peak_MiB cpu_ms_CV html_MB xlsx_MB pdf_MB gc_cycles gc_GB
for n in "$@"; do
	in="$work/cohort-$n" # a folder of files of 10,000 records
	[ -d "$in" ] || "$work/gencvs.$$" -n "$n" -dir "$in" testdata/cvs
	out="$work/out-$n"
	rm -rf "$out"
	# shellcheck disable=SC2086 # VITAE_FLAGS is a list of flags
	GODEBUG=gctrace=1 /usr/bin/time -f '%e %U %S %M' -o "$work/time-$n" \
		"$vitae" report ${VITAE_FLAGS:-} --date 2026-01-01 --out "$out" "$in"/*.json >/dev/null 2>"$work/log-$n" ||
		{ cat "$work/log-$n" >&2; exit 1; }
	read -r wall user sys rss <"$work/time-$n"
	# gctrace: "gc N @t s p%: ..., A->B->C MB, ...": C is live after cycle N
	gc=$(awk '/^gc [0-9]+ @/ { n++; for (i = 1; i <= NF; i++) if ($i == "MB,") { split($(i - 1), h, "->"); m += h[3] } }
		END { printf "%d %.1f", n, m / 1000 }' "$work/log-$n")
	mb() { if [ -e "$1" ]; then du -m --apparent-size "$1" | cut -f1; else echo -; fi; }
	awk -v n="$n" -v w="$wall" -v c="$user + $sys" -v r="$rss" -v h="$(mb "$out/report.html")" \
		-v x="$(mb "$out/report.xlsx")" -v p="$(mb "$out/report.pdf")" -v g="$gc" \
		'BEGIN { split(c, t, " [+] "); cpu = t[1] + t[2]; split(g, gc, " ")
			printf "%8d %9.1f %9.1f %10d %11.3f %10s %10s %10s %10d %10.1f\n", n, w, cpu, r / 1024, 1000 * cpu / n, h, x, p, gc[1], gc[2] }' </dev/null
	rm -rf "$out"
done
