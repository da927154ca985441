package parse

import (
	"regexp"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// reGPA is the regexp gpaIn and dropGPAs replace: the oracle.
var reGPA = regexp.MustCompile(`(?i)\bGPA\s*[:：]?\s*(\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?)`)

// gpaPieces are the bits random lines are joined from.
var gpaPieces = []string{
	"GPA", "gpa", "Gpa", "gPA", "xGPA", "_gpa", "é", "GP", "A", " ", "  ", "\t", "\n", "\v",
	":", "：", ": ", "3", "3.9", "4", ".", "/", " / ", "/ ", "4.0", "10", "(", ")", ",",
	"B.Sc. in Widget Studies", "Example University",
}

func checkGPA(t *testing.T, s string) {
	t.Helper()
	want, wantOK := "", false
	if m := reGPA.FindStringSubmatch(s); m != nil {
		want, wantOK = m[1], true
	}
	if got, ok := gpaIn(s); got != want || ok != wantOK {
		t.Fatalf("gpaIn(%q) = %q, %v; regexp %q, %v", s, got, ok, want, wantOK)
	}
	if got, want := dropGPAs(s), reGPA.ReplaceAllString(s, ""); got != want {
		t.Fatalf("dropGPAs(%q) = %q, regexp %q", s, got, want)
	}
}

// TestGPAScan holds gpaIn and dropGPAs to reGPA on fictional lines and
// random joins, which must reach lines with and without a GPA.
func TestGPAScan(t *testing.T) {
	for _, s := range []string{
		"B.Sc., Example University, 2019 (GPA: 3.9/4.0)", "GPA 3.5 GPA 4.0", "gpa：3.7 / 4",
		"GPA: x", "GPA :", "GPA3", "xGPA 3", "GPA 3. / 4", "GPA 3/", "GPA 3 /4.5.6", "GPA",
	} {
		checkGPA(t, s)
	}
	var with, without int
	for s := range cvtext.Joins(22, 19, gpaPieces, 100000, 8) {
		checkGPA(t, s)
		if reGPA.MatchString(s) {
			with++
		} else {
			without++
		}
	}
	if with < 1000 || without < 1000 {
		t.Fatalf("random lines: %d with a GPA, %d without", with, without)
	}
}

func FuzzGPAScan(f *testing.F) {
	for _, s := range gpaPieces {
		f.Add("GPA" + s + "3.5" + s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkGPA(t, s) })
}
