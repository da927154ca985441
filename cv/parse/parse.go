// Package parse reads CV text (Markdown or plain text, as converted from PDF
// or web pages) into a cv.CV. It is the first stage of vitae's pipeline:
// bytes -> lines (lines.go) -> sections (sections.go) -> entries -> fields.
//
// No rule is keyed to one CV's text: headings are found by their form (a
// Markdown heading, an all-caps line, a short line of heading words),
// entries by layout cues (headings, list markers, blank lines, date lines)
// and fields by what they look like (dates, names, venues).
package parse

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// Options configure Parse. The zero value is ready to use.
type Options struct {
	// Venues is the venue catalogue; nil means venue.Default().
	Venues *venue.Catalog
}

type parser struct {
	cv     *cv.CV
	venues *venue.Catalog
	owner  owner
	sec    string // current section title, for warnings
}

// Parse reads one CV from text. source is recorded as the record's Source.
// data should be UTF-8 (see Decode). Parse never panics on any input: a
// bug in one section becomes a warning and the rest is still read.
func Parse(source string, data []byte, opt Options) (*cv.CV, error) {
	p := &parser{
		cv:     &cv.CV{Source: source},
		venues: opt.Venues,
	}
	if p.venues == nil {
		p.venues = venue.Default()
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	secs := splitSections(toLines(text))
	p.safely("header", 1, func() { p.parseHeader(secs[0].lines) })
	if p.cv.Name == "" {
		// a CV that opens with a section: take the first name-like line
		for _, s := range secs[1:] {
			for _, l := range s.lines {
				if looksLikeName(l.text) {
					p.cv.Name = l.text
					break
				}
			}
			break
		}
	}
	p.owner = newOwner(p.cv.Name)
	for _, s := range secs[1:] {
		s := s
		p.sec = s.title
		p.safely(s.title, s.line, func() { p.parseSection(s) })
	}
	p.safely("publications", 0, func() { p.resolveOwner(secs) })
	c := p.cv
	if c.Contact.Emails == nil {
		c.Contact.Emails = []string{}
	}
	return c, nil
}

// safely runs f and turns a panic into a warning, so one odd section never
// stops the rest of the CV from being read.
func (p *parser) safely(sec string, line int, f func()) {
	defer func() {
		if r := recover(); r != nil {
			p.warn(line, fmt.Sprintf("internal error reading section %q: %v", sec, r), "")
		}
	}()
	f()
}

func (p *parser) warn(line int, msg, text string) {
	if len(text) > 200 {
		text = text[:200] + "…"
	}
	p.cv.Warnings = append(p.cv.Warnings, cv.Warning{Line: line, Section: p.sec, Message: msg, Text: text})
}

func (p *parser) parseSection(s section) {
	switch s.kind {
	case secEducation:
		p.parseEducation(s.lines)
	case secPositions:
		p.parsePositions(s.lines)
	case secPublications:
		p.parsePublications(s.title, s.lines)
	case secAwards:
		p.parseAwards(s.lines)
	case secTalks:
		p.parseTalks(s.lines)
	case secService:
		p.parseService(s.lines)
	case secTeaching:
		p.parseTeaching(s.lines)
	case secSkills:
		p.parseSkills(s.lines)
	case secProjects:
		p.parseProjects(s.lines)
	case secInterests:
		p.parseInterests(s.lines)
	case secSummary:
		p.parseSummary(s.lines)
	case secContact:
		for _, l := range s.lines {
			if !l.blank {
				p.contactLine(l)
			}
		}
	default:
		for _, l := range s.lines {
			if !l.blank {
				p.contactLine(l)
			}
		}
		if n := nonBlank(s.lines); n > 0 {
			p.warn(s.line, fmt.Sprintf("section %q not recognised; %d lines skipped", s.title, n), s.title)
		}
	}
}

func nonBlank(ls []line) int {
	n := 0
	for _, l := range ls {
		if !l.blank {
			n++
		}
	}
	return n
}
