package train

import (
	"context"
	"strings"
	"testing"
)

// A fictional CV, line by line, with the role a careful reader gives each
// line. Names, places and papers are made up.
var fictionalCV = []struct{ text, role string }{
	{"# Mira Quellton", RoleHeading},
	{"mira.quellton@example.edu | +1 555 010 2030", RoleContact},
	{"", RoleBlank},
	{"## About", RoleHeading},
	{"I study how fictional systems behave under load and write about the methods that make them dependable in practice.", RoleProse},
	{"", RoleBlank},
	{"## Education", RoleHeading},
	{"- **Ph.D. in Computer Science**, Northfield Institute, 2016–2021", RoleEntryStart},
	{"  Advisor: Tobin Ravel", RoleContinuation},
	{"- **B.S. in Mathematics**, Lakemoor College, 2012–2016", RoleEntryStart},
	{"", RoleBlank},
	{"## Experience", RoleHeading},
	{"**Assistant Professor**, Eastbridge University, 2021–present", RoleEntryStart},
	{"- Teach systems courses and lead a group of five students on replication.", RoleDescription},
	{"**Research Intern**, Corvid Labs, 2019", RoleEntryStart},
	{"", RoleBlank},
	{"## Publications", RoleHeading},
	{"### Conference Papers", RoleGroupLabel},
	{"1. M. Quellton, A. Brisk, and T. Ravel. Fast Quorums for Fictional Clusters. In *SOSP*, 2020.", RoleEntryStart},
	{"2. A. Brisk and M. Quellton. Lazy Replicas Revisited Once More.", RoleEntryStart},
	{"   In *OSDI*, 2019. **Best Paper Award**", RoleContinuation},
	{"### Journal Articles", RoleGroupLabel},
	{"3. M. Quellton. A Survey of Imaginary Storage Engines. *ACM TOCS*, 2021.", RoleEntryStart},
	{"", RoleBlank},
	{"## Awards", RoleHeading},
	{"- 2020: Northfield Dissertation Fellowship", RoleEntryStart},
	{"- 2018: Lakemoor Alumni Prize, finalist", RoleEntryStart},
	{"", RoleBlank},
	{"## Talks", RoleHeading},
	{"- Fast Quorums, Eastbridge Systems Seminar, 2021", RoleEntryStart},
	{"- Lazy Replicas, Corvid Labs, 2019", RoleEntryStart},
	{"", RoleBlank},
	{"## Skills", RoleHeading},
	{"Go, Rust, TLA+", RoleOther},
}

const fictionalTruth = `{
  "source": "fictional.md", "name": "Mira Quellton", "emails": ["mira.quellton@example.edu"],
  "education": [
    {"level": "phd", "field": "Computer Science", "institution": "Northfield Institute", "start": "2016", "end": "2021", "advisors": ["Tobin Ravel"]},
    {"level": "bachelors", "field": "Mathematics", "institution": "Lakemoor College", "start": "2012", "end": "2016"}
  ],
  "positions": [
    {"title": "Assistant Professor", "organization": "Eastbridge University", "start": "2021", "end": "present", "kind": ["faculty"]},
    {"title": "Research Intern", "organization": "Corvid Labs", "start": "2019", "end": "2019", "kind": ["internship"]}
  ],
  "publications": [
    {"title": "Fast Quorums for Fictional Clusters", "venue": ["SOSP"], "year": 2020, "type": "conference", "authors": 3, "self": 1},
    {"title": "Lazy Replicas Revisited Once More", "venue": ["OSDI"], "year": 2019, "type": "conference", "authors": 2, "self": 2, "awards": ["Best Paper Award"]},
    {"title": "A Survey of Imaginary Storage Engines", "venue": ["TOCS", "ACM TOCS"], "year": 2021, "type": "journal", "authors": 1, "self": 1}
  ],
  "awards": [
    {"name": "Northfield Dissertation Fellowship", "year": 2020, "category": ["fellowship"], "status": "awarded"},
    {"name": "Lakemoor Alumni Prize", "year": [2018, 2019], "category": ["honor"], "status": "finalist"}
  ],
  "talks": 2, "service": 0, "teaching": 0
}`

func fictional(t *testing.T) (*Source, *Truth) {
	t.Helper()
	var lines []string
	for _, l := range fictionalCV {
		lines = append(lines, l.text)
	}
	src, err := SourceOf(context.Background(), "fictional.md", []byte(strings.Join(lines, "\n")+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := ReadTruth(strings.NewReader(fictionalTruth))
	if err != nil {
		t.Fatal(err)
	}
	return src, tr
}

// The aligner's roles agree with a careful reader's on at least 90% of a
// fictional CV's lines (it gets 100% today), and the fields of its
// entries are where they should be.
func TestAlignFictionalCV(t *testing.T) {
	src, tr := fictional(t)
	f := Align(src.Views, tr)
	if len(f.Lines) != len(src.Views) {
		t.Fatalf("%d labels for %d lines", len(f.Lines), len(src.Views))
	}
	right, total := 0, 0
	for i, l := range f.Lines {
		n := src.Views[i].Src       // a Markdown line's view is its source line
		want, text := RoleBlank, "" // the empty line after the final newline
		if n <= len(fictionalCV) {
			want, text = fictionalCV[n-1].role, fictionalCV[n-1].text
		}
		total++
		if l.Role == want {
			right++
		} else {
			t.Logf("line %d %q: role %s, want %s", n, text, l.Role, want)
		}
	}
	t.Logf("roles right on %d of %d lines", right, total)
	if pct := 100 * right / total; pct < 90 {
		t.Errorf("roles right on %d of %d lines (%d%%), want at least 90%%", right, total, pct)
	}
	for k, want := range map[string]int{KindPublication: 3, KindEducation: 2, KindPosition: 2, KindAward: 2} {
		if f.Aligned[k] != want {
			t.Errorf("%d %s items aligned, want %d", f.Aligned[k], k, want)
		}
	}
	g := Agree(src.Views, tr, f)
	if g.Span != g.Items {
		t.Errorf("items with their entry span right: %d of %d (%v)", g.Span, g.Items, g.Missed)
	}
	wantField(t, src, f, KindPublication, 1, "award", "Best Paper Award")
	wantField(t, src, f, KindPublication, 0, "venue", "SOSP")
	wantField(t, src, f, KindPublication, 2, "year", "2021")
	wantField(t, src, f, KindEducation, 0, "advisor", "Tobin Ravel")
	wantField(t, src, f, KindPosition, 1, "organisation", "Corvid Labs")
	wantField(t, src, f, KindAward, 1, "status", "finalist")
}

// wantField checks that the spans of one field of one item hold text's
// words.
func wantField(t *testing.T, src *Source, f *File, kind string, item int, field, text string) {
	t.Helper()
	got := spanWords(src.Views, f, kind, item, field)
	if strings.Join(got, " ") != strings.Join(words(text), " ") {
		t.Errorf("%s %d %s: %q, want %q", kind, item, field, got, words(text))
	}
}

// A paper listed twice is flagged unsure, and an item the CV does not
// hold is not aligned anywhere.
func TestAlignUnsureAndMissing(t *testing.T) {
	src, tr := fictional(t)
	tr.Publications[0].Title = "Lazy Replicas Revisited Once More" // now two papers share a title
	tr.Awards = append(tr.Awards, TruthAwd{Name: "Wholly Absent Medal of Nowhere"})
	f := Align(src.Views, tr)
	if f.Aligned[KindAward] != 2 || f.Items[KindAward] != 3 {
		t.Errorf("awards aligned %d of %d, want 2 of 3", f.Aligned[KindAward], f.Items[KindAward])
	}
	unsure := 0
	for _, l := range f.Lines {
		if l.Kind == KindPublication && l.Unsure {
			unsure++
		}
	}
	if unsure == 0 {
		t.Error("a title matched by two papers left no line unsure")
	}
	_, n := f.Counts()
	if n == 0 {
		t.Error("Counts found no unsure line")
	}
}

// Nothing to align, or a truth with empty fields, is no panic and gives a
// label to every line.
func TestAlignEmpty(t *testing.T) {
	src, _ := fictional(t)
	f := Align(src.Views, &Truth{Publications: []TruthPub{{}}, Education: []TruthEdu{{}}, Positions: []TruthPos{{}}, Awards: []TruthAwd{{}}})
	if len(f.Lines) != len(src.Views) || f.Aligned[KindPublication] != 0 {
		t.Errorf("empty truth: %d labels for %d lines, %d papers aligned", len(f.Lines), len(src.Views), f.Aligned[KindPublication])
	}
	if f := Align(nil, &Truth{}); len(f.Lines) != 0 {
		t.Errorf("no lines: %d labels", len(f.Lines))
	}
}

// On synthetic CVs whose truth is exact (internal/cvgen), the aligner
// finds at least 98% of items and gets the entry span of at least 90%
// right (a span: one run of lines opening with entry_start, holding the
// item's key field and its date). Measured with 10 CVs a template
// ("go run ./internal/cmd/labelcv -synth 10"): 99.3% found, 94.8% spans.
func TestAlignSynthetic(t *testing.T) {
	n := 4
	if testing.Short() {
		n = 2
	}
	rs, err := Synthetic(context.Background(), 1, n)
	if err != nil {
		t.Fatal(err)
	}
	var all Agreement
	for _, r := range rs {
		all.Add(r.Agreement)
		if r.Items == 0 {
			t.Errorf("%s: no items", r.Template)
		}
	}
	found := float64(all.Found) / float64(all.Items)
	span := float64(all.Span) / float64(all.Items)
	t.Logf("%d items: %.1f%% found, %.1f%% spans right", all.Items, 100*found, 100*span)
	if found < 0.98 || span < 0.90 {
		t.Errorf("found %.1f%%, spans %.1f%%; want at least 98%% and 90%%", 100*found, 100*span)
	}
}
