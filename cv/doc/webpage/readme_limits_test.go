package webpage

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the HTML limits.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "HTML element nesting", maxDepth)
}
