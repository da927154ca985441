package names

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// markFreePieces are the pieces the mark-free tests join at random: names,
// separators, every mark, "qual" and its parts, runes sharing the marks'
// first bytes, cut runes and bad UTF-8. All fictional.
func markFreePieces() []string {
	p := []string{"Ada", "Quill", "B.", " ", ", ", ",", " and ", "&", ";", "^", "^{1}", "qual", "q", "ual", "Equal",
		"(equal contribution)", "( equal  contribution )", "(alphabetical order)", "(", ")", "[", "]", "et al.", "…",
		"é", "Ł", "–", "—", "’", "©", "°", "\xe2", "\xc2", "\xe2\x80", "\xff", "Reyes", "Tam, C.", "Van Dam, B."}
	for _, r := range markRunes {
		p = append(p, string(r))
	}
	return p
}

// TestMarkFree holds MarkFree to the two tests StripMarks made before it
// (strings.Contains "qual", hasMarkRef), and StripMarks to the same
// function as it was written before MarkFree opened it, on fictional
// names and random joins.
func TestMarkFree(t *testing.T) {
	texts := []string{"", "Ada Quill", "Ada Quill*", "Quill^1", "Bo Reyes†", "qua", "qual", "Equality",
		"Cy Moss (equal contribution)", "\xe2\x80", "A\xe2\x80\xa0"}
	for s := range cvtext.Joins(20, 1, markFreePieces(), 50000, 8) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		want := !strings.Contains(s, "qual") && !hasMarkRef(s)
		if got := MarkFree(s); got != want {
			t.Fatalf("MarkFree(%q) = %v, want %v", s, got, want)
		}
		if got, want := StripMarks(s), stripMarksRef(s); got != want {
			t.Fatalf("StripMarks(%q) = %q, want %q", s, got, want)
		}
	}
}

// reEqualNoteRef is reEqualNote as StripMarks first used it.
var reEqualNoteRef = regexp.MustCompile(`(?i)\(\s*equal\s+contribution\s*\)`)

// stripMarksRef is StripMarks as it was before MarkFree: the "qual" test,
// then the marks taken out rune by rune.
func stripMarksRef(s string) string {
	if strings.Contains(s, "qual") {
		s = reEqualNoteRef.ReplaceAllString(s, "")
	}
	if !hasMarkRef(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '^':
			i += superscriptLen(s[i:])
			continue
		case isMarkRune(r):
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// TestSplitMarkFree holds the split's mark-free path to the plain one:
// every list split from random joins gives the names a split with marks
// stripped segment by segment gives (joinInitials with free false),
// IsNameListOf gives IsNameList's answer on its names, and CleanOf
// Clean's on each name.
func TestSplitMarkFree(t *testing.T) {
	texts := []string{"Ada Quill, Bo Reyes and Cy Tam", "Quill, A., Reyes, B.*, Tam, C.", "A. Quill†, B. Reyes"}
	for s := range cvtext.Joins(20, 2, markFreePieces(), 50000, 10) {
		texts = append(texts, s)
	}
	frees := 0
	for _, s := range texts {
		l := Split(s)
		if l.markFree {
			frees++
			if !MarkFree(strings.Join(l.Names, ", ")) {
				t.Fatalf("Split(%q) is mark-free but its names %q hold a mark", s, l.Names)
			}
		}
		for _, a := range l.Names {
			gotName, gotEq := CleanOf(l, a)
			if wantName, wantEq := Clean(a); gotName != wantName || gotEq != wantEq {
				t.Fatalf("CleanOf(Split(%q), %q) = %q, %v; Clean gives %q, %v", s, a, gotName, gotEq, wantName, wantEq)
			}
		}
		if got, want := IsNameListOf(l), IsNameList(l.Names); got != want {
			t.Fatalf("IsNameListOf(Split(%q)) = %v, IsNameList gives %v", s, got, want)
		}
		segs := strings.Split(s, ",")
		for i := range segs {
			segs[i] = strings.TrimSpace(segs[i])
		}
		if MarkFree(s) {
			if got, want := joinInitials(slices.Clone(segs), true), joinInitials(slices.Clone(segs), false); !slices.Equal(got, want) {
				t.Fatalf("joinInitials(%q, free) = %q, want %q", segs, got, want)
			}
		}
	}
	if frees < len(texts)/10 || frees == len(texts) {
		t.Fatalf("%d of %d lists mark-free: the joins do not try both paths", frees, len(texts))
	}
}
