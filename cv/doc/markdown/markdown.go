// Package markdown is the front end for Markdown and plain text (plain
// text is Markdown without markup): it reads a text into a doc.Doc of
// typed lines, one per source line, with the block structure Markdown
// writes in characters rather than in layout:
//
//   - ATX headings ("## Awards") and setext headings (a line underlined
//     by "===" or "---") give Heading;
//   - list markers ("- ", "3. ", "[12] ") give List, their nesting Depth;
//   - leading spaces give Indent;
//   - blockquote markers ("> ") give Quote;
//   - form feeds (text converted from PDF) give Page, and the running
//     headers and footers at page edges are marked Repeats;
//   - front matter, HTML comments and hidden HTML elements are blanked
//     (the line stays, its Text is empty, so line numbers hold);
//   - a line that is one bold span ("**Teaching**") is Bold.
//
// What is inline (emphasis, links, HTML tags within a line, table cells)
// stays in Text as written, for the parser to read as it reads the
// inline cues of every front end. A marker the text leaves in doubt (a
// list number wider than three digits, which is one only where it
// continues a numbering; a marker with nothing after it, which belongs to
// the next line; a marker behind template markup) is left in Text, where
// the parser's inline reading finds it.
package markdown

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
	unorm "golang.org/x/text/unicode/norm"
)

// Read reads text (UTF-8) of format doc.Markdown or doc.Text into a Doc:
// one Line per source line (a last newline opens a line too), Src its
// 1-based source line, but that a run of white lines is one white Line
// spanning the run (Span, see splitLines): line n of the Doc (LineAt) is
// source line n. The Doc's Text is text as given.
func Read(format, text string) *doc.Doc { return ReadInto(format, text, nil) }

// ReadInto is Read making the Doc's lines in buf's array when it has
// room for them (what buf holds is overwritten), so that a caller that
// reads text after text reuses one array. The Doc's Lines then share
// that array: buf must not be given again while the Doc is in use.
func ReadInto(format, text string, buf []doc.Line) *doc.Doc {
	d := &doc.Doc{Format: format, Text: text, NFC: true}
	d.Lines = readLines(normalText(text), buf)
	d.Index()
	return d
}

// ReadCapped is Read holding the text to maxLines lines (a last newline
// opens no line): the lines past it are dropped with a warning at the
// first of them, as the other front ends drop theirs.
func ReadCapped(format, text string, maxLines int) *doc.Doc {
	cut, ok := cutLines(text, maxLines)
	d := Read(format, cut)
	if !ok {
		d.Warnings = append(d.Warnings, doc.Warning{Src: maxLines + 1, Message: fmt.Sprintf("the file has more than %d lines: the rest is not read", maxLines)})
	}
	return d
}

// cutLines returns text's first max lines and whether that is all of it
// (a last newline opens no line).
func cutLines(text string, max int) (string, bool) {
	if max <= 0 {
		return text, true
	}
	at := 0 // text[:at] holds the lines passed
	for range max {
		i := strings.IndexByte(text[at:], '\n')
		if i < 0 {
			return text, true
		}
		at += i + 1
	}
	if at == len(text) {
		return text, true
	}
	return text[:at-1], false
}

// normalText is text in NFC with Windows line ends made Unix ones: text
// saved decomposed (macOS) must read like composed text, or "José" in
// the header never matches "José" in an author list.
func normalText(text string) string {
	if !isNFC(text) {
		text = unorm.NFC.String(text) // what it gives for text in NFC is the text
	}
	return strings.ReplaceAll(text, "\r\n", "\n")
}

// readLines makes the typed lines of a normalised text. The passes over
// the whole text come first (comments and hidden elements, front matter,
// pages and their furniture), then each line's block cues, and the
// passes that look across lines (setext underlines, list nesting). The
// lines are made in buf's array when it has room (splitLinesInto).
func readLines(text string, buf []doc.Line) []doc.Line {
	shown := text // the text as written: what a white run is judged by
	if strings.Contains(text, "<!--") {
		text = dropComments(text) // a multi-line comment becomes its newlines
	}
	if strings.IndexByte(text, '<') >= 0 {
		text = blankHiddenHTML(text)
	}
	ls := splitLinesInto(shown, text, buf)
	if hasFrontMatter(text) {
		blankFrontMatter(ls)
	}
	if strings.IndexByte(text, '\f') >= 0 {
		markPages(ls)
	}
	var nest nesting
	for i := range ls {
		content := 0
		if !ls[i].Repeats {
			content = readBlock(&ls[i])
		}
		if setextHeading(ls, i) {
			nest.close()
		}
		nest.place(&ls[i], content)
	}
	return ls
}

// splitLines makes one Line per line of text, Text the line as written
// and Src its number, but for a run of white lines, which says what one
// says and must not cost a Line each: it is one Line spanning the run. A
// line counts as white here when it is white as written in shown (the
// text before comments and hidden elements were blanked, whose lines it
// matches one for one) and holds no form feed, so that a comment or a
// page break stays a line of its own.
func splitLines(shown, text string) []doc.Line { return splitLinesInto(shown, text, nil) }

// splitLinesInto is splitLines making the lines in buf's array when it
// has room for them all.
func splitLinesInto(shown, text string, buf []doc.Line) []doc.Line {
	ls := buf[:0]
	// a buffer with room for a line per newline has room for them all:
	// the exact count (a pass of its own) is made only for one without
	if cap(ls) <= strings.Count(text, "\n") {
		if n := linesCap(shown, text); cap(ls) < n {
			ls = make([]doc.Line, 0, n)
		}
	}
	c := lineCutter{shown: shown, text: text, same: shown == text}
	prevWhite := false
	for n := 1; ; n++ {
		r, white, found := c.next()
		if white && prevWhite {
			ls[len(ls)-1].Span = max(ls[len(ls)-1].Span, 1) + 1
		} else {
			ls = append(ls, doc.Line{Text: r, Src: n})
		}
		prevWhite = white
		if !found {
			return ls
		}
	}
}

// lineCutter hands out the lines of text one by one, each with whether
// it is white as written (whiteAsWritten of the same line of shown).
type lineCutter struct {
	shown, text string
	same        bool // no comment or hidden element: one text to cut
}

// next is the next line of the text, whether it is white as written,
// and false for the last line.
func (c *lineCutter) next() (r string, white, found bool) {
	r, c.text, found = strings.Cut(c.text, "\n")
	o := r
	if !c.same {
		o, c.shown, _ = strings.Cut(c.shown, "\n")
	}
	return r, whiteAsWritten(o, r), found
}

// linesCap is the number of Lines splitLines makes of the text, counted
// in a pass of its own: the slice is made once, of the size it needs (a
// guess from the length left slots unused on long lines and grew the
// slice on short ones). A run of white lines counts once, so a text of
// blank lines costs one slot.
func linesCap(shown, text string) int {
	c := lineCutter{shown: shown, text: text, same: shown == text}
	n, prevWhite := 0, false
	for {
		_, white, found := c.next()
		if !white || !prevWhite {
			n++
		}
		prevWhite = white
		if !found {
			return n
		}
	}
}

// whiteAsWritten reports whether a line, as written (o) and as blanked (r),
// is white and holds no form feed.
func whiteAsWritten(o, r string) bool {
	return isWhite(r) && strings.IndexByte(r, '\f') < 0 && (len(o) == len(r) || isWhite(o))
}
