package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/golden"
	"github.com/vitae-cv/vitae/reports/venues"
)

// The tests of "vitae venues" list a fictional catalogue
// (testdata/venues/fictional.txt) in place of the built-in one, so their
// golden output does not change when the built-in catalogue grows.

// withFictionalCatalog makes "vitae venues" list testdata's fictional
// catalogue over its fictional journal layer, extended by --venues FILE
// as the built-in one is.
func withFictionalCatalog(t *testing.T) {
	t.Helper()
	load := func(path string) (*venue.Catalog, error) {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return venue.Load(f, path)
	}
	journals, err := os.ReadFile(filepath.Join("testdata", "venues", "journals.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	old := loadVenues
	loadVenues = func(file string) (*venue.Catalog, error) {
		base, err := load(filepath.Join("testdata", "venues", "fictional.txt"))
		if err != nil {
			return nil, err
		}
		if base, err = base.WithJournals(string(journals)); err != nil || file == "" {
			return base, err
		}
		extra, err := load(file)
		if err != nil {
			return nil, err
		}
		return base.Extend(extra), nil
	}
	t.Cleanup(func() { loadVenues = old })
}

func TestVenuesGolden(t *testing.T) {
	withFictionalCatalog(t)
	extra := filepath.Join("testdata", "venues", "extra.txt")
	tests := []struct {
		name string
		args []string
	}{
		{"all", nil},
		{"alias", []string{"quillpl"}},                 // an alias, any case
		{"words", []string{"Systems"}},                 // a word of the full names
		{"two-words", []string{"learning", "systems"}}, // every word, in any order
		{"exact-first", []string{"cloud"}},             // WCS's alias first, then CSE's name
		{"area", []string{"--area", "systems"}},
		{"kind", []string{"--kind", "journal"}},
		{"area-query", []string{"--area", "ml", "systems"}},
		{"extended", []string{"--venues", extra, "nb-x"}},
		{"csv", []string{"-f", "csv", "--kind", "workshop"}},
		{"json", []string{"--format", "json", "qpl"}},
		// the layers: curated alone by default without a query, both with one
		{"layer-journals", []string{"--layer", "journals"}},
		{"layer-all", []string{"--layer", "all"}},                       // JMM once, as the curated venue
		{"layer-curated", []string{"--layer", "curated", "cloud"}},      // no journal
		{"abbrev-dotless", []string{"J", "Pebble", "Chem", "Phys"}},     // an abbreviation without its dots
		{"name-first", []string{"pebble", "chemical", "physics"}},       // a full name before the names holding its words
		{"skip-words", []string{"reviews", "in", "physics", "pebbles"}}, // "and" left out
		// a journal of both layers named by a name only the journal layer gives: the curated venue
		{"twin", []string{"meadowbrook", "mathematical"}},
		{"twin-journals", []string{"--layer", "journals", "meadowbrook", "mathematical"}},
		{"former", []string{"wlm"}}, // a former alias finds its venue, marked
		{"former-csv", []string{"-f", "csv", "widgetry"}},
		{"journals-json", []string{"-f", "json", "--layer", "all", "--area", "chemistry"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := runWith(t, "", append([]string{"venues"}, tc.args...)...)
			if r.code != 0 || r.stderr != "" {
				t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
			}
			again := runWith(t, "", append([]string{"venues"}, tc.args...)...)
			if again.stdout != r.stdout {
				t.Errorf("two runs differ:\n%s\n---\n%s", r.stdout, again.stdout)
			}
			golden.Check(t, filepath.Join("testdata", "venues", tc.name+".golden"), []byte(r.stdout))
		})
	}
}

func TestVenuesErrors(t *testing.T) {
	withFictionalCatalog(t)
	tests := []struct {
		args      []string
		code      int
		stderrHas string
	}{
		{[]string{"nowhere"}, 1, `no venue in the catalogue matches "nowhere"`},
		{[]string{"--kind", "workshop", "pebble"}, 1, `"pebble" with --kind workshop`},
		{[]string{"--area", "nowhere"}, 2, `unknown --area "nowhere"`},
		{[]string{"--kind", "talk"}, 2, `unknown --kind "talk"`},
		{[]string{"-f", "xml"}, 2, `unknown --format "xml"`},
		{[]string{"--venues", filepath.Join("testdata", "venues", "missing.txt")}, 1, "missing.txt"},
		{[]string{"  "}, 2, "the query is blank"},
		{[]string{"--layer", "books"}, 2, `unknown --layer "books"`},
		{[]string{"--layer", "curated", "pebble"}, 1, `"pebble" with --layer curated`},
		{[]string{"--layer", "journals", "--kind", "workshop"}, 1, `--kind workshop with --layer journals`},
	}
	for _, tc := range tests {
		r := runWith(t, "", append([]string{"venues"}, tc.args...)...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.stderrHas) || (tc.code != 0 && r.stdout != "") {
			t.Errorf("venues %q: exit %d, stdout %q, stderr %q; want exit %d and %q on stderr", tc.args, r.code, r.stdout, r.stderr, tc.code, tc.stderrHas)
		}
	}
}

// A --venues file is the user's text: what a terminal would act on (an
// escape sequence, a bidirectional override) is printed escaped.
func TestVenuesTerminalSafe(t *testing.T) {
	file := writeFile(t, filepath.Join(t.TempDir(), "v.txt"),
		"ESCX | conference | systems | Example \x1b[31mRed\x1b[0m Symposium | Tab\tAlias\n"+
			"BIDX | workshop | hci | Example \u202eDesrever Workshop\n")
	for _, f := range []string{"table", "csv", "json"} {
		r := runWith(t, "", "venues", "--venues", file, "-f", f, "example")
		if r.code != 0 {
			t.Fatalf("-f %s: exit %d, stderr %q", f, r.code, r.stderr)
		}
		if f != "json" && (strings.ContainsAny(r.stdout, "\x1b\u202e\t") || !strings.Contains(r.stdout, `\x1b[31mRed`)) {
			t.Errorf("-f %s: control characters reach the terminal or are lost:\n%q", f, r.stdout)
		}
		if f == "json" && strings.ContainsAny(r.stdout, "\x1b") {
			t.Errorf("-f json: a raw escape in the output:\n%q", r.stdout)
		}
	}
}

func TestVenuesBuiltIn(t *testing.T) {
	r := runWith(t, "", "venues", "-f", "json")
	var all []venues.Record
	if err := json.Unmarshal([]byte(r.stdout), &all); err != nil || r.code != 0 {
		t.Fatalf("exit %d, %v", r.code, err)
	}
	if len(all) != venue.Default().Len() {
		t.Errorf("listed %d venues, the catalogue has %d", len(all), venue.Default().Len())
	}
	// an alias finds its venue, ahead of the venues that merely name it
	r = runWith(t, "", "venues", "-f", "json", "NIPS")
	var got []venues.Record
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil || len(got) == 0 || got[0].Acronym != "NeurIPS" {
		t.Errorf("venues NIPS: %v, first %+v, want NeurIPS first", err, got)
	}
	r = runWith(t, "", "help", "venues")
	if r.code != 0 || !strings.Contains(r.stdout, "usage: vitae venues") || !strings.Contains(r.stdout, "--layer") {
		t.Errorf("help venues: exit %d, %q", r.code, r.stdout)
	}
	r = runWith(t, "", "help")
	if !strings.Contains(r.stdout, "venues") {
		t.Errorf("help does not list venues:\n%s", r.stdout)
	}
}
