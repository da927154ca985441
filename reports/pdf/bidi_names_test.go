package pdf

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// TestDecomposedNames: a name saved decomposed (macOS: "e" + U+0301)
// printed as "Jose□ Mu□ller": the Go font has no lone combining accent.
// Text is composed (NFC) before it is checked and drawn.
func TestDecomposedNames(t *testing.T) {
	name := "Jose\u0301 Mu\u0308ller"
	r := report([]*cv.CV{{
		Source: "jm.md", Name: name,
		Positions: []cv.Position{{Title: "Profesor Titular", Organization: "Universidad de Co\u0301rdoba", Kind: cv.KindFaculty, Start: cv.Date{Year: 2015}, End: cv.Present}},
		Publications: []cv.Publication{
			{Title: "U\u0308ber Na\u0308he", Authors: []string{name}, SelfIndex: 1, Venue: "VLDB", Year: 2021, Type: cv.TypeConference},
		},
	}})
	data, st := renderBytes(t, r, reports.Options{Title: "Selecci\u00f3n"})
	if st.Missing != 0 {
		t.Errorf("%d characters printed as missing", st.Missing)
	}
	text := pdfText(t, data)
	for _, want := range []string{"José Müller", "Über Nähe", "Córdoba"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not in the PDF's text", want)
		}
	}
	if strings.Contains(text, "□") || strings.Contains(text, "\u0301") {
		t.Error("a combining accent is drawn apart")
	}
}

// TestVisualOrder: right-to-left runs are drawn in display order (the PDF
// writer draws runes left to right as given, so a Hebrew name came out
// reversed); numbers keep their digit order, brackets are mirrored and
// left-to-right text is untouched.
func TestVisualOrder(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Ada Lovelace (2021)", "Ada Lovelace (2021)"},
		{"שרה לוי", "יול הרש"},
		{"Dr. שרה לוי, MIT", "Dr. יול הרש, MIT"},
		{"שיטות 123 חדשות", "תושדח 123 תוטיש"},
		{"כנס (2021)", "(2021) סנכ"},
		{"מריים 2020", "2020 םיירמ"},
		{"abc 2020 שרה", "abc 2020 הרש"},
		{"\u05e9\u05b8\u05c1\u05dc\u05d5\u05b9\u05dd", "\u05dd\u05d5\u05b9\u05dc\u05e9\u05b8\u05c1"}, // marks stay on their letters
		{"כנס [א] (ב)", "(ב) [א] סנכ"},
		{"(כנס) abc", "(סנכ) abc"},
		{"مريم الحسيني", "ينيسحلا ميرم"},
	} {
		if got := visual(c.in); got != c.want {
			t.Errorf("visual(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// rtlFont is a TrueType font with Hebrew and Arabic, or the test skips.
func rtlFont(t *testing.T) string {
	t.Helper()
	const p = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" // Debian's fonts-dejavu-core
	if _, err := os.Stat(p); err != nil {
		t.Skip("DejaVu Sans not installed: RTL rendering not checked")
	}
	return p
}

// TestRTLNames: with an RTL-capable --font a Hebrew name and title were
// drawn reversed (pdftotext read "יול הרש"); they are now drawn in
// display order, which a reader gets back as the logical text, and a
// page with Arabic says its letters are not joined.
func TestRTLNames(t *testing.T) {
	font := rtlFont(t)
	r := report([]*cv.CV{
		{Source: "he.md", Name: "שרה לוי",
			Positions:    []cv.Position{{Title: "מרצה בכירה", Organization: "האוניברסיטה העברית", Kind: cv.KindFaculty, Start: cv.Date{Year: 2016}, End: cv.Present}},
			Publications: []cv.Publication{{Title: "שיטות חדשות ללמידה", Authors: []string{"שרה לוי"}, SelfIndex: 1, Venue: "VLDB", Year: 2021, Type: cv.TypeConference}}},
		{Source: "ar.md", Name: "مريم الحسيني",
			Positions:    []cv.Position{{Title: "أستاذة مساعدة", Organization: "جامعة بيرزيت", Kind: cv.KindFaculty, Start: cv.Date{Year: 2018}, End: cv.Present}},
			Publications: []cv.Publication{{Title: "Sparse Models", Authors: []string{"مريم الحسيني"}, SelfIndex: 1, Venue: "VLDB", Year: 2022, Type: cv.TypeConference}}},
	})
	data, st := renderBytes(t, r, reports.Options{FontPath: font})
	if st.Missing != 0 {
		t.Fatalf("%d characters missing in %s", st.Missing, font)
	}
	text := pdfText(t, data)
	for _, want := range []string{"שרה לוי", "שיטות חדשות ללמידה", "האוניברסיטה העברית"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not read back from the PDF", want)
		}
	}
	for _, reversed := range []string{"יול הרש", "הדימלל"} {
		if strings.Contains(text, reversed) {
			t.Errorf("%q is drawn reversed", reversed)
		}
	}
	arabicPages := strings.Count(text, ArabicNote)
	if arabicPages == 0 {
		t.Error("no page says Arabic is drawn unjoined")
	}
	he := candidatePageText(t, data, st, r, "שרה לוי")
	if strings.Contains(he, ArabicNote) {
		t.Error("the Hebrew candidate's page has the Arabic note")
	}
}

// candidatePageText is the text of the first page of the named candidate.
func candidatePageText(t *testing.T, data []byte, st stats, r *analytics.Report, name string) string {
	t.Helper()
	p := st.CohortPages + 1 // CohortPages counts the contents pages too
	for i, c := range r.Candidates {
		if c.Name == name {
			break
		}
		p += st.CandidatePages[i]
	}
	return pdfText(t, data, "-f", strconv.Itoa(p), "-l", strconv.Itoa(p))
}
