package read

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
)

// summary is the part of a record every front end must read the same way:
// the fields a committee counts.
func summary(c *cv.CV) string {
	var b strings.Builder
	fmt.Fprintf(&b, "name: %s\nemails: %s\n", c.Name, strings.Join(c.Contact.Emails, ", "))
	for _, e := range c.Education {
		fmt.Fprintf(&b, "education: %s %s–%s %s\n", e.Level, e.Start, e.End, e.Institution)
	}
	for _, p := range c.Positions {
		fmt.Fprintf(&b, "position: %s %s–%s %s @ %s\n", p.Kind, p.Start, p.End, p.Title, p.Organization)
	}
	for _, p := range c.Publications {
		fmt.Fprintf(&b, "paper: %d %s %s %d/%d %s %v\n", p.Year, p.Venue, p.Type, p.SelfIndex, len(p.Authors), p.Title, p.Awards)
	}
	for _, a := range c.Awards {
		fmt.Fprintf(&b, "award: %d %s %s %s\n", a.Year, a.Category, a.Status, a.Name)
	}
	fmt.Fprintf(&b, "talks: %d, service: %d, teaching: %d\n", len(c.Talks), len(c.Service), len(c.Teaching))
	return b.String()
}

// TestSameCVInEveryFormat reads one fictional CV saved as HTML, DOCX, PDF
// (both made by LibreOffice, as real files are) and as pdftotext output, and
// wants the same record from each: the front ends differ, the CV does not.
func TestSameCVInEveryFormat(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "..", "testdata", "formats", "ferreira.want"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ferreira.txt", "ferreira.html", "ferreira.docx", "ferreira.pdf"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("..", "..", "testdata", "formats", name)
			d, err := File(context.Background(), path, Options{})
			if err != nil {
				t.Fatal(err)
			}
			c, err := parse.ParseDoc(path, d, parse.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := summary(c); got != string(want) {
				t.Errorf("%s reads differently:\n%s", name, lineDiff(string(want), got))
			}
		})
	}
}

// lineDiff lists the lines only in want (-) and only in got (+).
func lineDiff(want, got string) string {
	in := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, l := range strings.Split(s, "\n") {
			m[l] = true
		}
		return m
	}
	w, g := in(want), in(got)
	var b strings.Builder
	for _, l := range strings.Split(want, "\n") {
		if !g[l] {
			b.WriteString("- " + l + "\n")
		}
	}
	for _, l := range strings.Split(got, "\n") {
		if !w[l] {
			b.WriteString("+ " + l + "\n")
		}
	}
	return b.String()
}
