// Package latex reads CVs written in LaTeX (article, moderncv, curve and
// the like) with the .bib files they cite: a data reader (cv/data) that
// is a front end too. The source is read as TeX reads it: comments
// dropped, \input files and the document's own macros and environments
// expanded in place (bounded), then made typed lines with their cues
// kept (doc.Line: sectioning commands and heading-shaped macros as
// headings, \item as list items, \textbf as bold, table columns and
// \hfill as cells, \cventry and \entry as one line with their dates)
// that the parser reads as it reads any document. The publications of
// \bibliography / \addbibresource, with \nocite{*} (all entries) or the
// keys cited, are read by the BibTeX reader and merged (bibtex.Merge).
package latex

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/bibtex"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
)

// Name is the format's name in records.
const Name = "latex"

// Format is LaTeX for the data readers.
var Format = data.Format{Name: Name, Sniff: Sniff, Parts: Parts, Entry: IsDocument, Lines: lines, Read: Read}

// lines are the typed lines the parser reads (Doc without its citations).
func lines(src data.Source) *doc.Doc {
	d, _ := Doc(src)
	return d
}

// IsDocument reports whether a LaTeX file is a document of its own (it
// declares \documentclass) rather than a fragment another file inputs
// (sections/education.tex): in a folder walk only documents are CVs.
func IsDocument(head []byte) bool {
	return bytes.Contains([]byte(StripComments(string(head))), []byte(`\documentclass`))
}

// Sniff reports a .tex file, or a file without extension (or .txt) that
// starts a LaTeX document.
func Sniff(name string, head []byte) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".tex", ".latex", ".ltx":
		return true
	case "", ".txt":
		return bytes.Contains(head, []byte(`\documentclass`)) && bytes.Contains(head, []byte(`\begin{document}`))
	}
	return false
}

// Doc reads the source into typed lines, with what it cites.
func Doc(src data.Source) (*doc.Doc, Bib) {
	text := StripComments(string(src.Data))
	s := newScanner(text, src.Open)
	s.out = !strings.Contains(text, `\begin{document}`)
	s.resume = resClassRE.MatchString(text)
	s.run()
	d := &doc.Doc{Format: Name, Lines: s.lines, Warnings: s.warnings}
	return d, Bib{Files: s.bibs, Keys: s.cites, All: s.citeAll}
}

// Bib is what a LaTeX CV takes from .bib files: the files and the keys
// cited (All: every entry, \nocite{*}).
type Bib struct {
	Files []string
	Keys  []string
	All   bool
}

// Read reads a LaTeX CV: its lines through the parser, then the
// publications of its bibliography merged in.
func Read(ctx context.Context, src data.Source, opt data.Options) (*cv.CV, error) {
	d, bib := Doc(src)
	c, err := parse.ParseDocContext(ctx, src.Name, d, opt.Parse)
	if err != nil {
		return nil, err
	}
	c.Format = Name
	owner := opt.Owner
	if owner == "" {
		owner = c.Name
	}
	for _, f := range bib.Files {
		addBib(c, src, f, bib, owner, opt)
	}
	c.Normalize()
	return c, nil
}

// addBib merges the cited entries of one .bib file into c.
func addBib(c *cv.CV, src data.Source, name string, bib Bib, owner string, opt data.Options) {
	if !bib.All && len(bib.Keys) == 0 {
		return
	}
	if src.Open == nil {
		return
	}
	b, err := src.Open(name)
	if err != nil {
		c.Warnings = append(c.Warnings, cv.Warning{Message: name + ": not read: " + err.Error()})
		return
	}
	r, err := bibtex.Publications(b, opt.Parse.Venues, owner)
	if err != nil {
		c.Warnings = append(c.Warnings, cv.Warning{Message: name + ": " + err.Error()})
		return
	}
	var pubs []cv.Publication
	for i, p := range r.Publications {
		if bib.All || slices.Contains(bib.Keys, r.Keys[i]) {
			pubs = append(pubs, p)
		}
	}
	bibtex.Merge(c, pubs)
	for _, w := range r.Warnings {
		w.Message = name + ": " + w.Message
		c.Warnings = append(c.Warnings, w)
	}
}

// partRE finds the commands that read another file.
var partRE = regexp.MustCompile(`\\(input|include|subfile|makerubric|bibliography|addbibresource|nobibliography)\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}`)

// Parts lists the files the entry reads (\input and its kin, recursively,
// and the .bib files), relative to the entry's folder, each once.
func Parts(src data.Source) []string {
	var out []string
	seen := map[string]bool{}
	var walk func(text string, depth int)
	walk = func(text string, depth int) {
		for _, m := range partRE.FindAllStringSubmatch(StripComments(text), -1) {
			for _, n := range strings.Split(m[2], ",") {
				if n = strings.TrimSpace(n); n == "" {
					continue
				}
				bib := m[1] == "bibliography" || m[1] == "addbibresource" || m[1] == "nobibliography"
				f := texFile(n)
				if bib {
					f = bibFile(n)
				}
				if seen[f] || len(seen) >= 200 {
					continue
				}
				seen[f] = true
				out = append(out, f)
				if !bib && depth < maxDepthFiles && src.Open != nil {
					if b, err := src.Open(f); err == nil {
						walk(string(b), depth+1)
					}
				}
			}
		}
	}
	walk(string(src.Data), 0)
	return out
}
