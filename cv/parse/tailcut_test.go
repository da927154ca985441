package parse

import (
	"testing"
)

// TestTailCutMatchesRegexp holds each tailCut's scan equal to its
// regexp, on crafted fields and on every line (and every tail of every
// line) of the sample CVs and, when present, the corpus text.
func TestTailCutMatchesRegexp(t *testing.T) {
	texts := []string{
		"Computer Science, minor in Mathematics", "Physics (honours)", "Biology   - with distinction",
		"Mathematics – GPA 3.9", "Chemistry — advised by Ada Quill", "Economics; Statistics",
		"Engineering withdrawn", "minority studies", "Art\t-\tHistory", "Art -History", "Art- History",
		"Sociology gpa", "_minor_", "x\nminor y", "  ,", "Law —", "Dance\u00a0- x", "Law\v- x", "",
		"Computer Science with", "supervised", "Data Science \xff, x",
	}
	texts = withCVLines(t, texts)
	n := 0
	for _, s := range texts {
		for _, i := range []int{0, len(s) / 3, len(s) * 2 / 3} { // tails too: the cut is often of a part
			for _, c := range []tailCut{fieldCut, secondSubject} {
				want := c.re.ReplaceAllString(s[i:], "")
				if got := c.cut(s[i:]); got != want {
					t.Fatalf("cut(%q) = %q, regexp gives %q", s[i:], got, want)
				}
				n++
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d texts compared", n)
	}
}
