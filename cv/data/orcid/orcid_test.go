package orcid_test

import (
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/datatest"
	"github.com/vitae-cv/vitae/cv/data/orcid"
)

func TestGolden(t *testing.T) { datatest.Golden(t, orcid.Format) }

func read(t *testing.T, name string) *cv.CV {
	return datatest.Read(t, orcid.Format, filepath.Join("testdata", "cvs", name), data.Options{})
}

// TestV3 states the truth of the fictional reed-v3.json by hand.
func TestV3(t *testing.T) {
	c := read(t, "reed-v3.json")
	if c.Name != "Cora Reed" || len(c.Contact.Emails) != 1 {
		t.Errorf("name %q emails %v", c.Name, c.Contact.Emails)
	}
	if len(c.Education) != 1 || c.Education[0].Level != cv.LevelPhD || c.Education[0].Start != (cv.Date{Year: 2012, Month: 9}) {
		t.Errorf("education %+v", c.Education)
	}
	if len(c.Positions) != 1 || c.Positions[0].Kind != cv.KindFaculty || !c.Positions[0].End.Present {
		t.Errorf("positions %+v", c.Positions)
	}
	if len(c.Awards) != 2 || c.Awards[1].Category != cv.CatGrant || c.Awards[1].EndYear != 2022 {
		t.Errorf("awards %+v", c.Awards)
	}
	p := c.Publications
	if len(p) != 3 {
		t.Fatalf("%d works, want 3 (one recorded twice)", len(p))
	}
	if p[0].Year != 2020 || p[0].Type != cv.TypeJournal || p[0].Venue == "" {
		t.Errorf("work 1 (the more precise date of its two records, venue through the catalogue): %+v", p[0])
	}
	if p[1].Type != cv.TypeConference || p[2].Type != cv.TypeThesis {
		t.Errorf("types %s %s", p[1].Type, p[2].Type)
	}
}

// TestV2: the v2.0 record keeps its summaries in plain lists, and the
// credit name is the name.
func TestV2(t *testing.T) {
	c := read(t, "marsh-v2.json")
	if c.Name != "Cole T. Marsh" || len(c.Education) != 1 || c.Education[0].Level != cv.LevelMasters {
		t.Errorf("%q %+v", c.Name, c.Education)
	}
	if len(c.Publications) != 2 || c.Publications[1].Type != cv.TypePatent {
		t.Errorf("works %+v", c.Publications)
	}
}

func TestSniff(t *testing.T) {
	if !orcid.Sniff("x.json", []byte(`{"orcid-identifier": {}}`)) || orcid.Sniff("x.json", []byte(`{"basics": {}}`)) {
		t.Error("sniff")
	}
}

func FuzzRead(f *testing.F) {
	datatest.Seeds(f)
	f.Fuzz(func(t *testing.T, b []byte) { datatest.Fuzz(t, orcid.Format, "f.json", b) })
}

// TestXML: the XML export reads like the JSON: one education, a current
// job, two works with their types, the journal through the catalogue.
func TestXML(t *testing.T) {
	c := read(t, "stone-v3.xml")
	if c.Name != "Brook Stone" || len(c.Contact.Emails) != 1 || c.Format != "orcid" {
		t.Errorf("header %q %v", c.Name, c.Contact.Emails)
	}
	if len(c.Education) != 1 || c.Education[0].Level != cv.LevelMasters || c.Education[0].Institution != "Delta University" {
		t.Errorf("education %+v", c.Education)
	}
	if len(c.Positions) != 1 || c.Positions[0].Kind != cv.KindFaculty || !c.Positions[0].End.Present {
		t.Errorf("positions %+v", c.Positions)
	}
	p := c.Publications
	if len(p) != 2 || p[0].Venue != "Nature" || p[0].Type != cv.TypeJournal || p[1].Type != cv.TypeConference || p[1].Year != 2018 {
		t.Errorf("works %+v", p)
	}
	if !orcid.Sniff("r.xml", []byte(`<?xml version="1.0"?><record:record xmlns:record="http://www.orcid.org/ns/record">`)) ||
		orcid.Sniff("r.xml", []byte(`<?xml version="1.0"?><rss></rss>`)) {
		t.Error("XML sniff")
	}
}
