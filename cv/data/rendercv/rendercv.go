// Package rendercv reads a CV kept as RenderCV YAML (rendercv.com;
// schema v1 and v2, and the "!include FILE" of forks): "cv" holds the
// name and contact details and "sections", a mapping of free titles to
// lists of entries. The entry type is implied by its keys (institution +
// area: education; company + position: experience; title + authors:
// publication; name: normal; label + details: one line; bullet; plain
// text), and the section title says where it goes in the record, so that
// an EducationEntry under "Awards" is an award.
package rendercv

import (
	"bytes"
	"context"
	"regexp"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/data/yamlnode"
	yaml "go.yaml.in/yaml/v3"
)

// Name is the format's name in records.
const Name = "rendercv"

// Format is RenderCV YAML.
var Format = data.Format{Name: Name, Sniff: Sniff, Parts: Parts, Read: Read}

var (
	reCVKey       = regexp.MustCompile(`(?m)^cv:\s*(?:#.*)?$`)
	reSectionsKey = regexp.MustCompile(`(?m)^[ \t]+sections:\s*(?:#.*)?$`)
	reYAMLName    = regexp.MustCompile(`(?i)\.ya?ml$`)
)

// Sniff reports whether head is YAML with a top-level "cv:" mapping that
// holds "sections:", as every RenderCV file has.
func Sniff(name string, head []byte) bool {
	if name != "-" && !reYAMLName.MatchString(name) {
		return false
	}
	return reCVKey.Match(head) && reSectionsKey.Match(head) && !bytes.HasPrefix(bytes.TrimSpace(head), []byte("{"))
}

// Parts are the files the entry's "!include" tags name.
func Parts(src data.Source) []string { return yamlnode.Includes(src.Data) }

// Read reads one RenderCV file.
func Read(ctx context.Context, src data.Source, opt data.Options) (*cv.CV, error) {
	root, err := yamlnode.Parse(src.Data, src.Open)
	if err != nil {
		return nil, err
	}
	node := yamlnode.Key(root, "cv")
	c := &cv.CV{Source: src.Name, Format: Name}
	header(c, node)
	if c.Name == "" {
		c.Name = opt.Owner
	}
	r := &reader{c: c, opt: opt}
	keys, vals := yamlnode.Pairs(yamlnode.Key(node, "sections"))
	for i, title := range keys {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r.section(title, vals[i])
	}
	return c, nil
}

// header reads the name and contact details.
func header(c *cv.CV, n *yaml.Node) {
	c.Name = fields.WithoutTitle(fields.Clean(yamlnode.Str(n, "name")))
	if e := yamlnode.Str(n, "email"); e != "" {
		c.Contact.Emails = append(c.Contact.Emails, e)
	}
	if p := yamlnode.Str(n, "phone"); p != "" {
		c.Contact.Phones = append(c.Contact.Phones, trimTel(p))
	}
	if w := yamlnode.Str(n, "website"); w != "" {
		c.Contact.Links = append(c.Contact.Links, w)
	}
	c.Contact.Address = fields.Clean(yamlnode.Str(n, "location"))
	for _, s := range yamlnode.Items(yamlnode.Key(n, "social_networks")) {
		if u := yamlnode.Str(s, "username"); u != "" {
			c.Contact.Links = append(c.Contact.Links, yamlnode.Str(s, "network")+": "+u)
		}
	}
}

func trimTel(p string) string {
	if len(p) > 4 && p[:4] == "tel:" {
		return p[4:]
	}
	return p
}
