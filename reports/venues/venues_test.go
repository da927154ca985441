package venues

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/golden"
)

// fictional is a listing of fictional venues of both layers: one with
// two full names, one with a former name and a former alias, a journal
// of the journal layer, one with no area and one whose text a user's
// file gave with a terminal escape, a tab and a leading "=".
func fictional() venue.Listing {
	vs := []venue.Listed{
		{Venue: venue.Venue{Acronym: "QPL", Kind: venue.Conference, Area: "pl",
			Names:   []string{"Quillfeather Conference on Programming Languages", "Quillfeather Symposium on Programs"},
			Aliases: []string{"QuillPL"}}, Layer: venue.LayerCurated},
		{Venue: venue.Venue{Acronym: "WLS", Kind: venue.Workshop, Area: "ml",
			Names:   []string{"Widgetry Workshop on Learning Systems", "Widgetry Learning Meetup"},
			Aliases: []string{"WLM"}, Former: []string{"Widgetry Learning Meetup", "WLM"}}, Layer: venue.LayerCurated},
		{Venue: venue.Venue{Acronym: "ESC", Kind: venue.Conference,
			Names: []string{"=Example \x1b[31mRed\x1b[0m Conference"}, Aliases: []string{"Tab\tAlias"}}, Layer: venue.LayerCurated},
		{Venue: venue.Venue{Acronym: "J. Pebble Chem. Phys.", Kind: venue.Journal, Area: "chemistry",
			Names: []string{"Journal of Pebble Chemical Physics"}, Aliases: []string{"J Pebble Chem Phys"}}, Layer: venue.LayerJournals},
	}
	return venue.Listing{Venues: vs, Layer: venue.LayerAll, Curated: 3, Journals: 1}
}

// TestFormatsGolden: each format writes the fictional listing as its
// golden file says, and the same bytes twice.
func TestFormatsGolden(t *testing.T) {
	for _, f := range Formats {
		t.Run(f.Name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := f.Write(&a, fictional()); err != nil {
				t.Fatal(err)
			}
			if err := f.Write(&b, fictional()); err != nil || a.String() != b.String() {
				t.Errorf("two writes differ (%v)", err)
			}
			golden.Check(t, filepath.Join("testdata", "fictional."+f.Name), a.Bytes())
		})
	}
}

// TestTerminalSafe: the table and CSV print a control character escaped,
// never raw, and keep its text; CSV defuses a formula; JSON escapes.
func TestTerminalSafe(t *testing.T) {
	for _, f := range Formats {
		var b bytes.Buffer
		if err := f.Write(&b, fictional()); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		if strings.ContainsAny(out, "\x1b\t") {
			t.Errorf("%s: a raw control character in the output:\n%q", f.Name, out)
		}
		if f.Name != "json" && !strings.Contains(out, `\x1b[31mRed`) {
			t.Errorf("%s: the escaped text is lost:\n%q", f.Name, out)
		}
		if f.Name == "csv" && !strings.Contains(out, `'=Example`) {
			t.Errorf("csv: a formula is not defused:\n%s", out)
		}
	}
}

// TestJSONHasEveryName: the JSON holds every name, alias and former name
// of a venue, and [] (not null) for none.
func TestJSONHasEveryName(t *testing.T) {
	var b bytes.Buffer
	if err := WriteJSON(&b, fictional()); err != nil {
		t.Fatal(err)
	}
	var got []Record
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if len(got) != 4 || got[0].Acronym != "QPL" || len(got[0].Names) != 2 || got[0].Kind != "conference" || got[0].Area != "pl" {
		t.Errorf("got %+v, want QPL first, a conference in pl with two full names", got)
	}
	if w := got[1]; len(w.Former) != 2 || w.Layer != "curated" || got[3].Layer != "journals" {
		t.Errorf("got %+v, want WLS's two former names and the layers", got)
	}
	if !strings.Contains(b.String(), `"former": []`) {
		t.Errorf("no former name is not []:\n%s", b.String())
	}
}

// TestSummary: the table's last line counts the venues and names the
// layers listed.
func TestSummary(t *testing.T) {
	for _, tc := range []struct {
		l    venue.Listing
		want string
	}{
		{venue.Listing{Venues: make([]venue.Listed, 2), Layer: venue.LayerCurated, Curated: 7}, "2 of 7 venues in the curated layer"},
		{venue.Listing{Venues: make([]venue.Listed, 1), Layer: venue.LayerJournals, Journals: 1}, "1 of 1 journal in the journal layer"},
		{venue.Listing{Venues: make([]venue.Listed, 1), Layer: venue.LayerAll, Curated: 1, Journals: 3},
			"1 venue of 1 curated venue and 3 journals (a journal in both: once)"},
	} {
		if got := Summary(tc.l); got != tc.want {
			t.Errorf("Summary = %q, want %q", got, tc.want)
		}
	}
}

func TestFormatNamed(t *testing.T) {
	if FormatNames() != "table, csv, json" {
		t.Errorf("FormatNames = %q", FormatNames())
	}
	for _, f := range Formats {
		if g, ok := FormatNamed(f.Name); !ok || g.Name != f.Name {
			t.Errorf("FormatNamed(%q) = %q, %v", f.Name, g.Name, ok)
		}
	}
	if _, ok := FormatNamed("xml"); ok {
		t.Error("FormatNamed(xml) is a format")
	}
}
