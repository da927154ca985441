package lines

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// tidyWords and asciiWord are tidyScan and its word test before round
// 23 (a21_tidy.go), kept as the oracle a23c's tests hold it to: a word
// with any byte beyond printable ASCII went to tidyRunes.
//
// tidyWords is tidy's test of s, which neither opens nor ends with a
// space: eight bytes at a time while they are printable ASCII (asciiWord),
// and a byte at a time (or a rune, for a byte that may lead white space
// beyond ASCII) through a word that holds another byte, the word scan
// taken up again after it. Before it, a line with one byte beyond ASCII
// (an accent, a dash) was read a byte at a time from its start
// (asciiTidy, then tidyBytes: both kept in a21_tidy_test.go, which holds
// this to them).
func tidyWords(s string) bool {
	prevSpace := false // the byte before s[i] is a space
	for i := 0; i < len(s); {
		if i+8 <= len(s) {
			switch v, last := asciiWord(le64(s[i:i+8]), prevSpace); v {
			case asciiTidyLine:
				prevSpace = last
				i += 8
				continue
			case asciiUntidy:
				return false
			}
		}
		var ok bool
		if i, prevSpace, ok = tidyRunes(s, i, min(i+8, len(s)), prevSpace); !ok {
			return false
		}
	}
	return true
}

// asciiWord is asciiTidy's test of one word w of eight bytes (its first
// byte the lowest), prevSpace saying whether the byte before it is a
// space: unknown when a byte is not printable ASCII, untidy when two
// spaces meet, and whether its last byte is a space.
func asciiWord(w uint64, prevSpace bool) (asciiVerdict, bool) {
	const ones, highs, lows = 0x0101010101010101, 0x8080808080808080, 0x7f7f7f7f7f7f7f7f
	if w&highs != 0 || (w-0x20*ones)&^w&highs != 0 {
		return asciiUnknown, false
	}
	x := w ^ 0x20*ones
	sp := ^((x&lows + lows) | x | lows) // the high bit of every space byte
	if sp&(sp>>8) != 0 || prevSpace && sp&0x80 != 0 {
		return asciiUntidy, false
	}
	return asciiTidyLine, sp>>56 != 0
}

// checkTidyWord holds tidyScan's word step (a word wordNeedsRunes
// passes is read by spaceBytes) at each offset of s to asciiWord where
// asciiWord decides the word, and to the byte loop (tidyRunes) on the
// word's eight bytes; then tidy (tidyScan) on s to the old scan
// (tidyWords) and the byte loop (checkTidyWords).
func checkTidyWord(t *testing.T, s string) {
	t.Helper()
	for i := 0; i+8 <= len(s); i++ {
		w := le64(s[i : i+8])
		if wordNeedsRunes(w) {
			continue
		}
		sp := spaceBytes(w)
		for _, prev := range []bool{false, true} {
			untidy, last := sp&(sp>>8) != 0 || prev && sp&0x80 != 0, sp>>56 != 0
			if v, olast := asciiWord(w, prev); v != asciiUnknown && (untidy != (v == asciiUntidy) || !untidy && last != olast) {
				t.Fatalf("word %q (after a space: %v): untidy %v, last a space %v; asciiWord says %v %v", s[i:i+8], prev, untidy, last, v, olast)
			}
			end, rlast, ok := tidyRunes(s, i, i+8, prev)
			if ok == untidy || ok && (end != i+8 || rlast != last) {
				t.Fatalf("word %q (after a space: %v): untidy %v, last a space %v; the byte loop says tidy %v, %v (to %d)", s[i:i+8], prev, untidy, last, ok, rlast, end-i)
			}
		}
	}
	if s != "" && s[0] != ' ' && s[len(s)-1] != ' ' && tidyScan(s) != tidyWords(s) {
		t.Fatalf("tidyScan(%q) = %v, tidyWords says %v", s, tidyScan(s), tidyWords(s))
	}
	checkTidyWords(t, s)
}

// TestTidyWord holds tidyScan, which reads a word with bytes beyond
// ASCII that lead no white space at once, to the old word test and the
// byte loop: every lead byte of white space (and 0xE0) and other bytes
// beyond ASCII at every offset of a word, runes split across words,
// spaces beside them; the sample lines; random joins with accented
// words, dashes and white runes beyond ASCII.
func TestTidyWord(t *testing.T) {
	runes := []string{"é", "ö", "Ł", "–", "—", "’", "·", "€", "中", "\U0001F600", "\u00a0", "\u0085", "\u1680", "\u2003", "\u2028", "\u205f", "\u3000", "\u200b", "\ufeff", "\u0800", "\xc2", "\xe2\x80", "\xe3", "\xef", "\xe0", "\xff", "\x80", "\t", "\x01", "\x7f"}
	for _, r := range runes {
		for at := 0; at < 20; at++ {
			for _, gap := range []string{"", " ", "  "} {
				b := strings.Repeat("q", at) + gap + r + gap + strings.Repeat("z", 20-at)
				checkTidyWord(t, b)
				checkTidyWord(t, "Ab "+b+" cd")
			}
		}
	}
	for _, s := range withCVLines(t, nil) {
		checkTidyWord(t, strings.TrimSpace(s))
		checkTidyWord(t, s)
	}
	pieces := []string{" ", "  ", "Müller", "Łódź", "Zoë", "2019–2021", "—", "Quill", "Kite Society", "é", "\u00a0", "\u2003", "\u200b", "\ufeff", "\u3000", "\xff", "\xe2\x80", "ab", "\t", ".", "’s"}
	for s := range cvtext.Joins(23, 3, pieces, 30000, 20) {
		checkTidyWord(t, s)
		checkTidyWord(t, strings.TrimSpace(s))
	}
}

// FuzzTidyWord holds tidyScan and its word step to the old scans on any text:
//
//	go test -run '^$' -fuzz FuzzTidyWord ./cv/parse/lines
func FuzzTidyWord(f *testing.F) {
	for _, s := range tidyCases {
		f.Add(s)
	}
	f.Add("Zoë Łęcki – Kite\u00a0Society, Zürich  2019")
	f.Fuzz(checkTidyWord)
}
