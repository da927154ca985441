#!/bin/sh
# Side by side: vitae's workbook writer (reports/xlsx.Write) and Python's
# XlsxWriter (Debian's python3-xlsxwriter, constant_memory mode) writing the
# same sheets and cells, on a generated cohort of N records, in one run.
#
#   scripts/xlsx-bench.sh [N [RUNS]]     (default 10000 records, 3 runs each)
#
# Needs /usr/bin/python3 with xlsxwriter (apt-get install python3-xlsxwriter).
# Prints each side's median wall and CPU seconds and the ratios Python / Go.
# CPU time (user + system) hardly depends on what else the machine runs; it
# counts the work of both cores Go uses, so its ratio is the stricter one. The
# files are left in $XLSX_BENCH_DIR (default /tmp/xlsx-bench-N).
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
goout=$("$dir/xlsx-bench" -runs "$runs" -out "$dir" "$dir/cohort.json")
gosec=$(echo "$goout" | awk '/^go_seconds/ {print $2}')
gocpu=$(echo "$goout" | awk '/^go_cpu_seconds/ {print $2}')
gorss=$(echo "$goout" | awk '/^go_rss_mb/ {print $3 " MB with the report loaded, peak " $5 " MB while writing"}')

# the median of the numbers on stdin
median() { grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
pywall=""
pycpu=""
i=0
while [ "$i" -lt "$runs" ]; do
	out=$("$py" scripts/xlsx-bench.py "$dir/tables.json" "$dir/python.xlsx")
	pywall="$pywall $(echo "$out" | awk '/^python_seconds/ {print $2}')"
	pycpu="$pycpu $(echo "$out" | awk '/^python_cpu_seconds/ {print $2}')"
	i=$((i + 1))
done
pysec=$(echo "$pywall" | tr ' ' '\n' | median)
pycpusec=$(echo "$pycpu" | tr ' ' '\n' | median)

echo "records:  $n   (load average now: $(cut -d' ' -f1-3 /proc/loadavg))"
echo "go     reports/xlsx.Write, median of $runs: wall ${gosec} s, cpu ${gocpu} s; $(du -k "$dir/go.xlsx" | cut -f1) KiB; RSS ${gorss}"
echo "python XlsxWriter $("$py" -c 'import xlsxwriter; print(xlsxwriter.__version__)') constant_memory, median of $runs: wall ${pysec} s (${pywall# }), cpu ${pycpusec} s (${pycpu# }); $(du -k "$dir/python.xlsx" | cut -f1) KiB"
awk -v g="$gosec" -v p="$pysec" -v gc="$gocpu" -v pc="$pycpusec" 'BEGIN {printf "ratio python/go: wall %.2fx, cpu %.2fx\n", p / g, pc / gc}'
