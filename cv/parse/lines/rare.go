package lines

// A line's inline spans (link, bold and italic texts) and the mark a
// later pass may set on it (Sub) are held apart from the Line, behind one
// pointer that most lines leave nil: a Line is copied by value through
// the parser and its lines are kept in slices, so three span lists and a
// string that are usually empty cost every line 88 bytes and the garbage
// collector five pointers to scan.
//
// The pointed-to value is never changed once a Line is handed out: a
// setter gives the line a new one (copy on write), so a copy of a Line
// keeps the spans it was copied with, as with fields.

// rare is what a few lines carry beyond their text and cues.
type rare struct {
	links, bolds, italics []string
	sub                   string
}

// Links are the line's link texts, in order.
func (l *Line) Links() []string {
	if l.rare == nil {
		return nil
	}
	return l.rare.links
}

// Bolds are the line's bold span texts, in order.
func (l *Line) Bolds() []string {
	if l.rare == nil {
		return nil
	}
	return l.rare.bolds
}

// Italics are the line's italic span texts, in order.
func (l *Line) Italics() []string {
	if l.rare == nil {
		return nil
	}
	return l.rare.italics
}

// Sub is the mark a later pass set on the line (cv/parse: a publication
// sub-section marker's status), "" if none; never set here.
func (l *Line) Sub() string {
	if l.rare == nil {
		return ""
	}
	return l.rare.sub
}

// HasSpans reports whether the line has a link, bold or italic span.
func (l *Line) HasSpans() bool {
	return l.rare != nil && len(l.rare.links)+len(l.rare.bolds)+len(l.rare.italics) > 0
}

// SetSpans gives the line these link, bold and italic spans (nil: none).
func (l *Line) SetSpans(links, bolds, italics []string) {
	sub := l.Sub()
	if links == nil && bolds == nil && italics == nil && sub == "" {
		l.rare = nil
		return
	}
	l.rare = &rare{links: links, bolds: bolds, italics: italics, sub: sub}
}

// ClearSpans drops the line's link, bold and italic spans.
func (l *Line) ClearSpans() { l.SetSpans(nil, nil, nil) }

// AppendSpans appends o's link, bold and italic spans to the line's, as
// appending each list to each.
func (l *Line) AppendSpans(o *Line) {
	if o.rare == nil {
		return // appending nothing
	}
	l.SetSpans(append(l.Links(), o.Links()...), append(l.Bolds(), o.Bolds()...), append(l.Italics(), o.Italics()...))
}

// SetSub sets the line's Sub mark.
func (l *Line) SetSub(s string) {
	if l.rare == nil && s == "" {
		return
	}
	r := rare{sub: s}
	if l.rare != nil {
		r = *l.rare
		r.sub = s
	}
	l.rare = &r
}

// building is the line's rare part while this package builds the line
// (the line is not handed out yet, so it is written in place), made on
// first need, from a's chunk of them (arena.go; nil: allocated alone).
func (l *Line) building(a *cellArena) *rare {
	if l.rare == nil {
		l.rare = a.newRare()
	}
	return l.rare
}
