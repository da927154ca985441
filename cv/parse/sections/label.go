package sections

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse/lines"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// styledHeading accepts a heading outside the heading words when its
// look and its content both say so. The line stands apart (a blank line
// above, or bold), is a short label in title case or capitals, and the
// lines under it (up to the next such label) clearly hold one kind of
// entry, another kind than the section it stands in. A label that names
// a kind must name that one ("Earned Degrees" over degrees, "Selected
// Kite Papers" over papers); a label that names none ("Academic
// Preparation") must be bold or in capitals (in plain type, see
// modelOpens). A Markdown heading below
// the section level is an entry's head, and a bold entry head ("Acme
// Labs" over its jobs) holds lines of the section it stands in: neither
// opens a section.
func styledHeading(r Reader, ls []lines.Line, i int, cur Kind) (string, bool) {
	l := &ls[i]
	if cur == Header || l.Heading > 0 || l.List != "" || !standalone(ls, i) {
		return "", false
	}
	t := strings.TrimSpace(strings.TrimRight(l.Text, ": "))
	if !titleCaseLabel(t) {
		return "", false
	}
	named, known := r.Classify(t)
	if !labelMayOpen(named, known, l.Bold || AllCaps(t), cur) {
		return r.ModelOpens(ls, i, t, cur, known) // a plain label naming no kind (cv/parse: linerole_sections.go)
	}
	k, ok := r.ContentKind(LabelRun(ls, i))
	if !ok || !Readable(k) || k == cur || (known && named != k) {
		return "", false
	}
	r.NoteHeading(ls, i, "heading: a title-case label apart whose lines read as another section")
	return t, true
}

// labelMayOpen is styledHeading's test of a label's words, before its
// content is read: a label naming no kind needs bold or capitals, and a
// label naming one must name a readable kind other than the current.
func labelMayOpen(named Kind, known, marked bool, cur Kind) bool {
	if !known {
		return marked
	}
	return named != cur && Readable(named)
}

// titleCaseLabel reports whether t is a short label in title case: one to
// five words, no digits, no list or cell marks, each word capitalised but
// for short connectors ("of", "and").
func titleCaseLabel(t string) bool {
	if t == "" || len(t) > 50 || strings.ContainsAny(t, "0123456789@|\t.,;") {
		return false
	}
	n := 0 // the words, cut as strings.Fields cuts them, without its slice
	for a, b := textscan.NextField(t, 0, ' '); a < b; a, b = textscan.NextField(t, b, ' ') {
		if n++; n > 5 {
			return false
		}
		w := t[a:b]
		r, _ := firstRune(w)
		if !unicode.IsUpper(r) && !(len(w) <= 3 && unicode.IsLower(r)) && w != "&" {
			return false
		}
	}
	r, _ := firstRune(t)
	return unicode.IsUpper(r)
}

// LabelRun is the lines after line i up to the next line that could
// be a label of the same kind (bold like it, or standing apart in title
// case), forty at most.
func LabelRun(ls []lines.Line, i int) []lines.Line {
	h := &ls[i]
	end := i + 1
	for ; end < len(ls) && end-i <= 40; end++ {
		n := &ls[end]
		if n.List != "" || n.Blank {
			continue
		}
		if (h.Bold && n.Bold) || (!h.Bold && standalone(ls, end) && titleCaseLabel(strings.TrimRight(n.Text, ": "))) {
			break
		}
	}
	return ls[i+1 : end]
}

// headsKnownContent reports whether the Markdown heading at line i, in
// the header and naming no kind, opens a section all the same: the lines
// under it, up to the next heading of its level or above, clearly hold
// one kind of entry ("## Academic Training" over degrees, first on the
// page after the name).
func headsKnownContent(r Reader, ls []lines.Line, i int) bool {
	h := ls[i].Heading
	end := i + 1
	for end < len(ls) && end-i <= 60 && (ls[end].Heading == 0 || ls[end].Heading > h) {
		end++
	}
	k, ok := r.ContentKind(ls[i+1 : end])
	return ok && Readable(k)
}
