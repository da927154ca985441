// Package orcid reads an ORCID record saved as JSON or XML: the public
// API's /record document, v2.x ("education-summary" lists) or v3.x
// ("affiliation-group" lists), as sites keep it in a _data folder. It
// reads the name (the credit name first), e-mails, works (title, type,
// date, journal title when the summary has one), educations,
// employments, distinctions and fundings. A work recorded twice by two
// sources (the same DOI in any letter case, or the same title) is read
// once, from its first group.
package orcid

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/fields"
)

// Name is the format's name in records.
const Name = "orcid"

// Format is the ORCID record JSON.
var Format = data.Format{Name: Name, Sniff: Sniff, Read: Read}

// Sniff reports whether head is a JSON object with ORCID's top-level
// keys ("orcid-identifier", or "person" beside "activities-summary"), or
// an ORCID record in XML.
func Sniff(name string, head []byte) bool {
	if isXMLRecord(head) {
		return true
	}
	k := fields.TopKeys(head)
	return k["orcid-identifier"] || (k["person"] && k["activities-summary"])
}

// obj is a JSON value read without a schema.
type obj = map[string]any

// Read reads one ORCID record.
func Read(ctx context.Context, src data.Source, opt data.Options) (*cv.CV, error) {
	root, err := decode(src.Data)
	if err != nil {
		return nil, fmt.Errorf("not an ORCID record: %w", err)
	}
	c := &cv.CV{Source: src.Name, Format: Name}
	person := at(root, "person")
	c.Name = personName(at(person, "name"))
	if c.Name == "" {
		c.Name = opt.Owner
	}
	for _, e := range list(at(person, "emails"), "email") {
		if s := str(e, "email"); s != "" {
			c.Contact.Emails = append(c.Contact.Emails, s)
		}
	}
	acts := at(root, "activities-summary")
	for _, s := range affiliations(at(acts, "educations"), "education-summary") {
		c.Education = append(c.Education, education(s))
	}
	for _, s := range affiliations(at(acts, "employments"), "employment-summary") {
		c.Positions = append(c.Positions, position(s))
	}
	for _, s := range affiliations(at(acts, "distinctions"), "distinction-summary") {
		c.Awards = append(c.Awards, distinction(s))
	}
	for _, s := range groups(at(acts, "fundings"), "funding-summary") {
		c.Awards = append(c.Awards, funding(s))
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c.Publications = works(groups(at(acts, "works"), "work-summary"), opt)
	return c, nil
}

// decode reads a record, JSON or XML, into an untyped tree.
func decode(b []byte) (obj, error) {
	if isXMLRecord(b) {
		return xmlTree(b)
	}
	var root obj
	err := json.NewDecoder(bytes.NewReader(b)).Decode(&root)
	return root, err
}

// at follows keys through nested objects; nil when one is missing.
func at(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(obj)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// str is the string at keys; ORCID wraps most strings as {"value": s}.
func str(v any, keys ...string) string {
	v = at(v, keys...)
	if m, ok := v.(obj); ok {
		v = m["value"]
	}
	switch s := v.(type) {
	case string:
		return strings.TrimSpace(s)
	case float64:
		return fmt.Sprint(s)
	}
	return ""
}

// list is the array at key of v (an object); a single object there (as
// the XML has it for one item) is a list of one.
func list(v any, key string) []any {
	switch a := at(v, key).(type) {
	case []any:
		return a
	case obj:
		return []any{a}
	}
	return nil
}

// affiliations are the summaries of an affiliation section: v2 lists
// them under key, v3 in "affiliation-group"[]."summaries"[].key.
func affiliations(sec any, key string) []any {
	out := list(sec, key)
	for _, g := range list(sec, "affiliation-group") {
		for _, s := range list(g, "summaries") {
			out = append(out, list(s, key)...)
		}
		out = append(out, list(g, key)...) // the XML has no "summaries"
	}
	return out
}

// groups are the first summary of each group of a works or fundings
// section (a group is one work as several sources recorded it).
func groups(sec any, key string) []any {
	var out []any
	for _, g := range list(sec, "group") {
		if s := list(g, key); len(s) > 0 {
			out = append(out, s[0])
		}
	}
	return out
}

func personName(n any) string {
	if s := str(n, "credit-name"); s != "" {
		return s
	}
	return strings.TrimSpace(str(n, "given-names") + " " + str(n, "family-name"))
}

// date reads an ORCID fuzzy date {"year": {"value": "2017"}, "month": ...}.
func date(v any) cv.Date {
	y, m := str(v, "year"), str(v, "month")
	if m != "" {
		return fields.Date(y + "-" + m)
	}
	return fields.Date(y)
}
