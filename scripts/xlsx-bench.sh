#!/bin/sh
# Side by side: vitae's workbook writer (reports/xlsx.Write) and Python's
# XlsxWriter (Debian's python3-xlsxwriter, constant_memory mode) writing the
# same sheets and cells, on a generated cohort of N records, in one run.
#
#   scripts/xlsx-bench.sh [N [RUNS]]     (default 10000 records, 3 runs each)
#
# Needs /usr/bin/python3 with xlsxwriter (apt-get install python3-xlsxwriter).
# Prints each side's median seconds and the ratio Python / Go; the files are
# left in $XLSX_BENCH_DIR (default /tmp/xlsx-bench-N).
set -eu
n=${1:-10000}
runs=${2:-3}
dir=${XLSX_BENCH_DIR:-/tmp/xlsx-bench-$n}
py=${PYTHON:-/usr/bin/python3}
cd "$(dirname "$0")/.."
mkdir -p "$dir"
"$py" -c 'import xlsxwriter' || { echo "xlsx-bench: $py has no xlsxwriter (apt-get install python3-xlsxwriter)" >&2; exit 1; }

go run ./internal/cmd/gencvs -n "$n" testdata/cvs > "$dir/cohort.json"
go build -o "$dir/xlsx-bench" ./scripts/xlsx-bench
gosec=$("$dir/xlsx-bench" -runs "$runs" -out "$dir" "$dir/cohort.json" | awk '/^go_seconds/ {print $2}')

pysecs=""
i=0
while [ "$i" -lt "$runs" ]; do
	s=$("$py" scripts/xlsx-bench.py "$dir/tables.json" "$dir/python.xlsx" | awk '/^python_seconds/ {print $2}')
	pysecs="$pysecs $s"
	i=$((i + 1))
done
pysec=$(echo "$pysecs" | tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')

echo "records:        $n"
echo "go (xlsx.Write) median of $runs: ${gosec} s   $(du -k "$dir/go.xlsx" | cut -f1) KiB"
echo "python (XlsxWriter $("$py" -c 'import xlsxwriter; print(xlsxwriter.__version__)'), constant_memory) median of $runs:${pysecs} -> ${pysec} s   $(du -k "$dir/python.xlsx" | cut -f1) KiB"
awk -v g="$gosec" -v p="$pysec" 'BEGIN {printf "ratio python/go: %.2fx\n", p / g}'
