package lines

import (
	"html"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// entityCases are fictional texts with '&' before every kind of byte.
var entityCases = []string{
	"", "&", "&&", "& ", "&;", "&#", "&#38;", "&#x26;", "&amp;", "&amp", "&ampx", "&lt;b&gt;", "Kites & Strings",
	"R&D", "Q&A and &", "a &nbsp;b", "&eacute;cole", "&\xff", "&é", "&-", "&.", "x&;y", "&&amp;", "AT&T", "&0", "&9;",
	"Quill & Ashby &", "&Aacute", "&notit;", "&copy2024",
}

func checkEntities(t *testing.T, s string) {
	t.Helper()
	if got, want := unescapeEntities(s), html.UnescapeString(s); got != want {
		t.Fatalf("unescapeEntities(%q) = %q, html.UnescapeString gives %q", s, got, want)
	}
}

// TestUnescapeEntities holds unescapeEntities to html.UnescapeString on
// fictional texts and their windows, every line of the sample CVs (and
// of the corpus when it is there) and random joins of '&' with the
// bytes that may or may not follow it, and checks that the text passed
// over is returned as it is (no copy) and some text goes to the
// unescaper.
func TestUnescapeEntities(t *testing.T) {
	in := withCVLines(t, entityCases)
	for _, c := range entityCases {
		in = append(in, windows(c, 5)...)
	}
	kept, sent := 0, 0
	for _, s := range in {
		checkEntities(t, s)
		if u := unescapeEntities(s); u != s {
			sent++
		} else if len(s) > 0 && containsAnyOf(s, "&") {
			kept++
		}
	}
	if kept == 0 || sent == 0 {
		t.Fatalf("kept %d texts with '&' as they are, unescaped %d", kept, sent)
	}
	pieces := []string{"&", "&", " ", ";", "#", "x", "26", "amp", "lt", "A", "é", "\xff", "-", "nbsp", "Q"}
	for s := range cvtext.Joins(21, 4, pieces, 40000, 12) {
		checkEntities(t, s)
	}
}

// FuzzUnescapeEntities holds unescapeEntities to html.UnescapeString on
// any text:
//
//	go test -run '^$' -fuzz FuzzUnescapeEntities ./cv/parse/lines
func FuzzUnescapeEntities(f *testing.F) {
	for _, s := range entityCases {
		f.Add(s)
	}
	f.Fuzz(checkEntities)
}
