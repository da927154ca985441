package venue_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
)

// listCurated and listJournals are a fictional catalogue: a curated layer
// and a journal layer (sorted by key, as the embedded one is) that shares
// one journal with it (JMM), which a query may find by a name only the
// journal layer gives, after a curated venue that comes later (MMW).
const (
	listCurated = `QPL | conference | pl | Quillfeather Conference on Programming Languages ; Quillfeather Symposium on Programs | QuillPL
JMM | journal | mathematics | Journal of Meadowbrook Mathematics | J. Meadowbrook Math.
MMW | workshop | mathematics | Meadowbrook Mathematical Workshop
CSE | conference | systems | Conference on Cloud Systems Engineering
WCS | workshop | systems | Workshop on Cloudport Storage | Cloud
WLS | workshop | ml | Widgetry Workshop on Learning Systems ; <Widgetry Learning Meetup | <WLM
ZUW | workshop | hci | Zürich Workshop on Example Interfaces
`
	listJournals = "# a fictional journal layer\n" +
		"J. Meadowbrook Math.\tmathematics\tJournal of Meadowbrook Mathematics\tJ. Meadowbrook Math.\tMeadowbrook Mathematical Journal\n" +
		"J. Pebble Chem. Phys.\tchemistry\tThe Journal of Pebble Chemical Physics\tJ. Pebble Chem. Phys.\t\n" +
		"Pebble Chem. Phys.\t\tPebble Chemical Physics\tPebble Chem. Phys.\t\n" +
		"Rev. Phys. Pebbles\tphysics\tReviews in Physics and Pebbles\tRev. Phys. Pebbles\t\n"
)

// listCatalog is the fictional catalogue.
func listCatalog(t testing.TB) *venue.Catalog {
	t.Helper()
	c, err := venue.Load(strings.NewReader(listCurated), "list.txt")
	if err != nil {
		t.Fatal(err)
	}
	if c, err = c.WithJournals(listJournals); err != nil {
		t.Fatal(err)
	}
	return c
}

// listed names the venues of a listing: "ACRONYM/layer".
func listed(l venue.Listing) []string {
	var out []string
	for _, v := range l.Venues {
		out = append(out, v.Acronym+"/"+string(v.Layer))
	}
	return out
}

// TestList: each case is a query and the venues it lists, in order:
// those an acronym, alias or abbreviation names first, then those a
// full name names, then those holding every word; the curated layer
// before the journal layer within each group.
func TestList(t *testing.T) {
	cat := listCatalog(t)
	tests := []struct {
		name string
		q    venue.ListQuery
		want []string
	}{
		{"everything curated by default", venue.ListQuery{},
			[]string{"CSE/curated", "JMM/curated", "MMW/curated", "QPL/curated", "WCS/curated", "WLS/curated", "ZUW/curated"}},
		{"an alias, any case", venue.ListQuery{Text: "quillpl"}, []string{"QPL/curated"}},
		{"an alias before a word", venue.ListQuery{Text: "cloud"}, []string{"WCS/curated", "CSE/curated"}},
		{"every word in any order", venue.ListQuery{Text: "systems cloud"}, []string{"CSE/curated"}},
		{"a former alias", venue.ListQuery{Text: "wlm"}, []string{"WLS/curated"}},
		{"a dotless abbreviation", venue.ListQuery{Text: "J Pebble Chem Phys"}, []string{"J. Pebble Chem. Phys./journals"}},
		{"a full name before the words", venue.ListQuery{Text: "pebble chemical physics"},
			[]string{"Pebble Chem. Phys./journals", "J. Pebble Chem. Phys./journals"}},
		{"the and and left out", venue.ListQuery{Text: "reviews in physics pebbles"}, []string{"Rev. Phys. Pebbles/journals"}},
		{"a twin once, as the curated venue, in its place", venue.ListQuery{Text: "meadowbrook mathematical"},
			[]string{"JMM/curated", "MMW/curated"}},
		{"a twin in the journal layer alone", venue.ListQuery{Text: "meadowbrook mathematical", Layer: venue.LayerJournals},
			[]string{"J. Meadowbrook Math./journals"}},
		{"the curated layer alone", venue.ListQuery{Text: "pebble", Layer: venue.LayerCurated}, nil},
		{"an area", venue.ListQuery{Area: "systems"}, []string{"CSE/curated", "WCS/curated"}},
		{"a kind over both layers", venue.ListQuery{Kind: venue.Journal, Layer: venue.LayerAll},
			[]string{"JMM/curated", "J. Pebble Chem. Phys./journals", "Pebble Chem. Phys./journals", "Rev. Phys. Pebbles/journals"}},
		{"an area and a query", venue.ListQuery{Text: "workshop", Area: "ml"}, []string{"WLS/curated"}},
		{"a word beyond ASCII", venue.ListQuery{Text: "ZÜRICH"}, []string{"ZUW/curated"}},
		{"no such venue", venue.ListQuery{Text: "nowhere"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := cat.List(tc.q)
			if !reflect.DeepEqual(listed(got), tc.want) {
				t.Errorf("List(%+v) = %q, want %q", tc.q, listed(got), tc.want)
			}
			if again := cat.List(tc.q); !reflect.DeepEqual(again, got) {
				t.Errorf("two listings differ: %+v, %+v", got, again)
			}
		})
	}
}

// TestListLayers: the listing says which layers it read and how many
// venues they hold; the default is the curated layer without a query,
// both with one.
func TestListLayers(t *testing.T) {
	cat := listCatalog(t)
	for _, tc := range []struct {
		q                 venue.ListQuery
		layer             venue.Layer
		curated, journals int
	}{
		{venue.ListQuery{}, venue.LayerCurated, 7, 0},
		{venue.ListQuery{Text: "pebble"}, venue.LayerAll, 7, 4},
		{venue.ListQuery{Layer: venue.LayerJournals}, venue.LayerJournals, 0, 4},
		{venue.ListQuery{Layer: venue.LayerAll}, venue.LayerAll, 7, 4},
	} {
		got := cat.List(tc.q)
		if got.Layer != tc.layer || got.Curated != tc.curated || got.Journals != tc.journals {
			t.Errorf("List(%+v): layer %q, %d curated, %d journals; want %q, %d, %d",
				tc.q, got.Layer, got.Curated, got.Journals, tc.layer, tc.curated, tc.journals)
		}
	}
	// with both layers the twin journal is listed once: 7 + 4 - 1
	if n := len(cat.List(venue.ListQuery{Layer: venue.LayerAll}).Venues); n != 10 {
		t.Errorf("--layer all lists %d venues, want 10", n)
	}
}

func TestLayerValid(t *testing.T) {
	for _, l := range venue.Layers() {
		if !l.Valid() {
			t.Errorf("%q is not valid", l)
		}
	}
	for _, l := range []venue.Layer{"", "books", "Curated"} {
		if l.Valid() {
			t.Errorf("%q is valid", l)
		}
	}
}

// TestWithJournals: the layer read from text answers Match as the
// embedded one does, replaces the catalogue's own, and a malformed line
// is an error naming it.
func TestWithJournals(t *testing.T) {
	cat := listCatalog(t)
	if v, _, _, ok := cat.Match("Pebble Chem. Phys. 12, 3–4 (2021)"); !ok || v.Acronym != "Pebble Chem. Phys." {
		t.Errorf("Match = %+v, %v; want the fictional journal", v, ok)
	}
	if n := len(venue.Default().WithoutJournals().Journals()); n != 0 {
		t.Fatalf("without journals: %d", n)
	}
	if _, err := cat.WithJournals("# header\nJ. Only Key\n"); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("malformed layer: %v, want an error naming line 2", err)
	}
	var none *venue.Catalog
	c, err := none.WithJournals(listJournals)
	if err != nil || c.Len() != 0 || len(c.Journals()) != 4 {
		t.Errorf("nil catalogue: %v, %d venues, %d journals", err, c.Len(), len(c.Journals()))
	}
}

// The journal layer of the built-in catalogue, searched by public
// journals' abbreviations (dotted or not) and words.
func TestListBuiltInJournalLayer(t *testing.T) {
	cat := venue.Default()
	got := cat.List(venue.ListQuery{Text: "J Chem Phys", Layer: venue.LayerJournals}).Venues
	if got[0].Acronym != "J. Chem. Phys." || got[0].Layer != venue.LayerJournals || got[0].Names[0] == "" {
		t.Errorf("journals J Chem Phys: first %+v, want the journal layer's J. Chem. Phys.", got[0])
	}
	// with both layers the journal the curated layer holds is listed once, as the curated venue
	got = cat.List(venue.ListQuery{Text: "J. Chem. Phys."}).Venues
	if got[0].Acronym != "J. Chem. Phys." || got[0].Layer != venue.LayerCurated || got[0].Area != "chemistry" {
		t.Errorf("J. Chem. Phys.: first %+v, want the curated venue", got[0])
	}
	for _, v := range got[1:] {
		if v.Acronym == "J. Chem. Phys." {
			t.Errorf("J. Chem. Phys. listed twice: %+v", v)
		}
	}
	got = cat.List(venue.ListQuery{Text: "Chin J Chem Phys"}).Venues
	if got[0].Acronym != "Chin. J. Chem. Phys." || got[0].Layer != venue.LayerJournals || got[0].Names[0] != "Chinese Journal of Chemical Physics" {
		t.Errorf("Chin J Chem Phys: first %+v, want the journal layer's Chinese Journal of Chemical Physics", got[0])
	}
	// by words: the journal named "Chemical Physics" first, then those holding the words
	got = cat.List(venue.ListQuery{Text: "chemical physics"}).Venues
	if len(got) < 5 || got[0].Acronym != "Chem. Phys." || got[0].Layer != venue.LayerJournals {
		t.Errorf("chemical physics: %d venues, first %+v; want Chem. Phys. of the journal layer first", len(got), got[0])
	}
	for i, v := range got[1:] {
		if v.Acronym == "J. Chem. Phys." && v.Layer != venue.LayerCurated {
			t.Errorf("chemical physics: #%d %+v, want the curated J. Chem. Phys.", i+1, v)
		}
	}
}

// LayerAll lists every curated venue and the journals the curated layer
// does not hold, each once; LayerJournals the whole layer; the zero
// query the curated layer.
func TestListBuiltInLayers(t *testing.T) {
	cat := venue.Default()
	journals := cat.Journals()
	beyond := 0
	for _, j := range journals {
		if _, held := cat.CuratedJournal(j); !held {
			beyond++
		}
	}
	all := cat.List(venue.ListQuery{Layer: venue.LayerAll}).Venues
	if len(all) != cat.Len()+beyond || beyond == 0 || beyond == len(journals) {
		t.Errorf("all: %d venues, want %d curated + %d of the journal layer's %d", len(all), cat.Len(), beyond, len(journals))
	}
	n := map[venue.Layer]int{}
	for _, v := range all {
		n[v.Layer]++
	}
	if n[venue.LayerCurated] != cat.Len() || n[venue.LayerJournals] != beyond {
		t.Errorf("all: layers %v", n)
	}
	if got := cat.List(venue.ListQuery{Layer: venue.LayerJournals}).Venues; len(got) != len(journals) {
		t.Errorf("journals: %d venues, the layer has %d", len(got), len(journals))
	}
	if got := cat.List(venue.ListQuery{}).Venues; len(got) != cat.Len() {
		t.Errorf("the zero query: %d venues, the curated layer has %d", len(got), cat.Len())
	}
	// an alias finds its venue, ahead of the venues that merely name it
	if got := cat.List(venue.ListQuery{Text: "NIPS"}).Venues; len(got) == 0 || got[0].Acronym != "NeurIPS" {
		t.Errorf("NIPS: first of %d is not NeurIPS", len(got))
	}
}

// BenchmarkList measures a search of both built-in layers by words
// ("vitae venues chemical physics"): the journal layer listed, then
// searched, as each run of the command does.
func BenchmarkList(b *testing.B) {
	cat := venue.Default()
	q := venue.ListQuery{Text: "chemical physics"}
	for b.Loop() {
		if got := cat.List(q); len(got.Venues) == 0 {
			b.Fatal("no venue")
		}
	}
}

func ExampleCatalog_List() {
	cat, _ := venue.Load(strings.NewReader(listCurated), "list.txt")
	for _, v := range cat.List(venue.ListQuery{Text: "cloud"}).Venues {
		fmt.Println(v.Acronym, v.Kind, v.Layer)
	}
	// Output:
	// WCS workshop curated
	// CSE conference curated
}
