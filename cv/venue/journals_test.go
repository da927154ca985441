package venue

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// Fictional catalogues: a curated layer and a journal layer in the
// generated file's format (key, area, names, abbreviations, other names).
const (
	fictionalCurated = `JGD | journal | physics | Journal of Gravel Dynamics
PEBL | journal | physics | Pebble Letters
PEBCON | conference | theory | Conference on Pebble Theory
`
	fictionalJournals = "# fictional journal layer\n" +
		"J. Pebble Stud.\tphysics\tJournal of Pebble Studies\tJ. Pebble Stud.|J Pebble Stud\t\n" +
		"Gravel Sci.\t\tGravel Science\tGravel Sci.\t\n" +
		"Pebbles\t\tPebbles\t\t\n" +
		"Ann. Gravel\tmathematics\tAnnals of Gravel\tAnn. Gravel\t\n" +
		"Ann. Grit\t\tAnnals of Grit\tAnn. Grit|Ann. Gravel\t\n" +
		"J. Gravel Dyn.\t\tJournal of Gravel Dynamics\tJ. Gravel Dyn.\t\n" +
		"Pebble Lett. Q.\t\tPebble Letters Quarterly\tPebble Lett. Q.\t\n" +
		"Conf. Pebble Theory\t\tConference on Pebble Theory\tConf. Pebble Theory\t\n" +
		"Bull. Soc. Pebbles\t\t\tBull. Soc. Pebbles\tSociety of Pebbles\n"
)

// fictionalCatalog is the fictional curated layer over the fictional
// journal layer.
func fictionalCatalog(t testing.TB) *Catalog {
	t.Helper()
	c, err := Load(strings.NewReader(fictionalCurated), "fictional.txt")
	if err != nil {
		t.Fatal(err)
	}
	c.journals = textJournalLayer(t, fictionalJournals)
	return c
}

// textJournalLayer is the journal layer of a journal file's text, indexed
// as genjournals indexes the embedded one.
func textJournalLayer(t testing.TB, text string) *journalLayer {
	t.Helper()
	keys, nodes, first, err := JournalIndex(text)
	if err != nil {
		t.Fatal(err)
	}
	return newJournalLayer(text, keys, string(nodes), string(first))
}

// TestJournalLayerConventions: each case is a convention of how CVs name
// journals, or a text that must not read as one (fictional journals).
func TestJournalLayerConventions(t *testing.T) {
	tests := []struct{ text, want string }{
		// Full name or abbreviation, dotted or dotless, any case, "The"
		// and "&" aside, with volume, issue, pages and year.
		{"J. Pebble Stud. 12, 3–4 (2021)", "J. Pebble Stud."},
		{"J Pebble Stud 12:345", "J. Pebble Stud."},
		{"J Pebble Stud", "J. Pebble Stud."}, // an abbreviation is a journal's by itself
		{"journal of pebble studies, 12(3):45–67, 2021", "J. Pebble Stud."},
		{"The Journal of Pebble Studies, vol. 12, no. 3, pp. 45–67, Mar. 2021", "J. Pebble Stud."},
		{"Journal of Pebble Studies 12, doi:10.1234/jps.2021.5", "J. Pebble Stud."},
		// Words that open a venue text before the name.
		{"In: Journal of Pebble Studies", "J. Pebble Stud."},
		{"To appear in J. Pebble Stud.", "J. Pebble Stud."},
		{"Accepted to Gravel Science", "Gravel Sci."},
		{"2021. Journal of Pebble Studies 12", "J. Pebble Stud."},
		// The journal's own acronym in brackets after its name; a code
		// with digits is a course's.
		{"Journal of Pebble Studies (JPS) 12(3):45–67, 2021", "J. Pebble Stud."},
		{"Gravel Science (GEO101) 12, 2020", ""},
		// A dotted abbreviation may head the text.
		{"J. Pebble Stud., special issue on gravel", "J. Pebble Stud."},
		{"J. Pebble Stud. Gravel Edition", ""},
		// A name without a journal word needs a volume, a lead or dots.
		{"Gravel Science", ""},
		{"Gravel Science, 2003", ""},
		{"Gravel Science, Fall 2003", ""},
		{"Gravel Science 12(3), 2020", "Gravel Sci."},
		{"Gravel Sci.", "Gravel Sci."},
		{"Journal of Pebble Studies", "J. Pebble Stud."},
		// One word is never a journal of this layer.
		{"Pebbles 12, 3–4 (2020)", ""},
		{"Pebbles", ""},
		// Inside a title, an affiliation or a longer name.
		{"Sorting pebbles for the Journal of Pebble Studies", ""},
		{"Department of Gravel Science, Pebble University", ""},
		{"Journal of Pebble Studies and Gravel 12", ""},
		{"Bull. Soc. Pebbles 12", "Bull. Soc. Pebbles"},
		{"Society of Pebbles", ""},
		// An abbreviation two journals share names neither.
		{"Ann. Gravel 12", ""},
		{"Annals of Gravel 12", "Ann. Gravel"},
		// The curated layer wins over a journal of the same name...
		{"Journal of Gravel Dynamics 5, 1 (2020)", "JGD"},
		{"J. Gravel Dyn. 5", "JGD"},
		{"Conference on Pebble Theory 2020", "PEBCON"},
		// ...but a curated name inside a longer journal name is part of it.
		{"Pebble Letters Quarterly 3, 1 (2019)", "Pebble Lett. Q."},
		{"Pebble Letters 2019", "PEBL"},
	}
	c := fictionalCatalog(t)
	for _, tc := range tests {
		v, s, e, ok := c.Match(tc.text)
		switch {
		case tc.want == "" && ok:
			t.Errorf("Match(%q) = %s (%q), want no match", tc.text, v.Acronym, tc.text[s:e])
		case tc.want != "" && (!ok || v.Acronym != tc.want):
			t.Errorf("Match(%q) = %q %v, want %s", tc.text, v.Acronym, ok, tc.want)
		}
	}
	if _, _, _, ok := c.WithoutJournals().Match("J. Pebble Stud. 12, 3–4 (2021)"); ok {
		t.Error("WithoutJournals still matches a journal of the journal layer")
	}
}

// TestJournalLayerLookup: Lookup finds a journal by key, name or
// abbreviation, a one-word name only as its key is written; LookupTag
// (brackets, tags) never by a full name.
func TestJournalLayerLookup(t *testing.T) {
	c := fictionalCatalog(t)
	tests := []struct {
		s         string
		want, tag string
	}{
		{"J. Pebble Stud.", "J. Pebble Stud.", "J. Pebble Stud."},
		{"J Pebble Stud", "J. Pebble Stud.", ""},
		{"Journal of Pebble Studies", "J. Pebble Stud.", ""},
		{"Gravel Science", "Gravel Sci.", ""},
		{"Pebbles", "Pebbles", ""},
		{"pebbles", "", ""},
		{"Ann. Gravel", "", ""},
		{"J. Gravel Dyn.", "JGD", "JGD"},
		{"Pebble Stud.", "", ""},
	}
	for _, tc := range tests {
		v, ok := c.Lookup(tc.s)
		if got := map[bool]string{true: v.Acronym}[ok]; got != tc.want {
			t.Errorf("Lookup(%q) = %q, want %q", tc.s, got, tc.want)
		}
		v, ok = c.LookupTag(tc.s)
		if got := map[bool]string{true: v.Acronym}[ok]; got != tc.tag {
			t.Errorf("LookupTag(%q) = %q, want %q", tc.s, got, tc.tag)
		}
	}
	v, _ := c.Lookup("Journal of Pebble Studies")
	if v.Kind != Journal || v.Area != "physics" || v.Names[0] != "Journal of Pebble Studies" || len(v.Aliases) != 1 {
		t.Errorf("Lookup gives %+v", v)
	}
}

// TestJournalLayerExtend: a user's catalogue extends the curated layer
// and keeps the journal layer; its venue beats a journal of the same
// name.
func TestJournalLayerExtend(t *testing.T) {
	user, err := Load(strings.NewReader("GS | journal | physics | Gravel Science\n"), "user.txt")
	if err != nil {
		t.Fatal(err)
	}
	c := fictionalCatalog(t).Extend(user)
	if v, _, _, ok := c.Match("Gravel Science 12(3), 2020"); !ok || v.Acronym != "GS" {
		t.Errorf("user's venue: got %q %v, want GS", v.Acronym, ok)
	}
	if v, _, _, ok := c.Match("J. Pebble Stud. 12"); !ok || v.Acronym != "J. Pebble Stud." {
		t.Errorf("journal layer after Extend: got %q %v", v.Acronym, ok)
	}
	if v, ok := c.Lookup("Gravel Sci."); !ok || v.Acronym != "GS" {
		t.Errorf("Lookup of the journal layer's abbreviation: got %q %v, want the user's GS", v.Acronym, ok)
	}
}

// TestJournalLayerPublic: public journal names, as CVs write them, that
// only the journal layer knows, and near misses.
func TestJournalLayerPublic(t *testing.T) {
	tests := []struct{ text, want, area string }{
		{"Tetrahedron Letters 45, 123 (2004)", "Tetrahedron Lett.", ""},
		{"Tetrahedron Lett 45", "Tetrahedron Lett.", ""},
		{"Tetrahedron Lett.", "Tetrahedron Lett.", ""},
		{"Applied Optics 40(3), 2001", "Appl. Opt.", "physics"},
		{"Appl. Opt., special issue on lenses", "Appl. Opt.", "physics"},
		{"Planetary and Space Science (PSS) 58, 1 (2010)", "Planet. Space Sci.", "physics"},
		{"ACS Appl. Mater. Interfaces 12, 1 (2020)", "ACS Appl. Mater. Interfaces", ""},
		{"Academia Economic Papers 12", "Academia Econ. Pap.", "economics"},
		{"AACN Clinical Issues 5", "AACN Clin. Issues", "biology"},
		{"Acad Emerg Med 27, 2020", "Acad. Emerg. Med.", ""},
		{"Astronomische Nachrichten 341, 2020", "Astron. Nachr.", ""},
		{"IEEE Transactions on Emerging Topics in Computing, vol. 3, 2019", "IEEE TETC", "architecture"},
		{"Human-Computer Interaction 35(2), 2020", "Hum.-Comput. Interact.", "hci"},
		{"Physical Review, 1950", "Phys. Rev.", "physics"},
		// the curated layer's journal, reached by a form only the journal
		// layer reads
		{"Journal of Chemical Physics 152, 1 (2020)", "J. Chem. Phys.", "chemistry"},
		// near misses
		{"Applied Optics", "", ""},
		{"Applied Optics, Fall 2003", "", ""},
		{"Human-Computer Interaction (CS449)\tMay – Aug 2018", "", ""},
		{"Tetrahedron 46, 1 (1990)", "", ""},
		{"Lecture Notes in Computer Science, vol. 12", "", ""},
		{"Space Sci. Rev.", "", ""}, // two journals of the lists share it
		{"Technical report, 2021", "", ""},
		{"Research Reports, 2020", "", ""},
		{"American Association for the Advancement of Science", "", ""},
		{"Optics of pebbles in Applied Optics 40, 2001", "", ""},
		{"Machine Learning, Fall 2019", "", ""},
		{"Education", "", ""},
	}
	c := Default()
	for _, tc := range tests {
		v, s, e, ok := c.Match(tc.text)
		switch {
		case tc.want == "" && ok:
			t.Errorf("Match(%q) = %s (%q), want no match", tc.text, v.Acronym, tc.text[s:e])
		case tc.want != "" && (!ok || v.Acronym != tc.want || v.Area != tc.area || v.Kind != Journal):
			t.Errorf("Match(%q) = %q (%s, %q) %v, want %s (%q)", tc.text, v.Acronym, v.Kind, v.Area, ok, tc.want, tc.area)
		}
	}
}

// TestJournalsEmbedded: the embedded layer loads, every journal is found
// by its key (or as the curated venue it is), and its areas are known.
func TestJournalsEmbedded(t *testing.T) {
	c := Default()
	js, ids := c.Journals(), c.journals.ids()
	if len(js) < 25000 || len(ids) != len(js) {
		t.Fatalf("%d journals (%d ids), want the lists' 28,000 or so", len(js), len(ids))
	}
	bad := 0
	for x, v := range js {
		j := ids[x]
		if v.Area != "" && !ValidArea(v.Area) {
			t.Errorf("%s: area %q", v.Acronym, v.Area)
		}
		if _, curated := c.lookupKey(keyOf(v.Acronym)); curated {
			continue // the curated layer's acronym ("PEBL" and a journal "Pebl")
		}
		got, ok := c.Lookup(v.Acronym)
		if want := c.journalVenue(j).Acronym; (!ok || got.Acronym != want) && bad < 20 {
			bad++
			t.Errorf("Lookup(%q) = %q %v, want %q", v.Acronym, got.Acronym, ok, want)
		}
	}
	if c.WithoutJournals().Journals() != nil {
		t.Error("WithoutJournals has journals")
	}
}

func TestJournalKey(t *testing.T) {
	for in, want := range map[string]string{
		"The Journal of Pebbles & Gravel": "journal of pebbles gravel",
		"journal of pebbles and gravel":   "journal of pebbles gravel",
		"J. Pebble Stud.":                 "j pebble stud",
		"J Pebble Stud":                   "j pebble stud",
		"Zeitschrift für Kiesel":          "zeitschrift für kiesel",
	} {
		if got := JournalKey(in); got != want {
			t.Errorf("JournalKey(%q) = %q, want %q", in, got, want)
		}
	}
}

// BenchmarkJournalLayerBuild makes the embedded journal layer ready and
// answers a first look-up: its time and the heap it keeps (heap-MB). The
// index is generated (journals_index.go), so this is next to nothing.
//
//	go test ./cv/venue -run '^$' -bench JournalLayerBuild -benchtime 5x
func BenchmarkJournalLayerBuild(b *testing.B) {
	var keep *journalLayer
	var before, after runtime.MemStats
	var built time.Duration
	for b.Loop() {
		keep = nil
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		keep = newJournalLayer(journalsFile, journalKeysFile, journalNodesFile, journalFirstFile)
		if _, ok := keep.lookup("J. Chem. Phys."); !ok {
			b.Fatal("no J. Chem. Phys.")
		}
		built += time.Since(start)
		runtime.GC()
		runtime.ReadMemStats(&after)
	}
	b.ReportMetric(float64(built.Microseconds())/1000/float64(b.N), "build-ms")
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/(1<<20), "heap-MB")
	runtime.KeepAlive(keep)
}

// BenchmarkMatchJournals matches venue texts with the journal layer and
// without it.
func BenchmarkMatchJournals(b *testing.B) {
	texts := []string{
		"Tetrahedron Letters 45, 123 (2004)", "J. Chem. Phys. 152, 184102 (2020)",
		"Proceedings of the Conference on Pebble Theory, 2021", "Sorting pebbles quickly and well",
		"A. Quill, B. Reyes and C. Lund", "Department of Gravel Science, Pebble University",
	}
	for _, cat := range []struct {
		name string
		c    *Catalog
	}{{"with", Default()}, {"without", Default().WithoutJournals()}} {
		b.Run(cat.name, func(b *testing.B) {
			cat.c.Match("warm up")
			for b.Loop() {
				for _, s := range texts {
					cat.c.Match(s)
				}
			}
		})
	}
}
