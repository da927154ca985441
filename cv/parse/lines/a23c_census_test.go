package lines

import (
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// censusSlow is the census of r read one question at a time: a byte
// search for each bit, two spaces by strings.Contains, the white runes
// beyond ASCII rune by rune.
func censusSlow(r string) census {
	var c census
	for _, q := range []struct {
		bytes string
		bit   census
	}{{"<", cTag}, {"]", cBracket}, {"&", cAmp}, {"$", cDollar}, {`\`, cBackslash}, {"*", cStar}, {"_", cUnder},
		{"\t", cTab}, {"|", cBar}, {"\x01\x02", cProtect}, {"\n\v\f\r", cBreak}} {
		if strings.ContainsAny(r, q.bytes) {
			c |= q.bit
		}
	}
	if strings.Contains(r, "  ") {
		c |= cTwoSpaces
	}
	for _, x := range r {
		if x >= 0x80 && unicode.IsSpace(x) || x == '\u200b' || x == '\ufeff' {
			c |= cWhiteRune
		}
	}
	return c
}

// checkCensus holds censusOf(r) to censusSlow (censusAll for a line with
// '<'), an empty census to
// plainLine (the test before the census), and cleanTyped, which skips
// the searches the census answers, to every step of inlineCues as it was
// (cleanTypedOld, checkPlain) on r and on r trimmed.
func checkCensus(t *testing.T, r string) {
	t.Helper()
	for _, s := range []string{r, strings.TrimRight(r, " \r")} {
		want := censusSlow(s)
		if strings.IndexByte(s, '<') >= 0 {
			want = censusAll // read no further
		}
		if got := censusOf(s); got != want {
			t.Fatalf("censusOf(%q) = %014b, one question at a time %014b", s, got, want)
		}
		if got, want := censusOf(s) == 0, plainLine(s); got != want {
			t.Fatalf("censusOf(%q) empty %v, plainLine says %v", s, got, want)
		}
	}
	checkPlain(t, r)
}

// censusCases are fictional lines with the markup the census answers
// for, alone and together.
var censusCases = []string{
	"**Kite Fellow** — Quill Institute", "*Kite Letters* (2021)", "Quill Ashby*, Wren Cole*, et al.", "__Kite__ and _wren_",
	"Quill\\*Ashby", "a \\_ b", "1. **Kites:** a study**", "- *Press*, 2019", "Kite | Wren | 2020", "Kite   Society   2019",
	"Kite\tWren", "<b>Kite</b> Society", "[Kite](https://kite.example) 2019", "Kites &amp; Wrens", "$\\times$ 3", "a\x01b*c*",
	"x\u00a0**y**", "**x**\u200b", "\ufeff*Kite*", "a  **b**  c", "* * *", "**", "*", "_", "|", "a | b", "  *a*  ", "**Q**\r",
	"Zoë **Łęcki** — Kraków – 2019–2021", "Wren — *Kite Society of Letters and Long Names* — 2020", strings.Repeat("**kite** ", 12),
}

// TestCensus holds the census and the steps it lets inlineCues skip to
// the old reading (checkCensus) on fictional lines and their windows,
// each byte the census knows at every offset of a line with markers,
// the sample lines, and random joins of marked-up pieces.
func TestCensus(t *testing.T) {
	in := withCVLines(t, censusCases)
	for _, c := range censusCases {
		in = append(in, windows(c, 9)...)
	}
	for _, r := range in {
		checkCensus(t, r)
	}
	const line = "**Quill Ashby** of the *Kite* Society, Letters"
	for at := 0; at <= len(line); at++ {
		for _, odd := range []string{" ", "  ", "   ", " | ", "*", "**", "_", "__", "|", "\t", "<", "<b>", "]", "](x)", "&", "&amp;", "$", "$x$",
			`\`, `\*`, "\x01", "\r", "\n", "\u00a0", "–", "\u200b", "\ufeff", "\xe2", "\xe2\x80"} {
			checkCensus(t, line[:at]+odd+line[at:])
		}
	}
	pieces := []string{" ", " ", "  ", "Kite", "Q", "A.", "1.", "- ", "•", "–", "é", "\u00a0", "\u2003", "\u200b", "\ufeff", "<", "<i>", "</i>",
		"]", "[a](b)", "&", "&amp;", "$", `\`, `\*`, "*", "**", "_", "__", "\t", "|", " | ", "\x01", "\x02", "\r", "\n", "\xff", "\xe2", "\xe2\x80"}
	for s := range cvtext.Joins(23, 11, pieces, 40000, 14) {
		checkCensus(t, s)
	}
}

// FuzzCensus holds the census and cleanTyped to the old reading on any
// line:
//
//	go test -run '^$' -fuzz FuzzCensus ./cv/parse/lines
func FuzzCensus(f *testing.F) {
	for _, s := range censusCases {
		f.Add(s)
	}
	f.Fuzz(checkCensus)
}

// TestCleanCell holds cleanCell, which skips the steps a text's census
// says cannot change it, to cleanText(StripEmphasis(s)) on the census
// lines, the sample lines and random joins, each trimmed (as splitCells
// gives it), with the text's own census and with censusAll.
func TestCleanCell(t *testing.T) {
	in := withCVLines(t, censusCases)
	pieces := []string{" ", " ", "  ", "Kite", "é", "–", "\u00a0", "\u2003", "\u200b", "\ufeff", "*", "**", "_", "__", "\t", "\x01", "\x02", "\r", "\n", "\xe2"}
	for s := range cvtext.Joins(23, 12, pieces, 30000, 12) {
		in = append(in, s)
	}
	for _, s := range in {
		s = strings.TrimSpace(s)
		want := cleanText(StripEmphasis(s))
		for _, c := range []census{censusOf(s), censusAll} {
			if got := cleanCell(s, c); got != want {
				t.Fatalf("cleanCell(%q, %014b) = %q, cleanText(StripEmphasis) gives %q", s, c, got, want)
			}
		}
	}
}

// FuzzCleanCell holds cleanCell to cleanText(StripEmphasis(s)) on any
// trimmed text:
//
//	go test -run '^$' -fuzz FuzzCleanCell ./cv/parse/lines
func FuzzCleanCell(f *testing.F) {
	for _, s := range censusCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		s = strings.TrimSpace(s)
		want := cleanText(StripEmphasis(s))
		if got := cleanCell(s, censusOf(s)); got != want {
			t.Fatalf("cleanCell(%q) = %q, cleanText(StripEmphasis) gives %q", s, got, want)
		}
	})
}

// checkBoldSpans holds cleanBoldSpan to cleanText(StripEmphasis(b)) on
// each bold span of r trimmed, with r's census and with censusAll.
func checkBoldSpans(t *testing.T, r string) {
	t.Helper()
	r = strings.TrimSpace(r)
	for _, b := range appendBoldSpans(nil, r) {
		want := cleanText(StripEmphasis(b))
		for _, c := range []census{censusOf(r), censusAll} {
			if got := cleanBoldSpan(b, c); got != want {
				t.Fatalf("cleanBoldSpan(%q) of %q (census %014b) = %q, cleanText(StripEmphasis) gives %q", b, r, c, got, want)
			}
		}
	}
}

// TestCleanBoldSpan holds cleanBoldSpan to the steps it skips on the
// bold spans of the census lines, the sample lines and random joins of
// markers, spaces and the bytes tidy looks for.
func TestCleanBoldSpan(t *testing.T) {
	for _, r := range withCVLines(t, censusCases) {
		checkBoldSpans(t, r)
	}
	pieces := []string{" ", " ", "  ", "Kite", "Wren", "é", "–", "\u00a0", "\u200b", "*", "**", "_", "__", "\t", "\x01", "\r", "\xe2"}
	for s := range cvtext.Joins(23, 14, pieces, 40000, 14) {
		checkBoldSpans(t, s)
	}
}

// FuzzCleanBoldSpan holds cleanBoldSpan to the steps it skips on the
// bold spans of any text:
//
//	go test -run '^$' -fuzz FuzzCleanBoldSpan ./cv/parse/lines
func FuzzCleanBoldSpan(f *testing.F) {
	for _, s := range censusCases {
		f.Add(s)
	}
	f.Fuzz(checkBoldSpans)
}
