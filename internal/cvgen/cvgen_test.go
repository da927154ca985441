package cvgen

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/docx"
)

// The same seed gives the same bytes in every template; another seed
// gives other bytes.
func TestDeterministic(t *testing.T) {
	for _, tm := range Templates() {
		for i := range 5 {
			a := Render(3, i, Generate(3, i), tm)
			b := Render(3, i, Generate(3, i), tm)
			if !bytes.Equal(a, b) {
				t.Fatalf("%s record %d: two renders of seed 3 differ", tm.Name, i)
			}
			if c := Render(4, i, Generate(4, i), tm); bytes.Equal(a, c) {
				t.Fatalf("%s record %d: seeds 3 and 4 give the same bytes", tm.Name, i)
			}
		}
	}
}

// A record does not depend on the records drawn before it.
func TestRecordStandsAlone(t *testing.T) {
	a := Cohort(9, 6)[5]
	b := Generate(9, 5)
	ta, _ := MarshalTruth(TruthOf(a))
	tb, _ := MarshalTruth(TruthOf(b))
	if !bytes.Equal(ta, tb) {
		t.Fatal("record 5 differs when drawn alone")
	}
}

func TestTemplatesCoverFormats(t *testing.T) {
	formats := map[string]bool{}
	names := map[string]bool{}
	for _, tm := range Templates() {
		if names[tm.Name] {
			t.Errorf("template %s twice", tm.Name)
		}
		names[tm.Name] = true
		formats[tm.Format] = true
	}
	if len(names) < 12 || len(formats) < 4 {
		t.Fatalf("%d templates in %d formats; want at least 12 in 4", len(names), len(formats))
	}
}

func TestSelect(t *testing.T) {
	got, err := Select("md-headed,html")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4 || got[0].Name != "md-headed" || got[1].Format != "html" {
		t.Fatalf("Select(md-headed,html) = %v", got)
	}
	if _, err := Select("md-nonesuch"); err == nil {
		t.Fatal("an unknown template is accepted")
	}
}

// The truth holds together: the owner is where SelfIndex says, a
// catalogue venue is written in a form the catalogue reads back, an
// invented one in a form it does not, dates are in order.
func TestTruthConsistent(t *testing.T) {
	for i := range 200 {
		r := Generate(11, i)
		c := &r.CV
		for j, p := range c.Publications {
			if p.SelfIndex < 1 || p.SelfIndex > len(p.Authors) || p.SelfIndex-1 != r.Pubs[j].Self {
				t.Fatalf("%s: %q: self %d of %d", r.ID, p.Title, p.SelfIndex, len(p.Authors))
			}
			if !sameName(p.Authors[p.SelfIndex-1], r.Person) {
				t.Fatalf("%s: %q: author %d is %q, not the owner %q", r.ID, p.Title, p.SelfIndex, p.Authors[p.SelfIndex-1], c.Name)
			}
			v, _, _, ok := catalog.Match(p.VenueRaw)
			if p.Venue != "" && (!ok || v.Acronym != p.Venue) {
				t.Fatalf("%s: venue %q reads as %q, want %q", r.ID, p.VenueRaw, v.Acronym, p.Venue)
			}
			if p.Venue == "" && ok {
				t.Fatalf("%s: invented venue %q reads as %q", r.ID, p.VenueRaw, v.Acronym)
			}
		}
		for _, e := range c.Education {
			if !e.Start.Before(e.End) {
				t.Fatalf("%s: %s from %v to %v", r.ID, e.Degree, e.Start, e.End)
			}
		}
		for _, p := range c.Positions {
			if !p.End.Present && p.End.Before(p.Start) {
				t.Fatalf("%s: %s from %v to %v", r.ID, p.Title, p.Start, p.End)
			}
		}
		if errs := c.Validate(); len(errs) > 0 {
			t.Fatalf("%s: not a valid record: %v", r.ID, errs)
		}
	}
}

func sameName(written string, p Person) bool {
	for s := range nameStyles {
		if p.Written(s) == written {
			return true
		}
	}
	return false
}

// Every rendering carries the truth: the owner's name, each degree's
// institution, each position's title, each paper's title and each award's
// name are in its text.
func TestRendersCarryTruth(t *testing.T) {
	for _, tm := range Templates() {
		for i := range 8 {
			r := Generate(5, i)
			text := flatText(t, tm, Render(5, i, r, tm))
			want := []string{r.CV.Name}
			for _, e := range r.CV.Education {
				want = append(want, e.Institution)
			}
			for _, p := range r.CV.Positions {
				want = append(want, p.Title)
			}
			for _, p := range r.CV.Publications {
				want = append(want, p.Title)
			}
			for _, a := range r.CV.Awards {
				want = append(want, strings.ReplaceAll(a.Name, "'", ""))
			}
			for _, w := range want {
				if !strings.Contains(text, w) {
					t.Fatalf("%s %s: %q not in the text:\n%s", tm.Name, r.ID, w, text)
				}
			}
		}
	}
}

var (
	tags       = regexp.MustCompile(`<[^>]*>`)
	texCmd     = regexp.MustCompile(`\\[a-zA-Z]+\*?(\[[^]]*\])?`)
	breaks     = regexp.MustCompile(`<w:br/>|<w:tab/>|</w:p>`)
	space      = regexp.MustCompile(`\s+`)
	runningTxt = regexp.MustCompile(`\n\s*(\S.*(Curriculum Vitae|· CV)|(— )?\d+( —)?|Page \d+)\s*\n\s*`)
)

// flatText is a rendering's words: markup, running text and line breaks
// taken out, so that a wrapped title reads whole.
func flatText(t *testing.T, tm Template, b []byte) string {
	s := string(b)
	switch tm.Format {
	case "docx":
		s = docxText(t, b)
	case "html":
		s = strings.NewReplacer("&amp;", "&", "&#39;", "'", "&#34;", `"`).Replace(tags.ReplaceAllString(s, " "))
	case "latex":
		s = strings.NewReplacer(`\&`, "&", `\_`, "_", `\#`, "#", `\%`, "%", "{", " ", "}", " ").Replace(texCmd.ReplaceAllString(s, " "))
	case "markdown":
		s = strings.NewReplacer(`\*`, "*", "**", "", "*", "").Replace(s)
	case "text":
		s = strings.ReplaceAll(s, "\f", "\n")
		for runningTxt.MatchString(s) {
			s = runningTxt.ReplaceAllString(s, "\n")
		}
	}
	s = strings.ReplaceAll(s, "'", "")
	return space.ReplaceAllString(s, " ")
}

func docxText(t *testing.T, b []byte) string {
	z, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range z.File {
		if f.Name == "word/document.xml" {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			x, err := io.ReadAll(rc)
			if err != nil {
				t.Fatal(err)
			}
			x = breaks.ReplaceAll(x, []byte(" "))
			return strings.NewReplacer("&amp;", "&", "&#39;", "'").Replace(tags.ReplaceAllString(string(x), ""))
		}
	}
	t.Fatal("no word/document.xml")
	return ""
}

// vitae's DOCX reader opens what we write and sees the headings as
// headings and the owner in bold.
func TestDocxReads(t *testing.T) {
	for _, tm := range Templates() {
		if tm.Format != "docx" {
			continue
		}
		r := Generate(2, 0)
		d, err := docx.Read(context.Background(), Render(2, 0, r, tm), doc.Limits{}.OrDefault())
		if err != nil {
			t.Fatalf("%s: %v", tm.Name, err)
		}
		headings := 0
		for _, l := range d.Lines {
			if l.Heading > 0 {
				headings++
			}
		}
		if headings < 4 {
			t.Fatalf("%s: %d headings read", tm.Name, headings)
		}
	}
}

// Authors are written as their style says.
func TestNameStyles(t *testing.T) {
	p := Person{Given: "Elia", Middle: "Q", Family: "Morová-Tal"}
	want := map[NameStyle]string{
		StyleFull: "Elia Q. Morová-Tal", StyleInitials: "E. Q. Morová-Tal",
		StyleLastFirst: "Morová-Tal, E. Q.", StyleShort: "E. Morová-Tal",
	}
	for s, w := range want {
		if got := p.Written(s); got != w {
			t.Errorf("style %d: %q, want %q", s, got, w)
		}
	}
	if got := ascii("Morová-Tal"); got != "morovatal" {
		t.Errorf("ascii = %q", got)
	}
}

// The records are what vitae reads back as records (cv.ReadRecords).
func TestRecordsReadBack(t *testing.T) {
	var cvs []*cv.CV
	for _, r := range Cohort(13, 10) {
		cvs = append(cvs, &r.CV)
	}
	var b bytes.Buffer
	if err := cv.WriteJSON(&b, cvs); err != nil {
		t.Fatal(err)
	}
	back, err := cv.ReadRecords("x.json", b.Bytes())
	if err != nil || len(back) != 10 {
		t.Fatalf("read back %d records: %v", len(back), err)
	}
}

// LaTeX sources (not compiled here: no TeX engine on the test machines)
// at least balance their braces and environments.
func TestLatexBalanced(t *testing.T) {
	esc := regexp.MustCompile(`\\[{}]`)
	for _, tm := range Templates() {
		if tm.Format != "latex" {
			continue
		}
		for i := range 20 {
			src := string(Render(6, i, Generate(6, i), tm))
			bare := esc.ReplaceAllString(src, "")
			if o, c := strings.Count(bare, "{"), strings.Count(bare, "}"); o != c {
				t.Fatalf("%s record %d: %d '{' and %d '}'", tm.Name, i, o, c)
			}
			if b, e := strings.Count(src, `\begin{`), strings.Count(src, `\end{`); b != e {
				t.Fatalf("%s record %d: %d \\begin and %d \\end", tm.Name, i, b, e)
			}
		}
	}
}

// TestDrawnVenuesAreCatalogued holds vocab/venues.txt to the catalogue:
// every venue synthetic papers are drawn from is one the parser knows.
func TestDrawnVenuesAreCatalogued(t *testing.T) {
	n := 0
	for _, vs := range catalogByKind {
		n += len(vs)
	}
	if want := len(list("venues")); n != want {
		for _, a := range list("venues") {
			if _, ok := catalog.Lookup(a); !ok {
				t.Errorf("vocab/venues.txt: %q is not in the catalogue", a)
			}
		}
		t.Fatalf("%d of the %d venues of vocab/venues.txt are drawn", n, want)
	}
}
