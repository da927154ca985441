package parse

import (
	"reflect"
	"strings"
	"testing"
)

// cutAtCopies is cutAt as it was: every entry a copy of its lines.
func cutAtCopies(ls []line, start func(int) bool) []entry {
	var out []entry
	for i := range ls {
		if ls[i].Blank {
			continue
		}
		if len(out) == 0 || start(i) {
			out = append(out, entry{})
		}
		out[len(out)-1].lines = append(out[len(out)-1].lines, ls[i])
	}
	return out
}

// TestCutAtViews: entries cut as views read as the copies did, an entry
// that runs over a blank line included, and appending to one entry never
// writes over the next or over the section.
func TestCutAtViews(t *testing.T) {
	ls := toLines("Alpha Lab, Research Fellow\n2019 - 2021\n\nBeta Institute, Analyst\n\n2016 - 2019\n- Gamma Works, Intern\n")
	starts := []func(int) bool{
		func(i int) bool { return i > 0 && ls[i-1].Blank },
		func(i int) bool { return ls[i].List != "" },
		func(int) bool { return true },
		func(int) bool { return false },
	}
	for k, start := range starts {
		got, want := cutAtViews(ls, start), cutAtCopies(ls, start)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("start %d: views %v, copies %v", k, got, want)
		}
		if len(got) > 1 {
			before := got[1].lines[0].Text
			got[0].lines = append(got[0].lines, line{Text: "added"})
			if got[1].lines[0].Text != before || ls[len(got[0].lines)-1].Text == "added" {
				t.Fatalf("start %d: an append to one entry wrote over another", k)
			}
		}
	}
}

func TestHeadWithBody(t *testing.T) {
	ls := toLines("Head Line\nfirst\n\nsecond\n")
	got := headWithBody(ls[0], ls[1:])
	if len(got) != 3 || got[0].Text != "Head Line" || got[2].Text != "second" || cap(got) != 3 {
		t.Fatalf("headWithBody = %v", got)
	}
}

// TestNameRegexpGuards: the guards before the name regexps change no
// answer: fictional names in the forms the patterns know, and the cases
// of their letters.
func TestNameRegexpGuards(t *testing.T) {
	for _, s := range []string{
		"Curriculum Vitae of Ann Example", "CV: Ann Example", "cv - Ann Example", "Résumé – Ann Example",
		"VITA | Ann Example", "Ann Example - CV", "Ann Example’s Curriculum Vitæ", "Ann Example | RÉSUMÉ",
		"Ann Example: Vita", "ANN EXAMPLE - CURRICULUM VITAE", "Ann (Annie) Example", "Ann “Annie” Example",
		"Ann \"Annie\" Example", "Ann Example", "", "Research Interests", "Vitae Lab, 2020",
		"Ann ( Annie ) Example", "Ann (‘Annie’) Example", "Ann (\"Annie) Example", "Tel. (555) 0100", "Ann (Annie",
		"Ann “Annie\" Example", "Ann \"Annie” Example", "((Annie))", "Ann (\u00a0Annie) Example", "Ann (Annie Bo) Example",
		"Ann  \t(Annie)  Example", "Ann (Annie) (Bo) “Cy” Example", " (Annie)", "(Annie)(Bo)", "Ann\f( ‘Zoë’ \r)", "Ann “Zoë” ",
		"Ann (\xffAnnie) Example", "Ann \xff(Annie)", "Ann ( \"\" ) Example", "Ann (”Annie‘) Example", "Ann ( Annie\v) Example",
	} {
		if got, want := stripDocPrefix(s), reDocPrefix.ReplaceAllString(s, ""); got != want {
			t.Errorf("stripDocPrefix(%q) = %q, want %q", s, got, want)
		}
		if got, want := stripDocSuffix(s), reDocSuffix.ReplaceAllString(s, ""); got != want {
			t.Errorf("stripDocSuffix(%q) = %q, want %q", s, got, want)
		}
		if got, want := dropNicknames(s), reNickname.ReplaceAllString(s, ""); got != want {
			t.Errorf("dropNicknames(%q) = %q, want %q", s, got, want)
		}
		checkNameAffixes(t, s)
	}
	for _, s := range []string{
		"Dr. Ann Example", "dr ann example", "PROF. DR. Ann Example", "Professor Ann Example", "Mx Ann Example",
		"Mrs. Ann Example", "Ms\tAnn", "Ann Example, PhD", "Ann Example Ph.D.", "Ann Example, M.D.", "Ann Example MSc",
		"Ann Example, B.S.", "Ann Example Jr.", "Ann Example, SR", "Ann Example MBA", "Ann Example, Mſ", "Ann Example Mſc",
		"Ann Example phd ", "Drew Example", "Mary Example", "Ann Example, Ed", "Ann Example.", "Ann, PhD.", "",
	} {
		checkNameAffixes(t, s)
	}
}

// checkNameAffixes holds the guards before the title and degree regexps
// of a name to the regexps.
func checkNameAffixes(t *testing.T, s string) {
	t.Helper()
	if got, want := stripNamePrefix(s), reNamePrefix.ReplaceAllString(s, ""); got != want {
		t.Errorf("stripNamePrefix(%q) = %q, want %q", s, got, want)
	}
	if got, want := stripNameSuffix(s), reNameSuffix.ReplaceAllString(s, ""); got != want {
		t.Errorf("stripNameSuffix(%q) = %q, want %q", s, got, want)
	}
}

// FuzzDropNicknames: the guard never hides a nickname the regexp finds.
func FuzzDropNicknames(f *testing.F) {
	f.Add("Ann (Annie) Example")
	f.Add("Ann “Annie” Example")
	f.Add("Dr. Ann Example, Ph.D.")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := dropNicknames(s), reNickname.ReplaceAllString(s, ""); got != want {
			t.Errorf("dropNicknames(%q) = %q, want %q", s, got, want)
		}
		checkNameAffixes(t, s)
	})
}

// TestMayObfuscateEmail: the bracket scan answers as the three searches
// it replaces, on fictional contact lines and every sample line.
func TestMayObfuscateEmail(t *testing.T) {
	in := []string{"", "at]", "ann [at] example [dot] org", "ann (at) example.org", "ANN [AT] EXAMPLE", "Ann (AT) x", "cat)", "at", "]at]", "[at ]", "Mat]", "aT]"}
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	for _, s := range in {
		want := strings.Contains(s, "at]") || strings.Contains(s, "at)") || strings.Contains(s, "AT]")
		if got := mayObfuscateEmail(s); got != want {
			t.Errorf("mayObfuscateEmail(%q) = %v, want %v", s, got, want)
		}
	}
}
