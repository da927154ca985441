package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommittedJournalsAreCurrent regenerates the journal layer from
// ../shared's lists and compares it with the committed files: a change to
// the lists, to this program or to the layer's index makes it fail until
// genjournals is run.
func TestCommittedJournalsAreCurrent(t *testing.T) {
	dir := filepath.Join("..", "..", "..", defaultLists)
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no ../shared/datasets/jabref-journals: the lists are needed to regenerate")
	}
	files, _, err := generateAll(dir)
	if err != nil {
		t.Fatal(err)
	}
	for i, name := range outputs {
		committed, err := os.ReadFile(filepath.Join("..", "..", "..", "cv", "venue", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(files[i], committed) {
			t.Errorf("cv/venue/%s is stale (%d bytes, regenerated %d): run go run ./internal/cmd/genjournals", name, len(committed), len(files[i]))
		}
	}
}

// TestGenerateFictional: fictional lists, one convention each.
func TestGenerateFictional(t *testing.T) {
	dir := t.TempDir()
	rows := map[string]string{
		// a journal in two lists of one field and one of none: the field
		"acs": `"Journal of Pebble Chemistry","J. Pebble Chem."
"Gravel Letters","Gravel Lett."`,
		"general": `"Journal of Pebble Chemistry","J. Pebble Chem.",""
"Annals of Grit (Gravelton)","Ann. Grit (Gravelton)",""
"Society of Pebble Studies","Soc. Pebble Stud.",""
"Technical Report","Tech. Rep.",""
"Lecture Notes in Pebble Science","Lect. Notes Pebble Sci.",""
"$K$-Pebbles","$K$-Pebbles",""`,
		// two lists of two fields: no field
		"geology_physics": `"Gravel Letters","Gravel Lett."`,
		// two journals sharing an abbreviation
		"ubc": `"Pebble Review","Pebble Rev."
"Pebble Reviews","Pebble Rev."`,
	}
	for _, l := range lists {
		body := rows[l.name]
		if err := os.WriteFile(filepath.Join(dir, "journal_abbreviations_"+l.name+".csv"), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	text, st, err := generate(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	for _, l := range strings.Split(string(text), "\n") {
		if l != "" && l[0] != '#' {
			f := strings.Split(l, "\t")
			got[f[0]] = f
		}
	}
	want := map[string][]string{
		"J. Pebble Chem.":   {"J. Pebble Chem.", "chemistry", "Journal of Pebble Chemistry", "J. Pebble Chem.", ""},
		"Gravel Lett.":      {"Gravel Lett.", "", "Gravel Letters", "Gravel Lett.", ""},
		"Ann. Grit":         {"Ann. Grit", "", "Annals of Grit (Gravelton)|Annals of Grit", "Ann. Grit (Gravelton)|Ann. Grit", ""},
		"Soc. Pebble Stud.": {"Soc. Pebble Stud.", "", "", "Soc. Pebble Stud.", "Society of Pebble Studies"},
		"Pebble Review":     {"Pebble Review", "", "Pebble Review", "", ""},
		"Pebble Reviews":    {"Pebble Reviews", "", "Pebble Reviews", "", ""},
	}
	for k, w := range want {
		if g := got[k]; strings.Join(g, "\t") != strings.Join(w, "\t") {
			t.Errorf("%s: got %q, want %q", k, g, w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("got %d journals, want %d (no report, no book series, no markup): %v", len(got), len(want), got)
	}
	if st.ambiguous != 1 || st.series != 1 || st.orgNames != 1 || st.skipped != 1 {
		t.Errorf("counts: %+v", st)
	}
}
