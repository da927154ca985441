package eval

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFileInTwoSets: a file in two sets (a corpus form and the real-CV
// set) is read once and both examples hold its record; a file named twice
// in one set is still an error; truth files are looked for in each
// folder in turn.
func TestFileInTwoSets(t *testing.T) {
	dir := t.TempDir()
	cvPath := filepath.Join(dir, "01_quill.md")
	if err := os.WriteFile(cvPath, []byte("# Ada Quill\n\n## Publications\n\n- Ada Quill. Folding paper towers quickly. In ASPLOS, 2020.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty, tdir := filepath.Join(dir, "empty"), filepath.Join(dir, "truth")
	for _, d := range []string{empty, tdir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	js := `{"source": "01_quill.md", "name": "Ada Quill", "emails": [], "publications": [], "awards": [], "education": [], "positions": []}`
	if err := os.WriteFile(filepath.Join(tdir, "01_quill.json"), []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	a, err := NewSet("corpus/text", "corpus", "text", "text", []string{cvPath}, tdir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewSetTruths("real/direct", "real", "real", "mixed", []string{cvPath}, []string{empty, tdir})
	if err != nil {
		t.Fatalf("truth in the second folder: %v", err)
	}
	exs, err := Parse([]*Set{a, b}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(exs) != 2 || exs[0].CV == nil || exs[0].CV != exs[1].CV {
		t.Fatalf("want two examples sharing one record, got %d (%v, %v)", len(exs), exs[0].CV != nil, len(exs) > 1 && exs[1].CV != nil)
	}
	if exs[0].Group == exs[1].Group {
		t.Errorf("the two families share the group %q: folds are drawn per family", exs[0].Group)
	}
	twice, err := NewSet("dup", "corpus", "text", "text", []string{cvPath, cvPath}, tdir)
	if err == nil {
		_, err = Parse([]*Set{twice}, 1)
	}
	if err == nil || !strings.Contains(err.Error(), "01_quill") {
		t.Errorf("a file twice in one set: %v", err)
	}
}
