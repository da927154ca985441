package docx

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the Word limits.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "Word zip entries", maxEntries)
	readme.Check(t, "Word XML nesting", maxDepth)
	readme.Check(t, "Word text runs and tabs per paragraph", maxParaPieces)
	readme.Check(t, "Word text per paragraph", maxParaText)
	readme.Check(t, "Word text per document (a link's target counted with each piece it covers)", maxDocText)
	readme.Check(t, "Word cells per table row", maxRowCells)
}
