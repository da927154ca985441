package lines

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// boldSpansBytes is boldSpans as it read every byte: it returns the texts of the bold spans of r, "**text**" or
// "__text__" with no marker character inside, left to right: what
// reBoldSpan finds (a scanner, as the regexp backtracks).
func boldSpansBytes(r string) []string {
	var out []string
	for i := 0; i+1 < len(r); {
		c := r[i]
		if (c == '*' || c == '_') && r[i+1] == c {
			j := strings.IndexByte(r[i+2:], c) + i + 2 // the first marker after the opening pair
			if j > i+2 && j+1 < len(r) && r[j+1] == c {
				out = append(out, r[i+2:j])
				i = j + 2
				continue
			}
		}
		i++
	}
	return out
}

// emphasisPairsBytes is emphasisPairs as it read every byte: it finds matching single "*" or "_" markers by Markdown's
// flanking rules: an opener is not preceded by a letter or digit and is
// followed by a non-space; a closer is the reverse.
func emphasisPairsBytes(s string) [][2]int {
	var pairs [][2]int
	b := s
	for _, mark := range []byte{'*', '_'} {
		open := -1
		for i := 0; i < len(b); i++ {
			if b[i] != mark {
				continue
			}
			prev, _ := utf8.DecodeLastRuneInString(s[:i])
			next, _ := utf8.DecodeRuneInString(s[i+1:])
			if i == 0 {
				prev = ' '
			}
			if i+1 >= len(s) {
				next = ' '
			}
			canOpen := !unicode.IsSpace(next) && next != utf8.RuneError && !isWordRune(prev)
			canClose := !unicode.IsSpace(prev) && !isWordRune(next)
			if open >= 0 && canClose {
				pairs = append(pairs, [2]int{open, i})
				open = -1
				continue
			}
			if canOpen {
				open = i
			}
		}
	}
	return pairs
}

// emphasisTexts are fictional lines with the markers the scanners turn on.
var emphasisTexts = []string{
	"", "*", "**", "***", "****", "_", "__", "____", "**a**", "__a__", "*a*", "_a_",
	"**Ada Quill**, B. Lee. *A fictional title*. Pebble Letters, 2021",
	"__Ada__ and **Lee** * note", "a_b_c", "5 * 3 * 2", "*x**y*", "**a_b**", "_**a**_",
	"Ann Lee*, Bo Ray* (equal contribution)", "*é*", "_ü_", `\*a\*`, "**a** **b** __c__ *d* _e_",
	"**unclosed", "closed**", "__x_", "* * *", "*\xff*", "a*b*c", "(*a*)", "**Title.** *Venue*, 2020.",
}

// checkEmphasisScans fails when a marker scanner differs from its byte
// loop on s.
func checkEmphasisScans(t *testing.T, s string) {
	t.Helper()
	if got, want := boldSpans(s), boldSpansBytes(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("boldSpans(%q) = %q, the byte loop gives %q", s, got, want)
	}
	if got, want := emphasisPairs(s), emphasisPairsBytes(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("emphasisPairs(%q) = %v, the byte loop gives %v", s, got, want)
	}
	var pb [2][2]int // a buffer smaller than some lines' pairs: append must grow it
	if got, want := appendEmphasisPairs(pb[:0], s), emphasisPairsBytes(s); !slices.Equal(got, want) {
		t.Fatalf("appendEmphasisPairs(buffer, %q) = %v, the byte loop gives %v", s, got, want)
	}
	if got, want := singleMarkLeft(s), containsAnyOf(boldMarksToSpaces(s), "*_"); got != want {
		t.Fatalf("singleMarkLeft(%q) = %v, the marks left by boldMarksToSpaces say %v", s, got, want)
	}
}

// TestEmphasisScans holds the marker scanners to the byte loops on
// fictional lines, every sample and corpus line, and random joins of
// markers, letters and spaces.
func TestEmphasisScans(t *testing.T) {
	for _, s := range withCVLines(t, emphasisTexts) {
		checkEmphasisScans(t, s)
	}
	pieces := []string{"*", "**", "_", "__", " ", "a", "Quill", "é", "\xff", ".", "(", "1"}
	for s := range cvtext.Joins(22, 5, pieces, 20000, 16) {
		checkEmphasisScans(t, s)
	}
}

// FuzzEmphasisScans holds the marker scanners to the byte loops on any
// text:
//
//	go test -run '^$' -fuzz FuzzEmphasisScans ./cv/parse
func FuzzEmphasisScans(f *testing.F) {
	for _, s := range emphasisTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkEmphasisScans(t, s)
	})
}

// TestUnescapeEmphasis holds unescapeEmphasis to mdEscapes.Replace, the
// replacer it stands for, on fictional lines, every sample and corpus
// line, and random joins of backslashes, escapable bytes and letters.
func TestUnescapeEmphasis(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := unescapeEmphasis(s), mdEscapes.Replace(s); got != want {
			t.Fatalf("unescapeEmphasis(%q) = %q, the replacer gives %q", s, got, want)
		}
	}
	for _, s := range withCVLines(t, []string{`Ada Quill \*equal\* \_one\_ \[2031\] \\ \# \- \. \| \~ \> \<`, `\`, `\\`, `\\\`, `a\`, `\a\b`}) {
		check(s)
	}
	pieces := []string{`\`, `\\`, "*", "_", "[", "]", "#", "-", ".", "|", "~", ">", "<", "a", " ", "é", "\xff", "\x01"}
	for s := range cvtext.Joins(3, 14, pieces, 30000, 12) {
		check(s)
	}
}

// FuzzUnescapeEmphasis holds unescapeEmphasis to mdEscapes.Replace on
// any text:
//
//	go test -run '^$' -fuzz FuzzUnescapeEmphasis ./cv/parse/lines
func FuzzUnescapeEmphasis(f *testing.F) {
	f.Add(`\*a\* \\_ \q`)
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := unescapeEmphasis(s), mdEscapes.Replace(s); got != want {
			t.Fatalf("unescapeEmphasis(%q) = %q, the replacer gives %q", s, got, want)
		}
	})
}
