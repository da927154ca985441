package parse

import (
	"sort"
	"strings"
	"unicode"
)

// fileSections is the pass after splitSections has cut the lines at their
// headings: it gives each section the kind its heading and content agree
// on (appendFiled), and puts back into the section above a heading that
// is the wrapped end of that section's last item (continuesItem). ls are
// the lines splitSections cut, to find each heading's own line.
func fileSections(secs []section, ls []line) []section {
	out := make([]section, 1, len(secs)+4) // room for a few split by content
	out[0] = secs[0]
	for _, s := range secs[1:] {
		// the first line with the heading's number: a margin heading
		// comes before the rest of its line
		i, found := sort.Find(len(ls), func(j int) int { return s.Line - ls[j].N })
		ck := &lazyKind{ls: s.Lines} // asked at most once, by either test below
		if found && len(out) > 1 && continuesItem(out[len(out)-1], s, ls, i, ck) {
			memOf(ls[i]).note(ls[i].N, roleContinued, "continued: a heading-like line that ends the last item above")
			prev := &out[len(out)-1]
			joined := make([]line, 0, len(prev.Lines)+1+len(s.Lines))
			joined = append(append(append(joined, prev.Lines...), ls[i]), s.Lines...)
			prev.Lines = joined
			continue
		}
		out = appendFiled(out, s, ck)
	}
	return out
}

// appendFiled decides one section's kind and appends the section (or
// the sections it is split into) to out. A heading with no kind word
// (kind unknown) or only vague ones ("Research Experience") takes the
// kind its entries show when they show one clearly, and keeps its own
// otherwise (an unknown section is then skipped with a warning, never
// given a neighbour's kind). A heading naming two kinds or more is split
// by content (splitByContent). Other headings decide alone.
func appendFiled(out []section, s section, ck *lazyKind) []section {
	if s.Kind != secUnknown && s.Kind != secProjects && !readableKind(s.Kind) {
		return append(out, s) // skills, summary, news...: their words are clear
	}
	var ks []kind
	if s.Kind != secUnknown {
		ks = headingKinds(s.Title)
	}
	switch {
	case len(ks) == 0:
		if k, n, of, ok := ck.share(); ok && readableKind(k) {
			s.Kind = k
			sectionMemo(&s).noteKindCount(s.Line, "by content: %d of its %d entries read as this kind", n, of)
		}
	case len(ks) >= 2 && containsKind(ks, s.Kind) && allReadable(ks):
		sectionMemo(&s).noteKind(s.Line, "by content: the heading names several kinds, each entry filed under the one it holds")
		return append(out, splitByContent(s, ks)...)
	}
	return append(out, s)
}

func allReadable(ks []kind) bool {
	for _, k := range ks {
		if !readableKind(k) {
			return false
		}
	}
	return true
}

// splitByContent files each entry of a section whose heading names
// several kinds ("Honors and Invited Talks") under the kind its own
// content names among them; an entry whose content names none of them,
// or none clearly, stays with the heading's kind. The result is one
// section per kind met, in order, each with the heading's title and line.
func splitByContent(s section, ks []kind) []section {
	_, es := splitEntries(s.Lines)
	groups := map[kind][]line{}
	var order []kind
	for _, e := range es {
		k, ok := entryKind(e.lines)
		if !ok || !containsKind(ks, k) {
			k = s.Kind
		}
		if _, seen := groups[k]; !seen {
			order = append(order, k)
		}
		groups[k] = append(append(groups[k], e.lines...), line{N: e.lines[len(e.lines)-1].N, Blank: true})
	}
	if len(order) <= 1 {
		if len(order) == 1 {
			s.Kind = order[0]
		}
		return []section{s}
	}
	out := make([]section, 0, len(order))
	for _, k := range order {
		out = append(out, section{Kind: k, Title: s.Title, Line: s.Line, Lines: groups[k]})
	}
	return out
}

// continuesItem reports whether the heading of s (line i of ls) is the
// wrapped end of the item above it rather than a heading: it has no
// style of its own (no Markdown heading, not bold), no blank line above,
// and either closes a quotation or bracket it never opened ("Kite
// Flying”", the end of a talk title), or the line above ends open (a
// comma, a dash, "and", "of") -- these two not for a label in a left
// margin (marginLabel), set apart on purpose -- or the lines under it
// read as the previous section's kind and not as the one the heading
// names.
func continuesItem(prev, s section, ls []line, i int, ck *lazyKind) bool {
	h := &ls[i]
	if h.Heading > 0 || h.Bold || i == 0 || ls[i-1].Blank || prev.Kind == secHeader {
		return false
	}
	if !marginLabel(ls, i) && (closesUnopened(h.Text) || cutMidPhrase(ls[i-1].Text)) {
		return true
	}
	if !readableKind(prev.Kind) || prev.Kind == s.Kind {
		return false
	}
	k, ok := ck.get()
	return ok && k == prev.Kind
}

// marginLabel reports whether line i is a label in a left margin: its
// source line goes on with content to its right (splitMarginHeadings cut
// it there), so it was set apart on purpose, not wrapped.
func marginLabel(ls []line, i int) bool {
	return i+1 < len(ls) && ls[i+1].N == ls[i].N
}

// closesUnopened reports whether t closes a quotation mark or bracket it
// did not open: the end of a text that began on the line above.
func closesUnopened(t string) bool {
	pairs := [...][2]rune{{'“', '”'}, {'(', ')'}, {'[', ']'}, {'«', '»'}}
	for _, p := range pairs {
		depth := 0
		for _, r := range t {
			switch r {
			case p[0]:
				depth++
			case p[1]:
				depth--
			}
			if depth < 0 {
				return true
			}
		}
	}
	t = strings.TrimSpace(t)
	r, _ := firstRune(t)
	return t != "" && unicode.IsLower(r)
}

// openEndWords end a line that goes on on the next: a phrase cut at a
// connector ("... on kites and" / "Teaching").
var openEndWords = set(`and or of in on for with to the a an at by from`)

// cutMidPhrase reports whether t ends where a phrase cannot: a comma, a dash,
// or a connector word.
func cutMidPhrase(t string) bool {
	t = strings.TrimSpace(t)
	if strings.HasSuffix(t, ",") || strings.HasSuffix(t, "-") || strings.HasSuffix(t, "–") {
		return true
	}
	i := strings.LastIndexByte(t, ' ')
	return i >= 0 && openEndWords[t[i+1:]]
}
