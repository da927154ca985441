package rendercv_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/datatest"
	"github.com/vitae-cv/vitae/cv/data/rendercv"
)

func TestGolden(t *testing.T) { datatest.Golden(t, rendercv.Format) }

func read(t *testing.T, name string) *cv.CV {
	return datatest.Read(t, rendercv.Format, filepath.Join("testdata", "cvs", name), data.Options{})
}

// TestV1 states the truth of the fictional tanaka.yaml (schema v1) by
// hand.
func TestV1(t *testing.T) {
	c := read(t, "tanaka.yaml")
	if c.Name != "Mira Tanaka" {
		t.Errorf("name %q: the title goes", c.Name)
	}
	if len(c.Education) != 2 || c.Education[0].Level != cv.LevelPhD || c.Education[1].Level != cv.LevelBachelors ||
		len(c.Education[0].Advisors) != 1 || c.Education[0].Advisors[0] != "Lena Ward" {
		t.Errorf("education: %+v", c.Education)
	}
	if len(c.Positions) != 2 || c.Positions[0].Kind != cv.KindPostdoc || !c.Positions[0].End.Present || c.Positions[1].Kind != cv.KindInternship {
		t.Errorf("positions: %+v", c.Positions)
	}
	want := []struct {
		self int
		typ  cv.PubType
		ven  string
	}{{1, cv.TypeJournal, "J. Acoust. Soc. Am."}, {2, cv.TypeConference, "NeurIPS"}, {1, cv.TypePreprint, ""}}
	if len(c.Publications) != len(want) {
		t.Fatalf("%d publications: %+v", len(c.Publications), c.Publications)
	}
	for i, w := range want {
		p := c.Publications[i]
		if p.SelfIndex != w.self || p.Type != w.typ || (w.ven != "" && p.Venue != w.ven) {
			t.Errorf("publication %d: self %d type %s venue %q (raw %q), want %+v", i, p.SelfIndex, p.Type, p.Venue, p.VenueRaw, w)
		}
	}
	if len(c.Talks) != 1 || c.Talks[0].Event != "Ocean Sound Meeting 2022" {
		t.Errorf("talks (a poster is no talk): %+v", c.Talks)
	}
	if len(c.Awards) != 2 || c.Awards[0].Year != 2022 {
		t.Errorf("awards: %+v", c.Awards)
	}
	if len(c.Teaching) != 1 || len(c.Service) != 1 || len(c.Skills) != 2 {
		t.Errorf("teaching %d, service %d (the representative), skills %v", len(c.Teaching), len(c.Service), c.Skills)
	}
}

// TestV2Include: schema v2 with !include files read from the entry's
// folder; section titles decide where entries go, their keys how they
// read.
func TestV2Include(t *testing.T) {
	c := read(t, "okafor.yaml")
	if len(c.Education) != 2 || c.Education[1].Start.Year != 0 || c.Education[1].End.Year != 2009 {
		t.Errorf("education from the included file: %+v", c.Education)
	}
	if len(c.Positions) != 2 || c.Positions[0].Kind != cv.KindFaculty {
		t.Errorf("positions: %+v", c.Positions)
	}
	if len(c.Awards) != 1 || c.Awards[0].Category != cv.CatGrant || c.Awards[0].Name != "Pebble Foundation: Sorting at scale" || c.Awards[0].EndYear != 2024 {
		t.Errorf("grant: %+v", c.Awards)
	}
	if len(c.Talks) != 1 || len(c.Service) != 1 || len(c.Teaching) != 0 {
		t.Errorf("talks %d service %d teaching %d (advisees are none of them)", len(c.Talks), len(c.Service), len(c.Teaching))
	}
	if len(c.Publications) != 1 || c.Publications[0].Venue != "Science" || c.Publications[0].SelfIndex != 1 {
		t.Errorf("publication: %+v", c.Publications)
	}
	parts := rendercv.Parts(data.Source{Data: mustRead(t, "okafor.yaml")})
	if len(parts) != 2 || parts[0] != "parts/education.yaml" {
		t.Errorf("parts %v", parts)
	}
}

// TestIncludeOutside: an !include that leaves the CV's folder fails,
// naming the file, and reads nothing.
func TestIncludeOutside(t *testing.T) {
	for _, inc := range []string{"../secret.yaml", "/etc/passwd", "parts/../../x.yaml"} {
		src := data.Source{Name: "x.yaml", Data: []byte("cv:\n  name: A\n  sections:\n    education: !include " + inc + "\n"),
			Open: data.OpenIn(filepath.Join("testdata", "cvs"), 0)}
		_, err := rendercv.Read(context.Background(), src, data.Options{})
		if !errors.Is(err, data.ErrOutside) {
			t.Errorf("!include %s: err %v, want ErrOutside", inc, err)
		}
	}
}

func mustRead(t *testing.T, name string) []byte {
	b, err := os.ReadFile(filepath.Join("testdata", "cvs", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func FuzzRead(f *testing.F) {
	datatest.Seeds(f)
	f.Fuzz(func(t *testing.T, b []byte) { datatest.Fuzz(t, rendercv.Format, "f.yaml", b) })
}
