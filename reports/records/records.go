// Package records writes CV records as text for people to read: "vitae
// parse -f text", and with the parser's line views "vitae parse
// --show-lines". Records are not an analytics.Report, but they show codes,
// places and spans the way the reports do (analytics.Label,
// analytics.PlaceLabel, cv.Span). CV text is cleaned of control
// characters.
package records

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/lineview"
	"github.com/vitae-cv/vitae/reports"
)

// WriteText writes a summary of each CV: name and contact details, then
// each section with its count and one line per entry. lines, when it holds
// a CV, gives how the parser read its lines, printed before the record.
func WriteText(w io.Writer, cvs []*cv.CV, lines map[*cv.CV][]lineview.LineView) error {
	var b bytes.Buffer
	for i, c := range cvs {
		if i > 0 {
			b.WriteString("\n")
		}
		if vs := lines[c]; vs != nil {
			writeLineViews(&b, c, vs)
		}
		writeCV(&b, c)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// writeLineViews writes one line per source line: where it is (page and
// line), the section it was read in, its role ("+" when it opens an
// entry), its cues and its text; then, indented under it, why the parser
// gave it that role, when a pass said.
func writeLineViews(b *bytes.Buffer, c *cv.CV, vs []lineview.LineView) {
	fmt.Fprintf(b, "== %s: lines as read (%s)\n", reports.Clean(c.Source), c.Format)
	fmt.Fprintf(b, "%-8s %-15s %-12s %-24s %s\n", "where", "section", "role", "cues", "text")
	for _, v := range vs {
		if v.Text == "" && v.Cues == "" {
			continue
		}
		sec := v.Section
		if v.Title != "" {
			sec = "# " + sec
		}
		role := v.Role
		if v.Start {
			role = "+" + role
		}
		if role == "" {
			role = "-"
		}
		fmt.Fprintf(b, "%-8s %-15s %-12s %-24s %s\n", v.Where(), sec, role, v.Cues, reports.Truncate(reports.Clean(v.Text), 100))
		if v.Why != "" {
			fmt.Fprintf(b, "%-8s %-15s why: %s\n", "", "", reports.Truncate(reports.Clean(v.Why), 200))
		}
	}
	b.WriteString("\n")
}

// WarningPlace says where a warning is: "line 12", or "page 2 line 12"
// for a PDF.
func WarningPlace(w cv.Warning) string {
	place := "line " + strconv.Itoa(w.Line)
	if w.Page > 0 {
		place = "page " + strconv.Itoa(w.Page) + " " + place
	}
	return place
}

// writer writes one record's text.
type writer struct{ b *bytes.Buffer }

// field writes "Label:    value, value" when any value is not blank.
func (w writer) field(label string, values ...string) {
	var vs []string
	for _, v := range values {
		if v = reports.Clean(v); v != "" {
			vs = append(vs, v)
		}
	}
	if len(vs) > 0 {
		fmt.Fprintf(w.b, "%-10s %s\n", label+":", strings.Join(vs, ", "))
	}
}

// section writes a titled, counted table of n entries; rows adds them, a
// blank cell shown as "-".
func (w writer) section(title string, n int, rows func(add func(cols ...string))) {
	if n == 0 {
		return
	}
	fmt.Fprintf(w.b, "\n%s (%d)\n", title, n)
	tw := tabwriter.NewWriter(w.b, 0, 0, 2, ' ', 0)
	rows(func(cols ...string) {
		for i, col := range cols {
			cols[i] = reports.Clean(col)
			if cols[i] == "" {
				cols[i] = "-"
			}
		}
		// The last column is free text: no tab after it.
		fmt.Fprintf(tw, "  %s\n", strings.Join(cols, "\t"))
	})
	tw.Flush()
}

func writeCV(b *bytes.Buffer, c *cv.CV) {
	w := writer{b}
	fmt.Fprintf(b, "== %s\n", reports.Clean(c.Source))
	name := reports.Clean(c.Name)
	if name == "" {
		name = "(no name found)"
	}
	fmt.Fprintf(b, "Name:      %s\n", name)
	w.field("Email", c.Contact.Emails...)
	w.field("Phone", c.Contact.Phones...)
	w.field("Links", c.Contact.Links...)
	w.field("Address", c.Contact.Address)
	if p := c.Personal; p != nil {
		w.field("Born", p.BirthDate)
		w.field("Gender", p.Gender)
		w.field("Nation", p.Nationality)
	}
	w.field("Interests", c.Interests...)
	if s := reports.Clean(c.Summary); s != "" {
		fmt.Fprintf(b, "Summary:   %s\n", reports.Truncate(s, 200))
	}
	w.career(c)
	w.publications(c.Publications)
	w.activities(c)
	if len(c.Skills) > 0 {
		fmt.Fprintf(b, "\nSkills (%d)\n  %s\n", len(c.Skills), reports.Clean(strings.Join(c.Skills, ", ")))
	}
	w.section("Warnings", len(c.Warnings), func(add func(...string)) {
		for _, x := range c.Warnings {
			msg := x.Message
			if x.Section != "" {
				msg = x.Section + ": " + msg
			}
			if x.Text != "" {
				msg += ": " + reports.Truncate(x.Text, 80)
			}
			add(WarningPlace(x), msg)
		}
	})
}

// career writes education and positions.
func (w writer) career(c *cv.CV) {
	w.section("Education", len(c.Education), func(add func(...string)) {
		for _, e := range c.Education {
			add(cv.Span(e.Start, e.End), analytics.Label(e.Level), analytics.EducationText(e))
		}
	})
	w.section("Positions", len(c.Positions), func(add func(...string)) {
		for _, p := range c.Positions {
			add(cv.Span(p.Start, p.End), analytics.Label(p.Kind), reports.JoinNonEmpty(", ", p.Title, p.Organization))
		}
	})
}

// publications writes year, venue, type, the owner's place and the title.
func (w writer) publications(pubs []cv.Publication) {
	w.section("Publications", len(pubs), func(add func(...string)) {
		for _, p := range pubs {
			venue := p.Venue
			if venue == "" {
				venue = reports.Truncate(p.VenueRaw, 24)
			}
			add(year(p.Year), venue, analytics.Label(p.Type), analytics.PublicationPlace(p), analytics.PublicationTitle(p))
		}
	})
}

// activities writes awards, talks, service, teaching and projects.
func (w writer) activities(c *cv.CV) {
	w.section("Awards", len(c.Awards), func(add func(...string)) {
		for _, a := range analytics.AwardRows(c.Awards) {
			if a.Years == "" {
				a.Years = year(0)
			}
			add(a.Years, a.Category, a.Status, a.Award)
		}
	})
	w.section("Talks", len(c.Talks), func(add func(...string)) {
		for _, t := range c.Talks {
			add(t.Date.String(), reports.JoinNonEmpty(", ", t.Title, t.Event, t.Location))
		}
	})
	w.section("Service", len(c.Service), func(add func(...string)) {
		for _, s := range c.Service {
			add(year(s.Year), s.Role, s.Venue)
		}
	})
	w.section("Teaching", len(c.Teaching), func(add func(...string)) {
		for _, t := range c.Teaching {
			add(t.Role, reports.JoinNonEmpty(", ", t.Course, t.Institution), strings.Join(t.Terms, ", "))
		}
	})
	w.section("Projects", len(c.Projects), func(add func(...string)) {
		for _, p := range c.Projects {
			add(cv.Span(p.Start, p.End), p.Title)
		}
	})
}

// year writes a year, "----" when unknown (a column of years stays aligned).
func year(y int) string {
	if y == 0 {
		return "----"
	}
	return strconv.Itoa(y)
}
