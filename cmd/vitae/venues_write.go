package main

import (
	"bytes"
	stdcsv "encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports/csv"
)

// formerMark follows a former name or alias in the table ("NIPS (former)").
const formerMark = " (former)"

// marked is the venue's names (or aliases), a former one marked.
func marked(v listed, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n
		if slices.Contains(v.Former, n) {
			out[i] += formerMark
		}
	}
	return out
}

// writeVenueTable writes the venues as aligned columns for a terminal: a
// venue's further full names on lines of their own under its first, and
// a last line that counts them and names the layers listed. Every cell
// is one line, its control characters escaped (a --venues file is the
// user's text).
func writeVenueTable(w io.Writer, vs []listed, layers *venueLayers) error {
	var b bytes.Buffer
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ACRONYM\tKIND\tAREA\tLAYER\tFULL NAME\tALIASES")
	for _, v := range vs {
		names := marked(v, v.Names)
		name := ""
		if len(names) > 0 {
			name = names[0]
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", cell(v.Acronym), cell(string(v.Kind)), cell(v.Area), v.layer,
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
	_, err := fmt.Fprintf(w, "%s\n\n%s\n", strings.Join(lines, "\n"), layers.summary(len(vs)))
	return err
}

// writeVenueCSV writes a header and one record per venue; names, aliases
// and former names are joined by "; ". Cells are terminal-safe and a
// cell a spreadsheet would take for a formula is defused (reports/csv.Safe).
func writeVenueCSV(w io.Writer, vs []listed, _ *venueLayers) error {
	cw := stdcsv.NewWriter(w)
	if err := cw.Write([]string{"acronym", "kind", "area", "layer", "names", "aliases", "former"}); err != nil {
		return err
	}
	for _, v := range vs {
		rec := []string{v.Acronym, string(v.Kind), v.Area, v.layer, strings.Join(v.Names, "; "),
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

// venueJSON is one venue as "vitae venues -f json" writes it.
type venueJSON struct {
	Acronym string   `json:"acronym"`
	Kind    string   `json:"kind"`
	Area    string   `json:"area"`
	Layer   string   `json:"layer"`
	Names   []string `json:"names"`
	Aliases []string `json:"aliases"`
	Former  []string `json:"former"`
}

// writeVenueJSON writes the venues as an indented JSON array.
func writeVenueJSON(w io.Writer, vs []listed, _ *venueLayers) error {
	out := make([]venueJSON, len(vs))
	for i, v := range vs {
		out[i] = venueJSON{Acronym: v.Acronym, Kind: string(v.Kind), Area: v.Area, Layer: v.layer,
			Names: append([]string{}, v.Names...), Aliases: append([]string{}, v.Aliases...),
			Former: append([]string{}, v.Former...)}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
