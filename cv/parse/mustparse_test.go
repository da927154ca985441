package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// mustParse parses src, a fictional CV, as the file name (its extension
// chooses Markdown or plain text); a parse error ends the test.
func mustParse(t *testing.T, name, src string) *cv.CV {
	t.Helper()
	c, err := Parse(name, []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}
