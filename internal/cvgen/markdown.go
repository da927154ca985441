package cvgen

import (
	"fmt"
	"strings"
)

// md writes the inline marks as Markdown, a literal "*" (an
// equal-contribution mark) escaped.
func md(s string) string {
	return strings.NewReplacer("*", `\*`, boldOn, "**", boldOff, "**", italicOn, "*", italicOff, "*").Replace(s)
}

// mdBlock writes text after a list marker, wrapped when the style says,
// continuation lines indented under the text.
func mdBlock(b *strings.Builder, marker, text string, s Style) {
	lines := wrap(text, s.Wrap)
	b.WriteString(marker + md(lines[0]) + "\n")
	pad := strings.Repeat(" ", runeLen(marker))
	for _, l := range lines[1:] {
		b.WriteString(pad + md(l) + "\n")
	}
}

func mdHeader(b *strings.Builder, d Doc) {
	if d.Style.CVTitle != "" {
		b.WriteString("*" + d.Style.CVTitle + "*\n\n")
	}
	b.WriteString("# " + d.Name + "\n\n")
	for _, c := range d.Contact {
		b.WriteString(c + "  \n")
	}
	b.WriteString("\n")
}

// mdAcademicPages: front matter, "##" sections, one bullet per entry,
// the owner in bold.
func mdAcademicPages(d Doc) []byte {
	var b strings.Builder
	b.WriteString("---\ntitle: \"CV\"\nlayout: archive\nauthor_profile: true\npermalink: /cv/\n---\n\n")
	b.WriteString("{% include base_path %}\n\n")
	mdHeader(&b, d)
	for _, sec := range d.Sections {
		b.WriteString("## " + sec.Heading + "\n\n")
		if sec.Note != "" {
			b.WriteString(mdNote(sec.Note) + "\n\n")
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				b.WriteString("**" + g.Heading + "**\n\n")
			}
			for _, it := range g.Items {
				mdBlock(&b, "* ", it.Line(true, d.Style), d.Style)
				if it.Desc != "" {
					b.WriteString("  * " + it.Desc + "\n")
				}
			}
			b.WriteString("\n")
		}
	}
	mdFooter(&b, d)
	return []byte(b.String())
}

func mdFooter(b *strings.Builder, d Doc) {
	if d.Style.Footer != "" {
		b.WriteString("---\n\n" + d.Style.Header + "\n")
	}
}

// mdHeaded: "###" per degree, position and paper with its parts on the
// lines below; the shorter sections as bullets.
func mdHeaded(d Doc) []byte {
	var b strings.Builder
	mdHeader(&b, d)
	for _, sec := range d.Sections {
		b.WriteString("## " + sec.Heading + "\n\n")
		if sec.Note != "" {
			b.WriteString(mdNote(sec.Note) + "\n\n")
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				b.WriteString("#### " + g.Heading + "\n\n")
			}
			for _, it := range g.Items {
				if !headedKinds[sec.Kind] {
					mdBlock(&b, "- ", it.Line(true, d.Style), d.Style)
					continue
				}
				b.WriteString("### " + plain(it.Parts[0]) + "\n\n")
				for _, p := range it.Parts[1:] {
					b.WriteString(md(p) + "  \n")
				}
				if it.When != "" && !it.Dated {
					b.WriteString("*" + it.When + "*  \n")
				}
				if it.Desc != "" {
					b.WriteString("\n" + it.Desc + "\n")
				}
				b.WriteString("\n")
			}
			if !headedKinds[sec.Kind] {
				b.WriteString("\n")
			}
		}
	}
	mdFooter(&b, d)
	return []byte(b.String())
}

// headedKinds are the sections mdHeaded writes with a heading per entry.
var headedKinds = map[string]bool{"education": true, "positions": true, "publications": true}

// mdNumbered: a numbered list per section, tags before or after titles.
func mdNumbered(d Doc) []byte {
	var b strings.Builder
	mdHeader(&b, d)
	for _, sec := range d.Sections {
		b.WriteString("## " + sec.Heading + "\n\n")
		if sec.Note != "" {
			b.WriteString(mdNote(sec.Note) + "\n\n")
		}
		n := 0
		for _, g := range sec.Groups {
			if g.Heading != "" {
				b.WriteString("### " + g.Heading + "\n\n")
			}
			for _, it := range g.Items {
				n++
				mdBlock(&b, fmt.Sprintf("%d. ", n), it.Line(true, d.Style), d.Style)
			}
			b.WriteString("\n")
		}
	}
	mdFooter(&b, d)
	return []byte(b.String())
}

// mdYearly: dated entries under "###" year headings, "- " bullets.
func mdYearly(d Doc) []byte {
	var b strings.Builder
	mdHeader(&b, d)
	for _, sec := range d.Sections {
		b.WriteString("## " + sec.Heading + "\n\n")
		if sec.Note != "" {
			b.WriteString(mdNote(sec.Note) + "\n\n")
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				b.WriteString("**" + g.Heading + "**\n\n")
			}
			year := ""
			for _, it := range g.Items {
				if sec.Kind == "publications" {
					if y := yearOr(it.When, "Undated"); y != year {
						year = y
						b.WriteString("### " + y + "\n\n")
					}
					mdBlock(&b, "- ", it.Line(false, d.Style), d.Style)
					continue
				}
				mdBlock(&b, "- ", it.Line(true, d.Style), d.Style)
			}
			b.WriteString("\n")
		}
	}
	mdFooter(&b, d)
	return []byte(b.String())
}

func yearOr(when, none string) string {
	if when == "" {
		return none
	}
	return when
}

// mdNote writes a note with its asterisks escaped.
func mdNote(s string) string { return strings.ReplaceAll(s, "*", `\*`) }
