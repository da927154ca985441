package parse

import (
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
)

// TestAuthorNames holds the shared-slice look-up equal to splitting, with
// and without a memo, and unchanged by a caller editing its own copy.
func TestAuthorNames(t *testing.T) {
	m := newMemo()
	for _, s := range []string{"Ada Quill, Bo Reyes and Cy Tam", "Quill, A., Reyes, B.", "A Title: Of Things", ""} {
		want := splitAuthors(s)
		if got := m.authorNames(s); !slices.Equal(got, want) {
			t.Fatalf("authorNames(%q) = %q, want %q", s, got, want)
		}
		if got := (*memo)(nil).authorNames(s); !slices.Equal(got, want) {
			t.Fatalf("nil memo: authorNames(%q) = %q, want %q", s, got, want)
		}
		if own, _ := m.splitAuthorList(s); len(own) > 0 {
			own[0] = "changed"
		}
		if got := m.authorNames(s); !slices.Equal(got, want) {
			t.Fatalf("authorNames(%q) changed by a caller's copy: %q", s, got)
		}
	}
}

// TestMatchVenueMemo holds the remembered venue look-up equal to the
// catalogue's own on every line of the sample CVs (and crafted texts),
// asked twice and in an order where a mixed-up answer would show: the
// second pass reads the lines backwards.
func TestMatchVenueMemo(t *testing.T) {
	texts := []string{"", "NSDI 2024", "Proceedings of the ACM Symposium on Operating Systems Principles", "In NSDI", "nsdi", "A Title With No Venue", "LearningSys @ NeurIPS'18"}
	files := sampleCVs(t)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		texts = append(texts, strings.Split(string(files[name]), "\n")...)
	}
	c := venue.Default()
	// a parser without a memo keeps the answers itself, one with a memo
	// in the memo (a20_memo.go): both are held to the catalogue
	for _, p := range []*parser{{venues: c}, {venues: c, m: newMemo()}} {
		checkMatchVenueMemo(t, p, c, texts)
	}
}

// checkMatchVenueMemo asks p.matchVenue about every text twice, the
// second time backwards, and holds each answer to c.Match's.
func checkMatchVenueMemo(t *testing.T, p *parser, c *venue.Catalog, texts []string) {
	hits := 0
	check := func(s string) {
		v, st, e, ok := p.matchVenue(s)
		wv, wst, we, wok := c.Match(s)
		if !reflect.DeepEqual(v, wv) || st != wst || e != we || ok != wok {
			t.Fatalf("matchVenue(%q) = %v %d %d %v, want %v %d %d %v", s, v.Acronym, st, e, ok, wv.Acronym, wst, we, wok)
		}
		if ok {
			hits++
		}
	}
	for _, s := range texts {
		check(s)
	}
	for i := len(texts) - 1; i >= 0; i-- {
		check(texts[i])
	}
	if hits < 10 {
		t.Fatalf("only %d venue hits in %d texts: the test reads too little", hits, len(texts))
	}
}
