package main

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports/venues"
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

// venuesRequest is what "vitae venues" was asked for: the query, as
// flags and arguments give it, and the output format.
type venuesRequest struct {
	query  venue.ListQuery
	format venues.Format
	file   string // --venues
}

// runVenues is "vitae venues": flags → a query → Catalog.List → a writer
// of reports/venues.
func runVenues(e *cli.Env, c *cli.Command, args []string) int {
	req, code, ok := parseVenues(e, c, args)
	if !ok {
		return code
	}
	cat, err := loadVenues(req.file)
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	found := cat.List(req.query)
	if len(found.Venues) == 0 {
		e.Errorf("no venue in the catalogue matches %s", describeQuery(req.query))
		return cli.Failure
	}
	if err := req.format.Write(e.Stdout, found); err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	return cli.OK
}

// parseVenues reads the flags and arguments of "vitae venues"; ok is
// false when they are not to be run, with the exit code.
func parseVenues(e *cli.Env, c *cli.Command, args []string) (req venuesRequest, code int, ok bool) {
	fs := e.FlagSet(c)
	format := fs.StringP("format", "f", "table", "output `FORMAT`: "+venues.FormatNames())
	area := fs.String("area", "", "list only venues of `AREA` ("+strings.Join(venue.Areas(), ", ")+")")
	kind := fs.String("kind", "", "list only venues of `KIND` (conference, journal, workshop)")
	layer := fs.String("layer", "", "list the venues of `LAYER`: "+layerNames()+" (default: all with a query, curated without)")
	fs.StringVar(&req.file, "venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	if ok, code := e.Parse(c, fs, args); !ok {
		return req, code, false
	}
	if req.format, ok = venues.FormatNamed(*format); !ok {
		return req, e.UsageError(c, "unknown --format %q (want %s)", *format, venues.FormatNames()), false
	}
	var msg string
	if req.query, msg = venueQuery(strings.Join(fs.Args(), " "), *area, *kind, *layer); msg != "" {
		return req, e.UsageError(c, "%s", msg), false
	}
	return req, cli.OK, true
}

// loadVenues reads the catalogue "vitae venues" lists (a variable so that
// tests can list a fictional catalogue alone).
var loadVenues = inputs.Venues

// venueQuery reads the query and flags, or returns what is wrong with
// them, naming the flag and the values it takes.
func venueQuery(text, area, kind, layer string) (venue.ListQuery, string) {
	q := venue.ListQuery{Text: text, Area: strings.ToLower(strings.TrimSpace(area)),
		Kind: venue.Kind(strings.ToLower(strings.TrimSpace(kind))), Layer: venue.Layer(strings.ToLower(strings.TrimSpace(layer)))}
	switch {
	case q.Area != "" && !venue.ValidArea(q.Area):
		return q, fmt.Sprintf("unknown --area %q (want one of %s)", area, strings.Join(venue.Areas(), ", "))
	case q.Kind != "" && !q.Kind.Valid():
		return q, fmt.Sprintf("unknown --kind %q (want conference, journal or workshop)", kind)
	case q.Layer != "" && !q.Layer.Valid():
		return q, fmt.Sprintf("unknown --layer %q (want %s)", layer, layerNames())
	case strings.TrimSpace(text) == "" && text != "":
		return q, "the query is blank (give words, or no query to list every venue)"
	}
	return q, ""
}

// layerNames lists the values of --layer: "curated, journals, all".
func layerNames() string {
	var names []string
	for _, l := range venue.Layers() {
		names = append(names, string(l))
	}
	return strings.Join(names, ", ")
}

// describeQuery names the query in an error message, with the flags
// given: "\"pebble\" with --kind workshop".
func describeQuery(q venue.ListQuery) string {
	var parts []string
	for _, p := range [][2]string{{"", q.Text}, {"--area ", q.Area}, {"--kind ", string(q.Kind)}, {"--layer ", string(q.Layer)}} {
		if p[1] == "" {
			continue
		}
		if p[0] == "" {
			p[1] = fmt.Sprintf("%q", p[1])
		}
		parts = append(parts, p[0]+p[1])
	}
	if len(parts) == 0 {
		return "(the catalogue is empty)"
	}
	return strings.Join(parts, " with ")
}
