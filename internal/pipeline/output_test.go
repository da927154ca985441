package pipeline

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
)

// TestWriteOutputKeepsAnEarlierFileWhenNothingWasRead: with a CV read
// the output goes to the file, or to stdout for "" and "-"; with none,
// stdout still gets the (empty) output but a file is left as it was and
// the error says nothing was written.
func TestWriteOutputKeepsAnEarlierFileWhenNothingWasRead(t *testing.T) {
	write := func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }
	file := filepath.Join(t.TempDir(), "out.json")
	if err := os.WriteFile(file, []byte("hand-corrected"), 0o644); err != nil {
		t.Fatal(err)
	}
	none := &Loaded{Collected: &inputs.Collected{}}
	err := none.WriteOutput(io.Discard, file, write)
	if b, _ := os.ReadFile(file); !errors.Is(err, ErrNoCV) || !strings.HasSuffix(err.Error(), "; nothing written") || string(b) != "hand-corrected" {
		t.Errorf("no CV read: %v, the file holds %q", err, b)
	}
	for _, to := range []string{"", "-"} {
		var out strings.Builder
		if err := none.WriteOutput(&out, to, write); err != nil || out.String() != "new" {
			t.Errorf("to %q: %v, stdout %q", to, err, out.String())
		}
	}
	some := &Loaded{Collected: &inputs.Collected{CVs: []*cv.CV{{Name: "Orla Bramwick"}}}}
	if err := some.WriteOutput(io.Discard, file, write); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(file); string(b) != "new" {
		t.Errorf("a CV read: the file holds %q", b)
	}
}
