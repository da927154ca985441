// Package orcid reads an ORCID record saved as JSON: the public API's
// /record document, v2.x ("education-summary" lists) or v3.x
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
// keys: "orcid-identifier", or "person" beside "activities-summary".
func Sniff(name string, head []byte) bool {
	k := fields.TopKeys(head)
	return k["orcid-identifier"] || (k["person"] && k["activities-summary"])
}

// obj is a JSON value read without a schema.
type obj = map[string]any

// Read reads one ORCID record.
func Read(ctx context.Context, src data.Source, opt data.Options) (*cv.CV, error) {
	var root obj
	dec := json.NewDecoder(bytes.NewReader(src.Data))
	if err := dec.Decode(&root); err != nil {
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

// list is the array at key of v (an object), or v itself when it is an
// array and key is "".
func list(v any, key string) []any {
	if key != "" {
		v = at(v, key)
	}
	a, _ := v.([]any)
	return a
}

// affiliations are the summaries of an affiliation section: v2 lists
// them under key, v3 in "affiliation-group"[]."summaries"[].key.
func affiliations(sec any, key string) []any {
	out := list(sec, key)
	for _, g := range list(sec, "affiliation-group") {
		for _, s := range list(g, "summaries") {
			if m := at(s, key); m != nil {
				out = append(out, m)
			}
		}
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
