package doc

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/readme"
)

// TestReadmeLimits holds the README's limits table to the defaults here.
func TestReadmeLimits(t *testing.T) {
	readme.Check(t, "PDF, Word or HTML CV file", DefaultMaxBytes)
	readme.Check(t, "lines of one CV, in every format (text files too, whatever `--max-size`; Word line breaks counted as they are read)", DefaultMaxLines)
	readme.Check(t, "time per file, for each stage (the front end, then the parser, each with its own 60 s)", int64(DefaultTimeout.Seconds()))
	readme.Check(t, "PDF pages", DefaultMaxPages)
	readme.Check(t, "Word bytes inflated from the zip (counted as inflated, not as the zip claims)", DefaultMaxExpanded)
}
