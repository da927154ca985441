// Package bibtex reads BibTeX and biblatex files (.bib) into the
// publications of a record: a CV's list of papers kept as data. It is a
// data reader (cv/data): Format is what the readers try; Publications is
// what "--bib FILE" and the LaTeX reader (cv/data/latex) merge into a CV
// read otherwise (Merge).
//
// The reader is our own: it reads past what breaks other parsers (junk
// between entries, an entry cut short, an unknown macro), turns the TeX
// in fields into Unicode text (cv/data/tex), and never fails on a file
// that holds no entry but says so.
package bibtex

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/venue"
)

// Format is BibTeX for the data readers.
var Format = data.Format{Name: "bibtex", Sniff: Sniff, Read: read}

// entryStart is "@type{" at the start of a line.
var entryStart = regexp.MustCompile(`(?m)^[ \t]*@[A-Za-z]+[ \t]*[{(]`)

// Sniff reports a .bib file, or any file whose head is BibTeX entries.
func Sniff(name string, head []byte) bool {
	ext := strings.ToLower(filepath.Ext(name))
	if ext == ".bib" || ext == ".bibtex" {
		return true
	}
	if ext != "" && ext != ".txt" {
		return false
	}
	t := bytes.TrimLeft(head, " \t\r\n\ufeff")
	return bytes.HasPrefix(t, []byte("@")) && entryStart.Match(t)
}

// ErrNoEntries is the error of a file with no BibTeX entry in it.
var ErrNoEntries = errors.New("no BibTeX entry found")

func read(ctx context.Context, src data.Source, opt data.Options) (*cv.CV, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r, err := Publications(src.Data, opt.Parse.Venues, opt.Owner)
	if err != nil {
		return nil, err
	}
	c := &cv.CV{Source: src.Name, Format: "bibtex", Name: r.Owner, Contact: cv.Contact{Emails: []string{}},
		Education: []cv.Education{}, Positions: []cv.Position{}, Publications: r.Publications, Awards: []cv.Award{},
		Talks: []cv.Talk{}, Service: []cv.Service{}, Teaching: []cv.Teaching{}}
	c.Warnings = r.Warnings
	c.Normalize()
	return c, nil
}

// Result is what Publications read.
type Result struct {
	Publications []cv.Publication
	// Owner is the name the owner's place was found by: the one given,
	// or the one on (nearly) every entry; "" when neither.
	Owner    string
	Warnings []cv.Warning
	// Keys are the entries' citation keys, one per publication.
	Keys []string
}

// Publications reads a .bib file's entries as publications, venues
// through cat (nil: the built-in catalogue), the owner's place by the
// name owner or, when it is empty, by the name on (nearly) every entry.
func Publications(bib []byte, cat *venue.Catalog, owner string) (Result, error) {
	if cat == nil {
		cat = venue.Default()
	}
	entries, problems := Parse(bib)
	var r Result
	for _, pr := range problems {
		r.Warnings = append(r.Warnings, cv.Warning{Line: pr.Line, Message: pr.Message})
	}
	if len(entries) == 0 {
		return r, ErrNoEntries
	}
	people := make([][]Person, 0, len(entries))
	for _, e := range entries {
		if !isPublication(e) {
			continue
		}
		r.Publications = append(r.Publications, publication(e, cat))
		r.Keys = append(r.Keys, e.Key)
		people = append(people, authorsOf(e))
	}
	r.Owner = owner
	if strings.TrimSpace(owner) == "" {
		r.Owner = inferOwner(people)
	}
	k := ownerKey(r.Owner)
	for i := range r.Publications {
		r.Publications[i].SelfIndex = selfIndex(people[i], k)
	}
	if r.Owner == "" && len(r.Publications) > 0 && !anyBold(people) {
		r.Warnings = append(r.Warnings, cv.Warning{Message: "the owner of this publication list is not known (no name on nearly every entry): give the CV's name"})
	}
	return r, nil
}

// isPublication leaves out entries that are no one's paper: cross-ref
// targets that hold only a proceedings volume's data (no title and no
// author) and @set.
func isPublication(e Entry) bool {
	return e.Type != "set" && e.Type != "xdata" && (e.Field("title") != "" || e.Field("author") != "")
}

// selfIndex is the 1-based place of the owner: the one name set in bold
// when the list marks its owner that way, else the name with the
// owner's key; 0 when neither.
func selfIndex(people []Person, owner key) int {
	bold := 0
	for i, p := range people {
		if p.Bold {
			if bold != 0 {
				bold = -1
				break
			}
			bold = i + 1
		}
	}
	if bold > 0 {
		return bold
	}
	if owner.last == "" {
		return 0
	}
	for i, p := range people {
		if k := p.key(); k.last == owner.last && (k.initial == owner.initial || k.initial == "" || owner.initial == "") {
			return i + 1
		}
	}
	return 0
}

func anyBold(people [][]Person) bool {
	for _, ps := range people {
		for _, p := range ps {
			if p.Bold {
				return true
			}
		}
	}
	return false
}

// inferOwner is the name on (nearly) every entry with authors: at least
// three quarters of them, two at least, and more than any other name.
func inferOwner(people [][]Person) string {
	count := map[key]int{}
	longest := map[key]string{}
	lists := 0
	for _, ps := range people {
		if len(ps) == 0 {
			continue
		}
		lists++
		seen := map[key]bool{}
		for _, p := range ps {
			k := p.key()
			if k.last == "" || seen[k] {
				continue
			}
			seen[k] = true
			count[k]++
			if len(p.Name) > len(longest[k]) {
				longest[k] = p.Name
			}
		}
	}
	keys := make([]key, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if count[keys[i]] != count[keys[j]] {
			return count[keys[i]] > count[keys[j]]
		}
		return keys[i].last+keys[i].initial < keys[j].last+keys[j].initial
	})
	if len(keys) == 0 || count[keys[0]] < 2 || 4*count[keys[0]] < 3*lists {
		return ""
	}
	if len(keys) > 1 && count[keys[1]] == count[keys[0]] {
		return ""
	}
	return longest[keys[0]]
}

// Error is a .bib file that could not be read, named.
func Error(name string, err error) error { return fmt.Errorf("%s: %w", name, err) }
