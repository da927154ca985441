package corrections

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the limits of
// corrections files.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "corrections file", MaxSize)
	readme.Check(t, "input quoted in corrections errors", maxQuoted, maxMsg)
}
