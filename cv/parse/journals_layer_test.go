package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
)

// A CV of another science names journals the curated catalogue lacks, in
// the citation styles of its field: ACS ("Tetrahedron Lett. 2004, 45,
// 1234"), Vancouver ("Acad Emerg Med. 2020;27(3):123-130"), APA-like
// and IEEE. The journal layer names each venue, as its ISO 4 key, with
// the field its list gives; without the layer they stay venue_raw (or
// worse: a shorter curated name inside a journal's longer one).
// Fictional people and papers; public journal names.
const journalLayerCV = `# Ada Quill

Department of Pebble Chemistry, Gravelton University
ada.quill@example.org

## Publications

1. A. Quill, B. Reyes. Solvent effects on pebble polishing. *Tetrahedron Lett.* **2004**, 45, 1234–1237.
2. A. Quill, C. Lund, B. Reyes. Optical sorting of wet gravel. *Applied Optics* 40(3), 456–467 (2001).
3. B. Reyes, A. Quill. Dust clouds over gravel plains. Planetary and Space Science 58, 1102–1110 (2010).
4. A. Quill. Pebble counting in the emergency room. Acad Emerg Med. 2020;27(3):123-130.
5. A. Quill, D. Moss. Crowd-sourced gravel maps. *IEEE Transactions on Antennas and Propagation*, vol. 5, no. 2, pp. 1–10, 2017.
6. A. Quill, B. Reyes. Tracing pebbles in the night sky. Astronomische Nachrichten 341, 22–30 (2020).
`

func TestJournalLayerVenues(t *testing.T) {
	want := []struct{ venue, area string }{
		{"Tetrahedron Lett.", ""},
		{"Appl. Opt.", "physics"},
		{"Planet. Space Sci.", "physics"},
		{"Acad. Emerg. Med.", ""},
		{"IEEE Trans. Antennas Propag.", ""},
		{"Astron. Nachr.", ""},
	}
	c := mustParse(t, "quill.md", journalLayerCV)
	if len(c.Publications) != len(want) {
		t.Fatalf("%d publications, want %d", len(c.Publications), len(want))
	}
	for i, w := range want {
		p := c.Publications[i]
		if p.Venue != w.venue || p.Area != w.area || p.Type != "journal" {
			t.Errorf("publication %d: venue %q area %q type %q, want %q %q journal (raw %q)", i+1, p.Venue, p.Area, p.Type, w.venue, w.area, p.VenueRaw)
		}
	}
	without, err := Parse("quill.md", []byte(journalLayerCV), Options{Venues: venue.Default().WithoutJournals()})
	if err != nil {
		t.Fatal(err)
	}
	// without the layer no venue is named, or a wrong one: "Science"
	// inside "Planetary and Space Science", a name the layer reads whole
	for i, p := range without.Publications {
		if p.Venue != "" && (i != 2 || p.Venue != "Science") {
			t.Errorf("without the journal layer, publication %d has venue %q", i+1, p.Venue)
		}
	}
}
