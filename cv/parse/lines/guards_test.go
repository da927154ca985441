package lines

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

var reBoldSpan = regexp.MustCompile(`\*\*([^*]+?)\*\*|__([^_]+?)__`)

func regexBoldSpans(r string) []string {
	var out []string
	for _, m := range reBoldSpan.FindAllStringSubmatch(r, -1) {
		out = append(out, m[1]+m[2])
	}
	return out
}

var boldExtras = []string{"**a**", "***a**", "**a***", "****", "**a** and __b__", "__a_b__", "**a*b**", "**", "*a*", "__é__**x", "**\xff**", "a**b**c**d**", "**a** **", "___a___"}

func TestBoldSpansMatchPattern(t *testing.T) {
	for _, l := range guardLines(boldExtras...) {
		if got, want := boldSpans(l), regexBoldSpans(l); !reflect.DeepEqual(got, want) {
			t.Errorf("boldSpans(%q) = %q, want %q", l, got, want)
		}
	}
}

func FuzzBoldSpans(f *testing.F) {
	for _, s := range boldExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := boldSpans(s), regexBoldSpans(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("boldSpans(%q) = %q, want %q", s, got, want)
		}
	})
}

var spaceExtras = []string{"", " ", "a", " a", "\xe2\xe2\x80\x80b", "\xe4\xe2\x80\x80b", "x\xc2\xa0\xc2", "\u3000a\u1680", "a ", "a  b", "a\tb", "a\u00a0b", "\u00a0", "a \u2003 b", "\xff \xff", "a\u0085b", " x  y\n", "é é"}

func TestCollapseSpaces(t *testing.T) {
	for _, l := range guardLines(spaceExtras...) {
		if got, want := collapseSpaces(l), strings.Join(strings.Fields(l), " "); got != want {
			t.Errorf("collapseSpaces(%q) = %q, want %q", l, got, want)
		}
	}
}

func FuzzCollapseSpaces(f *testing.F) {
	for _, s := range spaceExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := collapseSpaces(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Fatalf("collapseSpaces(%q) = %q, want %q", s, got, want)
		}
	})
}

// The list-marker patterns the scanners of lines.go (textscan's) stand
// for; the bullets are the front end's own (bulletMarks), each put in
// the class as its code point, so that the class holds no range.
var (
	reBullet    = regexp.MustCompile(`^\s*([` + classOf(bulletMarks) + `])\s+`)
	reNumber    = regexp.MustCompile(`^\s*(\d{1,3}[.)])\s+`)
	reBracketNo = regexp.MustCompile(`^\s*(\[[A-Za-z]{0,3}\d{1,3}\])\s*`)
)

// classOf is a regexp character class's body that matches the runes of
// s, each written as \x{...}.
func classOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		fmt.Fprintf(&b, `\x{%x}`, r)
	}
	return b.String()
}

// markerIndex turns a scanner's answer into FindStringSubmatchIndex's.
func markerIndex(m [4]int, ok bool) []int {
	if !ok {
		return nil
	}
	return m[:]
}

var markerExtras = []string{"- a", "-a", " * x", "• x", "•x", "·\tx", "1. x", "12) x", "1234. x", "1.x", "[1] x", "[J12]x", "[ABCD1] x", "[ab]", "[1", "  \n- x", "\xe2\x80 x", "▪ ", "-  ", "999.\t"}

func TestListMarkers(t *testing.T) {
	for _, l := range guardLines(markerExtras...) {
		for _, w := range []string{l, strings.TrimLeft(l, "#> ")} {
			if got, want := markerIndex(bulletAt(w)), reBullet.FindStringSubmatchIndex(w); !reflect.DeepEqual(got, want) {
				t.Errorf("bulletAt(%q) = %v, want %v", w, got, want)
			}
			if got, want := markerIndex(numberAt(w)), reNumber.FindStringSubmatchIndex(w); !reflect.DeepEqual(got, want) {
				t.Errorf("numberAt(%q) = %v, want %v", w, got, want)
			}
			if got, want := markerIndex(bracketNoAt(w)), reBracketNo.FindStringSubmatchIndex(w); !reflect.DeepEqual(got, want) {
				t.Errorf("bracketNoAt(%q) = %v, want %v", w, got, want)
			}
		}
	}
}

func FuzzListMarkers(f *testing.F) {
	for _, s := range markerExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := markerIndex(bulletAt(s)), reBullet.FindStringSubmatchIndex(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("bulletAt(%q) = %v, want %v", s, got, want)
		}
		if got, want := markerIndex(numberAt(s)), reNumber.FindStringSubmatchIndex(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("numberAt(%q) = %v, want %v", s, got, want)
		}
		if got, want := markerIndex(bracketNoAt(s)), reBracketNo.FindStringSubmatchIndex(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("bracketNoAt(%q) = %v, want %v", s, got, want)
		}
	})
}

// reDashSep is the spaced dash dashSepIndex finds.
