package cvgen

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

// The fixed parts of a .docx package.
const (
	docxContentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`
	docxRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`
	docxDocRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`
	docxStyles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:sz w:val="22"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:i/><w:sz w:val="24"/></w:rPr></w:style></w:styles>`
	docxOpen  = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" + `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`
	docxClose = `<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>`
)

// docxPackage zips a document body into a .docx; the zip carries no
// times, so the bytes depend on the body only.
func docxPackage(body string) []byte {
	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	parts := [][2]string{
		{"[Content_Types].xml", docxContentTypes},
		{"_rels/.rels", docxRels},
		{"word/_rels/document.xml.rels", docxDocRels},
		{"word/styles.xml", docxStyles},
		{"word/document.xml", docxOpen + body + docxClose},
	}
	for _, p := range parts {
		w, err := z.CreateHeader(&zip.FileHeader{Name: p[0], Method: zip.Deflate})
		if err == nil {
			_, err = w.Write([]byte(p[1]))
		}
		if err != nil {
			panic("cvgen: docx: " + err.Error()) // writes to memory do not fail
		}
	}
	if err := z.Close(); err != nil {
		panic("cvgen: docx: " + err.Error())
	}
	return buf.Bytes()
}

// runs writes marked text as Word runs, bold and italic where marked; a
// tab becomes a w:tab, a newline a w:br (a line break inside the
// paragraph).
func runs(s string) string {
	var b strings.Builder
	bold, italic := false, false
	var text strings.Builder
	flush := func() {
		if text.Len() == 0 {
			return
		}
		b.WriteString("<w:r>" + runProps(bold, italic) + `<w:t xml:space="preserve">` + xmlText(text.String()) + "</w:t></w:r>")
		text.Reset()
	}
	for _, r := range s {
		switch c := string(r); c {
		case boldOn, boldOff:
			flush()
			bold = c == boldOn
		case italicOn, italicOff:
			flush()
			italic = c == italicOn
		case "\t":
			flush()
			b.WriteString("<w:r><w:tab/></w:r>")
		case "\n":
			flush()
			b.WriteString("<w:r><w:br/></w:r>")
		default:
			text.WriteRune(r)
		}
	}
	flush()
	return b.String()
}

func runProps(bold, italic bool) string {
	if !bold && !italic {
		return ""
	}
	p := "<w:rPr>"
	if bold {
		p += "<w:b/>"
	}
	if italic {
		p += "<w:i/>"
	}
	return p + "</w:rPr>"
}

func xmlText(s string) string {
	var b strings.Builder
	if err := xml.EscapeText(&b, []byte(s)); err != nil {
		panic("cvgen: " + err.Error())
	}
	return b.String()
}

// para writes a paragraph of style ("" Normal) holding marked text.
func para(style, text string) string {
	p := "<w:p>"
	if style != "" {
		p += `<w:pPr><w:pStyle w:val="` + style + `"/></w:pPr>`
	}
	return p + runs(text) + "</w:p>"
}

func docxHeader(b *strings.Builder, d Doc) {
	if d.Style.Header != "" {
		b.WriteString(para("", d.Style.Header))
	}
	if d.Style.CVTitle != "" {
		b.WriteString(para("", boldOn+d.Style.CVTitle+boldOff))
	}
	b.WriteString(para("Title", d.Name))
	for _, c := range d.Contact {
		b.WriteString(para("", c))
	}
}

// docxHeadings: one column, sections in Heading 1, entries as paragraphs
// with a bullet glyph and bold runs, dates after a tab.
func docxHeadings(d Doc) []byte {
	var b strings.Builder
	docxHeader(&b, d)
	for _, sec := range d.Sections {
		b.WriteString(para("Heading1", sec.Heading))
		if sec.Note != "" {
			b.WriteString(para("", italicOn+sec.Note+italicOff))
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				b.WriteString(para("Heading2", g.Heading))
			}
			for _, it := range g.Items {
				line := strings.Join(wrap(d.Style.Bullet+" "+it.Line(false, d.Style), d.Style.Wrap), "\n")
				if it.When != "" && !it.Dated {
					line += "\t" + it.When
				}
				b.WriteString(para("", line))
				if it.Desc != "" {
					b.WriteString(para("", "    "+it.Desc))
				}
			}
		}
	}
	if d.Style.Footer != "" {
		b.WriteString(para("", fmt.Sprintf(d.Style.Footer, 1)))
	}
	return docxPackage(b.String())
}

// docxTable: a two-column table per section, the date in the narrow
// left cell and the entry's parts as paragraphs in the right one.
func docxTable(d Doc) []byte {
	var b strings.Builder
	docxHeader(&b, d)
	for _, sec := range d.Sections {
		b.WriteString(para("Heading1", sec.Heading))
		if sec.Note != "" {
			b.WriteString(para("", sec.Note))
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				b.WriteString(para("Heading2", g.Heading))
			}
			b.WriteString(`<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol w:w="1800"/><w:gridCol w:w="7560"/></w:tblGrid>`)
			for _, it := range g.Items {
				b.WriteString("<w:tr>" + cell(1800, para("", it.When)) + cell(7560, entryParas(it, d.Style)) + "</w:tr>")
			}
			b.WriteString("</w:tbl>")
		}
	}
	return docxPackage(b.String())
}

// entryParas writes an entry as one paragraph (a citation) or a paragraph
// per part.
func entryParas(it Item, s Style) string {
	var out string
	if it.Dated {
		out = para("", it.Line(false, s))
	} else {
		for _, p := range it.Parts {
			out += para("", p)
		}
	}
	if it.Desc != "" {
		out += para("", italicOn+it.Desc+italicOff)
	}
	return out
}

func cell(width int, content string) string {
	return fmt.Sprintf(`<w:tc><w:tcPr><w:tcW w:w="%d" w:type="dxa"/></w:tcPr>%s</w:tc>`, width, content)
}
