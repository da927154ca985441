package job

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the limits of job
// files.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "job file", MaxSize)
	readme.Check(t, "input quoted in job errors", MaxQuoted, maxMsg, maxErrors)
}
