package lines

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// stripEmphasisOld is StripEmphasis as it was before stripMarks (round
// 21): two strings.ReplaceAll, then the flanking pairs dropped a byte at
// a time past a table. It is the oracle stripMarks is held to.
func stripEmphasisOld(s string) string {
	if !containsAnyOf(s, "*_") {
		return s
	}
	s = strings.ReplaceAll(s, "**", "")
	s = strings.ReplaceAll(s, "__", " ")
	if !containsAnyOf(s, "*_") {
		return s
	}
	pairs := emphasisPairs(s)
	if len(pairs) == 0 {
		return s
	}
	del := make([]bool, len(s))
	for _, pr := range pairs {
		del[pr[0]], del[pr[1]] = true, true
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if !del[i] {
			sb.WriteByte(s[i])
		}
	}
	return sb.String()
}

// stripCases are fictional texts with every kind of marker run.
var stripCases = []string{
	"", "*", "**", "***", "****", "_", "__", "___", "____", "*_*", "_*_", "**_**", "_**_", "__**__",
	"**Bold** text", "*italic* and _italic_", "__under__ bold", "Quill Ashby*, Mara Venn*",
	"a_b c_d", "5 * 3 = 15", "***both***", "_**mixed**_", "**a** *b* __c__ _d_",
	"snake_case_name", "*é*", "_ü_x", "x*y*z", "*\xff*", "** spaced **", "*a **b** c*",
	"Title: ***Deep*** __nets__ for _fun_ *and* profit_", strings.Repeat("*a* ", 80), strings.Repeat("_", 300),
	strings.Repeat("**x** y_ ", 40),
}

func checkStrip(t *testing.T, s string) {
	t.Helper()
	if got, want := StripEmphasis(s), stripEmphasisOld(s); got != want {
		t.Fatalf("StripEmphasis(%q) = %q, the old steps give %q", s, got, want)
	}
}

// TestStripMarksOld holds StripEmphasis (stripMarks) to the old three
// steps on fictional texts, their windows, every line of the sample
// CVs (and of the corpus when it is there) and random joins of markers,
// letters and bytes beyond ASCII, long lines past the stack buffer among
// them.
func TestStripMarksOld(t *testing.T) {
	in := withCVLines(t, stripCases)
	for _, c := range stripCases {
		in = append(in, windows(c, 6)...)
	}
	marked := 0
	for _, s := range in {
		checkStrip(t, s)
		if containsAnyOf(s, "*_") {
			marked++
		}
	}
	if marked < 50 {
		t.Fatalf("only %d texts with a marker", marked)
	}
	pieces := []string{"*", "**", "_", "__", " ", "a", "Quill", "é", "\xff", ".", "(", "1", "\t", "\u00a0"}
	for s := range cvtext.Joins(21, 1, pieces, 40000, 16) {
		checkStrip(t, s)
	}
	for s := range cvtext.Joins(21, 2, pieces, 500, 200) {
		checkStrip(t, s)
	}
}

// FuzzStripMarks holds StripEmphasis to the old steps on any text:
//
//	go test -run '^$' -fuzz FuzzStripMarks ./cv/parse/lines
func FuzzStripMarks(f *testing.F) {
	for _, s := range stripCases {
		f.Add(s)
	}
	f.Fuzz(checkStrip)
}
