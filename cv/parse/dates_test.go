package parse

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// reDateAtom finds one date: "Aug. 2017", "August 21, 2017", "Fall 2009",
// "08/2011", "2017-08", "10.2016", "2017", or a word for "present".
var reDateAtom = regexp.MustCompile(`(?i)\b(?:(` + monthNames + `)\.?,?\s*(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(` + yearPat + `)` +
	`|(spring|summer|fall|autumn|winter)\s+(` + yearPat + `)` +
	`|(0?[1-9]|1[0-2])[/.](` + yearPat + `)` +
	`|(` + yearPat + `)(?:[/.-](0[1-9]|1[0-2])|\.([1-9]))` +
	`|(` + yearPat + `)` +
	`|(present|now|current|today|ongoing|to date))\b`)

// regexAtoms is the reference for atoms: the date pattern as one regexp.
func regexAtoms(s string) []atom {
	var out []atom
	for _, m := range reDateAtom.FindAllStringSubmatchIndex(s, -1) {
		g := func(i int) string {
			if m[2*i] < 0 {
				return ""
			}
			return s[m[2*i]:m[2*i+1]]
		}
		a := atom{start: m[0], end: m[1]}
		switch {
		case g(1) != "":
			a.d = cv.Date{Year: atoi(g(2)), Month: monthNum(g(1))}
		case g(3) != "":
			a.d = cv.Date{Year: atoi(g(4)), Month: seasonMonth(g(3))}
		case g(5) != "":
			a.d = cv.Date{Year: atoi(g(6)), Month: atoi(g(5))}
		case g(7) != "":
			a.d = cv.Date{Year: atoi(g(7)), Month: atoi(g(8) + g(9))}
		case g(10) != "":
			a.d = cv.Date{Year: atoi(g(10))}
		default:
			a.d = cv.Present
			a.present = true
		}
		out = append(out, a)
	}
	// "now" alone, with no year, is not a date
	years := 0
	for _, a := range out {
		if !a.present {
			years++
		}
	}
	if years == 0 {
		return nil
	}
	return out
}

func atomsEqual(a, b []atom) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestAtomsMatchPattern checks the hand-written date scanner against the
// regular expression it replaces, on every line of the sample CVs (and the
// seeds when present) and on tricky strings.
func TestAtomsMatchPattern(t *testing.T) {
	lines := []string{
		"Aug. 2017 – May 2024", "Nov. 21, 1990", "Sept 3rd 2019", "May2020", "Decmay 2020", "Fall 2009 - Spring 2011",
		"08/2011 – 12/2011", "10.2016 – 09.2020", "2017-08 to 2018-13", "2017-08-01", "1949 1950 2099 2100", "x2019 2019x 2019",
		"Jan. 2024 ~ Now", "now 2020 present", "to date 2021 – to date", "winter2019 Summer 2018, 2019, 2021",
		"in June, 2017 and July 2018", "13/2020 0/2020 12/2020", "Sep. , 2019", "Mar.2020", "ETH 2019: Zürich 2020",
		"2020.12 - 2021.6", "2021.65", "2016.9-2020.6", "2019.0",
	}
	for _, dir := range []string{filepath.Join("..", "..", "testdata", "cvs"), filepath.Join("..", "..", "..", "shared", "seeds")} {
		files, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err == nil {
				lines = append(lines, strings.Split(string(b), "\n")...)
			}
		}
	}
	bad := 0
	for _, l := range lines {
		got, want := atoms(l), regexAtoms(l)
		if !atomsEqual(got, want) {
			bad++
			if bad <= 10 {
				t.Errorf("atoms(%q)\n got %+v\nwant %+v", l, got, want)
			}
		}
	}
	t.Logf("%d lines compared", len(lines))
}

func FuzzAtoms(f *testing.F) {
	for _, s := range []string{"Aug. 2017 – May 2024", "Nov. 21, 1990", "08/2011", "2017-08", "Fall 2009", "now 2020"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := atoms(s), regexAtoms(s); !atomsEqual(got, want) {
			t.Fatalf("atoms(%q)\n got %+v\nwant %+v", s, got, want)
		}
	})
}

var _ = regexp.MustCompile
