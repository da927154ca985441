package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

func init() {
	vitae.Register(&cli.Command{
		Name:    "venues",
		Summary: "list or search the venue catalogue (table, CSV or JSON)",
		Usage:   "[flags] [QUERY...]",
		Help: `Venues lists or searches the venue catalogue the other commands match
publications against: the built-in one, extended by --venues FILE as they
extend it. The catalogue has two layers: the curated layer (conferences,
workshops and the main journals, with acronyms, aliases, kinds, areas and
former names) and the journal layer (some 28,000 journals of every field,
from JabRef's CC0 abbreviation lists, each keyed by its ISO 4 abbreviation
(by its full name where two journals share one), with its full names, its
abbreviations and the field its list gives).
--layer chooses the layers: curated, journals or all. Without a QUERY the
default is curated (the journal layer is a long list: ask for it with
--layer journals or --layer all); with a QUERY it is all. With both layers
a journal the curated layer holds too is listed once, as the curated venue.

With a QUERY (its words joined by spaces), only the venues it names are
listed: first those whose acronym, an alias or an abbreviation is the
query, dotted or not ("vitae venues nips" finds NeurIPS, "vitae venues J
Chem Phys" the Journal of Chemical Physics), then those with a full name
that is the query, then those whose acronym, aliases and full names hold
every word of the query, as whole words, in any case and any order
("vitae venues chemical physics"; "the" and "and" may be left out). Within
each group the curated layer comes first, then the journal layer, each in
acronym (key) order. --area and --kind keep only the venues of that area
or kind.

Each venue is listed with its acronym (a journal of the journal layer: its
key), kind, area (empty where the catalogue gives none), layer, full names
and aliases; a former name of a venue ("NIPS" for NeurIPS) is marked
"(former)" in the table and listed under "former" in CSV and JSON.

A query that no venue matches is reported on standard error and the exit
status is 1.`,
		Run: runVenues,
	})
}

// venueWriters are the output formats of "vitae venues".
var venueWriters = map[string]func(w io.Writer, vs []listed, layers *venueLayers) error{
	"table": writeVenueTable, "csv": writeVenueCSV, "json": writeVenueJSON,
}

// venueFormats lists them for messages.
const venueFormats = "table, csv, json"

func runVenues(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	format := fs.StringP("format", "f", "table", "output format: "+venueFormats)
	area := fs.String("area", "", "list only venues of `AREA` ("+strings.Join(venue.Areas(), ", ")+")")
	kind := fs.String("kind", "", "list only venues of `KIND` (conference, journal, workshop)")
	layer := fs.String("layer", "", "list the venues of `LAYER`: "+venueLayerNames+" (default: all with a query, curated without)")
	venues := fs.String("venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	write, ok := venueWriters[*format]
	if !ok {
		return e.UsageError(c, "unknown --format %q (want %s)", *format, venueFormats)
	}
	f, msg := newVenueFilter(strings.Join(fs.Args(), " "), *area, *kind, *layer)
	if msg != "" {
		return e.UsageError(c, "%s", msg)
	}
	cat, err := loadVenues(*venues)
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	layers := newVenueLayers(cat, f.layer)
	found := f.apply(layers)
	if len(found) == 0 {
		e.Errorf("no venue in the catalogue matches %s", f.describe())
		return cli.Failure
	}
	if err := write(e.Stdout, found, layers); err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	return cli.OK
}

// loadVenues reads the catalogue "vitae venues" lists (a variable so that
// tests can list a fictional catalogue alone).
var loadVenues = inputs.Venues

// venueFilter is what "vitae venues" was asked for.
type venueFilter struct {
	query   string
	area    string
	kind    venue.Kind
	layer   string
	layerBy bool // --layer was given
}

// newVenueFilter reads the query and flags, or returns what is wrong
// with them.
func newVenueFilter(query, area, kind, layer string) (venueFilter, string) {
	f := venueFilter{query: query}
	f.area = strings.ToLower(strings.TrimSpace(area))
	if f.area != "" && !venue.ValidArea(f.area) {
		return f, fmt.Sprintf("unknown --area %q (want one of %s)", area, strings.Join(venue.Areas(), ", "))
	}
	f.kind = venue.Kind(strings.ToLower(strings.TrimSpace(kind)))
	if f.kind != "" && !f.kind.Valid() {
		return f, fmt.Sprintf("unknown --kind %q (want conference, journal or workshop)", kind)
	}
	f.layer = strings.ToLower(strings.TrimSpace(layer))
	f.layerBy = f.layer != ""
	if !f.layerBy {
		f.layer = defaultLayer(query)
	} else if !validLayer(f.layer) {
		return f, fmt.Sprintf("unknown --layer %q (want %s)", layer, venueLayerNames)
	}
	if strings.TrimSpace(query) == "" && query != "" {
		return f, "the query is blank (give words, or no query to list every venue)"
	}
	return f, ""
}

// describe names the filter in an error message.
func (f venueFilter) describe() string {
	var parts []string
	if f.query != "" {
		parts = append(parts, fmt.Sprintf("%q", f.query))
	}
	if f.area != "" {
		parts = append(parts, "--area "+f.area)
	}
	if f.kind != "" {
		parts = append(parts, "--kind "+string(f.kind))
	}
	if f.layerBy {
		parts = append(parts, "--layer "+f.layer)
	}
	if len(parts) == 0 {
		return "(the catalogue is empty)"
	}
	return strings.Join(parts, " with ")
}

// apply keeps the venues f names, grouped by how the query names them
// (venueQuery.rank: acronym, alias or abbreviation; full name; words),
// each group in the listing's order (the curated layer, then the journal
// layer, each in acronym order), each venue once.
func (f venueFilter) apply(l *venueLayers) []listed {
	q := newVenueQuery(f.query)
	var groups [rankWords + 1][]listed
	for _, layer := range [][]listed{l.curated, l.journals} {
		for _, v := range layer {
			r := q.rank(v.Venue)
			if r == rankNone {
				continue
			}
			if v = l.shown(v); (f.area == "" || v.Area == f.area) && (f.kind == "" || v.Kind == f.kind) {
				groups[r] = append(groups[r], v)
			}
		}
	}
	var out []listed
	seen := map[int]bool{}
	for _, g := range groups {
		slices.SortStableFunc(g, func(a, b listed) int { return a.pos - b.pos })
		for _, v := range g {
			if !seen[v.pos] {
				seen[v.pos] = true
				out = append(out, v)
			}
		}
	}
	return out
}

// venueWords are s's words, lower-cased: runs of letters and digits
// ("IEEE S&P" is ieee, s, p; "IoT-J" is iot, j).
func venueWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !isWordRune(r) })
}

func equalWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// cell is a table cell: one line, terminal-safe, its white space (a tab
// would break the columns) one space.
func cell(s string) string { return termsafe.Text(s) }

// isWordRune reports whether r is part of a word: a letter or a digit.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
