package textscan

import (
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// wordsUpToPlain is WordsUpTo as it was, one rune at a time with a flag
// for "inside a word": the oracle the word-skipping scan is held to.
func wordsUpToPlain(s string, limit int) int {
	n := 0
	inWord := false
	for i := 0; i < len(s) && n <= limit; {
		var w bool
		if c := s[i]; c < utf8.RuneSelf {
			w = asciiWordByte[c]
			i++
		} else {
			r, size := utf8.DecodeRuneInString(s[i:])
			w = IsWordRune(r)
			i += size
		}
		if w && !inWord {
			n++
		}
		inWord = w
	}
	return n
}

var wordsUpToPieces = []string{"a", "Kite", "2031", " ", "  ", ",", "-", "_", "é", "Zoë", "Ünal", "\u2014", "\u2019",
	"ſ", "\xff", "\xe2\x82", "日本", "\t", "\n", "x1", "()"}

func checkWordsUpTo(t *testing.T, s string) {
	t.Helper()
	for limit := -1; limit <= 8; limit++ {
		if got, want := WordsUpTo(s, limit), wordsUpToPlain(s, limit); got != want {
			t.Fatalf("WordsUpTo(%q, %d) = %d, the plain scan %d", s, limit, got, want)
		}
	}
}

func TestWordsUpToIsThePlainScan(t *testing.T) {
	for s := range cvtext.Joins(22, 59, wordsUpToPieces, 50000, 12) {
		checkWordsUpTo(t, s)
	}
}

func FuzzWordsUpTo(f *testing.F) {
	for _, s := range []string{"", "Kite Lamp, 2031", "Zoë\u2014Ünal \xff x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkWordsUpTo(t, s) })
}
