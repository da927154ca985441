package pdf

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the PDF limits.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "PDF characters", maxCharsPerPage, int64(maxChars))
	readme.Check(t, "PDF engine memory (WebAssembly, grown in place)", MemoryLimit, retireAbove)
}
