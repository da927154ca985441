package yamlcv

import (
	"context"
	"fmt"
	"path"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/data/yamlnode"
	"github.com/vitae-cv/vitae/cv/parse/sections"
	yaml "go.yaml.in/yaml/v3"
)

type reader struct {
	c    *cv.CV
	opt  data.Options
	src  data.Source
	ctx  context.Context
	free []freeSection // sections (or parts of them) written as free text
}

// freeSection is free text of one section, for the parser.
type freeSection struct {
	kind  sections.Kind
	title string
	items []string
}

// Synonyms: the keys each field of an entry is found under.
var (
	titleKeys = []string{"title", "position", "role", "name", "degree", "award", "label", "course"}
	orgKeys   = []string{"where", "place", "company", "organization", "employer", "school", "institution", "university", "venue", "location"}
	dateKeys  = []string{"dates", "date", "year", "years", "when", "term", "semester", "filed", "period"}
	noteKeys  = []string{"note", "descr", "desc", "details", "detail", "inline_detail", "summary", "description", "highlights"}
)

func first(e *yaml.Node, keys []string) string {
	for _, k := range keys {
		if s := yamlnode.Str(e, k); s != "" {
			return s
		}
	}
	return ""
}

// section reads one section, its kind from its key, or else its title.
func (r *reader) section(key, title string, n *yaml.Node) {
	k := fields.SectionKind(key)
	if k == sections.Unknown {
		k = fields.SectionKind(title)
	}
	if strings.Contains(strings.ToLower(key), "patent") {
		r.patents(n)
		return
	}
	switch {
	case n == nil:
	case n.Kind == yaml.MappingNode && yamlnode.Str(n, "file") != "":
		r.bib(title, yamlnode.Str(n, "file"))
	case n.Kind == yaml.MappingNode:
		keys, vals := yamlnode.Pairs(n) // sub-lists: {main: [...], reviewing: [...]}
		for i := range keys {
			r.entries(k, title+" "+keys[i], vals[i])
		}
	default:
		r.entries(k, title, n)
	}
}

func (r *reader) entries(k sections.Kind, title string, n *yaml.Node) {
	switch k {
	case sections.Unknown, sections.Skipped, sections.Summary, sections.Contact, sections.Header, sections.Mixed:
		return
	}
	for _, e := range yamlnode.Items(n) {
		if text, ok := freeText(e); ok {
			r.addFree(k, title, text)
			continue
		}
		if kids := nested(e); kids != nil {
			for _, kid := range kids {
				r.entry(k, kid, e)
			}
			continue
		}
		r.entry(k, e, nil)
	}
}

// freeText is an entry written as text: a string, or a mapping whose
// only content is "text".
func freeText(e *yaml.Node) (string, bool) {
	if e.Kind == yaml.ScalarNode {
		return e.Value, strings.TrimSpace(e.Value) != ""
	}
	if t := yamlnode.Str(e, "text"); t != "" && first(e, titleKeys) == "" {
		return t, true
	}
	return "", false
}

// nested are the child entries of an entry that groups them (a school's
// "classes"), or nil.
func nested(e *yaml.Node) []*yaml.Node {
	keys, vals := yamlnode.Pairs(e)
	for i, k := range keys {
		switch k {
		case "details", "highlights", "authors", "note":
			continue
		}
		if items := yamlnode.Items(vals[i]); len(items) > 0 && items[0].Kind == yaml.MappingNode {
			return items
		}
	}
	return nil
}

func (r *reader) addFree(k sections.Kind, title, text string) {
	if n := len(r.free); n > 0 && r.free[n-1].title == title {
		r.free[n-1].items = append(r.free[n-1].items, text)
		return
	}
	r.free = append(r.free, freeSection{k, title, []string{text}})
}

// entry reads one entry; parent, when not nil, is the entry grouping it
// (its "where" is the child's).
func (r *reader) entry(k sections.Kind, e, parent *yaml.Node) {
	get := func(keys []string) string {
		if s := first(e, keys); s != "" || parent == nil {
			return fields.Clean(s)
		}
		return fields.Clean(first(parent, keys))
	}
	title, org, when := get(titleKeys), get(orgKeys), get(dateKeys)
	start, end := fields.Span(when)
	switch k {
	case sections.Education:
		r.education(e, title, org, start, end)
	case sections.Positions:
		r.position(title, org, start, end, e.Line)
	case sections.Publications:
		r.c.Publications = append(r.c.Publications, r.publication(e))
	case sections.Awards:
		r.award(title, get(noteKeys), start, end, e.Line)
	case sections.Talks:
		r.c.Talks = append(r.c.Talks, cv.Talk{Title: title, Event: org, Date: start, Line: e.Line})
	case sections.Service:
		if title == "" {
			title = get([]string{"role"})
		}
		r.c.Service = append(r.c.Service, cv.Service{Role: title, Venue: org, Year: start.Year, Line: e.Line})
	case sections.Teaching:
		course := strings.TrimSpace(get([]string{"number"}) + " " + title)
		t := cv.Teaching{Course: course, Institution: org, Line: e.Line}
		if when != "" {
			t.Terms = []string{when}
		}
		r.c.Teaching = append(r.c.Teaching, t)
	case sections.Skills:
		r.c.Skills = append(r.c.Skills, title)
	}
}

// bib reads the publications of a BibTeX file the CV names.
func (r *reader) bib(title, file string) {
	name := path.Join("publications", file)
	b, err := r.src.Open(name)
	if err != nil {
		if b, err = r.src.Open(file); err == nil {
			name = file
		}
	}
	if err == nil && BibReader == nil {
		err = fmt.Errorf("no BibTeX reader is built in")
	}
	if err != nil {
		r.c.Warnings = append(r.c.Warnings, cv.Warning{Section: title, Message: "publications not read: " + err.Error()})
		return
	}
	sub, err := BibReader(r.ctx, data.Source{Name: name, Data: b, Open: r.src.Open}, data.Options{Parse: r.opt.Parse, Limits: r.opt.Limits, Owner: r.c.Name})
	if err != nil {
		r.c.Warnings = append(r.c.Warnings, cv.Warning{Section: title, Message: name + ": " + err.Error()})
		return
	}
	r.c.Publications = append(r.c.Publications, sub.Publications...)
}

// siblings reads the _data files beside a Jekyll CV, each a list of
// entries of the section its name says.
func (r *reader) siblings() {
	for _, s := range siblings {
		b, err := r.src.Open(s)
		if err != nil {
			continue
		}
		n, err := yamlnode.Parse(b, nil)
		if err != nil {
			r.c.Warnings = append(r.c.Warnings, cv.Warning{Message: s + ": " + err.Error()})
			continue
		}
		r.section(strings.TrimSuffix(s, ".yaml"), s, n)
	}
}
