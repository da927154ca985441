package sample

import (
	"path/filepath"
	"testing"
)

func TestLoadAndClone(t *testing.T) {
	base, err := Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	if len(base) < 5 {
		t.Fatalf("loaded %d CVs", len(base))
	}
	for _, c := range base {
		if filepath.Base(c.Source) == "README.md" {
			t.Error("a folder README was read as a CV")
		}
	}
	cvs, err := Clone(base, 3*len(base))
	if err != nil {
		t.Fatal(err)
	}
	names, sources := map[string]bool{}, map[string]bool{}
	for _, c := range cvs {
		if names[c.Name] || sources[c.Source] {
			t.Fatalf("repeated name or source %q %q", c.Name, c.Source)
		}
		names[c.Name], sources[c.Source] = true, true
	}
	// clones are valid records (a multi-year award shifts as a whole)
	for _, c := range cvs {
		if ps := c.Validate(); len(ps) > 0 {
			t.Fatalf("clone %s: %v", c.Name, ps[0].Msg)
		}
	}
	// deep copies: changing a clone leaves the base alone
	title := base[0].Publications[0].Title
	cvs[0].Publications[0].Title = "changed"
	if base[0].Publications[0].Title != title {
		t.Fatal("Clone shares publications with its base")
	}
	if _, err := Load("no/such/dir"); err == nil {
		t.Fatal("Load of a missing path did not fail")
	}
}
