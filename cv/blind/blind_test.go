package blind

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// fictional records: two candidates who wrote a paper together, one
// read from two files.
func cohort() []*cv.CV {
	return []*cv.CV{
		{Source: "apps/zelda_quartermain.pdf", Name: "Zelda Quartermain",
			Contact:   cv.Contact{Emails: []string{"zq@uni-northtown.example"}, Phones: []string{"+1 555 010 0199"}, Links: []string{"https://zq.example"}, Address: "1 Elm Road"},
			Personal:  &cv.Personal{Gender: "f"},
			Summary:   "Zelda Quartermain studies bridges.",
			Education: []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Northtown University", Location: "Northtown", Advisors: []string{"Olaf Pemberton"}, End: cv.Date{Year: 2020}}},
			Positions: []cv.Position{{Title: "Postdoc at Kessler Institute of Bridges", Organization: "Kessler Institute of Bridges", Kind: cv.KindPostdoc, Start: cv.Date{Year: 2020}},
				{Title: "Intern", Organization: "Brightwave Labs", Kind: cv.KindInternship}},
			Publications: []cv.Publication{
				{Title: "Quartermain bridges revisited", Authors: []string{"Ivo Rask", "Z. Quartermain*", "Uma Thistlewood"}, SelfIndex: 2, Year: 2021, Type: cv.TypeConference},
				{Title: "Cables", Authors: []string{"Quartermain, Zelda", "Hugo Vantongeren"}, Year: 2019, Type: cv.TypeJournal},
				{Title: "Quillon-style KIB bridges, measured at Kessler Institute of Bridges", Authors: []string{"Zelda Quartermain"}, SelfIndex: 1},
			},
			Awards:   []cv.Award{{Name: "Northtown Dissertation Prize", Issuer: "Northtown University", Year: 2020}, {Name: "Young Engineer Medal", Issuer: "Society of Bridge Makers"}},
			Talks:    []cv.Talk{{Title: "Bridges", Event: "Seminar at Westvale College", Location: "Westvale"}},
			Teaching: []cv.Teaching{{Course: "Statics", Institution: "Northtown University"}},
			Warnings: []cv.Warning{{Line: 3, Message: "could not place line", Text: "Zelda Quartermain, mail zq@uni-northtown.example"}},
		},
		{Source: "apps/hugo-vantongeren-cv.md", Name: "Hugo Vantongeren", Contact: cv.Contact{Emails: []string{"hugo@example.org"}},
			Positions:    []cv.Position{{Title: "Engineer", Organization: "Quillon", Kind: cv.KindIndustry}},
			Publications: []cv.Publication{{Title: "Cables", Authors: []string{"Z. Quartermain", "H. Vantongeren"}, SelfIndex: 2, Year: 2019, Type: cv.TypeJournal}},
			Corrected:    []string{"stage set for Hugo Vantongeren (apps/hugo-vantongeren-cv.md)"}},
		{Source: "apps/zelda_2.md", Name: "Zelda Quartermain", Contact: cv.Contact{Emails: []string{"zq@uni-northtown.example"}}},
	}
}

// fixedSalt is a reader of a fixed salt, for tests.
func fixedSalt() *bytes.Reader { return bytes.NewReader(bytes.Repeat([]byte{7}, 16)) }

func mustApply(t *testing.T, cvs []*cv.CV, opt Options) *Blinder {
	t.Helper()
	if opt.Rand == nil && opt.Prev == nil {
		opt.Rand = fixedSalt()
	}
	b, err := Apply(cvs, opt)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// secrets are what no blinded record may hold, by mode.
var (
	nameSecrets   = []string{"Zelda", "Quartermain", "Vantongeren", "zq@", "hugo@", "555", "zq.example", "Elm Road", "zelda_", "hugo-vantongeren"}
	strictSecrets = []string{"Northtown", "Kessler", "Brightwave", "Westvale", "Pemberton"}
)

func leaks(t *testing.T, cvs []*cv.CV, secrets []string) {
	t.Helper()
	data, err := json.Marshal(cvs)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range secrets {
		if bytes.Contains(bytes.ToLower(data), []byte(strings.ToLower(s))) {
			t.Errorf("blinded records hold %q:\n%s", s, data)
		}
	}
}

func TestNamesMode(t *testing.T) {
	cvs := cohort()
	b := mustApply(t, cvs, Options{Mode: Names})
	leaks(t, cvs, nameSecrets)
	z, h := cvs[0], cvs[1]
	if z.Name != cvs[2].Name || z.Name == h.Name || !strings.HasPrefix(z.Name, "Candidate ") {
		t.Errorf("pseudonyms %q %q %q: want one per person, shared by the two files of one", z.Name, h.Name, cvs[2].Name)
	}
	if z.Source != z.Name || len(z.Contact.Emails) != 0 || z.Contact.Links != nil || z.Personal != nil || z.Summary != "" {
		t.Errorf("source, contact, personal or summary kept: %+v", z)
	}
	p := z.Publications[0]
	if p.Authors[1] != z.Name || p.Authors[0] != "Ivo Rask" || p.SelfIndex != 2 || p.Title != z.Name+" bridges revisited" {
		t.Errorf("paper: %+v", p)
	}
	// The owner found without self_index, and a co-author who is a candidate.
	if got := z.Publications[1].Authors; got[0] != z.Name || got[1] != h.Name {
		t.Errorf("authors %q: want the owner and the other candidate by pseudonym", got)
	}
	if got := h.Publications[0].Authors; got[0] != z.Name || got[1] != h.Name {
		t.Errorf("authors %q", got)
	}
	// Names mode keeps institutions, kinds and years.
	if z.Education[0].Institution != "Northtown University" || z.Positions[0].Kind != cv.KindPostdoc || z.Education[0].End.Year != 2020 {
		t.Errorf("names mode changed institutions or kinds: %+v %+v", z.Education[0], z.Positions[0])
	}
	if w := z.Warnings[0]; w.Text != textWithheld || w.Line != 3 || w.Message != "could not place line" {
		t.Errorf("warning %+v", w)
	}
	if got := h.Corrected[0]; got != "stage set for "+h.Name+" ("+h.Name+")" {
		t.Errorf("correction note %q", got)
	}
	k := b.Key()
	if len(k.Candidates) != 2 || k.Mode != Names {
		t.Fatalf("key %+v", k)
	}
	for _, e := range k.Candidates {
		want := map[string][]string{"Zelda Quartermain": {"apps/zelda_quartermain.pdf", "apps/zelda_2.md"}, "Hugo Vantongeren": {"apps/hugo-vantongeren-cv.md"}}[e.Name]
		if !slices.Equal(e.Sources, want) {
			t.Errorf("key entry %+v: want sources %q", e, want)
		}
	}
}

func TestStrictMode(t *testing.T) {
	cvs := cohort()
	mustApply(t, cvs, Options{Mode: Strict})
	leaks(t, cvs, append(nameSecrets, strictSecrets...))
	z := cvs[0]
	e, p := z.Education[0], z.Positions
	if e.Institution != AUniversity || e.Level != cv.LevelPhD || e.End.Year != 2020 || e.Location != "" || e.Advisors != nil {
		t.Errorf("education %+v", e)
	}
	if p[0].Organization != AnInstitution || p[1].Organization != ACompany || p[0].Kind != cv.KindPostdoc || p[0].Start.Year != 2020 {
		t.Errorf("positions %+v", p)
	}
	if p[0].Title != "Postdoc at "+AnInstitution {
		t.Errorf("title %q", p[0].Title)
	}
	// A paper's title loses the owner's institutions, not another
	// candidate's employer nor an acronym that may be a topic.
	if got := z.Publications[2].Title; got != "Quillon-style KIB bridges, measured at "+AnInstitution {
		t.Errorf("title %q", got)
	}
	a := z.Awards
	if a[0].Issuer != AnInstitution || a[0].Name != AnInstitution+" Dissertation Prize" || a[1].Issuer != "Society of Bridge Makers" {
		t.Errorf("awards %+v: an issuer that names no institution stays", a)
	}
	if z.Talks[0].Event != "Seminar at "+AnInstitution || z.Teaching[0].Institution != AUniversity {
		t.Errorf("talk %+v teaching %+v", z.Talks[0], z.Teaching[0])
	}
}

func TestPhrasesInFreeText(t *testing.T) {
	b := mustApply(t, []*cv.CV{{Source: "x.md", Name: "Renée Dupont-Lefèvre", Education: []cv.Education{{Institution: "Massachusetts Institute of Examples"},
		{Institution: "Northern Institute of Technology Eastbay"}, {Institution: "Westmarch Institute of Data Science"}}}}, Options{Mode: Strict})
	p := b.Key().Candidates[0].Pseudonym
	for in, want := range map[string]string{
		"Thanks to RENEE DUPONT-LEFEVRE.":               "Thanks to " + p + ".",
		"Dupont-Lefèvre, R. and others":                 p + ". and others",
		"Duponts are not Dupont-Lefèvres":               "Duponts are not Dupont-Lefèvres",
		"a visit to MIE in 2019":                        "a visit to " + AnInstitution + " in 2019",
		"mie is a word":                                 "mie is a word",
		"Talk at Eastbrook University of Arts":          "Talk at " + AnInstitution,
		"write to renee@example.org or [at]":            "write to " + emailWithheld + " or [at]",
		"see www.example.org/x, call +1 (555) 010-0199": "see " + linkWithheld + " call " + phoneWithheld,
		"Massachusetts, 2020":                           AnInstitution + ", 2020",
	} {
		if got := b.Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLetters(t *testing.T) {
	for i, want := range map[int]string{0: "A", 25: "Z", 26: "AA", 27: "AB", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA"} {
		if got := Letters(i); got != want {
			t.Errorf("Letters(%d) = %q, want %q", i, got, want)
		}
		if back, ok := letterIndex(Pseudonym(i)); !ok || back != i {
			t.Errorf("letterIndex(%q) = %d %v", Pseudonym(i), back, ok)
		}
	}
	for _, bad := range []string{"Candidate ", "Candidate a", "Zelda", "Candidate AAAAAAA"} {
		if _, ok := letterIndex(bad); ok {
			t.Errorf("letterIndex(%q) ok", bad)
		}
	}
}

// many is n fictional records named by number.
func many(n int) []*cv.CV {
	out := make([]*cv.CV, n)
	for i := range out {
		out[i] = &cv.CV{Source: "f" + Letters(i) + ".md", Name: "Person " + Letters(i) + "son"}
	}
	return out
}

// TestStable: the same set and key give the same letters whatever the
// input order; a candidate added keeps everyone's letter and gets the
// next one; one who leaves is kept absent; the order is not the names'.
func TestStable(t *testing.T) {
	first := mustApply(t, many(30), Options{Mode: Names}).Key()
	letters := func(k *Key) map[string]string {
		m := map[string]string{}
		for _, e := range k.Candidates {
			m[e.ID] = e.Pseudonym
		}
		return m
	}
	rev := many(30)
	slices.Reverse(rev)
	again := mustApply(t, rev, Options{Mode: Names, Prev: first}).Key()
	if !mapsEqual(letters(first), letters(again)) {
		t.Errorf("letters changed with the input order")
	}
	rev = many(30) // Apply blinded the others in place
	slices.Reverse(rev)
	fresh := mustApply(t, rev, Options{Mode: Names}).Key() // same salt, no key
	if !mapsEqual(letters(first), letters(fresh)) {
		t.Errorf("letters depend on the input order")
	}
	grown := many(31)[1:] // the first leaves, a new one comes
	k := mustApply(t, grown, Options{Mode: Names, Prev: first}).Key()
	got := letters(k)
	for id, p := range letters(first) {
		if got[id] != p {
			t.Errorf("%s: %s, was %s", id, got[id], p)
		}
	}
	last := k.Candidates[len(k.Candidates)-1]
	if last.Pseudonym != "Candidate AE" || last.Absent || !strings.Contains(last.ID, "person ae") {
		t.Errorf("the new candidate: %+v (want Candidate AE)", last)
	}
	absent := 0
	for _, e := range k.Candidates {
		if e.Absent {
			absent++
		}
	}
	if absent != 1 || len(k.Candidates) != 31 {
		t.Errorf("%d absent of %d entries", absent, len(k.Candidates))
	}
	sorted := 0
	for _, e := range first.Candidates {
		if strings.HasSuffix(e.Name, strings.TrimPrefix(e.Pseudonym, "Candidate ")+"son") {
			sorted++
		}
	}
	if sorted > 5 {
		t.Errorf("%d of 30 letters follow the names", sorted)
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestKeyFile(t *testing.T) {
	b := mustApply(t, cohort(), Options{Mode: Strict})
	b.Unread("apps/broken.pdf")
	if l := b.Unread("apps/broken.pdf"); l != "unread file 1" {
		t.Errorf("label %q", l)
	}
	path := filepath.Join(t.TempDir(), KeyName)
	if err := WriteKey(path, b.Key()); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("key file mode %v %v", info.Mode(), err)
	}
	k, err := ReadKey(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(k.Candidates) != 2 || k.Unread[0].Path != "apps/broken.pdf" || k.Salt != b.Key().Salt {
		t.Errorf("read back %+v", k)
	}
	if k, err := ReadKey(filepath.Join(t.TempDir(), "none.json")); k != nil || err != nil {
		t.Errorf("a missing key: %v %v", k, err)
	}
	for _, bad := range []string{`{}`, `{"version":1,"salt":"zz"}`, `[`, `{"version":1,"salt":"` + strings.Repeat("ab", 16) + `","candidates":[{"pseudonym":"Bob"}]}`} {
		os.WriteFile(path, []byte(bad), 0o600)
		if _, err := ReadKey(path); err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("ReadKey(%s) = %v, want an error naming the file", bad, err)
		}
	}
}

func TestParseMode(t *testing.T) {
	for in, want := range map[string]Mode{"": Off, "names": Names, "strict": Strict} {
		if m, err := ParseMode(in); m != want || err != nil {
			t.Errorf("ParseMode(%q) = %q %v", in, m, err)
		}
	}
	if _, err := ParseMode("loose"); err == nil {
		t.Error("ParseMode(loose) ok")
	}
}
