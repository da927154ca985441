package lines

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// reItalTag is the regexp italicTagTexts replaced.
var reItalTag = regexp.MustCompile(`(?i)<(?:i|em)>(.*?)</(?:i|em)>`)

// italicTagTextsRef is italicTagTexts by the regexp.
func italicTagTextsRef(s string) []string {
	var out []string
	for _, m := range reItalTag.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

// TestItalicTagTexts holds the scan to the regexp on crafted text, every
// string of up to six bytes over a small alphabet of tag pieces, and
// every sample/corpus line.
func TestItalicTagTexts(t *testing.T) {
	check := func(s string) {
		if got, want := italicTagTexts(s), italicTagTextsRef(s); !slices.Equal(got, want) {
			t.Fatalf("italicTagTexts(%q) = %q, want %q", s, got, want)
		}
	}
	for _, s := range []string{
		"<i>a</i>", "<I>a</EM> <em>b</i>", "<i><i>x</i></i>", "<i>\n</i><i>y</i>", "<i>a</ i>", "<ii>a</i>",
		"<em>\u017f</em>", "<i>\u212a</I>", "<i>\xff</i>", "<i></i>", "<i>a</i>b<em>c", "<<i>>a<</i>>",
		"x <i>Nature</i>, <em>Science</em>\n<i>more</em>",
	} {
		check(s)
	}
	alpha := []string{"<", "/", "i", "E", "m", ">", "\n", "x"}
	var walk func(s string, depth int)
	walk = func(s string, depth int) {
		check(s)
		if depth == 0 {
			return
		}
		for _, a := range alpha {
			walk(s+a, depth-1)
		}
	}
	walk("", 5)
	for _, l := range withCVLines(t, nil) {
		check(l)
	}
	// pieces assembled into longer strings
	pieces := []string{"<i>", "</i>", "<em>", "</EM>", "a", "\n", "<", "i>"}
	var rec func(s string, depth int)
	rec = func(s string, depth int) {
		check(s)
		if depth == 0 {
			return
		}
		for _, p := range pieces {
			rec(s+p, depth-1)
		}
	}
	rec("", 5)
}

// TestItalicTagTextsLinear scans 1 MB of opening tags with no closing tag,
// then with one closing tag at the end: each search is remembered, so
// the time (logged, not asserted) grows with the input.
func TestItalicTagTextsLinear(t *testing.T) {
	n := adversarialSize / 4
	for _, s := range []string{strings.Repeat("<i>", n), strings.Repeat("<i>", n) + "</i>", strings.Repeat("<em>x\n", n)} {
		got := italicTagTexts(s)
		if len(got) > 1 {
			t.Fatalf("got %d texts", len(got))
		}
	}
}

// FuzzItalicTagTexts holds the scan to the regexp on any text.
func FuzzItalicTagTexts(f *testing.F) {
	for _, s := range []string{"<i>a</i>", "<EM>b</i>\n<i>c</em>", "<i><i></i>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := italicTagTexts(s), italicTagTextsRef(s); !slices.Equal(got, want) {
			t.Fatalf("italicTagTexts(%q) = %q, want %q", s, got, want)
		}
	})
}
