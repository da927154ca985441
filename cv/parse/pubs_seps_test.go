package parse

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
)

// nextAuthorSepQuadratic is nextAuthorSep as it was: it searched the whole
// rest of the text for a comma at every segment. It is kept as the
// reference the linear scan must agree with.
func nextAuthorSepQuadratic(s string) (int, int) {
	best, n := strings.IndexByte(s, ','), 1
	window := s
	if best >= 0 {
		window = s[:best]
	} else if len(window) > 200 {
		window = window[:200]
	}
	for _, sep := range []string{" and ", " & ", ";", "„"} {
		if i := strings.Index(window, sep); i >= 0 && (best < 0 || i < best) {
			best, n = i, len(sep)
			window = window[:i]
		}
	}
	return best, n
}

// randomAuthorText is a deterministic text made of the pieces an author
// list's separators are made of, so that they meet and overlap.
func randomAuthorText(r *rand.Rand, n int) string {
	pieces := []string{" ", "a", "and", " and ", " & ", "&", ";", ",", "„", "Ann Lee", "x", "é"}
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// TestAuthorSepsAgree holds the linear separator scan to the quadratic
// one, call after call along a text, as authorPrefix reads a list.
func TestAuthorSepsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for k := range 20000 {
		s := randomAuthorText(r, r.IntN(600))
		seps := newAuthorSeps(s)
		for pos := 0; pos < len(s); {
			gotI, gotN := seps.next(pos)
			wantI, wantN := nextAuthorSepQuadratic(s[pos:])
			if gotI != wantI || (wantI >= 0 && gotN != wantN) {
				t.Fatalf("text %d %q at %d: got (%d, %d), want (%d, %d)", k, s, pos, gotI, gotN, wantI, wantN)
			}
			if wantI < 0 {
				break
			}
			pos += wantI + wantN
			if r.IntN(4) == 0 && pos < len(s) {
				pos++ // authorPrefix may move past a separator (an inverted first name)
			}
		}
	}
}

// FuzzAuthorSeps holds nextAuthorSep to the quadratic reference.
func FuzzAuthorSeps(f *testing.F) {
	for _, s := range []string{"Ann Lee & and Bo Tam", "A; B, C", "A „B", "x and y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		gotI, gotN := nextAuthorSep(s)
		wantI, wantN := nextAuthorSepQuadratic(s)
		if gotI != wantI || (wantI >= 0 && gotN != wantN) {
			t.Fatalf("%q: got (%d, %d), want (%d, %d)", s, gotI, gotN, wantI, wantN)
		}
	})
}

// longAuthorListCV is a fictional CV with one publication whose author
// list, joined by sep, is about size bytes long.
func longAuthorListCV(size int, sep string) string {
	given := []string{"Ada", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"}
	family := []string{"Quill", "Reyes", "Tam", "Lund", "Moro", "Nash", "Orr", "Pike"}
	var b strings.Builder
	b.WriteString("# Ada Quill\n\n## Publications\n\n- ")
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(given[i%8] + " " + family[i/8%8])
	}
	b.WriteString(". A study of things. Journal of Things, 2020.\n")
	return b.String()
}

// TestLongAuthorListsRead parses author lists of 4 MiB joined by each
// separator, each under a deadline of 10 s, forty times what the linear
// split takes (a quarter of a second): the parse ends in time and every
// name is read. The quadratic split took 463 s on the 4 MiB list joined
// by "; " (18.6 s on a fast machine). BenchmarkAuthorListScaling gives the
// times.
func TestLongAuthorListsRead(t *testing.T) {
	for _, sep := range []string{"; ", " & ", " and "} {
		text := longAuthorListCV(4<<20, sep)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		c, err := ParseDocContext(ctx, "authors.md", markdown.Read(doc.Markdown, text), Options{})
		cancel()
		if err != nil {
			t.Fatalf("sep %q: %v", sep, err)
		}
		want := strings.Count(text, sep) + 1
		if len(c.Publications) != 1 {
			t.Fatalf("sep %q: %d publications, want 1", sep, len(c.Publications))
		}
		if got := len(c.Publications[0].Authors); got != want {
			t.Errorf("sep %q: %d authors, want %d", sep, got, want)
		}
	}
}

// BenchmarkAuthorListScaling parses one author list of 1, 2 and 4 MiB
// joined by each separator: the time per op must double with the size
// (it went up fourfold before the separator scan was made linear).
//
//	go test ./cv/parse -run XXX -bench AuthorListScaling -benchtime 1x
func BenchmarkAuthorListScaling(b *testing.B) {
	for _, sep := range []string{"; ", " & ", " and "} {
		for _, mib := range []int{1, 2, 4} {
			text := []byte(longAuthorListCV(mib<<20, sep))
			b.Run(strings.TrimSpace(sep)+"/"+strconv.Itoa(mib)+"MiB", func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					if _, err := Parse("authors.md", text, Options{}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
