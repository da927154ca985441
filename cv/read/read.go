// Package read turns an input file into a doc.Doc, whatever its format:
// it finds the format from the file's name and first bytes and hands the
// bytes to that format's front end (cv/doc/markdown for Markdown and
// plain text, cv/doc/webpage, cv/doc/docx and cv/doc/pdf).
package read

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/docx"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
	"github.com/vitae-cv/vitae/cv/doc/pdf"
	"github.com/vitae-cv/vitae/cv/doc/webpage"
	"github.com/vitae-cv/vitae/cv/parse"
)

// ErrUnsupported: the file is of a format vitae does not read.
var ErrUnsupported = errors.New("format not read by vitae")

// Options configure Doc and File.
type Options struct {
	// MaxTextSize is the largest Markdown or plain-text input, in bytes;
	// 0 means parse.DefaultMaxSize.
	MaxTextSize int64
	// Limits bound the HTML, DOCX and PDF front ends.
	Limits doc.Limits
}

// FormatOf says which front end reads a file named name whose bytes start
// with head: magic bytes at the start decide first (a PDF named .txt is
// still a PDF), then the extension. A PDF header further in (readers
// accept junk before it) makes a PDF only of a file whose extension names
// no format, and only where it opens a line: a Markdown CV that mentions
// "%PDF-" is Markdown. It returns "" for a format vitae does not read.
func FormatOf(name string, head []byte) string {
	if f := sniff(head); f != "" {
		return f
	}
	f := formatByExt[strings.ToLower(filepath.Ext(name))]
	if f == "" && latePDFHeader(head) {
		return doc.PDF
	}
	return f
}

var formatByExt = map[string]string{
	".md": doc.Markdown, ".markdown": doc.Markdown,
	".txt": doc.Text, ".text": doc.Text,
	".html": doc.HTML, ".htm": doc.HTML, ".xhtml": doc.HTML,
	".docx": doc.DOCX,
	".pdf":  doc.PDF,
}

// sniff recognises the formats with magic bytes at the start.
func sniff(head []byte) string {
	switch {
	case parse.StartsWithPDF(head):
		return doc.PDF
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		return doc.DOCX // a zip: the DOCX front end says if it is not Word
	}
	return ""
}

// latePDFHeader reports whether a PDF header ("%PDF-" and a version,
// "%PDF-1.7") opens a line in the first KiB of head.
func latePDFHeader(head []byte) bool {
	head = head[:min(len(head), 1024)]
	for {
		i := bytes.Index(head, []byte("%PDF-"))
		if i < 0 {
			return false
		}
		v := head[i+len("%PDF-"):]
		if i > 0 && (head[i-1] == '\n' || head[i-1] == '\r') && len(v) >= 3 && isDigit(v[0]) && v[1] == '.' && isDigit(v[2]) {
			return true
		}
		head = head[i+1:]
	}
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// Doc reads the bytes of one input named name (used in errors and to find
// the format). Errors are *parse.InputError values naming the input.
//
// A file whose format is not known from its name or bytes (standard input,
// a file named without an extension) is read as Markdown, unless its
// extension names a format vitae cannot read (.doc, .rtf, images).
func Doc(ctx context.Context, name string, data []byte, opt Options) (*doc.Doc, error) {
	format := FormatOf(name, data)
	if format == "" && skipReason(name) == "" {
		format = doc.Markdown
	}
	d, err := readFormat(ctx, format, name, data, opt)
	if err != nil {
		var ie *parse.InputError
		if errors.As(err, &ie) {
			return nil, err
		}
		return nil, &parse.InputError{Name: name, Err: err}
	}
	return d, nil
}

func readFormat(ctx context.Context, format, name string, data []byte, opt Options) (*doc.Doc, error) {
	switch format {
	case doc.Markdown, doc.Text:
		text, err := parse.Decode(name, data, opt.MaxTextSize)
		if err != nil {
			return nil, err
		}
		// held to the line cap of the other front ends, however large
		// --max-size lets the file be
		return markdown.ReadCapped(format, text, opt.Limits.OrDefault().MaxLines), nil
	case doc.HTML:
		return webpage.Read(ctx, data, opt.Limits)
	case doc.DOCX:
		return docx.Read(ctx, data, opt.Limits)
	case doc.PDF:
		return pdf.Read(ctx, data, opt.Limits)
	case "":
		return nil, fmt.Errorf("%w: %s", ErrUnsupported, describeUnsupported(name))
	}
	return nil, fmt.Errorf("%w: the %s front end is not built in", ErrUnsupported, format)
}

// describeUnsupported says why a file is not read, in words a user can act on.
func describeUnsupported(name string) string {
	if why := skipReason(name); why != "" {
		return why
	}
	return "not a format vitae reads (" + Extensions + ")"
}
