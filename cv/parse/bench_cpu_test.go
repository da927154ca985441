package parse

import (
	"testing"
	"time"
)

// cpuClock measures the CPU time a benchmark loop spends (user and
// system, every thread of the process), so a figure can be given per core
// second instead of per wall second: on a machine shared with other work
// the wall time of one pass grows with the load, its CPU time does not.
type cpuClock struct{ start time.Duration }

// startCPU starts a cpuClock; call it just before the loop.
func startCPU() cpuClock { return cpuClock{start: processCPU()} }

// report adds cpu-MB/s (bytes per iteration times iterations over CPU
// seconds) to b; it adds nothing where the CPU time is unknown.
func (c cpuClock) report(b *testing.B, bytesPerOp int64) {
	used := processCPU() - c.start
	if used <= 0 || c.start < 0 {
		return
	}
	b.ReportMetric(float64(bytesPerOp)*float64(b.N)/used.Seconds()/1e6, "cpu-MB/s")
}
