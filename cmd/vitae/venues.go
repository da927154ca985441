package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode"

	stdcsv "encoding/csv"

	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports/csv"
)

func init() {
	vitae.Register(&cli.Command{
		Name:    "venues",
		Summary: "list or search the venue catalogue (table, CSV or JSON)",
		Usage:   "[flags] [QUERY...]",
		Help: `Venues lists the venue catalogue the other commands match publications
against: the built-in one, extended by --venues FILE as they extend it.

With a QUERY (its words joined by spaces), only the venues it names are
listed: first those whose acronym or an alias is the query
("vitae venues nips" finds NeurIPS), then those whose acronym, aliases
and full names hold every word of the query, as whole words, in any case
("vitae venues operating systems"). --area and --kind keep only the venues
of that area or kind. Venues come out in acronym order, exact acronym or
alias matches first.

A query that no venue matches is reported on standard error and the exit
status is 1.`,
		Run: runVenues,
	})
}

// venueWriters are the output formats of "vitae venues".
var venueWriters = map[string]func(w io.Writer, vs []venue.Venue, total int) error{
	"table": writeVenueTable, "csv": writeVenueCSV, "json": writeVenueJSON,
}

// venueFormats lists them for messages.
const venueFormats = "table, csv, json"

func runVenues(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	format := fs.StringP("format", "f", "table", "output format: "+venueFormats)
	area := fs.String("area", "", "list only venues of `AREA` ("+strings.Join(venue.Areas(), ", ")+")")
	kind := fs.String("kind", "", "list only venues of `KIND` (conference, journal, workshop)")
	venues := fs.String("venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	write, ok := venueWriters[*format]
	if !ok {
		return e.UsageError(c, "unknown --format %q (want %s)", *format, venueFormats)
	}
	f := venueFilter{query: strings.Join(fs.Args(), " ")}
	f.area = strings.ToLower(strings.TrimSpace(*area))
	if f.area != "" && !venue.ValidArea(f.area) {
		return e.UsageError(c, "unknown --area %q (want one of %s)", *area, strings.Join(venue.Areas(), ", "))
	}
	f.kind = venue.Kind(strings.ToLower(strings.TrimSpace(*kind)))
	if f.kind != "" && !f.kind.Valid() {
		return e.UsageError(c, "unknown --kind %q (want conference, journal or workshop)", *kind)
	}
	if strings.TrimSpace(f.query) == "" && f.query != "" {
		return e.UsageError(c, "the query is blank (give words, or no query to list every venue)")
	}
	cat, err := loadVenues(*venues)
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	all := cat.All()
	found := f.apply(all)
	if len(found) == 0 {
		e.Errorf("no venue in the catalogue matches %s", f.describe())
		return cli.Failure
	}
	if err := write(e.Stdout, found, len(all)); err != nil {
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
	query string
	area  string
	kind  venue.Kind
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
	if len(parts) == 0 {
		return "(the catalogue is empty)"
	}
	return strings.Join(parts, " with ")
}

// apply keeps the venues f names, in all's order (acronym order), those
// whose acronym or an alias is the query first.
func (f venueFilter) apply(all []venue.Venue) []venue.Venue {
	key := venueWords(f.query)
	var exact, rest []venue.Venue
	for _, v := range all {
		if (f.area != "" && v.Area != f.area) || (f.kind != "" && v.Kind != f.kind) {
			continue
		}
		switch {
		case len(key) == 0:
			rest = append(rest, v)
		case namesKey(v, key):
			exact = append(exact, v)
		case holdsWords(v, key):
			rest = append(rest, v)
		}
	}
	return append(exact, rest...)
}

// venueWords are s's words, lower-cased: runs of letters and digits
// ("IEEE S&P" is ieee, s, p; "IoT-J" is iot, j).
func venueWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !isWordRune(r) })
}

// namesKey reports whether the venue's acronym or one of its aliases has
// exactly the words key ("nips" names NeurIPS, "usenix atc" names ATC).
func namesKey(v venue.Venue, key []string) bool {
	for _, a := range append([]string{v.Acronym}, v.Aliases...) {
		if equalWords(venueWords(a), key) {
			return true
		}
	}
	return false
}

// holdsWords reports whether every word of key is a word of the venue's
// acronym, aliases or full names.
func holdsWords(v venue.Venue, key []string) bool {
	have := map[string]bool{}
	for _, s := range append(append([]string{v.Acronym}, v.Aliases...), v.Names...) {
		for _, w := range venueWords(s) {
			have[w] = true
		}
	}
	for _, w := range key {
		if !have[w] {
			return false
		}
	}
	return true
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

// writeVenueTable writes the venues as aligned columns for a terminal: a
// venue's further full names on lines of their own under its first, and
// a last line that counts them. Every cell is one line, its control
// characters escaped (a --venues file is the user's text).
func writeVenueTable(w io.Writer, vs []venue.Venue, total int) error {
	var b bytes.Buffer
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ACRONYM\tKIND\tAREA\tFULL NAME\tALIASES")
	for _, v := range vs {
		name := ""
		if len(v.Names) > 0 {
			name = v.Names[0]
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", cell(v.Acronym), cell(string(v.Kind)), cell(v.Area), cell(name), cell(strings.Join(v.Aliases, "; ")))
		for _, n := range v.Names[min(1, len(v.Names)):] {
			fmt.Fprintf(tw, "\t\t\t%s\t\n", cell(n))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ") // the padding of empty last cells
	}
	_, err := fmt.Fprintf(w, "%s\n\n%d of %d venue%s\n", strings.Join(lines, "\n"), len(vs), total, plural(total))
	return err
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

// writeVenueCSV writes a header and one record per venue; names and
// aliases are joined by "; ". Cells are terminal-safe and a cell a
// spreadsheet would take for a formula is defused (reports/csv.Safe).
func writeVenueCSV(w io.Writer, vs []venue.Venue, _ int) error {
	cw := stdcsv.NewWriter(w)
	if err := cw.Write([]string{"acronym", "kind", "area", "names", "aliases"}); err != nil {
		return err
	}
	for _, v := range vs {
		rec := []string{v.Acronym, string(v.Kind), v.Area, strings.Join(v.Names, "; "), strings.Join(v.Aliases, "; ")}
		for i := range rec {
			rec[i] = csv.Safe(termsafe.Text(rec[i]))
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// venueJSON is one venue as "vitae venues -f json" writes it.
type venueJSON struct {
	Acronym string   `json:"acronym"`
	Kind    string   `json:"kind"`
	Area    string   `json:"area"`
	Names   []string `json:"names"`
	Aliases []string `json:"aliases"`
}

// writeVenueJSON writes the venues as an indented JSON array.
func writeVenueJSON(w io.Writer, vs []venue.Venue, _ int) error {
	out := make([]venueJSON, len(vs))
	for i, v := range vs {
		out[i] = venueJSON{Acronym: v.Acronym, Kind: string(v.Kind), Area: v.Area,
			Names: append([]string{}, v.Names...), Aliases: append([]string{}, v.Aliases...)}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
