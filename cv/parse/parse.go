// Package parse reads CV text (Markdown or plain text, as converted from PDF
// or web pages) into a cv.CV. It is the first stage of vitae's pipeline,
// a cascade of passes, each handing the next a typed form:
//
//   - lines (package cv/parse/lines): a doc.Doc's lines become
//     lines.Line values, cleaned text beside layout cues (lines_pass.go);
//   - sections (package cv/parse/sections, asked through
//     sectionReader in sections_pass.go): headings found and the lines
//     split into sections.Section values, each of a sections.Kind named
//     by its heading words; the parser then reads vague sections by
//     their content and files their parts (sections.go,
//     sections_kind*.go);
//   - entries and fields, per section kind (pubs*.go, positions*.go,
//     education*.go, awards*.go, items*.go, ...), with the names and the
//     CV's owner read by cv/parse/names and the vocabulary in
//     cv/parse/words.
//
// No rule is keyed to one CV's text: headings are found by their form (a
// Markdown heading, an all-caps line, a short line of heading words),
// entries by layout cues (headings, list markers, blank lines, date lines)
// and fields by what they look like (dates, names, venues).
package parse

import (
	"context"
	"fmt"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/linerole"
)

// Options configure Parse. The zero value is ready to use.
type Options struct {
	// Venues is the venue catalogue; nil means venue.Default().
	Venues *venue.Catalog
	// LineRoles is the line-role model some decisions weigh beside their
	// rules (linerole_*.go); nil means the committed model
	// (linerole.Default). Evaluation passes a model trained without the
	// CV it parses. The parser gives the model no section reading: a
	// model trained with linerole.Options.ParserCues reads none.
	LineRoles *linerole.Model

	trace *tracer  // ExplainParse's notes (trace.go); nil: the parse is not explained
	doc   *doc.Doc // the typed document being parsed (ParseDoc), nil for a text
}

type parser struct {
	cv        *cv.CV
	venues    *venue.Catalog
	owner     owner
	sec       string              // current section title, for warnings
	roles     map[string]byte     // publications: the role of each line read (pubs.go)
	venueHits map[string]venueHit // publications: the catalogue's answer for each text asked about (pubs_memo.go)
	m         *memo               // answers remembered for this parse (memo.go)
	tags      tagSection          // publications: where the section's entries put their venue tags (pubs_tags.go)
	order     pubOrder            // publications: the order of the section's sure entries (pubs_order.go)
	lr        *lineRoles          // the line-role model's reading, made when a decision asks (linerole_model.go)
}

// Parse reads one CV from text. source is recorded as the record's Source.
// data should be UTF-8 (see Decode). Parse never panics on any input: a
// bug in one section becomes a warning and the rest is still read.
func Parse(source string, data []byte, opt Options) (*cv.CV, error) {
	return parseText(context.Background(), source, string(data), opt)
}

// ParseDoc reads one CV from a Doc made by a front end (see package doc).
// The record's Format says which front end read it, and each warning
// carries the page and source line of the line it is about.
func ParseDoc(source string, d *doc.Doc, opt Options) (*cv.CV, error) {
	return ParseDocContext(context.Background(), source, d, opt)
}

// ParseDocContext is ParseDoc under ctx: when ctx ends the parse stops
// (within a line's or an entry's work) and returns no record and an
// error: context.Cause(ctx) when it wraps doc.ErrLimit (give the time
// limit as the cause, see TimeLimitError), an error wrapping doc.ErrLimit
// for another deadline, or the cause of a cancelled ctx.
func ParseDocContext(ctx context.Context, source string, d *doc.Doc, opt Options) (*cv.CV, error) {
	stop := newStopper(ctx)
	d = typedDoc(d)
	opt.doc = d
	bufs := takeLineBufs() // linebufs.go: the parser's lines (the Doc is the caller's)
	c, err := parseLinesUntil(stop, source, opt, func() []line { return bufs.docLines(d, stop) })
	bufs.release() // the record holds no line
	if err != nil {
		return nil, err
	}
	if d.Text != "" {
		addFrontMatterEmails(c, d.Text) // header_email.go
	}
	c.Format = d.Format
	atSource(c, d)
	for _, w := range d.Warnings {
		c.Warnings = append(c.Warnings, cv.Warning{Page: w.Page, Line: w.Src, Section: "input", Message: w.Message})
	}
	repairUTF8(c) // utf8guard.go: every string of the record is valid UTF-8
	return c, nil
}

// parseText parses data, stopping with an error when ctx ends.
func parseText(ctx context.Context, source, data string, opt Options) (*cv.CV, error) {
	return parseUntil(newStopper(ctx), source, data, opt)
}

// parseUntil parses data, stopping with an error when stop (nil: never)
// says to.
func parseUntil(stop *stopper, source, data string, opt Options) (c *cv.CV, err error) {
	var d *doc.Doc
	bufs := takeLineBufs() // linebufs.go
	c, err = parseLinesUntil(stop, source, opt, func() []line {
		var ls []line
		d, ls = bufs.read(data, stop) // the Markdown front end, then the lines
		return ls
	})
	if err == nil {
		addFrontMatterEmails(c, data) // header_email.go
		atSource(c, d)
		repairUTF8(c) // utf8guard.go
	}
	bufs.release() // the record holds no line: d and the lines are done with
	return c, err
}

// atSource gives each warning of c, which names a line of d, the page
// and source line of that line.
func atSource(c *cv.CV, d *doc.Doc) {
	for i := range c.Warnings {
		w := &c.Warnings[i]
		if l, ok := d.LineAt(w.Line); ok {
			w.Page, w.Line = l.Page, l.Src
		}
	}
}

// parseLinesUntil parses the lines lines makes (a text's, or a typed
// Doc's: cv/parse/lines), stopping with an error when stop (nil: never)
// says to.
func parseLinesUntil(stop *stopper, source string, opt Options, lines func() []line) (c *cv.CV, err error) {
	defer func() {
		if r := recover(); r != nil {
			if !isStop(r) {
				panic(r)
			}
			c, err = nil, stop.err()
		}
	}()
	stop.check()
	p := &parser{
		cv:     &cv.CV{Source: source},
		venues: opt.Venues,
	}
	if p.venues == nil {
		p.venues = venue.Default()
	}
	ls := lines()
	p.lr = newLineRoles(opt, opt.doc, ls)
	p.m = takeMemo(len(ls)) // memo_pool.go
	p.m.stop, p.m.tr, p.m.lr = stop, opt.trace, p.lr
	for i := range ls {
		ls[i].Ctx = p.m.lineCtx()
	}
	stated, hasStated := takeUpdatedLines(ls)
	secs := splitSections(ls)
	p.safely("header", 1, func() { p.parseHeader(secs[0].Lines) })
	p.nameFromFirstSection(secs)   // a CV that opens with a section (header_name.go)
	p.emailsFromFirstSection(secs) // and gives its contact there (header_email.go)
	p.owner = newOwner(withoutNickname(p.cv.Name))
	p.ownerChanged()
	p.expandOwnerAbbrev(secs)
	for _, s := range secs[1:] {
		s := s
		stop.check()
		p.sec = s.Title
		p.safely(s.Title, s.Line, func() { p.parseSection(s) })
	}
	p.safely("publications", 0, func() { p.resolveOwner(secs) })
	p.safely("publications", 0, func() { p.readCoFirstNotes(secs) }) // pubs_cofirst.go
	p.safely("bio", 1, func() { p.readBio(secs) })
	stop.check()
	p.dropRepeatedPublications()
	p.dropResolvedVenueWarnings()
	c = p.cv
	c.AsOf = cvAsOf(c, stated, hasStated, opt.doc) // asof.go
	if c.Contact.Emails == nil {
		c.Contact.Emails = []string{}
	}
	releaseMemo(p.m, len(ls)) // the record holds none of it
	return c, nil
}

// safely runs f and turns a panic into a warning, so one odd section never
// stops the rest of the CV from being read.
func (p *parser) safely(sec string, line int, f func()) {
	defer func() {
		if r := recover(); r != nil {
			if isStop(r) {
				panic(r) // the parse's time is up: not this section's fault
			}
			p.warn(line, fmt.Sprintf("internal error reading section %q: %v", sec, r), "")
		}
	}()
	f()
}

func (p *parser) warn(line int, msg, text string) {
	if len(text) > 200 {
		text = cutBytes(text, 200) + "…" // utf8guard.go
	}
	p.cv.Warnings = append(p.cv.Warnings, cv.Warning{Line: line, Section: p.sec, Message: msg, Text: text})
}

// sectionParsers is the registry of section readers, by kind: the kinds
// and the heading words that name them are in words/sections.txt. A kind
// with no reader (unknown) is reported with the number of lines skipped.
var sectionParsers [len(kindNames)]func(p *parser, s section)

// init fills the registry (a variable initialiser could not: the mixed
// reader routes lines back through it).
func init() {
	sectionParsers = [len(kindNames)]func(p *parser, s section){
		secHeader:       func(p *parser, s section) { p.contactLines(s.Lines) },
		secUnknown:      (*parser).skipSection,
		secEducation:    func(p *parser, s section) { p.parseEducation(s.Lines) },
		secPositions:    func(p *parser, s section) { p.parsePositions(s.Lines) },
		secPublications: func(p *parser, s section) { p.parsePublications(s.Title, s.Lines) },
		secAwards:       func(p *parser, s section) { p.parseAwards(s.Title, s.Lines) },
		secTalks:        func(p *parser, s section) { p.parseTalks(s.Lines) },
		secService:      func(p *parser, s section) { p.parseService(s.Lines) },
		secTeaching:     func(p *parser, s section) { p.parseTeaching(s.Lines) },
		secSkills:       func(p *parser, s section) { p.parseSkills(s.Lines) },
		secProjects:     func(p *parser, s section) { p.parseProjects(s.Lines) },
		secInterests:    func(p *parser, s section) { p.parseInterests(s.Lines) },
		secSummary:      func(p *parser, s section) { p.parseSummary(s.Lines) },
		secContact:      func(p *parser, s section) { p.contactLines(s.Lines) },
		secSkipped:      (*parser).skipKnownSection,
		secMixed:        (*parser).parseMixed,
	}
}

// skipKnownSection passes over a section that vitae knows but does not
// read (news, references: other people's contact details must not become
// the owner's), saying how many lines it skipped.
func (p *parser) skipKnownSection(s section) {
	p.m.noteLines(s.Lines, roleSkipped, "skipped: vitae does not read this kind of section")
	if n := nonBlank(s.Lines); n > 0 {
		p.warn(s.Line, fmt.Sprintf("section %q is not read; %d lines skipped", s.Title, n), s.Title)
	}
}

func (p *parser) parseSection(s section) {
	sectionParsers[s.Kind](p, s)
}

// contactLines reads contact details (e-mail, phone, links) from lines.
func (p *parser) contactLines(ls []line) {
	for _, l := range ls {
		if !l.Blank && p.contactLine(l) {
			p.m.note(l.N, roleContact, "contact: an address, e-mail, phone or link")
		}
	}
}

// skipSection reads contact details from a section it does not know and
// says how many lines it skipped.
func (p *parser) skipSection(s section) {
	p.m.noteLines(s.Lines, roleSkipped, "skipped: the heading names no kind vitae reads") // contact lines get theirs below
	p.contactLines(s.Lines)
	if n := nonBlank(s.Lines); n > 0 {
		p.warn(s.Line, fmt.Sprintf("section %q not recognised; %d lines skipped", s.Title, n), s.Title)
	}
}

func nonBlank(ls []line) int {
	n := 0
	for _, l := range ls {
		if !l.Blank {
			n++
		}
	}
	return n
}

// dropRepeatedPublications counts once a paper a CV lists twice with the
// same title, venue and year (a homepage that shows "Selected" papers and
// then the full list). The same title at another venue (a workshop
// version and the conference paper) is a different entry and stays.
func (p *parser) dropRepeatedPublications() {
	pubs := p.cv.Publications
	if len(pubs) < 2 {
		return
	}
	seen := make(map[string]bool, len(pubs))
	out := pubs[:0]
	for _, pub := range pubs {
		raw := pub.VenueRaw
		if pub.Venue != "" {
			raw = "" // the catalogued venue says where: how it is written (a badge added, a note) does not
		}
		k := repeatKey(pub.Title, pub.Venue, raw, pub.Year) // digits count: "Part 1" is not "Part 2"
		if k == "" {
			out = append(out, pub)
			continue
		}
		if seen[k] {
			p.warn(pub.Line, "publication listed again; counted once", pub.Title)
			continue
		}
		seen[k] = true
		out = append(out, pub)
	}
	p.cv.Publications = out
}
