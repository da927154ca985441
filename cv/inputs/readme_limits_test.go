package inputs

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the input limits.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "record file (`.json`, `.jsonl`, standard input)", MaxRecordSize)
	readme.Check(t, "text or Markdown CV file", parse.DefaultMaxSize)
}
