package lines

import (
	"regexp"
	"strings"
	"testing"
)

// reMath is the regexp replaceMath replaced.
var reMath = regexp.MustCompile(`\$([^$\n]{1,40})\$`)

// replaceMathRef is replaceMath by the regexp.
func replaceMathRef(r string) string {
	return reMath.ReplaceAllStringFunc(r, func(s string) string { return latex.Replace(s[1 : len(s)-1]) })
}

// TestReplaceMath holds the scan to the regexp on crafted text (formulas
// of 1, 40 and 41 runes, multi-byte and invalid runes, newlines), every
// short string over '$', 'a', '\n' and 'é', and every sample/corpus line.
func TestReplaceMath(t *testing.T) {
	check := func(s string) {
		if got, want := replaceMath(s), replaceMathRef(s); got != want {
			t.Fatalf("replaceMath(%q) = %q, want %q", s, got, want)
		}
	}
	for _, s := range []string{
		"$\\times$ 2", "a $x$ b $y$", "$$", "$ $", "$" + strings.Repeat("é", 40) + "$", "$" + strings.Repeat("é", 41) + "$",
		"$" + strings.Repeat("a", 40) + "$", "$" + strings.Repeat("a", 41) + "$x$", "$a\nb$", "$\xff$", "$\\le$$\\ge$", "US$ 5 and $10",
	} {
		check(s)
	}
	var walk func(s string, depth int)
	walk = func(s string, depth int) {
		check(s)
		if depth == 0 {
			return
		}
		for _, a := range []string{"$", "a", "\n", "é", `\le`} {
			walk(s+a, depth-1)
		}
	}
	walk("", 6)
	for _, l := range withCVLines(t, nil) {
		check(l)
	}
}

// FuzzReplaceMath holds the scan to the regexp on any text.
func FuzzReplaceMath(f *testing.F) {
	for _, s := range []string{"$\\times$", "$a$b$c$", "$\n$"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := replaceMath(s), replaceMathRef(s); got != want {
			t.Fatalf("replaceMath(%q) = %q, want %q", s, got, want)
		}
	})
}
