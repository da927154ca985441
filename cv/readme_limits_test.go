package cv

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the record limits.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "records in one record file", MaxRecords)
}
