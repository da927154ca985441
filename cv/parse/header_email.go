package parse

import "strings"

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

// frontMatterEmail returns the e-mail addresses of one line of front
// matter, joined by a space, or "" when it holds none: the line the
// line reader keeps in its place, so the header reads the address.
func frontMatterEmail(raw string) string {
	if strings.IndexByte(raw, '@') < 0 {
		return ""
	}
	t := deobfuscateEmail(raw)
	var out []string
	for _, m := range emailSpans(t) {
		out = append(out, strings.TrimRight(t[m[0]:m[1]], "."))
	}
	return strings.Join(out, " ")
}

// emailsFromFirstSection takes the e-mail addresses of the first lines
// of a CV that opens with a section, when the header gave none: the
// lines nameFromFirstSection reads for the name (header_name.go).
func (p *parser) emailsFromFirstSection(secs []section) {
	if len(p.cv.Contact.Emails) > 0 || len(secs) < 2 {
		return
	}
	seen := 0
	for _, l := range secs[1].lines {
		if l.blank {
			continue
		}
		if seen++; seen > 3 {
			return
		}
		if strings.IndexByte(l.text, '@') >= 0 {
			t := deobfuscateEmail(l.text)
			p.takeEmails(t, emailSpans(t))
		}
	}
}
