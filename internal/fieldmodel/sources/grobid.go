// Package sources reads the labelled publication entries the field model
// (internal/fieldmodel) is trained and measured on: GROBID's labelled
// citations (TEI XML) and synthetic CV entries from internal/cvgen.
package sources

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/internal/fieldmodel"
)

// GROBID reads every *.xml file of dir (GROBID's citation training
// corpus: one <bibl> a reference, its parts tagged <author>, <title
// level="a|j|m|s">, <date>, <biblScope>, <publisher>, …) as examples
// grouped by file. Fields: author (and a collaboration's name), title
// (level a; level m when the reference has no level-a title: a book),
// venue (levels j, m, s), date; every other part and the untagged text
// is other.
func GROBID(dir string) ([]fieldmodel.Example, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.xml"))
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("sources: no .xml files in %s", dir)
	}
	slices.Sort(names)
	var out []fieldmodel.Example
	for _, n := range names {
		f, err := os.Open(n)
		if err != nil {
			return nil, err
		}
		exs, err := readTEI(f, filepath.Base(n))
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		out = append(out, exs...)
	}
	return out, nil
}

// part is one top-level piece of a <bibl>: its text and its element
// ("" for text outside any), with the title level.
type part struct {
	elem, level, typ string
	text             string
}

func readTEI(r io.Reader, group string) ([]fieldmodel.Example, error) {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	dec.Entity = xml.HTMLEntity
	var out []fieldmodel.Example
	for {
		tk, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		if se, ok := tk.(xml.StartElement); ok && se.Name.Local == "bibl" {
			parts, err := readBibl(dec)
			if err != nil {
				return out, err
			}
			if ex, ok := example(parts, group); ok {
				out = append(out, ex)
			}
		}
	}
}

// readBibl reads the parts of one <bibl> up to its end.
func readBibl(dec *xml.Decoder) ([]part, error) {
	var parts []part
	depth := 0
	for {
		tk, err := dec.Token()
		if err != nil {
			return parts, err
		}
		switch t := tk.(type) {
		case xml.StartElement:
			if depth == 0 {
				parts = append(parts, part{elem: t.Name.Local, level: attr(t, "level"), typ: attr(t, "type")})
			}
			if t.Name.Local == "lb" && len(parts) > 0 {
				parts[len(parts)-1].text += " "
			}
			depth++
		case xml.EndElement:
			if depth == 0 {
				return parts, nil
			}
			if depth--; depth == 0 {
				parts = append(parts, part{})
			}
		case xml.CharData:
			if len(parts) == 0 {
				parts = append(parts, part{})
			}
			parts[len(parts)-1].text += string(t)
		}
	}
}

func attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// fieldOf is the field of a part; hasTitle says whether the reference
// has a level-a title.
func fieldOf(p part, hasTitle bool) string {
	switch p.elem {
	case "author":
		return "author"
	case "orgName":
		if p.typ == "collaboration" {
			return "author"
		}
	case "date":
		return "date"
	case "title":
		switch {
		case p.level == "a", p.level == "m" && !hasTitle:
			return "title"
		case p.level == "j", p.level == "m", p.level == "s":
			return "venue"
		}
	}
	return "other"
}

// example joins the parts with their spaces collapsed and labels them.
func example(parts []part, group string) (fieldmodel.Example, bool) {
	hasTitle := slices.ContainsFunc(parts, func(p part) bool { return p.elem == "title" && p.level == "a" })
	var b strings.Builder
	ex := fieldmodel.Example{Group: group}
	prev := ""
	for _, p := range parts {
		t := strings.Join(strings.Fields(p.text), " ")
		if t == "" {
			prev += p.text
			continue
		}
		if b.Len() > 0 && needsSpace(prev, p.text) {
			b.WriteByte(' ')
		}
		prev = p.text
		start := b.Len()
		b.WriteString(t)
		if f := fieldOf(p, hasTitle); f != "other" {
			ex.Spans = append(ex.Spans, fieldmodel.Span{Field: f, Start: start, End: b.Len()})
		}
	}
	ex.Entry.Text = b.String()
	return ex, len(ex.Spans) > 0 && len(ex.Entry.Text) > 0
}

// needsSpace reports whether a space separated a part from the text
// before it in the source.
func needsSpace(prev, raw string) bool {
	const sp = " \t\r\n"
	return strings.TrimLeft(raw, sp) != raw || strings.TrimRight(prev, sp) != prev
}
