package jsonresume_test

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/datatest"
	"github.com/vitae-cv/vitae/cv/data/jsonresume"
	"github.com/vitae-cv/vitae/cv/data/jsonresume/resume"
)

func TestGolden(t *testing.T) { datatest.Golden(t, jsonresume.Format) }

func quill(t *testing.T) *cv.CV {
	return datatest.Read(t, jsonresume.Format, filepath.Join("testdata", "cvs", "quill.json"), data.Options{})
}

// TestFields states the truth of the fictional quill.json by hand: what a
// reader of the CV finds in it.
func TestFields(t *testing.T) {
	c := quill(t)
	if c.Name != "Ada M. Quill" || c.Format != "jsonresume" || len(c.Contact.Emails) != 1 {
		t.Errorf("header: %q %q %v", c.Name, c.Format, c.Contact.Emails)
	}
	type pub struct {
		venue string
		typ   cv.PubType
		st    cv.PubStatus
		year  int
		self  int
		n     int
	}
	want := []pub{
		{"ICML", cv.TypeConference, "", 2022, 1, 2},
		{"TPAMI", cv.TypeJournal, "", 2023, 2, 3},
		{"NeurIPS", cv.TypePreprint, cv.PubSubmitted, 2025, 2, 2},
		{"", cv.TypePreprint, "", 2024, 0, 0},
		{"", cv.TypeWorkshop, "", 2020, 0, 0},
	}
	if len(c.Publications) != len(want) {
		t.Fatalf("%d publications, want %d", len(c.Publications), len(want))
	}
	for i, w := range want {
		p := c.Publications[i]
		got := pub{p.Venue, p.Type, p.Status, p.Year, p.SelfIndex, len(p.Authors)}
		if got != w {
			t.Errorf("publication %d %q: got %+v, want %+v", i, p.Title, got, w)
		}
	}
	kinds := []cv.PositionKind{cv.KindFaculty, cv.KindInternship, cv.KindPostdoc}
	for i, k := range kinds {
		if c.Positions[i].Kind != k {
			t.Errorf("position %d kind %s, want %s", i, c.Positions[i].Kind, k)
		}
	}
	if !c.Positions[0].End.Present || c.Positions[2].End != (cv.Date{Year: 2023, Month: 7}) {
		t.Errorf("ends: %v %v", c.Positions[0].End, c.Positions[2].End)
	}
	e := c.Education[0]
	if e.Level != cv.LevelPhD || len(e.Advisors) != 1 || e.Thesis == "" || c.Education[1].Level != cv.LevelBachelors {
		t.Errorf("education: %+v", c.Education)
	}
	a := c.Awards
	if len(a) != 4 || a[0].Category != cv.CatPaperAward || a[1].Category != cv.CatFellowship || a[1].EndYear != 2020 ||
		a[2].Status != cv.StatusFinalist || a[2].Year != 2021 || a[3].Category != cv.CatOther {
		t.Errorf("awards: %+v", a)
	}
	if len(c.Service) != 1 || c.Service[0].Year != 2024 {
		t.Errorf("service: %+v", c.Service)
	}
}

// TestRoundTrip: a record written as JSON Resume and read back is the
// same record for every field JSON Resume holds.
func TestRoundTrip(t *testing.T) {
	c := quill(t)
	var buf bytes.Buffer
	if err := resume.Write(&buf, []*cv.CV{c}); err != nil {
		t.Fatal(err)
	}
	back, err := jsonresume.Read(context.Background(), data.Source{Name: c.Source, Data: buf.Bytes(), Open: data.NoOpen}, data.Options{})
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.Bytes())
	}
	back.Normalize()
	held := func(x *cv.CV) *cv.CV {
		y := *x
		y.Talks, y.Teaching, y.Warnings = []cv.Talk{}, []cv.Teaching{}, nil
		y.Contact.Address = "" // written back as one line
		for i := range y.Publications {
			y.Publications[i].VenueRaw = "" // the canonical venue is written
		}
		for i := range y.Education {
			y.Education[i].Thesis = "" // JSON Resume has no place for it
		}
		return &y
	}
	a, b := held(c), held(back)
	if !reflect.DeepEqual(a, b) {
		ja, _ := json.MarshalIndent(a, "", " ")
		jb, _ := json.MarshalIndent(b, "", " ")
		t.Errorf("round trip changed the record:\nbefore %s\nafter %s", ja, jb)
	}
}

// TestWriteShape: one CV is one document, several an array.
func TestWriteShape(t *testing.T) {
	c := quill(t)
	for n, open := range map[int]byte{1: '{', 2: '[', 0: '['} {
		var buf bytes.Buffer
		cvs := make([]*cv.CV, n)
		for i := range cvs {
			cvs[i] = c
		}
		if err := resume.Write(&buf, cvs); err != nil || buf.Bytes()[0] != open || !json.Valid(buf.Bytes()) {
			t.Errorf("%d CVs: starts %q, err %v", n, buf.Bytes()[:1], err)
		}
	}
}

func TestSniff(t *testing.T) {
	for _, tc := range []struct {
		head string
		want bool
	}{
		{`{"basics": {"name": "A"}}`, true},
		{`{"source": "a.pdf", "basics": {}}`, false},
		{`[{"source": "a.pdf", "name": "A"}]`, false},
		{`{"name": "A", "education": []}`, false},
		{`# Ada Quill`, false},
	} {
		if got := jsonresume.Sniff("x.json", []byte(tc.head)); got != tc.want {
			t.Errorf("Sniff(%q) = %v", tc.head, got)
		}
	}
}

func FuzzRead(f *testing.F) {
	datatest.Seeds(f)
	f.Fuzz(func(t *testing.T, b []byte) { datatest.Fuzz(t, jsonresume.Format, "f.json", b) })
}
