package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// E-mail addresses outside the header.
//
// A site page's front matter (the "---" block atop a Jekyll or Hugo
// page) is dropped by the line reader, yet a page built from a CV
// template often carries the owner's address there and nowhere else
// ("email: jane@example.org", or under "url: mailto:jane@example.org").
// And a page that opens with a section ("About Me") has no header: its
// first lines give the owner's contact ("Jane Roe, Research Scientist,
// jane@example.org"). Both are the owner's; neither is found where the
// header is read.

// addFrontMatterEmails adds to c the e-mail addresses of text's front
// matter (the lines the Markdown front end blanks: a "---" first line, up to
// the closing "---" or "..." within 200 lines). The lines are read, as
// there, only for their addresses; the lines the parser reads are not
// changed.
func addFrontMatterEmails(c *cv.CV, text string) {
	if c == nil || !strings.HasPrefix(strings.TrimPrefix(text, "\ufeff"), "---") {
		return
	}
	raw := strings.SplitN(text, "\n", 201)
	if strings.TrimSpace(strings.TrimPrefix(raw[0], "\ufeff")) != "---" {
		return
	}
	for i := 1; i < len(raw) && i < 200; i++ {
		t := strings.TrimSpace(raw[i])
		if t == "---" || t == "..." {
			for _, r := range raw[1:i] {
				c.Contact.Emails = appendUniqueAll(c.Contact.Emails, frontMatterEmails(r))
			}
			return
		}
	}
}

// frontMatterEmails returns the e-mail addresses of one line of front
// matter ("email: jane@example.org", "url: mailto:jane@example.org").
func frontMatterEmails(raw string) []string {
	if strings.IndexByte(raw, '@') < 0 {
		return nil
	}
	t := deobfuscateEmail(raw)
	var out []string
	for _, m := range emailSpans(t) {
		out = append(out, strings.TrimRight(t[m[0]:m[1]], "."))
	}
	return out
}

// appendUniqueAll appends each of add to list unless it is there.
func appendUniqueAll(list, add []string) []string {
	for _, a := range add {
		list = appendUnique(list, a)
	}
	return list
}

// emailsFromFirstSection takes the e-mail addresses of the first lines
// of a CV that opens with a section, when the header gave none: the
// lines nameFromFirstSection reads for the name (header_name.go).
func (p *parser) emailsFromFirstSection(secs []section) {
	if len(p.cv.Contact.Emails) > 0 {
		return
	}
	for _, l := range firstSectionOpening(secs) {
		if strings.IndexByte(l.Text, '@') >= 0 {
			t := deobfuscateEmail(l.Text)
			p.takeEmails(t, emailSpans(t))
		}
	}
}
