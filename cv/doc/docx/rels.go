package docx

import (
	"context"
	"encoding/xml"
	"path"
	"strings"
)

// rel is one relationship of a part: its id, type and target.
type rel struct {
	id, typ, target string
	external        bool
}

// readRels reads the relationships in the part name (absent: none). For
// relationships of the part base, internal targets are resolved to part
// names; base "" is the package root.
func (a *archive) readRels(ctx context.Context, name, base string) ([]rel, error) {
	var out []rel
	err := walkPart(ctx, a, name, func(t *tokens, se xml.StartElement) error {
		if se.Name.Local != "Relationship" {
			return nil
		}
		r := rel{id: attr(se, "Id"), typ: attr(se, "Type"), target: attr(se, "Target")}
		r.external = strings.EqualFold(attr(se, "TargetMode"), "External")
		if !r.external {
			r.target = resolve(base, r.target)
		}
		out = append(out, r)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// relsPart is the relationships part of the part name.
func relsPart(name string) string {
	return path.Join(path.Dir(name), "_rels", path.Base(name)+".rels")
}

// hyperlinks maps the ids of a part's hyperlink relationships to their
// targets.
func hyperlinks(rels []rel) map[string]string {
	m := map[string]string{}
	for _, r := range rels {
		if strings.HasSuffix(r.typ, "/hyperlink") && r.target != "" {
			m[r.id] = r.target
		}
	}
	return m
}
