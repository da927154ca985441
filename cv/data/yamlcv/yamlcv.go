// Package yamlcv reads CVs kept as YAML in schemas other than RenderCV,
// by their shape: a top-level mapping with the owner's name and
// sections keyed by what they hold (education, jobs, honors, talks,
// service, ...), as in bamos/cv (an "order:" list of [key, title] pairs
// says which sections are shown) and in Jekyll sites' _data folders
// (cv.yaml beside pubs.yaml, committees.yaml, students.yaml, read as
// parts of the CV). Entries are read by their keys; LaTeX, HTML and
// Markdown inside strings is cleaned (fields.Clean); entries written as
// free text are handed to the parser (parse.Parse) rather than guessed.
package yamlcv

import (
	"context"
	"path"
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/data/yamlnode"
	"github.com/vitae-cv/vitae/cv/parse/sections"
	yaml "go.yaml.in/yaml/v3"
)

// Name is the format's name in records.
const Name = "yaml"

// Format is a YAML CV of a schema other than RenderCV.
var Format = data.Format{Name: Name, Sniff: Sniff, Parts: Parts, Read: Read}

var (
	reYAMLName = regexp.MustCompile(`(?i)\.ya?ml$`)
	reTopKey   = regexp.MustCompile(`(?m)^([A-Za-z_][A-Za-z0-9_]*):`)
)

// Sniff reports whether head is YAML (by its name: .yaml or .yml) whose
// top-level keys name the owner ("name") and at least two sections a CV
// has, or an "order:" list.
func Sniff(name string, head []byte) bool {
	if !reYAMLName.MatchString(name) {
		return false
	}
	seen, sectionKeys := map[string]bool{}, 0
	for _, m := range reTopKey.FindAllSubmatch(head, 200) {
		k := string(m[1])
		if seen[k] {
			continue
		}
		seen[k] = true
		switch fields.SectionKind(k) {
		case sections.Education, sections.Positions, sections.Publications, sections.Awards,
			sections.Talks, sections.Service, sections.Teaching:
			sectionKeys++
		}
	}
	return seen["name"] && !seen["cv"] && (sectionKeys >= 2 || seen["order"] && sectionKeys >= 1)
}

// siblings are the _data files a Jekyll CV page reads beside cv.yaml.
var siblings = []string{"pubs.yaml", "publications.yaml", "papers.yaml", "talks.yaml", "committees.yaml",
	"students.yaml", "teaching.yaml", "service.yaml", "awards.yaml", "honors.yaml"}

// Parts are the files the CV reads besides itself: the _data siblings
// that exist (for an entry in a _data folder), and the BibTeX file a
// bamos/cv "publications: {file: X}" section names (in publications/).
func Parts(src data.Source) []string {
	var out []string
	if inData(src.Name) {
		for _, s := range siblings {
			if _, err := src.Open(s); err == nil {
				out = append(out, s)
			}
		}
	}
	root, err := yamlnode.Parse(src.Data, nil)
	if err != nil {
		return out
	}
	keys, vals := yamlnode.Pairs(root)
	for i := range keys {
		if f := yamlnode.Str(vals[i], "file"); f != "" {
			out = append(out, path.Join("publications", f))
		}
	}
	return out
}

func inData(name string) bool {
	return path.Base(path.Dir(strings.ReplaceAll(name, "\\", "/"))) == "_data"
}

// BibReader reads a BibTeX file a YAML CV names for its publications;
// nil when no BibTeX reader is built in (the publications are then left
// out, with a warning). The BibTeX format sets it.
var BibReader func(ctx context.Context, src data.Source, opt data.Options) (*cv.CV, error)

// Read reads one YAML CV and the parts it names.
func Read(ctx context.Context, src data.Source, opt data.Options) (*cv.CV, error) {
	root, err := yamlnode.Parse(src.Data, nil)
	if err != nil {
		return nil, err
	}
	c := &cv.CV{Source: src.Name, Format: Name}
	c.Name = ownerName(yamlnode.Key(root, "name"))
	if c.Name == "" {
		c.Name = opt.Owner
	}
	if e := yamlnode.Str(root, "email"); e != "" {
		c.Contact.Emails = append(c.Contact.Emails, e)
	}
	r := &reader{c: c, opt: opt, src: src, ctx: ctx}
	for _, s := range shownSections(root) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r.section(s.key, s.title, s.node)
	}
	if inData(src.Name) {
		r.siblings()
	}
	if err := r.flush(); err != nil {
		return nil, err
	}
	return c, nil
}

// ownerName reads "name: Ada Quill" or "name: {first: Ada, last: Quill}".
func ownerName(n *yaml.Node) string {
	if n == nil {
		return ""
	}
	if n.Kind == yaml.ScalarNode {
		return fields.Clean(n.Value)
	}
	return strings.TrimSpace(fields.Clean(yamlnode.Str(n, "first") + " " + yamlnode.Str(n, "last")))
}

type shown struct {
	key, title string
	node       *yaml.Node
}

// shownSections are the sections to read, in order: those an "order:"
// list names (each [key, title]), or every top-level key.
func shownSections(root *yaml.Node) []shown {
	var out []shown
	if order := yamlnode.Items(yamlnode.Key(root, "order")); len(order) > 0 {
		for _, o := range order {
			kt := yamlnode.Scalars(o)
			if len(kt) == 0 {
				continue
			}
			title := kt[0]
			if len(kt) > 1 && kt[1] != "NONE" {
				title = fields.Clean(kt[1])
			}
			out = append(out, shown{kt[0], title, yamlnode.Key(root, kt[0])})
		}
		return out
	}
	keys, vals := yamlnode.Pairs(root)
	for i, k := range keys {
		out = append(out, shown{k, k, vals[i]})
	}
	return out
}
