package parse

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// headingKinds as it was before its parts came in a stack buffer and a
// part of only clear or only vague words stopped after one look-up (the
// oracle).

func headingPartsOld(title string) [][]string {
	if strings.ContainsAny(title, connectorBytes) {
		title = connectorsToAnd.Replace(title)
	}
	ws := words(title)
	var parts [][]string
	start := 0
	for i := 0; i <= len(ws); i++ {
		if i < len(ws) && ws[i] != "and" {
			continue
		}
		if i > start {
			parts = append(parts, ws[start:i:i])
		}
		start = i + 1
	}
	return parts
}

func partKindOld(part []string) (k kind, ok, paired bool) {
	var clear, vague []string
	for _, w := range part {
		if vagueHeadingWords[w] {
			vague = append(vague, w)
		} else {
			clear = append(clear, w)
		}
	}
	if k, ok := classify(strings.Join(clear, " ")); ok {
		return k, true, false
	}
	k, ok = classify(strings.Join(part, " "))
	if kv, okv := classify(strings.Join(vague, " ")); !ok || (okv && kv == k) {
		return secUnknown, false, false
	}
	return k, true, true
}

func headingKindsOld(title string) []kind {
	var out []kind
	for _, part := range headingPartsOld(title) {
		k, ok, paired := partKindOld(part)
		if paired {
			return []kind{k}
		}
		if ok && !containsKind(out, k) {
			out = append(out, k)
		}
	}
	return out
}

func checkHeadingKinds(t *testing.T, title string) {
	t.Helper()
	if got, want := headingKinds(title), headingKindsOld(title); !slices.Equal(got, want) {
		t.Fatalf("headingKinds(%q) = %v, the old reading gives %v", title, got, want)
	}
	var pb [1][]string // smaller than some headings' parts: append must grow it
	got, want := appendHeadingParts(pb[:0], title), headingPartsOld(title)
	if len(got) != len(want) {
		t.Fatalf("appendHeadingParts(%q) = %q, want %q", title, got, want)
	}
	for i := range got {
		if !slices.Equal(got[i], want[i]) || cap(got[i]) != len(got[i]) {
			t.Fatalf("appendHeadingParts(%q) = %q, want %q (capacity clipped)", title, got, want)
		}
		k, ok, paired := partKind(got[i])
		if k2, ok2, paired2 := partKindOld(got[i]); k != k2 || ok != ok2 || paired != paired2 {
			t.Fatalf("partKind(%q) = %v %v %v, the old reading gives %v %v %v", got[i], k, ok, paired, k2, ok2, paired2)
		}
	}
}

var headingTexts = []string{
	"", "and", "& / ,", "Publications", "Honors and Invited Talks", "Grants, Honours & Awards",
	"Thesis and Research Students", "Academic Background", "Research Experience",
	"Teaching / Mentoring", "Selected Publications; Talks", "Kite Lab Notes", "Research",
	"Awards and and Prizes", "Éducation", "Professional Service & Outreach",
}

// TestHeadingKindsParts holds headingKinds to the old reading on
// fictional headings, every sample and corpus line, and random joins of
// section words, vague words and connectors.
func TestHeadingKindsParts(t *testing.T) {
	for _, s := range withCVLines(t, headingTexts) {
		checkHeadingKinds(t, s)
	}
	pieces := []string{" ", " and ", "&", ",", "/", ";", "Publications", "Awards", "Honors", "Talks",
		"Students", "Teaching", "Education", "Service", "Kite", "Grants", "Invited", "Thesis"}
	var vague []string
	for w := range vagueHeadingWords {
		vague = append(vague, w)
	}
	sort.Strings(vague)
	for s := range cvtext.Joins(22, 7, append(pieces, vague...), 20000, 7) {
		checkHeadingKinds(t, s)
	}
}

// FuzzHeadingKindsParts holds headingKinds to the old reading on any
// text:
//
//	go test -run '^$' -fuzz FuzzHeadingKindsParts ./cv/parse
func FuzzHeadingKindsParts(f *testing.F) {
	for _, s := range headingTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkHeadingKinds(t, s)
	})
}

// headingParts is appendHeadingParts with no buffer (TestHeadingPartsViews).
func headingParts(title string) [][]string { return appendHeadingParts(nil, title) }
