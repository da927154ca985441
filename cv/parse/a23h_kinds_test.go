package parse

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestConnectorBytes holds isConnectorByte to connectorBytes.
func TestConnectorBytes(t *testing.T) {
	for c := 0; c < 256; c++ {
		if got, want := isConnectorByte(byte(c)), strings.IndexByte(connectorBytes, byte(c)) >= 0; got != want {
			t.Fatalf("isConnectorByte(%q) = %v, want %v", byte(c), got, want)
		}
	}
}

// checkASCIIKinds holds asciiHeadingKinds, where it reads a title, to
// the heading's words and parts (headingKindsWords) and to the old
// reading (headingKindsOld); it returns whether it read the title.
func checkASCIIKinds(t *testing.T, title string) bool {
	t.Helper()
	got, ok := asciiHeadingKinds(title)
	if !ok {
		return false
	}
	if want := headingKindsWords(title); !slices.Equal(got, want) {
		t.Fatalf("asciiHeadingKinds(%q) = %v, headingKindsWords gives %v", title, got, want)
	}
	if want := headingKindsOld(title); !slices.Equal(got, want) {
		t.Fatalf("asciiHeadingKinds(%q) = %v, the old reading gives %v", title, got, want)
	}
	return true
}

// TestASCIIHeadingKinds holds asciiHeadingKinds to the words' reading on
// fictional headings, every sample and corpus line and random joins of
// section words, vague words, connectors, marks and long words.
func TestASCIIHeadingKinds(t *testing.T) {
	for _, s := range withCVLines(t, append(headingTexts, "R&D Projects", "Kites/Talks", strings.Repeat("k", 33)+" Talks", "ANDAND and AND")) {
		checkASCIIKinds(t, s)
	}
	pieces := []string{" ", " and ", "and", "AND", "&", ",", "/", ";", "-", ".", "(", ")", "Publications", "Awards", "Honors",
		"Talks", "Students", "Teaching", "Education", "Service", "Kite", "Grants", "Invited", "Thesis", "Research", "2031"}
	var vague []string
	for w := range vagueHeadingWords {
		vague = append(vague, w)
	}
	sort.Strings(vague)
	read, named := 0, 0
	for s := range cvtext.Joins(23, 12, append(pieces, vague...), 50000, 7) {
		if checkASCIIKinds(t, s) {
			read++
			if ks, _ := asciiHeadingKinds(s); len(ks) > 0 {
				named++
			}
		}
	}
	if read < 40000 || named < 10000 {
		t.Fatalf("%d joins read, %d name a kind: the test reads too few", read, named)
	}
}

// FuzzASCIIHeadingKinds holds asciiHeadingKinds to the words' reading
// on any text:
//
//	go test -run '^$' -fuzz FuzzASCIIHeadingKinds ./cv/parse
func FuzzASCIIHeadingKinds(f *testing.F) {
	for _, s := range headingTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkASCIIKinds(t, s)
	})
}
