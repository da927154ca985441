package cvgen

import (
	"fmt"
	"html"
	"strings"
)

// ht escapes s for HTML and writes the inline marks as tags.
func ht(s string) string {
	return strings.NewReplacer(boldOn, "<b>", boldOff, "</b>", italicOn, "<i>", italicOff, "</i>").Replace(html.EscapeString(s))
}

func htmlOpen(b *strings.Builder, d Doc, css string) {
	fmt.Fprintf(b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n<style>%s</style>\n</head>\n<body>\n", ht(d.Name), css)
	if d.Style.Header != "" {
		fmt.Fprintf(b, "<nav class=\"topbar\"><a href=\"#\">Home</a> <a href=\"#\">Research</a> <a href=\"#\">CV</a></nav>\n")
	}
	if d.Style.CVTitle != "" {
		fmt.Fprintf(b, "<p class=\"doctitle\">%s</p>\n", ht(d.Style.CVTitle))
	}
	fmt.Fprintf(b, "<header>\n<h1>%s</h1>\n<p class=\"contact\">%s<br>\n<a href=\"mailto:%s\">%s</a></p>\n</header>\n<main>\n",
		ht(d.Name), ht(d.Contact[0]), d.Email, ht(d.Email))
}

func htmlClose(b *strings.Builder, d Doc) {
	b.WriteString("</main>\n")
	if d.Style.Footer != "" {
		fmt.Fprintf(b, "<footer>&copy; %d %s. Last updated %s.</footer>\n", ThisYear, ht(d.Name), "March 2025")
	}
	b.WriteString("</body>\n</html>\n")
}

// htmlSections writes each section with a heading and calls item for
// each entry.
func htmlSections(b *strings.Builder, d Doc, open, close string, item func(*strings.Builder, Item, string)) {
	for _, sec := range d.Sections {
		fmt.Fprintf(b, "<section id=%q>\n<h2>%s</h2>\n", sec.Kind, ht(sec.Heading))
		if sec.Note != "" {
			fmt.Fprintf(b, "<p class=\"note\">%s</p>\n", ht(sec.Note))
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				fmt.Fprintf(b, "<h3>%s</h3>\n", ht(g.Heading))
			}
			b.WriteString(open)
			for _, it := range g.Items {
				item(b, it, sec.Kind)
			}
			b.WriteString(close)
		}
		b.WriteString("</section>\n")
	}
}

// htmlCards: a div per entry, a div per part (title, authors, venue).
func htmlCards(d Doc) []byte {
	var b strings.Builder
	htmlOpen(&b, d, ".card{margin:1em 0}.title{font-weight:bold}")
	classes := []string{"title", "authors", "venue"}
	htmlSections(&b, d, "", "", func(b *strings.Builder, it Item, kind string) {
		b.WriteString("<div class=\"card\">\n")
		for i, p := range it.Parts {
			class := "detail"
			if kind == "publications" {
				class = classes[i]
			} else if i == 0 {
				class = "title"
			}
			fmt.Fprintf(b, "  <div class=%q>%s</div>\n", class, ht(p))
		}
		if it.When != "" && !it.Dated {
			fmt.Fprintf(b, "  <div class=\"date\">%s</div>\n", ht(it.When))
		}
		if it.Desc != "" {
			fmt.Fprintf(b, "  <p class=\"desc\">%s</p>\n", ht(it.Desc))
		}
		b.WriteString("</div>\n")
	})
	htmlClose(&b, d)
	return []byte(b.String())
}

// htmlTable: a table row per entry; papers get a thumbnail cell.
func htmlTable(d Doc) []byte {
	var b strings.Builder
	htmlOpen(&b, d, "td{vertical-align:top;padding:4px}img{width:120px}")
	n := 0
	htmlSections(&b, d, "<table>\n", "</table>\n", func(b *strings.Builder, it Item, kind string) {
		b.WriteString("<tr>")
		if kind == "publications" {
			n++
			fmt.Fprintf(b, "<td class=\"thumb\"><img src=\"images/paper%d.png\" alt=\"\"></td>", n)
		} else {
			fmt.Fprintf(b, "<td class=\"when\">%s</td>", ht(it.When))
		}
		b.WriteString("<td>")
		for i, p := range it.Parts {
			if i > 0 {
				b.WriteString("<br>\n")
			}
			b.WriteString(ht(p))
		}
		if it.Desc != "" {
			fmt.Fprintf(b, "<br>\n<small>%s</small>", ht(it.Desc))
		}
		b.WriteString("</td></tr>\n")
	})
	htmlClose(&b, d)
	return []byte(b.String())
}

// htmlDL: a definition list per section, the date as the term.
func htmlDL(d Doc) []byte {
	var b strings.Builder
	htmlOpen(&b, d, "dt{float:left;width:8em}dd{margin-left:9em}")
	htmlSections(&b, d, "<dl>\n", "</dl>\n", func(b *strings.Builder, it Item, kind string) {
		fmt.Fprintf(b, "<dt>%s</dt>\n<dd>%s", ht(it.When), ht(it.Line(false, d.Style)))
		if it.Desc != "" {
			fmt.Fprintf(b, "<br><span class=\"desc\">%s</span>", ht(it.Desc))
		}
		b.WriteString("</dd>\n")
	})
	htmlClose(&b, d)
	return []byte(b.String())
}
