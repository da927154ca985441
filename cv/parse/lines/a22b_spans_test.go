package lines

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// The span readers as they were before the spans came from the cell
// arena (the oracle): each span list allocated on its own.

func boldSpansOld(r string) []string {
	var out []string
	marks := newMarkScan(r)
	for i := marks.next(0); i >= 0 && i+1 < len(r); i = marks.next(i) {
		c := r[i]
		if r[i+1] == c {
			j := strings.IndexByte(r[i+2:], c) + i + 2
			if j > i+2 && j+1 < len(r) && r[j+1] == c {
				out = append(out, r[i+2:j])
				i = j + 2
				continue
			}
		}
		i++
	}
	return out
}

func italicSpansOld(s string) []string {
	var out []string
	var pb [8][2]int
	for _, pr := range appendEmphasisPairs(pb[:0], s) {
		if t := cleanText(StripEmphasis(s[pr[0]+1 : pr[1]])); t != "" {
			out = append(out, t)
		}
	}
	return out
}

func (l *Line) readEmphasisOld(r string, a *cellArena) string {
	if strings.IndexByte(r, '\\') >= 0 {
		r = unescapeEmphasis(r)
	}
	r = strings.TrimSpace(r)
	l.MD = r
	if containsAnyOf(r, "\x01\x02") {
		l.MD = mdRestore.Replace(r)
	}
	if !containsAnyOf(r, "*_") {
		return r
	}
	l.Bold, l.Italic = wholeLineEmphasis(r)
	hasBold := strings.Contains(r, "**") || strings.Contains(r, "__")
	if hasBold {
		bs := boldSpansOld(r)
		for i, b := range bs {
			bs[i] = cleanText(StripEmphasis(b))
		}
		if bs == nil {
		} else if sp := l.building(a); sp.bolds == nil {
			sp.bolds = bs[:len(bs):len(bs)]
		} else {
			sp.bolds = append(sp.bolds, bs...)
		}
	}
	noBold := r
	if hasBold {
		if !singleMarkLeft(r) {
			return r
		}
		noBold = boldMarksToSpaces(r)
	}
	if containsAnyOf(noBold, "*_") {
		is := italicSpansOld(noBold)
		if is == nil {
		} else if sp := l.building(a); sp.italics == nil {
			sp.italics = is[:len(is):len(is)]
		} else {
			sp.italics = append(sp.italics, is...)
		}
	}
	return r
}

// spanRead is what reading one line's emphasis gave.
type spanRead struct {
	r, md           string
	bold, italic    bool
	bolds, italics  []string
	boldsC, italicC int
}

func readSpans(s string, pre bool, a *cellArena, old bool) spanRead {
	var l Line
	if pre { // spans an HTML line gave already: the append branch
		sp := l.building(a)
		sp.bolds, sp.italics = []string{"pre b"}, []string{"pre i"}
	}
	var r string
	if old {
		r = l.readEmphasisOld(s, a)
	} else {
		r = l.readEmphasis(s, censusOf(s), a)
	}
	return spanRead{r, l.MD, l.Bold, l.Italic, l.Bolds(), l.Italics(), cap(l.Bolds()), cap(l.Italics())}
}

func sameSpans(got, want spanRead) bool {
	return got.r == want.r && got.md == want.md && got.bold == want.bold && got.italic == want.italic &&
		slices.Equal(got.bolds, want.bolds) && slices.Equal(got.italics, want.italics)
}

// checkSpansArena reads every text of texts through one arena (the old
// way through another) and fails when a line's emphasis differs from the
// old reading, when its span slices have spare room from the arena, or
// when a later line wrote into an earlier line's spans.
func checkSpansArena(t *testing.T, texts []string) {
	t.Helper()
	var a, olda cellArena
	var got []spanRead
	var live [][2][]string // the lines' own span slices, read again at the end
	for i, s := range texts {
		pre := i%3 == 1
		g, w := readSpans(s, pre, &a, false), readSpans(s, pre, &olda, true)
		if !sameSpans(g, w) {
			t.Fatalf("readEmphasis(%q) = %+v, the old reading gives %+v", s, g, w)
		}
		if !pre && (g.boldsC != len(g.bolds) || g.italicC != len(g.italics)) {
			t.Fatalf("readEmphasis(%q): spare room: bolds %d/%d italics %d/%d", s, len(g.bolds), g.boldsC, len(g.italics), g.italicC)
		}
		live = append(live, [2][]string{g.bolds, g.italics})
		g.bolds, g.italics = slices.Clone(g.bolds), slices.Clone(g.italics)
		got = append(got, g)
	}
	for i, s := range texts {
		if !slices.Equal(live[i][0], got[i].bolds) || !slices.Equal(live[i][1], got[i].italics) {
			t.Fatalf("the spans of %q changed to %q %q after later lines", s, live[i][0], live[i][1])
		}
		if g := readSpans(s, i%3 == 1, nil, false); !sameSpans(g, got[i]) {
			t.Fatalf("readEmphasis(%q) without an arena = %+v, with one %+v", s, g, got[i])
		}
	}
}

// TestSpansArena holds readEmphasis, its spans from the arena, to the old
// reading on fictional lines, every sample and corpus line, and random
// joins of markers, letters and spaces (many lines to one arena, so its
// chunks fill and new ones start).
func TestSpansArena(t *testing.T) {
	extra := []string{
		"**a** **b** **c** **d** **e** **f** **g** **h** **i** **j** **k**", // more spans than the stack buffer
		"*a* *b* *c* *d* *e* *f* *g* *h* *i* *j* _k_ _l_",
		`\*Kite\* **Lab** *Wind* \_x\_`,
	}
	checkSpansArena(t, withCVLines(t, append(extra, emphasisTexts...)))
	pieces := []string{"*", "**", "_", "__", " ", "a", "Quill", "é", "\\", "\x01", "1", "  "}
	var js []string
	for s := range cvtext.Joins(22, 6, pieces, 20000, 24) {
		js = append(js, s)
	}
	checkSpansArena(t, js)
}

// FuzzSpansArena holds readEmphasis to the old reading on any text, read
// after a few fictional lines into the same arena:
//
//	go test -run '^$' -fuzz FuzzSpansArena ./cv/parse/lines
func FuzzSpansArena(f *testing.F) {
	for _, s := range emphasisTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSpansArena(t, []string{"**Ada** *Quill*", s, "_x_ __y__", s})
	})
}

// readMarkdownLinksOld is readMarkdownLinks as it was before its link
// texts were gathered on the stack and kept in the arena (the oracle).
func (l *Line) readMarkdownLinksOld(r string, a *cellArena) string {
	if noLinkMarkup(r) {
		return r
	}
	if strings.Contains(r, "![") {
		r = reImage.ReplaceAllString(r, "")
	}
	if !strings.Contains(r, "](") {
		return r
	}
	var buf [4][6]int
	ms := markdownLinks(r, buf[:0])
	if len(ms) == 0 {
		return r
	}
	var b strings.Builder
	at := 0
	for _, m := range ms {
		t, target := r[m[2]:m[3]], r[m[4]:m[5]]
		if strings.HasPrefix(target, "mailto:") && !strings.Contains(t, "@") {
			t = strings.TrimPrefix(target, "mailto:")
		}
		sp := l.building(a)
		sp.links = append(sp.links, cleanText(unescapeMD(t)))
		b.WriteString(r[at:m[0]])
		b.WriteString(t)
		at = m[1]
	}
	b.WriteString(r[at:])
	return b.String()
}

// checkLinksArena reads the links of every text through one arena (the
// old way through another, and with no arena) and fails when a line's
// text or links differ from the old reading, or a later line wrote into
// an earlier line's links.
func checkLinksArena(t *testing.T, texts []string) {
	t.Helper()
	var a, olda cellArena
	var live, kept [][]string
	for i, s := range texts {
		var l, ol, nl Line
		if i%3 == 1 { // links an HTML line gave already: the append branch
			l.building(&a).links = []string{"pre"}
			ol.building(&olda).links = []string{"pre"}
			nl.building(nil).links = []string{"pre"}
		}
		g, w, n := l.readMarkdownLinks(s, &a), ol.readMarkdownLinksOld(s, &olda), nl.readMarkdownLinks(s, nil)
		if g != w || n != w || !slices.Equal(l.Links(), ol.Links()) || !slices.Equal(nl.Links(), ol.Links()) {
			t.Fatalf("readMarkdownLinks(%q) = %q %q, the old reading gives %q %q", s, g, l.Links(), w, ol.Links())
		}
		live, kept = append(live, l.Links()), append(kept, slices.Clone(l.Links()))
	}
	for i, s := range texts {
		if !slices.Equal(live[i], kept[i]) {
			t.Fatalf("the links of %q changed to %q after later lines", s, live[i])
		}
	}
}

// TestLinksArena holds readMarkdownLinks to the old reading on fictional
// lines, every sample and corpus line, and random joins of link markup.
func TestLinksArena(t *testing.T) {
	extra := []string{
		"[Ada](https://example.org) [Bo](https://example.org/b) [Cy](x) [Di](y) [Ed](z) [Fa](w)", // more links than the stack buffer
		"[](mailto:ada@example.org) ![logo](a.png) [Kite \\_Lab\\_](https://example.org)",
		"[a](b)", "plain", "[x]( y )",
	}
	checkLinksArena(t, withCVLines(t, extra))
	pieces := []string{"[", "]", "(", ")", "](", "![", "mailto:", "a", "Kite", "@", " ", "\\_", "https://example.org"}
	var js []string
	for s := range cvtext.Joins(22, 8, pieces, 20000, 20) {
		js = append(js, s)
	}
	checkLinksArena(t, js)
}

// FuzzLinksArena holds readMarkdownLinks to the old reading on any text:
//
//	go test -run '^$' -fuzz FuzzLinksArena ./cv/parse/lines
func FuzzLinksArena(f *testing.F) {
	for _, s := range []string{"[a](b)", "[Ada](mailto:ada@example.org) [B](c)", "![i](j) [k](l)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkLinksArena(t, []string{"[Kite](https://example.org)", s, "[x](y) [z](w)", s})
	})
}
