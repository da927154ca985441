package lines

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// cleanTypedOld is cleanTyped as it was before plainCues (round 21):
// every line not blank went through every step of inlineCues.
func cleanTypedOld(n int, r string, src doc.Line, cells *cellArena, digits int) Line {
	l := Line{N: n, Indent: narrow(min(max(src.Indent, 0), maxTypedIndent) + indentOf(r))}
	l.setCues(src)
	r = strings.TrimRight(r, " \r")
	if isBlankLine(r) {
		l.Blank, l.List = true, ""
		return l
	}
	l.inlineCuesOld(r, src, cells, digits) // a23c_old_test.go
	return l
}

// plainCases are fictional raw lines, plain and not.
var plainCases = []string{
	"Quill Ashby", "  Kite Society of Letters  ", "- Visiting Fellow, Kite Institute", "12. A paper on kites", "[J3] Quill A. Kites.",
	"1234. Long numbered", "• Bullet item", "- ", "-", "2019 – 2021 Lecturer", "Q. A. QUILL", "A B C", "K ITE S OCIETY",
	"Kites\u00a0Society", "Kites\u2003Society", "Kites\u200bSociety", "\ufeffKites", "a  b", "a\tb", "a | b", "a_b", "*a*", "**Bold**",
	"<b>x</b>", "[x](y)", "x]", "&amp;", "$x$", `a\*b`, "a\x01b", "a\rb", "é ü ß", "Ï", "\xe2\x80", "\xff", "(note)", "x!",
	"Page 2 of 3", "---", "* * *", "   ", "", strings.Repeat("kite ", 30), "1. ", "[12]", "ABCDEFG HIJ",
}

func checkPlain(t *testing.T, r string) {
	t.Helper()
	srcs := []doc.Line{{}, {Bold: true}, {List: "-", Depth: 1}, {Heading: 2}, {Indent: 3, Page: 2, Size: 1.2}}
	for _, src := range srcs {
		for _, digits := range []int{3, MaxMarkerDigits} {
			var a, b cellArena
			got := cleanTyped(7, r, src, &a, digits)
			want := cleanTypedOld(7, r, src, &b, digits)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("cleanTyped(%q, %+v) = %+v, every step gives %+v", r, src, got, want)
			}
		}
	}
}

// TestPlainCues holds cleanTyped, which gives a plain line its cues
// without reading its inline markup (plainCues), to every step of
// inlineCues (cleanTypedOld) on fictional lines and their windows, every
// line of the sample CVs (and of the corpus when it is there), each
// with several layout cues, and random joins of the bytes that make a
// line not plain with plain words; and checks that both kinds of line
// are met.
func TestPlainCues(t *testing.T) {
	in := withCVLines(t, plainCases)
	for _, c := range plainCases {
		in = append(in, windows(c, 7)...)
	}
	plain, other := 0, 0
	for _, r := range in {
		checkPlain(t, r)
		if plainLine(strings.TrimRight(r, " \r")) {
			plain++
		} else {
			other++
		}
	}
	if plain < 100 || other < 100 {
		t.Fatalf("%d plain lines and %d others", plain, other)
	}
	// two spaces, or a byte that makes a line not plain, at every offset
	// of a plain line: inside the eight-byte words plainLine reads at
	// once and across their edges
	const words = "Quill Ashby of the Kite Society Letters"
	for at := 0; at <= len(words); at++ {
		for _, odd := range []string{" ", "  ", "*", "|", "\t", "\u00a0", "–", "\u200b", "\xe2"} {
			checkPlain(t, words[:at]+odd+words[at:])
		}
	}
	plainPieces := []string{" ", " ", "  ", "Kite", "Q", "Society", "of", "é", "–", "1.", "- "}
	for s := range cvtext.Joins(21, 10, plainPieces, 20000, 14) {
		checkPlain(t, s)
	}
	pieces := []string{" ", "  ", "Kite", "Q", "A.", "1.", "12", "[3]", "- ", "•", "–", "é", "\u00a0", "\u2003", "\u200b", "<", "]", "(", "&", "$",
		`\`, "*", "_", "\t", "|", "\x01", "\r", "\xff", "\xe2", "Page", "of"}
	for s := range cvtext.Joins(21, 9, pieces, 30000, 10) {
		checkPlain(t, s)
	}
}

// FuzzPlainCues holds cleanTyped to every step of inlineCues on any line:
//
//	go test -run '^$' -fuzz FuzzPlainCues ./cv/parse/lines
func FuzzPlainCues(f *testing.F) {
	for _, s := range plainCases {
		f.Add(s)
	}
	f.Fuzz(checkPlain)
}
