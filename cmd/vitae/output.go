package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
)

// Output formats of "vitae parse".
var recordFormats = []string{"json", "jsonl", "text"}

// writeRecords renders cvs in format ("json", "jsonl" or "text") to w.
func writeRecords(w io.Writer, cvs []*cv.CV, format string) error {
	switch format {
	case "json":
		return writeJSON(w, cvs)
	case "jsonl":
		return writeJSONL(w, cvs)
	case "text":
		return writeText(w, cvs)
	}
	return fmt.Errorf("unknown format %q (want %s)", format, strings.Join(recordFormats, ", "))
}

// writeJSON writes a JSON array of records indented by two spaces, with a
// trailing newline; no records is "[]".
func writeJSON(w io.Writer, cvs []*cv.CV) error {
	if cvs == nil {
		cvs = []*cv.CV{}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(cvs)
}

// writeJSONL writes one record a line (JSON Lines).
func writeJSONL(w io.Writer, cvs []*cv.CV) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, c := range cvs {
		if err := enc.Encode(c); err != nil {
			return err
		}
	}
	return nil
}

// writeText writes a summary of each CV for people to read.
func writeText(w io.Writer, cvs []*cv.CV) error {
	var b bytes.Buffer
	for i, c := range cvs {
		if i > 0 {
			b.WriteString("\n")
		}
		textCV(&b, c)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// writeLinesAndText writes, for each CV, the lines as the parser read them
// (where it has them: not for records read back from JSON) and then the
// record as text.
func writeLinesAndText(b *bytes.Buffer, cvs []*cv.CV, views *lineViews) {
	for i, c := range cvs {
		if i > 0 {
			b.WriteString("\n")
		}
		if vs := views.get(c); vs != nil {
			writeLineViews(b, c, vs)
		}
		textCV(b, c)
	}
}

// writeLineViews writes one line per source line: where it is (page and
// line), the section it was read in, its cues and its text.
func writeLineViews(b *bytes.Buffer, c *cv.CV, vs []parse.LineView) {
	fmt.Fprintf(b, "== %s: lines as read (%s)\n", clean(c.Source), c.Format)
	fmt.Fprintf(b, "%-8s %-13s %-24s %s\n", "where", "section", "cues", "text")
	for _, v := range vs {
		if v.Text == "" && v.Cues == "" {
			continue
		}
		where := fmt.Sprintf("%d", v.Src)
		if v.Page > 0 {
			where = fmt.Sprintf("p%d:%d", v.Page, v.Src)
		}
		sec := v.Section
		if v.Title != "" {
			sec = "# " + sec
		}
		fmt.Fprintf(b, "%-8s %-13s %-24s %s\n", where, sec, v.Cues, truncate(clean(v.Text), 100))
	}
	b.WriteString("\n")
}

// warningPlace says where a warning is: "line 12", or "page 2 line 12"
// for a PDF.
func warningPlace(w cv.Warning) string {
	place := "line " + strconv.Itoa(w.Line)
	if w.Page > 0 {
		place = "page " + strconv.Itoa(w.Page) + " " + place
	}
	return place
}

func textCV(b *bytes.Buffer, c *cv.CV) {
	fmt.Fprintf(b, "== %s\n", clean(c.Source))
	name := clean(c.Name)
	if name == "" {
		name = "(no name found)"
	}
	fmt.Fprintf(b, "Name:      %s\n", name)
	field := func(label string, values ...string) {
		var vs []string
		for _, v := range values {
			if v = clean(v); v != "" {
				vs = append(vs, v)
			}
		}
		if len(vs) > 0 {
			fmt.Fprintf(b, "%-10s %s\n", label+":", strings.Join(vs, ", "))
		}
	}
	field("Email", c.Contact.Emails...)
	field("Phone", c.Contact.Phones...)
	field("Links", c.Contact.Links...)
	field("Address", c.Contact.Address)
	if p := c.Personal; p != nil {
		field("Born", p.BirthDate)
		field("Gender", p.Gender)
		field("Nation", p.Nationality)
	}
	field("Interests", c.Interests...)
	if s := clean(c.Summary); s != "" {
		fmt.Fprintf(b, "Summary:   %s\n", truncate(s, 200))
	}

	section := func(title string, n int, rows func(add func(cols ...string))) {
		if n == 0 {
			return
		}
		fmt.Fprintf(b, "\n%s (%d)\n", title, n)
		tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
		rows(func(cols ...string) {
			for i, col := range cols {
				cols[i] = clean(col)
				if cols[i] == "" {
					cols[i] = "-"
				}
			}
			// The last column is free text: no tab after it.
			fmt.Fprintf(tw, "  %s\n", strings.Join(cols, "\t"))
		})
		tw.Flush()
	}

	section("Education", len(c.Education), func(add func(...string)) {
		for _, e := range c.Education {
			field := e.Field
			if strings.Contains(strings.ToLower(e.Degree), strings.ToLower(field)) {
				field = "" // already in the degree as written
			}
			what := joinNonEmpty(", ", e.Degree, field, e.Institution)
			if e.Expected {
				what += " (expected)"
			}
			add(span(e.Start, e.End), string(e.Level), what)
		}
	})
	section("Positions", len(c.Positions), func(add func(...string)) {
		for _, p := range c.Positions {
			add(span(p.Start, p.End), string(p.Kind), joinNonEmpty(", ", p.Title, p.Organization))
		}
	})
	section("Publications", len(c.Publications), func(add func(...string)) {
		for _, p := range c.Publications {
			venue := p.Venue
			if venue == "" {
				venue = truncate(p.VenueRaw, 24)
			}
			self := "?"
			if p.SelfIndex > 0 {
				self = strconv.Itoa(p.SelfIndex)
			}
			if p.EqualContribution {
				self += "*"
			}
			title := p.Title
			if p.Status != "" && p.Status != "published" {
				title += " [" + string(p.Status) + "]"
			}
			for _, a := range p.Awards {
				title += " [" + a + "]"
			}
			add(year(p.Year), venue, string(p.Type), fmt.Sprintf("%s/%d", self, len(p.Authors)), title)
		}
	})
	section("Awards", len(c.Awards), func(add func(...string)) {
		for _, a := range c.Awards {
			y := year(a.Year)
			if a.EndYear != 0 && a.EndYear != a.Year {
				y += "–" + year(a.EndYear)
			}
			name := a.Name
			if a.Note != "" {
				name += " (" + a.Note + ")"
			}
			add(y, string(a.Category), string(a.Status), joinNonEmpty(", ", name, a.Issuer))
		}
	})
	section("Talks", len(c.Talks), func(add func(...string)) {
		for _, t := range c.Talks {
			add(t.Date.String(), joinNonEmpty(", ", t.Title, t.Event, t.Location))
		}
	})
	section("Service", len(c.Service), func(add func(...string)) {
		for _, s := range c.Service {
			add(year(s.Year), s.Role, s.Venue)
		}
	})
	section("Teaching", len(c.Teaching), func(add func(...string)) {
		for _, t := range c.Teaching {
			add(t.Role, joinNonEmpty(", ", t.Course, t.Institution), strings.Join(t.Terms, ", "))
		}
	})
	section("Projects", len(c.Projects), func(add func(...string)) {
		for _, p := range c.Projects {
			add(span(p.Start, p.End), p.Title)
		}
	})
	if len(c.Skills) > 0 {
		fmt.Fprintf(b, "\nSkills (%d)\n  %s\n", len(c.Skills), clean(strings.Join(c.Skills, ", ")))
	}
	section("Warnings", len(c.Warnings), func(add func(...string)) {
		for _, w := range c.Warnings {
			msg := w.Message
			if w.Section != "" {
				msg = w.Section + ": " + msg
			}
			if w.Text != "" {
				msg += ": " + truncate(w.Text, 80)
			}
			add(warningPlace(w), msg)
		}
	})
}

func year(y int) string {
	if y == 0 {
		return "----"
	}
	return strconv.Itoa(y)
}

func span(start, end cv.Date) string {
	s, e := start.String(), end.String()
	switch {
	case s == "" && e == "":
		return "-"
	case s == "":
		return e
	case e == "" || e == s:
		return s
	}
	return s + "–" + e
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// clean makes CV text safe to print on a terminal: control characters
// (escape sequences among them) become spaces, runs of space collapse.
func clean(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// writeOutput writes data to stdout, or to file when file is neither "" nor
// "-". A file is written to a temporary file in the same directory and then
// renamed over file, so a failed run never leaves half-written output.
func writeOutput(file string, data []byte, stdout io.Writer) error {
	if file == "" || file == "-" {
		if _, err := stdout.Write(data); err != nil {
			return fmt.Errorf("writing output: %w", err)
		}
		return nil
	}
	dir, base := filepath.Split(file)
	if dir == "" {
		dir = "."
	}
	mode := os.FileMode(0o644)
	if info, err := os.Stat(file); err == nil {
		if info.IsDir() {
			return fmt.Errorf("%s: is a directory", file)
		}
		mode = info.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("%s: %w", file, unwrapPathError(err))
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("%s: %w", file, unwrapPathError(err))
	}
	if err := tmp.Chmod(mode); err != nil {
		return fmt.Errorf("%s: %w", file, unwrapPathError(err))
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("%s: %w", file, unwrapPathError(err))
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("%s: %w", file, unwrapPathError(err))
	}
	if err := os.Rename(tmp.Name(), file); err != nil {
		return fmt.Errorf("%s: %w", file, unwrapPathError(err))
	}
	ok = true
	return nil
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}
