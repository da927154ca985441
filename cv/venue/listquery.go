package venue

import (
	"fmt"
	"strings"
)

// NewListQuery builds the query of a listing from its parts as a person
// types them: text is the query's words joined by spaces; area, kind and
// layer are matched in any case, around spaces, and empty leaves that
// part unset. An error is a *QueryError: a part that names no area, kind
// or layer, or a text of spaces only.
func NewListQuery(text, area, kind, layer string) (ListQuery, error) {
	norm := func(s string) string { return strings.ToLower(strings.TrimSpace(s)) }
	q := ListQuery{Text: text, Area: norm(area), Kind: Kind(norm(kind)), Layer: Layer(norm(layer))}
	switch {
	case q.Area != "" && !ValidArea(q.Area):
		return q, &QueryError{Part: "area", Value: area, Want: "one of " + strings.Join(Areas(), ", ")}
	case q.Kind != "" && !q.Kind.Valid():
		return q, &QueryError{Part: "kind", Value: kind, Want: "conference, journal or workshop"}
	case q.Layer != "" && !q.Layer.Valid():
		return q, &QueryError{Part: "layer", Value: layer, Want: LayerNames()}
	case strings.TrimSpace(text) == "" && text != "":
		return q, &QueryError{Value: text}
	}
	return q, nil
}

// QueryError is what is wrong with the parts of a listing's query.
type QueryError struct {
	// Part is the part that is wrong: "area", "kind" or "layer"; empty
	// for a text of spaces only.
	Part  string
	Value string // the part as given
	Want  string // the values the part takes: "one of systems, ..."
}

func (e *QueryError) Error() string {
	if e.Part == "" {
		return "the query is blank (give words, or no query to list every venue)"
	}
	return fmt.Sprintf("unknown %s %q (want %s)", e.Part, e.Value, e.Want)
}

// LayerNames lists the names of Layers, as help texts name them:
// "curated, journals, all".
func LayerNames() string {
	names := make([]string, 0, len(Layers()))
	for _, l := range Layers() {
		names = append(names, string(l))
	}
	return strings.Join(names, ", ")
}

// AsFlags says err, an error of NewListQuery, with the command-line flag
// it is about, as "vitae venues" reports it: "unknown --kind \"talk\"
// (want ...)".
func AsFlags(err error) string {
	if qe, ok := err.(*QueryError); ok && qe.Part != "" {
		return fmt.Sprintf("unknown --%s %q (want %s)", qe.Part, qe.Value, qe.Want)
	}
	return err.Error()
}

// Describe names q in a message, with the flags given: "\"pebble\" with
// --kind workshop"; "(the catalogue is empty)" for the empty query.
func (q ListQuery) Describe() string {
	var parts []string
	if q.Text != "" {
		parts = append(parts, fmt.Sprintf("%q", q.Text))
	}
	for _, p := range [][2]string{{"area", q.Area}, {"kind", string(q.Kind)}, {"layer", string(q.Layer)}} {
		if p[1] != "" {
			parts = append(parts, "--"+p[0]+" "+p[1])
		}
	}
	if len(parts) == 0 {
		return "(the catalogue is empty)"
	}
	return strings.Join(parts, " with ")
}
