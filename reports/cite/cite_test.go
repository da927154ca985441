package cite_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	nickng "github.com/nickng/bibtex"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/bibtex"
	"github.com/vitae-cv/vitae/internal/golden"
	"github.com/vitae-cv/vitae/reports/cite"
)

// records are two fictional CVs whose publications cover every type,
// status, award and the characters TeX treats specially.
func records() []*cv.CV {
	return []*cv.CV{
		{Source: "quill.md", Name: "Ada Quill", Publications: []cv.Publication{
			{Title: "Pebble Sorting at Scale", Authors: []string{"Ada Quill", "Bo Rennet", "Cyrus Stone"}, SelfIndex: 1,
				Venue: "ASPLOS", VenueRaw: "ASPLOS 2021", Year: 2021, Type: cv.TypeConference, Awards: []string{"Best Paper Award"}},
			{Title: "Gravel & Sand: 50% Faster with $5 {Tricks} #1_a ~b ^c \\d", Authors: []string{"Bo Rennet", "Ada Quill"}, SelfIndex: 2, EtAl: true,
				Venue: "CACM", VenueRaw: "Communications of the ACM", Year: 2022, Type: cv.TypeJournal, Status: cv.PubToAppear},
			{Title: "Möbius Rocks and Łódź Lakes", Authors: []string{"Ada Quill", "Désirée van der Lac"}, SelfIndex: 1,
				Year: 2024, Type: cv.TypePreprint, Status: cv.PubUnderReview, VenueRaw: "arXiv"},
			{Title: "Tiny Rocks -- Big Caches", Authors: []string{"Ada Quill", "Esk Dune"}, SelfIndex: 1,
				Venue: "HotOS", VenueRaw: "Workshop on Hot Topics in Operating Systems (HotOS)", Year: 2023, Type: cv.TypeWorkshop, Distinction: "Oral"},
			{Title: "On Pebbles", Authors: []string{"Ada Quill"}, SelfIndex: 1, VenueRaw: "University of Nowhere", Year: 2025, Type: cv.TypeThesis},
			{Title: "Pebble Sorting at Scale", Authors: []string{"Ada Quill"}, SelfIndex: 1, Year: 2021, Type: cv.TypeOther, VenueRaw: "Talk slides"},
		}},
		{Source: "rennet.md", Name: "Bo Rennet", Publications: []cv.Publication{
			{Title: "Pebble Sorting at Scale", Authors: []string{"Ada Quill", "Bo Rennet", "Cyrus Stone"}, SelfIndex: 2,
				Venue: "ASPLOS", VenueRaw: "ASPLOS 2021", Year: 2021, Type: cv.TypeConference, Status: cv.PubPublished},
			{Title: "Sand in Preparation", Authors: []string{"Bo Rennet"}, SelfIndex: 1, Year: 2026, Type: cv.TypePreprint, Status: cv.PubInPreparation},
			{Title: "A Patent on Gravel", Authors: []string{"Bo Rennet"}, SelfIndex: 1, Year: 2020, Type: cv.TypePatent},
			{Title: "The Book of Sand", Authors: []string{"Bo Rennet"}, SelfIndex: 1, VenueRaw: "Dune Press", Year: 2019, Type: cv.TypeBook},
		}},
	}
}

func TestGolden(t *testing.T) {
	var b, c bytes.Buffer
	if err := cite.WriteBibTeX(&b, records()); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/records.bib", b.Bytes())
	if err := cite.WriteCSL(&c, records()); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/records.csl.json", c.Bytes())
}

// TestKeys: keys are unique in one output and the same for the same
// records.
func TestKeys(t *testing.T) {
	items := cite.Items(records())
	seen := map[string]bool{}
	for _, it := range items {
		if seen[it.Key] {
			t.Errorf("key %q twice", it.Key)
		}
		seen[it.Key] = true
	}
	again := cite.Items(records())
	for i := range items {
		if items[i].Key != again[i].Key {
			t.Errorf("key %d: %q then %q", i, items[i].Key, again[i].Key)
		}
	}
	if items[0].Key != "quill2021pebble" || items[5].Key != "quill2021pebbleb" {
		t.Errorf("keys %q, %q; want quill2021pebble and quill2021pebbleb", items[0].Key, items[5].Key)
	}
}

// TestRoundTrip writes BibTeX and reads it back with vitae's reader: the
// fields BibTeX holds come back the same.
func TestRoundTrip(t *testing.T) {
	for _, c := range records() {
		var b bytes.Buffer
		if err := cite.WriteBibTeX(&b, []*cv.CV{c}); err != nil {
			t.Fatal(err)
		}
		back, err := bibtex.Format.Read(context.Background(), data.Source{Name: "x.bib", Data: b.Bytes()}, data.Options{Owner: c.Name})
		if err != nil {
			t.Fatal(err)
		}
		if len(back.Warnings) > 0 {
			t.Errorf("%s: warnings reading it back: %v", c.Name, back.Warnings)
		}
		if len(back.Publications) != len(c.Publications) {
			t.Fatalf("%s: %d publications back, want %d", c.Name, len(back.Publications), len(c.Publications))
		}
		for i, want := range c.Publications {
			got := back.Publications[i]
			got.Line, got.Area = 0, ""
			want.Area = ""
			if want.Status == cv.PubPublished {
				want.Status = "" // written as no pubstate, which reads as none
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s publication %d:\n got %+v\nwant %+v\n%s", c.Name, i+1, got, want, b.String())
			}
		}
	}
}

// TestSecondParser: another BibTeX parser (github.com/nickng/bibtex)
// reads the output without error, every entry with its key and title.
func TestSecondParser(t *testing.T) {
	var b bytes.Buffer
	if err := cite.WriteBibTeX(&b, records()); err != nil {
		t.Fatal(err)
	}
	parsed, err := nickng.Parse(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Fatalf("second parser: %v\n%s", err, b.String())
	}
	items := cite.Items(records())
	if len(parsed.Entries) != len(items) {
		t.Fatalf("%d entries, want %d", len(parsed.Entries), len(items))
	}
	for i, e := range parsed.Entries {
		if e.CiteName != items[i].Key || e.Fields["title"] == nil {
			t.Errorf("entry %d: key %q title %v, want key %q", i, e.CiteName, e.Fields["title"], items[i].Key)
		}
	}
}

func TestCSL(t *testing.T) {
	var b bytes.Buffer
	if err := cite.WriteCSL(&b, records()); err != nil {
		t.Fatal(err)
	}
	var items []map[string]any
	if err := json.Unmarshal(b.Bytes(), &items); err != nil {
		t.Fatal(err)
	}
	want := []string{"paper-conference", "article-journal", "article", "paper-conference", "thesis", "document", "paper-conference", "article", "patent", "book"}
	for i, it := range items {
		if it["type"] != want[i] {
			t.Errorf("item %d type %v, want %s", i, it["type"], want[i])
		}
	}
	au := items[2]["author"].([]any)[1].(map[string]any)
	if au["family"] != "van der Lac" || au["given"] != "Désirée" {
		t.Errorf("author split %v", au)
	}
}

func TestEscape(t *testing.T) {
	got := cite.Escape("a & b % c $ d # e _ f { g } h ~ i ^ j \\ k @ l\tm\x01n -- o")
	want := `a \& b \% c \$ d \# e \_ f \{ g \} h \textasciitilde{} i \textasciicircum{} j \textbackslash{} k {@} l mn -{}- o`
	if got != want {
		t.Errorf("Escape = %q\n want %q", got, want)
	}
	if strings.Contains(cite.Escape("x\ny"), "\n") {
		t.Error("a newline is kept")
	}
}

// TestBibTool: bibtool (Debian's bibtool package; CI installs it) reads
// the output without an error or a warning, every entry kept.
func TestBibTool(t *testing.T) {
	path, err := exec.LookPath("bibtool")
	if err != nil {
		t.Skip("bibtool not installed (apt-get install bibtool)")
	}
	var b bytes.Buffer
	if err := cite.WriteBibTeX(&b, records()); err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(t.TempDir(), "records.bib")
	if err := os.WriteFile(in, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	cmd := exec.Command(path, "-q", in)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil || errb.Len() > 0 {
		t.Fatalf("bibtool: %v\n%s", err, errb.String())
	}
	if n, want := strings.Count(out.String(), "\n@"), len(cite.Items(records()))-1; n < want {
		t.Errorf("bibtool wrote %d entries, want %d:\n%s", n+1, want+1, out.String())
	}
}
