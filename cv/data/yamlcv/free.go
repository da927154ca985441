package yamlcv

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"

	"github.com/vitae-cv/vitae/cv/data/fields"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/parse/sections"
)

// flush reads the free-text entries. Talks, service and teaching are one
// entry an item, as written; the others (awards, publications, whose
// fields are in their words) are handed to the parser: one Markdown
// document with a heading per section and an item per entry (an entry
// that is a list is its items), and the record's lists are taken.
func (r *reader) flush() error {
	var rest []freeSection
	for _, s := range r.free {
		if !r.itemsAsEntries(s) {
			rest = append(rest, s)
		}
	}
	r.free = rest
	if len(r.free) == 0 {
		return nil
	}
	var b strings.Builder
	b.WriteString(r.c.Name + "\n\n")
	for _, s := range r.free {
		b.WriteString("## " + headingFor(s) + "\n\n")
		for _, it := range s.items {
			b.WriteString(markdownItem(it) + "\n\n") // a loose list: one entry an item
		}
		b.WriteString("\n")
	}
	d := markdown.ReadCapped(doc.Markdown, b.String(), r.opt.Limits.OrDefault().MaxLines)
	parsed, err := parse.ParseDocContext(r.ctx, r.src.Name, d, r.opt.Parse)
	if err != nil {
		return err
	}
	r.c.Awards = append(r.c.Awards, parsed.Awards...)
	r.c.Talks = append(r.c.Talks, parsed.Talks...)
	r.c.Service = append(r.c.Service, parsed.Service...)
	r.c.Teaching = append(r.c.Teaching, parsed.Teaching...)
	r.c.Publications = append(r.c.Publications, parsed.Publications...)
	r.c.Positions = append(r.c.Positions, parsed.Positions...)
	r.c.Education = append(r.c.Education, parsed.Education...)
	return nil
}

// itemsAsEntries reads a section of talks, service or teaching as one
// entry an item; false for other kinds.
func (r *reader) itemsAsEntries(s freeSection) bool {
	switch s.kind {
	case sections.Talks, sections.Service, sections.Teaching:
	default:
		return false
	}
	for _, it := range s.items {
		for _, line := range strings.Split(markdownItem(it), "\n\n") {
			text := strings.TrimPrefix(line, "- ")
			_, end := fields.Span(text)
			switch s.kind {
			case sections.Talks:
				r.c.Talks = append(r.c.Talks, cv.Talk{Title: text, Date: end})
			case sections.Service:
				r.c.Service = append(r.c.Service, cv.Service{Role: text, Year: fields.Year(text)})
			case sections.Teaching:
				r.c.Teaching = append(r.c.Teaching, cv.Teaching{Course: text})
			}
		}
	}
	return true
}

// headingFor is a heading the parser files as the section's kind: its
// title when the parser reads it so, else the kind's own name.
func headingFor(s freeSection) string {
	title := fields.Clean(s.title)
	if k, ok := sections.Classify(title); ok && k == s.kind {
		return title
	}
	return map[sections.Kind]string{sections.Awards: "Honors and Awards", sections.Talks: "Talks",
		sections.Service: "Service", sections.Teaching: "Teaching", sections.Publications: "Publications",
		sections.Positions: "Experience", sections.Education: "Education"}[s.kind]
}

// markdownItem is an entry as Markdown list items, its markup cleaned
// line by line (HTML, LaTeX, links). An entry that is a header over a
// list ("University of X:" over bullets) is its bullets, each an item of
// its own carrying the header in brackets (for its place and year): the
// header alone is no entry.
func markdownItem(text string) string {
	var head []string
	var bullets []string
	for _, l := range strings.Split(strings.TrimSpace(text), "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if rest, ok := cutBullet(t); ok {
			bullets = append(bullets, fields.Clean(rest))
		} else if len(bullets) == 0 {
			head = append(head, fields.Clean(t))
		} else {
			bullets[len(bullets)-1] += " " + fields.Clean(t)
		}
	}
	h := strings.TrimSuffix(strings.Join(head, " "), ":")
	if len(bullets) == 0 {
		return "- " + h
	}
	var out []string
	for _, b := range bullets {
		if h != "" {
			b += " (" + h + ")"
		}
		out = append(out, "- "+b)
	}
	return strings.Join(out, "\n\n")
}

func cutBullet(t string) (string, bool) {
	for _, p := range []string{"* ", "- ", "+ "} {
		if strings.HasPrefix(t, p) {
			return t[len(p):], true
		}
	}
	return "", false
}
