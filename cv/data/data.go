// Package data reads CVs kept as data rather than as documents: JSON
// Resume, RenderCV and other YAML CVs, BibTeX publication lists, ORCID
// record exports, LaTeX CVs with their .bib files. Reading data is exact
// where parsing a document is a guess, so each format maps its fields
// onto the record (cv.CV) directly; only free text inside a field (a
// LaTeX body, a citation string) goes through the parser.
//
// Each format is a Format value in its own package below this one
// (cv/data/jsonresume, cv/data/bibtex, ...); the list the readers try is
// cv/data/formats, which cv/inputs consults before the document front
// ends (cv/read).
package data

import (
	"context"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
)

// Source is one CV kept as data: its entry file and a way to read the
// files the entry names (\input, \bibliography, !include, a site's
// _data siblings).
type Source struct {
	// Name is the entry file's path as given; the record's Source.
	Name string
	// Data is the entry file's bytes.
	Data []byte
	// Open reads a file named relative to the entry file's folder. It
	// refuses a path that leaves the folder the CV was given in, a
	// file over the size limit and more files than a CV could need, so
	// a hostile entry cannot read the machine's files or loop.
	Open func(rel string) ([]byte, error)
}

// Options configure a Read.
type Options struct {
	// Parse is how free text inside fields is parsed (the venue
	// catalogue among others).
	Parse parse.Options
	// Limits bound what is read (doc.Limits: bytes, lines, time).
	Limits doc.Limits
	// Owner is the CV owner's name when the data does not say it (a
	// BibTeX file of one person's papers); empty: inferred or unknown.
	Owner string
}

// Format is one data format vitae reads.
type Format struct {
	// Name is the format's name in records and messages: "jsonresume",
	// "rendercv", "bibtex", "orcid", "latex", ...
	Name string
	// Sniff reports whether the file named name, whose first bytes are
	// head (up to 64 KiB), is of this format: by content first, the
	// extension only where the content cannot say.
	Sniff func(name string, head []byte) bool
	// Parts lists the files, relative to the entry's folder, that an
	// entry file reads besides itself; a folder walk reads those as
	// parts of that CV, never as CVs of their own. Nil: none.
	Parts func(src Source) []string
	// Entry, when set, says whether a file of this format met in a
	// folder walk, whose first bytes are head, is a CV's entry file
	// rather than a piece of one: a LaTeX file without \documentclass
	// is meant to be \input by a document, and a walk skips it (named on
	// the command line it is still read). Nil: every file is an entry.
	Entry func(head []byte) bool
	// Lines, when set, gives the typed lines a format hands the parser
	// (a LaTeX body), for "vitae parse --show-lines"; nil for formats
	// read field by field.
	Lines func(src Source) *doc.Doc
	// Read reads the CV. Errors name no file: the caller adds it.
	Read func(ctx context.Context, src Source, opt Options) (*cv.CV, error)
}
