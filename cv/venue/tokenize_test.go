package venue

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// tokenizeRef is tokenize as it was first written: every rune classified
// by wordAt. tokenize must cut the same words.
func tokenizeRef(s string, dst []span) []span {
	i := 0
	for i < len(s) {
		ok, n := wordAt(s, i)
		if !ok {
			i += n
			continue
		}
		start := i
		i += n
		for i < len(s) {
			if ok, n := wordAt(s, i); ok {
				i += n
				continue
			}
			if s[i] == '&' && i+1 < len(s) {
				if ok, _ := wordAt(s, i+1); ok {
					i++
					continue
				}
			}
			break
		}
		dst = append(dst, span{start, i})
	}
	return dst
}

// tokenizeExtras are crafted texts: "&" at the ends and doubled, runes
// beyond ASCII (letters, digits, marks, invalid bytes) next to ASCII.
var tokenizeExtras = []string{
	"", "&", "S&P", "S&&P", "&P", "S&", "a & b", "AT&T'24", "École&Co", "x&é", "é&x", "٣٤&1",
	"\xff\xfeOSDI", "a\xffb", "SC ’21", "Proc. of NSDI '24", "naïve-Bayes", "a\u0301b", "ＦＵＬＬ",
}

func TestTokenizeRef(t *testing.T) {
	texts := append([]string{embedded}, tokenizeExtras...)
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "corpus", "*", "*.*"))
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil {
			texts = append(texts, string(b))
		}
	}
	for _, s := range texts {
		if got, want := tokenize(s, nil), tokenizeRef(s, nil); !slices.Equal(got, want) {
			t.Errorf("tokenize(%.60q) differs from tokenizeRef: %d and %d words", s, len(got), len(want))
		}
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range tokenizeExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := tokenize(s, nil), tokenizeRef(s, nil); !slices.Equal(got, want) {
			t.Fatalf("tokenize(%q) = %v, want %v", s, got, want)
		}
	})
}
