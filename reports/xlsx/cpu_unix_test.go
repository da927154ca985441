//go:build unix

package xlsx

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user and system) the process has used so
// far, for benchmarks to report CPU per operation: on a shared machine
// wall time says little.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
