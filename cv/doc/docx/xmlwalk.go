package docx

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// maxDepth bounds XML nesting: Word nests tables in tables and text boxes
// in paragraphs a few levels deep, never hundreds.
const maxDepth = 200

// checkEvery is how many tokens pass between two looks at the context.
const checkEvery = 1 << 12

// The WordprocessingML namespaces (transitional and strict) and the
// markup-compatibility namespace.
const (
	nsW       = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
	nsWStrict = "http://purl.oclc.org/ooxml/wordprocessingml/main"
	nsMC      = "http://schemas.openxmlformats.org/markup-compatibility/2006"
)

// tokens reads the XML tokens of one part with bounds: the nesting depth,
// and the context looked at every checkEvery tokens.
type tokens struct {
	d     *xml.Decoder
	ctx   context.Context
	part  string
	depth int
	n     int
}

func newTokens(ctx context.Context, r io.Reader, part string) *tokens {
	return &tokens{d: xml.NewDecoder(r), ctx: ctx, part: part}
}

// next returns the next token; io.EOF at the end of the part. Errors wrap
// doc.ErrCorrupt (bad XML), doc.ErrLimit (too deep, too slow, zip bomb).
func (t *tokens) next() (xml.Token, error) {
	t.n++
	if t.n%checkEvery == 0 {
		if err := t.ctx.Err(); err != nil {
			return nil, contextError(err)
		}
	}
	tok, err := t.d.Token()
	if err != nil {
		if err == io.EOF {
			if t.depth > 0 {
				return nil, fmt.Errorf("%w: %s ends in the middle of an element", doc.ErrCorrupt, t.part)
			}
			return nil, io.EOF
		}
		if isDocErr(err) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %s is not well-formed XML (%v)", doc.ErrCorrupt, t.part, err)
	}
	switch tok.(type) {
	case xml.StartElement:
		t.depth++
		if t.depth > maxDepth {
			return nil, fmt.Errorf("%w: %s nests elements more than %d deep", doc.ErrLimit, t.part, maxDepth)
		}
	case xml.EndElement:
		t.depth--
	}
	return tok, nil
}

// skip reads past the end of the element whose start was just read.
func (t *tokens) skip() error {
	end := t.depth - 1
	for t.depth > end {
		if _, err := t.next(); err != nil {
			return err
		}
	}
	return nil
}

// maxText is the most text kept of one element: one byte more than a
// paragraph may hold, so that a longer one is still refused as too long.
const maxText = maxParaText + 1

// text reads the character data of the element whose start was just read,
// up to its end (the text of nested elements included), keeping at most
// maxText bytes of it.
func (t *tokens) text() (string, error) {
	var b strings.Builder
	end := t.depth - 1
	for t.depth > end {
		tok, err := t.next()
		if err != nil {
			return "", err
		}
		if cd, ok := tok.(xml.CharData); ok && b.Len() < maxText {
			b.Write(cd[:min(len(cd), maxText-b.Len())])
		}
	}
	return b.String(), nil
}

// contextError turns a context's error into the error Read returns: the
// deadline is the time limit.
func contextError(err error) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("%w: reading took longer than the time limit", doc.ErrLimit)
	}
	return err
}

// isW reports whether n is the WordprocessingML element local.
func isW(n xml.Name, local string) bool {
	return n.Local == local && (n.Space == nsW || n.Space == nsWStrict)
}

// inW reports whether n is in a WordprocessingML namespace.
func inW(n xml.Name) bool { return n.Space == nsW || n.Space == nsWStrict }

// attr returns the value of the attribute local (in any namespace).
func attr(se xml.StartElement, local string) string {
	for _, a := range se.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// wAttr returns the value of the WordprocessingML attribute w:local.
func wAttr(se xml.StartElement, local string) string {
	for _, a := range se.Attr {
		if a.Name.Local == local && (a.Name.Space == nsW || a.Name.Space == nsWStrict || a.Name.Space == "") {
			return a.Value
		}
	}
	return ""
}

// onOff reads an on/off property element (w:b, w:i, w:caps): on unless
// its w:val says "0", "false" or "off".
func onOff(se xml.StartElement) bool {
	switch strings.ToLower(wAttr(se, "val")) {
	case "0", "false", "off":
		return false
	}
	return true
}

// walkPart opens a part of the archive and calls visit for each start
// element in it, in order; visit reads on through t as it needs (children,
// text, skip). A missing part is no error: visit is never called.
func walkPart(ctx context.Context, a *archive, part string, visit func(t *tokens, se xml.StartElement) error) error {
	rc, ok, err := a.open(part)
	if !ok || err != nil {
		return err
	}
	defer rc.Close()
	t := newTokens(ctx, rc, part)
	for {
		tok, err := t.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if se, ok := tok.(xml.StartElement); ok {
			if err := visit(t, se); err != nil {
				return err
			}
		}
	}
}

// children calls visit for each WordprocessingML start element inside the
// element whose start was just read, with its depth below that element
// (1 for a child, 2 for a grandchild), until the element ends.
func (t *tokens) children(visit func(e xml.StartElement, depth int) error) error {
	return t.elements(func(e xml.StartElement, depth int) error {
		if !inW(e.Name) {
			return nil
		}
		return visit(e, depth)
	})
}

// elements calls visit for each start element, of any namespace, inside
// the element whose start was just read, with its depth below it, until
// that element ends. visit may read on (skip, text) through t.
func (t *tokens) elements(visit func(e xml.StartElement, depth int) error) error {
	top := t.depth
	for t.depth >= top {
		tok, err := t.next()
		if err != nil {
			return err
		}
		if e, ok := tok.(xml.StartElement); ok {
			if err := visit(e, t.depth-top); err != nil {
				return err
			}
		}
	}
	return nil
}

// levelIndex reads a w:ilvl attribute as a list level in 0..maxLevels-1,
// or -1.
func levelIndex(e xml.StartElement) int {
	if i, err := strconv.Atoi(wAttr(e, "ilvl")); err == nil && i >= 0 && i < maxLevels {
		return i
	}
	return -1
}
