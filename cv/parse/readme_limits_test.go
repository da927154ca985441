package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/parse/lines"
	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the parser's limits.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "numbered publication lists (`1.`, `[1]`)", lines.MaxMarkerDigits)
}
