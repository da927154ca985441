#!/bin/sh
# html-bench.sh: the HTML report at scale. For each cohort size (default
# 40, 1000 and 10000 generated candidates, as internal/cmd/gencvs makes
# them) it writes the report, opens it in headless Chromium through the
# DevTools protocol (reports/html TestBrowserScale, internal/browser) and
# prints the file size, the time until the page is usable (first paint
# and the candidates table interactive) and the time to draw an opened
# candidate's charts; then the Go side's render time (BenchmarkWrite).
#
#	scripts/html-bench.sh            # 40, 1000, 10000
#	scripts/html-bench.sh 500 2000
#
# Needs chromium (or chromium-browser, google-chrome) on the PATH.
set -eu
cd "$(dirname "$0")/.."
sizes=${*:-40 1000 10000}
for n in $sizes; do
	echo "== $n candidates"
	VITAE_BROWSER_N=$n go test ./reports/html -run 'TestBrowserScale$' -count=1 -v |
		grep -E 'candidates: |usable after|opened' | sed 's/^ *browser_scale_test.go:[0-9]*: /  /'
done
go test ./reports/html -run '^$' -bench 'BenchmarkWrite' -benchmem -count=1 | grep -E '^Benchmark'
