package main

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports/venues"
)

func init() { vitae.Define("venues", runVenues) }

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
		e.Errorf("no venue in the catalogue matches %s", req.query.Describe())
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
	layer := fs.String("layer", "", "list the venues of `LAYER`: "+venue.LayerNames()+" (default: all with a query, curated without)")
	fs.StringVar(&req.file, "venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	if ok, code := e.Parse(c, fs, args); !ok {
		return req, code, false
	}
	if req.format, ok = venues.FormatNamed(*format); !ok {
		return req, e.UsageError(c, "unknown --format %q (want %s)", *format, venues.FormatNames()), false
	}
	var err error
	if req.query, err = venue.NewListQuery(strings.Join(fs.Args(), " "), *area, *kind, *layer); err != nil {
		return req, e.UsageError(c, "%s", venue.AsFlags(err)), false
	}
	return req, cli.OK, true
}

// loadVenues reads the catalogue "vitae venues" lists (a variable so that
// tests can list a fictional catalogue alone).
var loadVenues = inputs.Venues
