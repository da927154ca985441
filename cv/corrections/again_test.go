package corrections_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
)

// TestUnmatchableTitles: an added entry or an entry to correct whose
// title has no letter or digit is refused: nothing could find it again,
// so a later run would add it once more.
func TestUnmatchableTitles(t *testing.T) {
	for _, text := range []string{
		"[[correction]]\ncandidate=\"Ada Quill\"\nsection=\"awards\"\nadd={name=\"!\"}\n",
		"[[correction]]\ncandidate=\"Ada Quill\"\nsection=\"awards\"\nentry=\"--\"\nremove=true\n",
	} {
		if _, err := corrections.Parse("c.toml", []byte(text)); err == nil || !strings.Contains(err.Error(), "no letter or digit") {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// TestRenameAppliedTwice: a correction that renames an entry, applied to
// a record it already corrected (records read back), changes nothing and
// is not stale.
func TestRenameAppliedTwice(t *testing.T) {
	f, err := corrections.Parse("c.toml", []byte("[[correction]]\ncandidate=\"Ada Quill\"\nsection=\"publications\"\nentry=\"Dense Gadgets\"\nset={title=\"Denser Gadgets\"}\n"))
	if err != nil {
		t.Fatal(err)
	}
	cvs := correctionstest.Records()
	if r := f.Apply(cvs); len(r.Applied) != 1 || len(r.Stale) != 0 {
		t.Fatalf("first: %+v", r)
	}
	before, _ := json.Marshal(cvs)
	r := f.Apply(cvs)
	after, _ := json.Marshal(cvs)
	if len(r.Stale) != 0 || !bytes.Equal(before, after) {
		t.Errorf("applied again: stale %v, changed %v", r.Stale, !bytes.Equal(before, after))
	}
}
