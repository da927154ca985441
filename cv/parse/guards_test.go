package parse

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// guardLines returns many real lines to check fast paths against the code
// they stand in for: every line of the sample CVs, the hold-out CVs and
// the shared corpus and seeds when present, plus tricky strings.
func guardLines(extra ...string) []string {
	lines := append([]string(nil), extra...)
	for _, pat := range []string{
		filepath.Join("..", "..", "testdata", "cvs", "*"),
		filepath.Join("..", "..", "testdata", "holdout", "*"),
		filepath.Join("..", "..", "..", "shared", "seeds", "*"),
		filepath.Join("..", "..", "..", "shared", "corpus", "web", "*"),
	} {
		files, _ := filepath.Glob(pat)
		for _, f := range files {
			if b, err := os.ReadFile(f); err == nil {
				lines = append(lines, strings.Split(string(b), "\n")...)
			}
		}
	}
	return lines
}

// windows returns the substrings of s that start at each byte and run up
// to n bytes, and each suffix.
func windows(s string, n int) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		out = append(out, s[i:min(len(s), i+n)])
	}
	return out
}

// checkGuard fails when guard rejects a string on which the regexp-based
// check accepts.
func checkGuard(t *testing.T, name string, guard, full func(string) bool, inputs []string) {
	t.Helper()
	bad := 0
	seen := map[string]bool{}
	for _, s := range inputs {
		if seen[s] {
			continue
		}
		seen[s] = true
		if !guard(s) && full(s) {
			bad++
			if bad <= 10 {
				t.Errorf("%s guard rejects %q, which matches", name, s)
			}
		}
	}
}

var guardExtras = []string{
	"", " ", "–", " – ", "to", " to ", "until", "till", "-- (expected 10/", " (exp. ", "~", "‑", "−", " \t",
	" – (expected ", "to 01/", "–(", "– 123/", "– 1/(", "toll", "\xe2\x80", "-\xff", " - anticipated  2.", "—expected(", "tillexp.",
	" (expected)", "Expected", "  anticipated", "...est.", " eſt.", "(EXPECTED", "—expected", "éexpected",
	"\xe2expected", "a\xe2", ", exp", "????expected",
}

func TestExpectedGuard(t *testing.T) {
	var in []string
	for _, l := range guardLines(guardExtras...) {
		in = append(in, windows(l, 20)...)
	}
	checkGuard(t, "mayBeExpected", mayBeExpected, reExpected.MatchString, in)
}

func TestRangeGap(t *testing.T) {
	var in []string
	for _, l := range guardLines(guardExtras...) {
		for _, n := range []int{2, 5, 24} {
			in = append(in, windows(l, n)...)
		}
	}
	seen := map[string]bool{}
	for _, g := range in {
		if seen[g] {
			continue
		}
		seen[g] = true
		m := reRangeSep.FindStringSubmatchIndex(g)
		ok, expected := rangeGap(g)
		if ok != (m != nil) || ok && expected != (m[2] >= 0) {
			t.Errorf("rangeGap(%q) = %v, %v; regexp %v", g, ok, expected, m)
		}
	}
}

func FuzzDateGuards(f *testing.F) {
	for _, s := range guardExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !mayBeExpected(s) && reExpected.MatchString(s) {
			t.Fatalf("mayBeExpected(%q) false, regexp matches", s)
		}
		m := reRangeSep.FindStringSubmatchIndex(s)
		if ok, expected := rangeGap(s); ok != (m != nil) || ok && expected != (m[2] >= 0) {
			t.Fatalf("rangeGap(%q) = %v, %v; regexp %v", s, ok, expected, m)
		}
		if !hasYear(s) && len(atoms(s)) > 0 {
			t.Fatalf("hasYear(%q) false, atoms found", s)
		}
	})
}

// reBoldSpan is the reference for boldSpans.
// isNameSlow is isName as first written, the reference for the one that
// does not build the word list.
func isNameSlow(s string) bool {
	s = strings.TrimSpace(stripMarks(s))
	s = strings.TrimPrefix(s, "and ")
	s = strings.TrimPrefix(s, "& ")
	s = strings.TrimSpace(strings.ReplaceAll(s, ",", " "))
	if s == "" || strings.ContainsAny(s, ":;()[]/0123456789@") {
		return false
	}
	f := strings.Fields(s)
	if len(f) > 5 {
		return false
	}
	caps := 0
	for _, w := range f {
		if !isNameToken(w) {
			return false
		}
		if r, _ := firstRune(w); unicode.IsUpper(r) {
			caps++
		}
	}
	return caps > 0 && len(f) > 1
}

// spaceExtras are odd spacings (cv/parse/lines holds collapseSpaces to them too).
var spaceExtras = []string{"", " ", "a", " a", "\xe2\xe2\x80\x80b", "\xe4\xe2\x80\x80b", "x\xc2\xa0\xc2", "\u3000a\u1680", "a ", "a  b", "a\tb", "a\u00a0b", "\u00a0", "a \u2003 b", "\xff \xff", "a\u0085b", " x  y\n", "é é"}

var nameExtras = []string{"Ada Quill", "and Bo Reyes", "& Cy Tam", "Quill, A.", "A B C D E F", "a b", ",", " , ", "Zoë\u00a0Ng", "Ng\u2003Zoë", "José María García-López*", "\xffA B"}

func TestNameFastPaths(t *testing.T) {
	in := guardLines(append(nameExtras, spaceExtras...)...)
	for _, l := range in {
		for _, seg := range append(strings.Split(l, ","), l) {
			if got, want := isName(seg), isNameSlow(seg); got != want {
				t.Errorf("isName(%q) = %v, want %v", seg, got, want)
			}
			if got, want := fieldCount(seg), len(strings.Fields(seg)); got != want {
				t.Errorf("fieldCount(%q) = %d, want %d", seg, got, want)
			}
		}
	}
}

func FuzzNameFastPaths(f *testing.F) {
	for _, s := range nameExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isName(s), isNameSlow(s); got != want {
			t.Fatalf("isName(%q) = %v, want %v", s, got, want)
		}
		if got, want := fieldCount(s), len(strings.Fields(s)); got != want {
			t.Fatalf("fieldCount(%q) = %d, want %d", s, got, want)
		}
	})
}

var contactExtras = []string{"https://x.org", "HTTP://X", "WWW.Example", "jane.DOE", "a.Com", "x.b", "x.", ".", "a.b.c.org", "Room 12.3 Main St", "(with Bo)", "(WITH bo)", "w/ Bo", "supervised by X", "ſupervised by X", "Under Prof. X", "a - b", "a\tb", "a   b", "a \n b", "a|b", "a — b", "a·b"}

func TestContactAndFieldGuards(t *testing.T) {
	var in []string
	for _, l := range guardLines(contactExtras...) {
		in = append(in, l)
		in = append(in, windows(l, 12)...)
	}
	checkGuard(t, "mayHaveURL", mayHaveURL, reURL.MatchString, in)
	checkGuard(t, "mayStrongSep", mayStrongSep, reStrongSep.MatchString, in)
	for _, s := range in {
		if got, want := dropWith(s), reWith.ReplaceAllString(s, ""); got != want {
			t.Errorf("dropWith(%q) = %q, want %q", s, got, want)
		}
	}
}

func FuzzContactAndFieldGuards(f *testing.F) {
	for _, s := range contactExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !mayHaveURL(s) && reURL.MatchString(s) {
			t.Fatalf("mayHaveURL(%q) false, regexp matches", s)
		}
		if !mayStrongSep(s) && reStrongSep.MatchString(s) {
			t.Fatalf("mayStrongSep(%q) false, regexp matches", s)
		}
		if got, want := dropWith(s), reWith.ReplaceAllString(s, ""); got != want {
			t.Fatalf("dropWith(%q) = %q, want %q", s, got, want)
		}
	})
}

var noteExtras = []string{"Award (top 1%)", "Award (top 1%) ", "Award (x)\t", "Name: value", "Name：value", "a:b", "(a)", ")", "x )\n", "x)\u00a0"}

func TestNoteAndKeyGuards(t *testing.T) {
	in := guardLines(noteExtras...)
	for _, l := range append([]string(nil), in...) {
		in = append(in, strings.Split(l, "\t")...)
	}
	checkGuard(t, "endsWithParen/reNote", endsWithParen, reNote.MatchString, in)
	checkGuard(t, "endsWithParen/reParenTail", endsWithParen, reParenTail.MatchString, in)
	for _, s := range in {
		if got, want := isKeyValue(s), reKeyValue.MatchString(s); got != want {
			t.Errorf("isKeyValue(%q) = %v, want %v", s, got, want)
		}
	}
}

func FuzzNoteAndKeyGuards(f *testing.F) {
	for _, s := range noteExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !endsWithParen(s) && (reNote.MatchString(s) || reParenTail.MatchString(s)) {
			t.Fatalf("endsWithParen(%q) false, a note pattern matches", s)
		}
		if got, want := isKeyValue(s), reKeyValue.MatchString(s); got != want {
			t.Fatalf("isKeyValue(%q) = %v, want %v", s, got, want)
		}
	})
}

var etAlExtras = []string{"et al.", "Et Al", "ET AL", "et a", "et al", "etal", "\u212at al", "İet al", " et al"}

func TestAuthorHelpers(t *testing.T) {
	for _, s := range guardLines(append(etAlExtras, nameExtras...)...) {
		for _, seg := range append(strings.Split(s, ","), s) {
			if got, want := hasEtAlPrefix(seg), strings.HasPrefix(strings.ToLower(seg), "et al"); got != want {
				t.Errorf("hasEtAlPrefix(%q) = %v, want %v", seg, got, want)
			}
			if got, want := dashSepIndex(seg), reDashSep.FindStringIndex(seg); !reflect.DeepEqual(got, want) {
				t.Errorf("dashSepIndex(%q) = %v, want %v", seg, got, want)
			}
			f := strings.Fields(seg)
			w, more := firstField(seg)
			if len(f) > 0 && (w != f[0] || more != (len(f) > 1)) || len(f) == 0 && (w != "" || more) {
				t.Errorf("firstField(%q) = %q, %v; fields %q", seg, w, more, f)
			}
		}
	}
}

func FuzzAuthorHelpers(f *testing.F) {
	for _, s := range etAlExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := hasEtAlPrefix(s), strings.HasPrefix(strings.ToLower(s), "et al"); got != want {
			t.Fatalf("hasEtAlPrefix(%q) = %v, want %v", s, got, want)
		}
		fs := strings.Fields(s)
		w, more := firstField(s)
		if len(fs) > 0 && (w != fs[0] || more != (len(fs) > 1)) || len(fs) == 0 && (w != "" || more) {
			t.Fatalf("firstField(%q) = %q, %v; fields %q", s, w, more, fs)
		}
	})
}

// hasYearSlow is hasYear as first written: a digit counter.
func hasYearSlow(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			run++
			if run == 4 && (s[i-3] == '1' && s[i-2] == '9' || s[i-3] == '2' && s[i-2] == '0') {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

var yearExtras = []string{"1999", "x2019", "12019", "2019x", "199", "0199 5", "1919", "2", "21 2020", "1 12 1990", "20201", "1234 2000"}

func TestHasYear(t *testing.T) {
	for _, l := range guardLines(yearExtras...) {
		for _, w := range append(windows(l, 6), l) {
			if got, want := hasYear(w), hasYearSlow(w); got != want {
				t.Errorf("hasYear(%q) = %v, want %v", w, got, want)
			}
		}
	}
}

func FuzzHasYear(f *testing.F) {
	for _, s := range yearExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := hasYear(s), hasYearSlow(s); got != want {
			t.Fatalf("hasYear(%q) = %v, want %v", s, got, want)
		}
	})
}

var trailYearExtras = []string{"A. Quill 2021.", "Quill (2020)", "Quill (2020).  ", "x 2019).", "x 2019.)", "1999", "12019", "x 2101", "2020 \u00a0"}

func TestTrailYearGuard(t *testing.T) {
	in := guardLines(trailYearExtras...)
	for _, l := range append([]string(nil), in...) {
		in = append(in, strings.Split(l, ",")...)
	}
	checkGuard(t, "mayTrailYear", mayTrailYear, reTrailYear.MatchString, in)
}

func FuzzTrailYearGuard(f *testing.F) {
	for _, s := range trailYearExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !mayTrailYear(s) && reTrailYear.MatchString(s) {
			t.Fatalf("mayTrailYear(%q) false, regexp matches", s)
		}
	})
}

var reSingleNameRef = regexp.MustCompile(`^\p{Lu}[\p{L}'’-]+$`)

var singleNameExtras = []string{"Quill", "Q", "Qu", "O'Neil", "Jean-Luc", "Zoë", "Élodie", "quill", "Quill,", "Q\xff", "\xffQuill", "Ab’c", "A-", "Ǆx"}

func TestSingleName(t *testing.T) {
	for _, l := range guardLines(singleNameExtras...) {
		for _, w := range append(strings.Fields(l), l) {
			if got, want := isSingleName(w), reSingleNameRef.MatchString(w); got != want {
				t.Errorf("isSingleName(%q) = %v, want %v", w, got, want)
			}
		}
	}
}

func FuzzSingleName(f *testing.F) {
	for _, s := range singleNameExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isSingleName(s), reSingleNameRef.MatchString(s); got != want {
			t.Fatalf("isSingleName(%q) = %v, want %v", s, got, want)
		}
	})
}

var presentTailExtras = []string{"2019 – Present", "2019 - now.", "Current)", "ongoing…", "PRESENT", "preſent", "x presentx", "now_", "nowé", "to date"}

func TestPresentTail(t *testing.T) {
	for _, l := range guardLines(presentTailExtras...) {
		for _, w := range append(windows(l, 16), l) {
			if got, want := presentTail(w), rePresentTail.FindStringIndex(w); !reflect.DeepEqual(got, want) {
				t.Errorf("presentTail(%q) = %v, want %v", w, got, want)
			}
		}
	}
}

func FuzzPresentTail(f *testing.F) {
	for _, s := range presentTailExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := presentTail(s), rePresentTail.FindStringIndex(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("presentTail(%q) = %v, want %v", s, got, want)
		}
	})
}

var reDashSep = regexp.MustCompile(`\s+[—–-]\s+`)

var dashExtras = []string{"A — B", "A - B", "A -B", "A- B", "Jean-Luc", "a  –  b", "a \t— x", "a —", " - ", "a – b – c", "a\u00a0- b", "x\n-\ny"}

func TestDashSep(t *testing.T) {
	for _, l := range guardLines(dashExtras...) {
		if got, want := dashSepIndex(l), reDashSep.FindStringIndex(l); !reflect.DeepEqual(got, want) {
			t.Errorf("dashSepIndex(%q) = %v, want %v", l, got, want)
		}
	}
}

func FuzzDashSep(f *testing.F) {
	for _, s := range dashExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := dashSepIndex(s), reDashSep.FindStringIndex(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("dashSepIndex(%q) = %v, want %v", s, got, want)
		}
	})
}
