package yamlcv_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/datatest"
	"github.com/vitae-cv/vitae/cv/data/yamlcv"
	"github.com/vitae-cv/vitae/internal/golden"
)

func TestGolden(t *testing.T) {
	datatest.Golden(t, yamlcv.Format)
	c := datatest.Read(t, yamlcv.Format, site, data.Options{})
	var buf bytes.Buffer
	if err := cv.WriteJSON(&buf, []*cv.CV{c}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "golden", "site.json"), buf.Bytes())
}

var site = filepath.Join("testdata", "site", "_data", "cv.yaml")

// TestOrder states the truth of the fictional lee.yaml (bamos/cv style)
// by hand: sections in "order:" only, LaTeX cleaned.
func TestOrder(t *testing.T) {
	c := datatest.Read(t, yamlcv.Format, filepath.Join("testdata", "cvs", "lee.yaml"), data.Options{})
	if c.Name != "Sora Lee" || len(c.Contact.Emails) != 1 {
		t.Errorf("name %q", c.Name)
	}
	e := c.Education
	if len(e) != 2 || e[0].Level != cv.LevelPhD || e[0].Field != "Computer Science" || e[1].Level != cv.LevelBachelors ||
		!slices.Equal(e[0].Advisors, []string{"Lena Ward", "Cole Marsh"}) || e[0].End != (cv.Date{Year: 2026, Month: 6}) {
		t.Errorf("education %+v", e)
	}
	if len(c.Positions) != 2 || c.Positions[0].Organization != "Pebble Labs" || c.Positions[0].Kind != cv.KindInternship || !c.Positions[1].End.Present {
		t.Errorf("positions %+v", c.Positions)
	}
	a := c.Awards
	if len(a) != 2 || a[0].Name != "Delta Doctoral Fellowship" || a[0].Category != cv.CatFellowship || a[0].EndYear != 2025 || a[1].Category != cv.CatPaperAward {
		t.Errorf("awards %+v", a)
	}
	if len(c.Talks) != 1 || len(c.Service) != 2 || len(c.Teaching) != 1 {
		t.Errorf("talks %d service %d teaching %d (the TA note)", len(c.Talks), len(c.Service), len(c.Teaching))
	}
	if yamlcv.BibReader == nil && (len(c.Publications) != 0 || len(c.Warnings) != 1) {
		t.Errorf("without a BibTeX reader the .bib is a warning: %+v %+v", c.Publications, c.Warnings)
	}
	parts := yamlcv.Parts(data.Source{Name: "lee.yaml", Data: mustRead(t, filepath.Join("testdata", "cvs", "lee.yaml")), Open: data.NoOpen})
	if !slices.Equal(parts, []string{"publications/lee.bib"}) {
		t.Errorf("parts %v", parts)
	}
}

// TestJekyllData: a _data cv.yaml with its siblings, HTML cleaned, free
// text read by the parser.
func TestJekyllData(t *testing.T) {
	c := datatest.Read(t, yamlcv.Format, site, data.Options{})
	e := c.Education
	if len(e) != 1 || !slices.Equal(e[0].Advisors, []string{"Ada Quill", "Cora Reed"}) || e[0].Thesis != "Pebbles All the Way Down" || e[0].Start.Year != 2008 {
		t.Errorf("education %+v", e)
	}
	if len(c.Positions) != 2 || !c.Positions[0].End.Present || c.Positions[0].Organization != "Marsh University — Department of Computer Science" {
		t.Errorf("positions %+v", c.Positions)
	}
	p := c.Publications
	if len(p) != 3 || p[0].Venue != "PLDI" || p[0].SelfIndex != 3 || len(p[0].Awards) != 1 || p[1].Status != cv.PubToAppear ||
		p[1].Type != cv.TypeWorkshop || p[2].Type != cv.TypeThesis || len(p[2].Authors) != 0 {
		t.Errorf("publications %+v", p)
	}
	if len(c.Awards) != 4 {
		t.Errorf("awards (2 lines and the 2 prizes under a header) %d: %+v", len(c.Awards), c.Awards)
	}
	if len(c.Teaching) != 4 || len(c.Talks) != 1 {
		t.Errorf("teaching %d (2 classes + 2 TA bullets), talks %d", len(c.Teaching), len(c.Talks))
	}
	if len(c.Service) != 6 {
		t.Errorf("service %d, want 6 (1 + 2 bullets + 1 committee + 2 from committees.yaml; students are not service): %+v", len(c.Service), c.Service)
	}
	parts := yamlcv.Parts(data.Source{Name: site, Data: mustRead(t, site), Open: data.OpenIn(filepath.Dir(site), 0)})
	if !slices.Equal(parts, []string{"pubs.yaml", "committees.yaml", "students.yaml"}) {
		t.Errorf("parts %v", parts)
	}
}

func TestSniff(t *testing.T) {
	for _, tc := range []struct {
		name, head string
		want       bool
	}{
		{"cv.yaml", "name: A\neducation:\n  - x\njobs:\n  - y\n", true},
		{"cv.yml", "name: A\norder:\n  - [education, E]\neducation: []\n", true},
		{"cv.yaml", "cv:\n  name: A\n  sections:\n", false},
		{"_config.yml", "name: A\ntitle: Site\ntheme: x\n", false},
		{"cv.md", "name: A\neducation:\n  - x\njobs:\n  - y\n", false},
	} {
		if got := yamlcv.Sniff(tc.name, []byte(tc.head)); got != tc.want {
			t.Errorf("Sniff(%s, %q) = %v", tc.name, tc.head, got)
		}
	}
}

func mustRead(t *testing.T, path string) []byte {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func FuzzRead(f *testing.F) {
	datatest.Seeds(f)
	f.Fuzz(func(t *testing.T, b []byte) { datatest.Fuzz(t, yamlcv.Format, "f.yaml", b) })
}
