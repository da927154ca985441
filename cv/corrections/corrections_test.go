package corrections

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// records are two fictional candidates.
func records() []*cv.CV {
	ada := &cv.CV{Source: "applications/ada.md", Name: "Ada Quill", Contact: cv.Contact{Emails: []string{"Ada@example.org"}},
		Publications: []cv.Publication{
			{Title: "Sparse Widgets for Example Networks", Authors: []string{"A. Quill"}, SelfIndex: 1, Type: cv.TypePreprint, Year: 2023, Line: 10},
			{Title: "Dense Gadgets", Authors: []string{"A. Quill"}, SelfIndex: 1, Type: cv.TypeConference, Venue: "SOSP", Year: 2021, Line: 12},
		},
		Awards: []cv.Award{{Name: "Best Poster Award", Year: 2022, Category: cv.CatPaperAward, Status: cv.StatusAwarded, Line: 20}}}
	bo := &cv.CV{Source: "applications/bo-lind.md", Name: "Bö Lind",
		Awards: []cv.Award{{Name: "Travel Grant", Year: 2020, Category: cv.CatTravelGrant, Status: cv.StatusAwarded, Line: 5}}}
	for _, c := range []*cv.CV{ada, bo} {
		c.Normalize()
	}
	return []*cv.CV{ada, bo}
}

func mustParse(t *testing.T, text string) *File {
	t.Helper()
	f, err := Parse("c.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestExampleFile: the commented example in testdata loads and applies
// to the fictional records without a stale correction.
func TestExampleFile(t *testing.T) {
	f, err := Load("../../testdata/corrections.toml")
	if err != nil {
		t.Fatal(err)
	}
	cvs := records()
	r := f.Apply(cvs)
	if len(r.Stale) != 0 || len(r.Applied) != 5 {
		t.Fatalf("applied %+v stale %+v", r.Applied, r.Stale)
	}
	ada, bo := cvs[0], cvs[1]
	p := ada.Publications[0]
	if p.Venue != "NSDI" || p.Year != 2024 || p.Status != cv.PubPublished || !reflect.DeepEqual(p.Corrected, []string{"status", "venue", "year"}) {
		t.Errorf("publication %+v", p)
	}
	if len(ada.Awards) != 0 {
		t.Errorf("award not removed: %+v", ada.Awards)
	}
	if n := len(bo.Awards); n != 2 || bo.Awards[1].Name != "Example Graduate Fellowship" || bo.Awards[1].Category != cv.CatFellowship || !reflect.DeepEqual(bo.Awards[1].Corrected, []string{"added"}) {
		t.Errorf("awards %+v", bo.Awards)
	}
	want := "publications: “Sparse Widgets for Example Networks”: status set to published (was: unknown), venue set to NSDI (was: unknown), year set to 2024 (was: 2023) — the CV lists it under preprints; accepted per the programme"
	if len(ada.Corrected) != 2 || ada.Corrected[0] != want || ada.Corrected[1] != "awards: “Best Poster Award”: removed — a duplicate of the paper award" {
		t.Errorf("corrected %q", ada.Corrected)
	}
	if p.CorrectionNote != f.Corrections[0].Note || bo.Awards[1].CorrectionNote != "confirmed by the issuer" {
		t.Errorf("notes %q, %q", p.CorrectionNote, bo.Awards[1].CorrectionNote)
	}
	if ada.Publications[1].Corrected != nil || bo.Awards[0].Corrected != nil {
		t.Error("an entry not corrected carries a mark")
	}
	a := r.Applied[2]
	if a != (Applied{Index: 1, Candidate: "Ada Quill", Section: "publications", Entry: "Sparse Widgets for Example Networks", Field: "year", Old: "2023", New: "2024", Note: f.Corrections[0].Note}) {
		t.Errorf("applied %+v", a)
	}
}

// TestLoadErrors: each broken file is refused with the file, the line
// and the reason.
func TestLoadErrors(t *testing.T) {
	head := "# corrections\n\n[[correction]]\ncandidate = \"Ada Quill\"\n"
	for _, tt := range []struct{ text, want string }{
		{"[[correction]]\ncandidate = \"A\"\nsection = \"awards\"\nentry = \"X\"\nremove = true\nweight = 2\n", `c.toml:6: unknown key "correction.weight"`},
		{"[correction\n", "c.toml:1: "},
		{head + "section = \"papers\"\nentry = \"X\"\nremove = true\n", `c.toml:5: correction 1: section "papers" is not one of publications, awards,`},
		{head + "section = \"awards\"\nentry = \"X\"\n", "c.toml:3: correction 1: says neither set, remove nor add"},
		{head + "section = \"awards\"\nentry = \"X\"\nremove = true\nset = { year = 2020 }\n", "c.toml:3: correction 1: says more than one of set, remove and add"},
		{head + "section = \"awards\"\nentry = \"X\"\nset = { colour = \"red\" }\n", `c.toml:7: correction 1: an award has no field "colour"`},
		{head + "section = \"awards\"\nentry = \"X\"\nset = { line = 3 }\n", `c.toml:7: correction 1: an award has no field "line"`},
		{head + "section = \"awards\"\nentry = \"X\"\nset = { correction_note = \"x\" }\n", `c.toml:7: correction 1: an award has no field "correction_note"`},
		{head + "section = \"awards\"\nentry = \"X\"\n\nset = { year = \"last year\" }\n", "c.toml:8: correction 1: year: want a whole number, not a string"},
		{head + "section = \"awards\"\nentry = \"X\"\nset = { status = \"won\" }\n", `c.toml:7: correction 1: status "won" is not one of awarded, finalist`},
		{head + "section = \"publications\"\nentry = \"X\"\nset = { status = \"done\" }\n", `c.toml:7: correction 1: status: publication status "done" is not one of`},
		{head + "section = \"publications\"\nentry = \"X\"\nset = { year = 20240 }\n", "c.toml:7: correction 1: year 20240 is not a year between"},
		{head + "section = \"positions\"\nentry = \"X\"\nset = { start = \"spring\" }\n", `c.toml:7: correction 1: start: bad date "spring"`},
		{head + "section = \"awards\"\nadd = { year = 2020 }\n", "c.toml:6: correction 1: the new award has no name"},
		{head + "section = \"awards\"\nentry = \"X\"\nadd = { name = \"Y\" }\n", "c.toml:6: correction 1: an add takes no entry"},
		{head + "section = \"awards\"\nremove = true\n", "c.toml:3: correction 1: names no entry"},
		{head + "section = \"awards\"\nentry = \"X\"\nset = { }\n", "c.toml:7: correction 1: set names no field"},
		{head + "section = \"awards\"\nentry = \"X\"\nremove = false\n", "c.toml:3: correction 1: says neither set, remove nor add"},
		{head + "section = \"awards\"\nentry = \"X\"\nremove = \"yes\"\n", "c.toml:7: remove: want true or false, not a string"},
		{head + "section = \"awards\"\nentry = \"X\"\nset = 3\n", "c.toml:7: set: want a table ({ field = value, ... }), not an integer"},
		{"[[correction]]\nsection = \"awards\"\nentry = \"X\"\nremove = true\n", "c.toml:1: correction 1: names no candidate"},
		{"[[correction]]\ncandidate = \"A\"\nsection = \"awards\"\nentry = \"X\"\nremove = true\n" + head + "section = \"talks\"\nentry = \"T\"\nset = { event = 3 }\n", "c.toml:12: correction 2: event: want a string, not a number"},
	} {
		_, err := Parse("c.toml", []byte(tt.text))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q:\n got %v\nwant …%s…", tt.text, err, tt.want)
		}
	}
	if _, err := Load(filepath.Join(t.TempDir(), "none.toml")); err == nil || !strings.Contains(err.Error(), "none.toml") {
		t.Errorf("missing file: %v", err)
	}
}

// TestMatchFolded: names and titles match whatever their case, accents,
// spacing and punctuation; stable ids and files name a record too.
func TestMatchFolded(t *testing.T) {
	for _, who := range []string{"bo lind", "BO  LIND", "Bo Lind", "file:applications/bo-lind.md", "file:./applications/bo-lind.md", "name:bo lind"} {
		f := mustParse(t, `[[correction]]
candidate = "`+who+`"
section = "awards"
entry = "travel-grant!"
set = { year = 2021 }
`)
		cvs := records()
		if r := f.Apply(cvs); len(r.Stale) != 0 || cvs[1].Awards[0].Year != 2021 {
			t.Errorf("%q: stale %+v, award %+v", who, r.Stale, cvs[1].Awards[0])
		}
	}
	f := mustParse(t, `[[correction]]
candidate = "name:ada quill|ADA@example.org"
section = "publications"
entry = "dense   gadgets"
set = { authors = ["A. Quill", "B. Lind"] }
`)
	cvs := records()
	if r := f.Apply(cvs); len(r.Stale) != 0 || len(cvs[0].Publications[1].Authors) != 2 || r.Applied[0].New != "A. Quill; B. Lind" {
		t.Errorf("stable id: %+v %+v", r, cvs[0].Publications[1])
	}
	f = mustParse(t, "[[correction]]\ncandidate = \"ada quill\"\nsection = \"publications\"\nentry = \"uber-caches (extended)\"\nremove = true\n")
	cvs = records()
	cvs[0].Publications = append(cvs[0].Publications, cv.Publication{Title: "Über Caches: Extended", Type: cv.TypeJournal})
	if r := f.Apply(cvs); len(r.Stale) != 0 || len(cvs[0].Publications) != 2 {
		t.Errorf("accents: %+v", r.Stale)
	}
}

// TestStale: a missing or ambiguous candidate or entry, and an add the
// CV already has, are listed as stale and change nothing.
func TestStale(t *testing.T) {
	f := mustParse(t, `[[correction]]
candidate = "Cy Nobody"
section = "awards"
entry = "Travel Grant"
remove = true

[[correction]]
candidate = "Ada Quill"
section = "awards"
entry = "Gone Award"
remove = true

[[correction]]
candidate = "Ada Quill"
section = "publications"
entry = "Dense Gadgets"
set = { venue = "OSDI" }

[[correction]]
candidate = "name:ada quill|other@example.org"
section = "awards"
entry = "Best Poster Award"
remove = true

[[correction]]
candidate = "Bo Lind"
section = "awards"
add = { name = "TRAVEL GRANT", year = 2020 }
`)
	cvs := records()
	dup := *cvs[0]
	dup.Source = "applications/ada-2.md"
	dup.Publications = append([]cv.Publication{}, cvs[0].Publications...)
	dup.Publications = append(dup.Publications, cv.Publication{Title: "Dense Gadgets.", Type: cv.TypeJournal, Line: 30})
	cvs = append(cvs, &dup)
	r := f.Apply(cvs)
	if len(r.Applied) != 0 || len(r.Stale) != 5 {
		t.Fatalf("applied %+v stale %+v", r.Applied, r.Stale)
	}
	for i, want := range []string{
		`c.toml:1: correction 1 (Cy Nobody, awards “Travel Grant”): no candidate matches "Cy Nobody"`,
		`c.toml:7: correction 2 (Ada Quill, awards “Gone Award”): 2 candidates match "Ada Quill" (applications/ada.md, applications/ada-2.md): name one by its stable id`,
		`c.toml:13: correction 3 (Ada Quill, publications “Dense Gadgets”): 2 candidates match`,
		`c.toml:19: correction 4 (name:ada quill|other@example.org, awards “Best Poster Award”): no candidate matches`,
		`c.toml:25: correction 5 (Bo Lind, awards): the CV already lists the award “TRAVEL GRANT”: remove this correction`,
	} {
		if got := r.Stale[i].String(); !strings.HasPrefix(got, want) {
			t.Errorf("stale %d:\n got %s\nwant %s…", i+1, got, want)
		}
	}
	cvs = cvs[1:]
	cvs[1].Name = "Ada Quill"
	f = mustParse(t, "[[correction]]\ncandidate = \"Ada Quill\"\nsection = \"publications\"\nentry = \"dense gadgets\"\nset = { year = 2020 }\n")
	if r := f.Apply(cvs); len(r.Stale) != 1 || !strings.Contains(r.Stale[0].Why, "Ada Quill's CV has 2 publications “dense gadgets” (lines 12, 30)") {
		t.Errorf("ambiguous entry: %+v", r.Stale)
	}
	if cvs[1].Publications[1].Year != 2021 || cvs[1].Corrected != nil {
		t.Errorf("a stale correction changed the record: %+v", cvs[1])
	}
}

// TestApplyDeterministic: the same file on the same records gives the
// same records and result.
func TestApplyDeterministic(t *testing.T) {
	f, err := Load("../../testdata/corrections.toml")
	if err != nil {
		t.Fatal(err)
	}
	a, b := records(), records()
	ra, rb := f.Apply(a), f.Apply(b)
	if !reflect.DeepEqual(a, b) || !reflect.DeepEqual(ra, rb) {
		t.Error("two applications differ")
	}
}

// TestAppendKeepsText: Append keeps the comments and text of the file,
// adds a table that loads back, and creates a missing file.
func TestAppendKeepsText(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.toml")
	orig := "# Committee corrections, autumn round\n[[correction]]\ncandidate = \"Ada Quill\" # the applicant\nsection = \"awards\"\nentry = \"Best Poster Award\"\nremove = true"
	if err := os.WriteFile(path, []byte(orig), 0o644); err != nil {
		t.Fatal(err)
	}
	c := Correction{Candidate: "Bö \"Lind\"", Section: "publications", Add: map[string]any{"title": "A Title: With\tTabs", "year": int64(2020), "authors": []string{"B. Lind"}, "type": "journal"}, Note: "line one\nline two"}
	if err := Append(path, c); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	want := orig + "\n\n[[correction]]\ncandidate = \"Bö \\\"Lind\\\"\"\nsection = \"publications\"\nadd = { authors = [\"B. Lind\"], title = \"A Title: With\\tTabs\", type = \"journal\", year = 2020 }\nnote = \"line one\\nline two\"\n"
	if string(got) != want {
		t.Fatalf("file:\n%s\nwant:\n%s", got, want)
	}
	f, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	back := f.Corrections[1]
	if back.Candidate != c.Candidate || back.Note != c.Note || back.Add["title"] != "A Title: With\tTabs" || back.Line != 8 {
		t.Errorf("read back %+v", back)
	}
	fresh := filepath.Join(dir, "new.toml")
	if err := Append(fresh, Correction{Candidate: "Ada Quill", Section: "awards", Entry: "X", Remove: true}); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(fresh); string(got) != "[[correction]]\ncandidate = \"Ada Quill\"\nsection = \"awards\"\nentry = \"X\"\nremove = true\n" {
		t.Errorf("new file %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("files left: %v", entries)
	}
}

// TestAppendRefuses: a bad correction, or a file that does not load, is
// refused and the file left as it was.
func TestAppendRefuses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.toml")
	bad := "[[correction]]\ncandidate = \"A\"\nsection = \"awards\"\nremove = true\nentry = \"X\"\ncolour = 1\n"
	os.WriteFile(path, []byte(bad), 0o644)
	if err := Append(path, Correction{Candidate: "A", Section: "awards", Entry: "Y", Remove: true}); err == nil || !strings.Contains(err.Error(), "c.toml:6: unknown key") {
		t.Errorf("broken file: %v", err)
	}
	if err := Append(path, Correction{Candidate: "A", Section: "awards", Entry: "Y"}); err == nil || !strings.Contains(err.Error(), "says neither") {
		t.Errorf("bad correction: %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != bad {
		t.Errorf("file changed: %q", got)
	}
}

// TestValues: command-line assignments take the field's type.
func TestValues(t *testing.T) {
	m, err := Values("publications", []string{"year=2024", "authors=A. Quill; B. Lind", "venue=NSDI", "et_al=true"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"year": int64(2024), "authors": []string{"A. Quill", "B. Lind"}, "venue": "NSDI", "et_al": true}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("got %#v", m)
	}
	for _, bad := range [][]string{{"year=soon"}, {"colour=red"}, {"venue"}, {"et_al=maybe"}, {"year=2020", " year =2021"}} {
		if _, err := Values("publications", bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if _, err := Values("papers", nil); err == nil {
		t.Error("unknown section accepted")
	}
}

// TestVenueCatalogued: a venue set or added is looked up in the venue
// catalogue as records read back are: a catalogued one is written as its
// acronym with its area, any other is kept as venue_raw and said so.
func TestVenueCatalogued(t *testing.T) {
	f := mustParse(t, `[[correction]]
candidate = "Ada Quill"
section = "publications"
entry = "Dense Gadgets"
set = { venue = "nsdi" }

[[correction]]
candidate = "Ada Quill"
section = "publications"
entry = "Sparse Widgets for Example Networks"
set = { venue = "Example Workshop on Widgets" }

[[correction]]
candidate = "Bo Lind"
section = "publications"
add = { title = "New Paper", venue = "NSDI", area = "systems", year = 2024, type = "conference" }
`)
	cvs := records()
	r := f.Apply(cvs)
	if len(r.Stale) != 0 {
		t.Fatalf("stale %+v", r.Stale)
	}
	dense, sparse, added := cvs[0].Publications[1], cvs[0].Publications[0], cvs[1].Publications[0]
	if dense.Venue != "NSDI" || dense.Area == "" {
		t.Errorf("catalogued venue: %+v", dense)
	}
	if sparse.Venue != "" || sparse.VenueRaw != "Example Workshop on Widgets" || sparse.Area != "" || r.Applied[1].New != "Example Workshop on Widgets" {
		t.Errorf("venue outside the catalogue: %+v, %+v", sparse, r.Applied[1])
	}
	if !strings.Contains(cvs[0].Corrected[1], "venue set to Example Workshop on Widgets, not in the venue catalogue: kept as venue_raw (was: unknown)") {
		t.Errorf("corrected %q", cvs[0].Corrected)
	}
	if added.Venue != "NSDI" || added.Area != "systems" {
		t.Errorf("added: %+v", added)
	}
}

// TestApplyTwice: applying the file again to records it corrected (as
// records written after a run and read back are) changes nothing more
// and finds nothing stale.
func TestApplyTwice(t *testing.T) {
	f, err := Load("../../testdata/corrections.toml")
	if err != nil {
		t.Fatal(err)
	}
	once := records()
	f.Apply(once)
	twice := records()
	f.Apply(twice)
	r := f.Apply(twice)
	if len(r.Stale) != 0 || len(r.Applied) != 5 {
		t.Errorf("applied %+v stale %+v", r.Applied, r.Stale)
	}
	if !reflect.DeepEqual(once, twice) {
		t.Errorf("applied twice:\n%+v\n%+v", twice[0], once[0])
	}
}

// TestFileCandidateInBase: with Base set (a job's folder), a relative
// file: candidate names the input read from that folder, as the job's own
// relative paths do; without it, it must name the input as it was named.
func TestFileCandidateInBase(t *testing.T) {
	text := "[[correction]]\ncandidate = \"file:applications/bo-lind.md\"\nsection = \"awards\"\nentry = \"travel grant\"\nset = { year = 2021 }\n"
	base := filepath.Join("srv", "committee")
	for _, tc := range []struct {
		base  string
		stale int
	}{{base, 0}, {"", 1}, {filepath.Join("srv", "other"), 1}} {
		f := mustParse(t, text)
		f.Base = tc.base
		cvs := records()
		cvs[1].Source = filepath.Join(base, "applications", "bo-lind.md")
		if r := f.Apply(cvs); len(r.Stale) != tc.stale {
			t.Errorf("base %q: %d stale (%+v), want %d", tc.base, len(r.Stale), r.Stale, tc.stale)
		}
	}
}

// TestSetNameEmpty: a correction cannot empty an entry's naming field (a
// title, an award's name): the entry would be nameless in every report
// and no correction could name it again.
func TestSetNameEmpty(t *testing.T) {
	for _, set := range []string{`{ name = "" }`, `{ name = "  ", year = 2020 }`} {
		_, err := Parse("c.toml", []byte("[[correction]]\ncandidate = \"Bo Lind\"\nsection = \"awards\"\nentry = \"Travel Grant\"\nset = "+set+"\n"))
		if err == nil || !strings.Contains(err.Error(), "c.toml:5") || !strings.Contains(err.Error(), "name") {
			t.Errorf("set = %s: %v, want an error at c.toml:5 naming the field", set, err)
		}
	}
}

// TestByteOrderMark: a corrections file saved with a UTF-8 byte order
// mark and CRLF line ends reads, its correction at line 1.
func TestByteOrderMark(t *testing.T) {
	f, err := Parse("c.toml", []byte("\ufeff[[correction]]\r\ncandidate = \"Bo Lind\"\r\nsection = \"awards\"\r\nentry = \"Travel Grant\"\r\nremove = true\r\n"))
	if err != nil || len(f.Corrections) != 1 || f.Corrections[0].Line != 1 {
		t.Fatalf("with a byte order mark: %v %+v", err, f)
	}
}
