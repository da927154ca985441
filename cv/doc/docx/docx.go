// Package docx is the Word (.docx) front end: it reads the document part of
// a .docx zip (word/document.xml) with a streaming XML decoder and turns each
// paragraph into a doc.Line with the cues Word records.
//
// What it reads and the cues it gives:
//   - paragraph styles (word/styles.xml, followed through basedOn): Title
//     and Heading 1–9, or an outline level, give Line.Heading (a document
//     with a Title style has its Heading n one level below the title);
//   - numbering (w:numPr, direct or from the style; word/numbering.xml):
//     bullets give List "-", numbered items "N." ("N)", "[N]") with a running
//     counter per list and level; the level gives Depth;
//   - runs: bold and italic (direct, from the character style, from the
//     paragraph style) become **bold** and *italic* spans; a paragraph in
//     bold throughout has Line.Bold; hidden text is dropped; w:caps text is
//     written in capitals;
//   - w:tab becomes a tab (a cell separator: the right-aligned date after a
//     tab becomes a cell of its own); w:br and w:cr start a new line;
//   - hyperlinks (word/_rels/document.xml.rels, and HYPERLINK fields) become
//     [text](url);
//   - tables: one line per row, cells separated by a tab (a row whose
//     cells hold several paragraphs gives one line per paragraph, side by
//     side; a row with one filled cell gives that cell's lines with their
//     cues);
//   - text boxes and content controls are read in document order, a text
//     box's lines after the paragraph it is anchored in (the first of a
//     choice of alternate contents is read, never both);
//   - Line.Indent is the paragraph's left indent at 120 twips (1/12 inch,
//     about one character at 12 pt) per space; Line.Src is the 1-based
//     paragraph number in document order, Line.Size the largest run size
//     over the body text size;
//   - Doc.Meta comes from docProps/core.xml (title, creator, created,
//     modified).
//
// Headers, footers, footnotes, endnotes and comments are not read.
//
// The zip is untrusted: the number of entries, the uncompressed bytes read
// (declared and actual, against doc.Limits.MaxExpanded), the XML nesting
// depth, the lines produced (counted as they are read, line breaks
// included), the text runs and tabs and the bytes of text of a paragraph,
// the bytes of text of the document, the cells of a table row and the wall
// time are bounded, and each bound gives an error wrapping doc.ErrLimit
// (see budget.go).
package docx

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/vitae-cv/vitae/cv/doc"
)

// oleMagic opens an OLE compound file: a Word 97-2003 .doc, or an Office
// file encrypted with a password (the encrypted package inside an OLE file).
var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// encryptionInfo is the name of the stream an encrypted Office file holds,
// as it is stored in an OLE directory (UTF-16LE).
var encryptionInfo = utf16le("EncryptionInfo")

// Read reads a .docx file's bytes into a Doc (see the package comment for
// the cues). Errors wrap doc.ErrCorrupt (not a zip, no word/document.xml,
// broken XML), doc.ErrEncrypted (a password-protected file) or
// doc.ErrLimit (a zip bomb, too deep XML, too many lines, too slow).
func Read(ctx context.Context, data []byte, lim doc.Limits) (*doc.Doc, error) {
	lim = lim.OrDefault()
	if int64(len(data)) > lim.MaxBytes {
		return nil, fmt.Errorf("%w: the file is %d bytes, more than the %d-byte limit", doc.ErrLimit, len(data), lim.MaxBytes)
	}
	if bytes.HasPrefix(data, oleMagic) {
		return nil, oleError(data)
	}
	ctx, cancel := context.WithTimeout(ctx, lim.Timeout)
	defer cancel()
	a, err := openArchive(data, lim.MaxExpanded)
	if err != nil {
		return nil, err
	}
	main, err := a.mainPart(ctx)
	if err != nil {
		return nil, err
	}
	d := &doc.Doc{Format: doc.DOCX}
	if d.Meta, err = readCore(ctx, a); err != nil {
		return nil, err
	}
	r, err := newBodyReader(ctx, a, main, lim.MaxLines)
	if err != nil {
		return nil, err
	}
	if err := r.read(); err != nil {
		return nil, err
	}
	d.Lines, d.Warnings = r.lines, r.warnings
	return d, nil
}

// oleError says what an OLE compound file is: an encrypted Office file
// when it holds an EncryptionInfo stream, otherwise an old binary .doc.
func oleError(data []byte) error {
	if bytes.Contains(data, encryptionInfo) {
		return fmt.Errorf("%w: open it in Word, remove the password and save it again", doc.ErrEncrypted)
	}
	return fmt.Errorf("%w: a Word 97-2003 .doc file (or another OLE file), not .docx: save it as .docx or PDF", doc.ErrCorrupt)
}

// utf16le encodes an ASCII string as UTF-16LE bytes.
func utf16le(s string) []byte {
	b := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, s[i], 0)
	}
	return b
}

// isDocErr reports whether err already wraps one of the doc sentinels or
// a context error, so it can be passed on as it is.
func isDocErr(err error) bool {
	for _, s := range []error{doc.ErrCorrupt, doc.ErrLimit, doc.ErrEncrypted, doc.ErrNoText, context.Canceled} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}
