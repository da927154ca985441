// Package venues writes a listing of the venue catalogue (venue.Listing,
// from Catalog.List) as an aligned table for a terminal, as CSV or as
// JSON: the output of "vitae venues". Every format writes the same
// listing byte for byte the same way each time.
package venues

import (
	"bytes"
	stdcsv "encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports/csv"
)

// Format is an output format of a listing.
type Format struct {
	Name  string
	Write func(w io.Writer, l venue.Listing) error
}

// Formats are the formats, the default (the table) first.
var Formats = []Format{{"table", WriteTable}, {"csv", WriteCSV}, {"json", WriteJSON}}

// FormatNamed returns the format called name.
func FormatNamed(name string) (Format, bool) {
	i := slices.IndexFunc(Formats, func(f Format) bool { return f.Name == name })
	if i < 0 {
		return Format{}, false
	}
	return Formats[i], true
}

// FormatNames lists the formats' names for help and messages:
// "table, csv, json".
func FormatNames() string {
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = f.Name
	}
	return strings.Join(names, ", ")
}

// formerMark follows a former name or alias in the table ("NIPS (former)").
const formerMark = " (former)"

// marked is the venue's names (or aliases), a former one marked.
func marked(v venue.Listed, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n
		if slices.Contains(v.Former, n) {
			out[i] += formerMark
		}
	}
	return out
}

// cell is a table cell: one line, terminal-safe, its white space (a tab
// would break the columns) one space.
func cell(s string) string { return termsafe.Text(s) }

// WriteTable writes the venues as aligned columns for a terminal: a
// venue's further full names on lines of their own under its first, and
// a last line that counts them and names the layers listed (Summary).
// Every cell is one line, its control characters escaped (a user's
// catalogue file is the user's text).
func WriteTable(w io.Writer, l venue.Listing) error {
	var b bytes.Buffer
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ACRONYM\tKIND\tAREA\tLAYER\tFULL NAME\tALIASES")
	for _, v := range l.Venues {
		names := marked(v, v.Names)
		name := ""
		if len(names) > 0 {
			name = names[0]
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", cell(v.Acronym), cell(string(v.Kind)), cell(v.Area), v.Layer,
			cell(name), cell(strings.Join(marked(v, v.Aliases), "; ")))
		for _, n := range names[min(1, len(names)):] {
			fmt.Fprintf(tw, "\t\t\t\t%s\t\n", cell(n))
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ") // the padding of empty last cells
	}
	_, err := fmt.Fprintf(w, "%s\n\n%s\n", strings.Join(lines, "\n"), Summary(l))
	return err
}

// Summary is the last line of the table: how many venues of which
// layers were listed ("3 of 12 venues in the curated layer").
func Summary(l venue.Listing) string {
	n := len(l.Venues)
	switch l.Layer {
	case venue.LayerCurated:
		return fmt.Sprintf("%d of %d venue%s in the curated layer", n, l.Curated, plural(l.Curated))
	case venue.LayerJournals:
		return fmt.Sprintf("%d of %d journal%s in the journal layer", n, l.Journals, plural(l.Journals))
	}
	return fmt.Sprintf("%d venue%s of %d curated venue%s and %d journal%s (a journal in both: once)",
		n, plural(n), l.Curated, plural(l.Curated), l.Journals, plural(l.Journals))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// WriteCSV writes a header and one record per venue; names, aliases and
// former names are joined by "; ". Cells are terminal-safe and a cell a
// spreadsheet would take for a formula is defused (reports/csv.Safe).
func WriteCSV(w io.Writer, l venue.Listing) error {
	cw := stdcsv.NewWriter(w)
	if err := cw.Write([]string{"acronym", "kind", "area", "layer", "names", "aliases", "former"}); err != nil {
		return err
	}
	for _, v := range l.Venues {
		rec := []string{v.Acronym, string(v.Kind), v.Area, string(v.Layer), strings.Join(v.Names, "; "),
			strings.Join(v.Aliases, "; "), strings.Join(v.Former, "; ")}
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

// Record is one venue as WriteJSON writes it. A list is [] when empty,
// never null.
type Record struct {
	Acronym string   `json:"acronym"`
	Kind    string   `json:"kind"`
	Area    string   `json:"area"`
	Layer   string   `json:"layer"`
	Names   []string `json:"names"`
	Aliases []string `json:"aliases"`
	Former  []string `json:"former"`
}

// WriteJSON writes the venues as an indented JSON array of Records. The
// text is as the catalogue holds it; JSON escapes control characters.
func WriteJSON(w io.Writer, l venue.Listing) error {
	out := make([]Record, len(l.Venues))
	for i, v := range l.Venues {
		out[i] = Record{Acronym: v.Acronym, Kind: string(v.Kind), Area: v.Area, Layer: string(v.Layer),
			Names: append([]string{}, v.Names...), Aliases: append([]string{}, v.Aliases...),
			Former: append([]string{}, v.Former...)}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
