//go:build !unix

package parse

import "time"

// processCPU is unknown here: -1, and no cpu-MB/s is reported.
func processCPU() time.Duration { return -1 }
