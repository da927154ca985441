package docx

import (
	"archive/zip"
	"bytes"
	"strings"
	"testing"
)

// A tiny .docx writer for tests: fictional documents built in code.

const wordNS = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ` +
	`xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ` +
	`xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ` +
	`xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ` +
	`xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ` +
	`xmlns:v="urn:schemas-microsoft-com:vml"`

// part is one zip entry.
type part struct{ name, body string }

// zipOf writes the parts into a zip, in order.
func zipOf(t testing.TB, parts ...part) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, p := range parts {
		w, err := zw.Create(p.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(p.body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// document wraps body XML in word/document.xml.
func document(body string) string {
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ` + wordNS + `><w:body>` + body + `</w:body></w:document>`
}

// docx builds a .docx of the body XML with the test styles, numbering,
// relationships and core properties.
func docx(t testing.TB, body string) []byte {
	t.Helper()
	return zipOf(t,
		part{"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`},
		part{"_rels/.rels", `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`},
		part{"word/document.xml", document(body)},
		part{"word/styles.xml", testStyles},
		part{"word/numbering.xml", testNumbering},
		part{"word/_rels/document.xml.rels", testRels},
		part{"docProps/core.xml", testCore},
	)
}

const testStyles = `<?xml version="1.0"?><w:styles ` + wordNS + `>
<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="44"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Ueberschrift2"><w:name w:val="heading 2"/><w:basedOn w:val="Heading1"/></w:style>
<w:style w:type="paragraph" w:styleId="SectionHead"><w:name w:val="CV Section"/><w:basedOn w:val="Heading1"/></w:style>
<w:style w:type="paragraph" w:styleId="Outlined"><w:name w:val="My Outline"/><w:pPr><w:outlineLvl w:val="2"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="BoldPara"><w:name w:val="Bold Para"/><w:rPr><w:b/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Strong"><w:name w:val="Strong"/><w:rPr><w:b/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Emph"><w:name w:val="Emphasis"/><w:rPr><w:i/></w:rPr></w:style>
<w:style w:type="table" w:styleId="Grid"><w:name w:val="Table Grid"/><w:rPr><w:b/></w:rPr></w:style>
</w:styles>`

const testNumbering = `<?xml version="1.0"?><w:numbering ` + wordNS + `>
<w:abstractNum w:abstractNumId="10"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl><w:lvl w:ilvl="1"><w:numFmt w:val="bullet"/><w:lvlText w:val="o"/><w:pPr><w:ind w:left="1440" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>
<w:abstractNum w:abstractNumId="20"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl></w:abstractNum>
<w:abstractNum w:abstractNumId="30"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="[%1]"/></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="10"/></w:num>
<w:num w:numId="2"><w:abstractNumId w:val="20"/></w:num>
<w:num w:numId="3"><w:abstractNumId w:val="30"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="5"/></w:lvlOverride></w:num>
</w:numbering>`

const testRels = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="mailto:marta.quill@example.org" TargetMode="External"/>
<Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/papers/lantern (v2).pdf" TargetMode="External"/>
</Relationships>`

const testCore = `<?xml version="1.0"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>Curriculum Vitae</dc:title><dc:creator>Marta Quillfeather</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">2023-02-03T04:05:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2024-11-12T13:14:00Z</dcterms:modified>
</cp:coreProperties>`

// Helpers that write body XML.

// p is a paragraph: pPr XML (may be "") and runs.
func p(pPr string, runs ...string) string {
	if pPr != "" {
		pPr = "<w:pPr>" + pPr + "</w:pPr>"
	}
	return "<w:p>" + pPr + strings.Join(runs, "") + "</w:p>"
}

// r is a run with rPr XML (may be "") and text; "\t" and "\n" in text
// become w:tab and w:br.
func r(rPr, text string) string {
	if rPr != "" {
		rPr = "<w:rPr>" + rPr + "</w:rPr>"
	}
	var b strings.Builder
	b.WriteString("<w:r>" + rPr)
	for i, piece := range strings.Split(text, "\t") {
		if i > 0 {
			b.WriteString("<w:tab/>")
		}
		for j, line := range strings.Split(piece, "\n") {
			if j > 0 {
				b.WriteString("<w:br/>")
			}
			if line != "" {
				b.WriteString(`<w:t xml:space="preserve">` + xmlEscape(line) + `</w:t>`)
			}
		}
	}
	b.WriteString("</w:r>")
	return b.String()
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// pstyle is a w:pStyle.
func pstyle(id string) string { return `<w:pStyle w:val="` + id + `"/>` }

// num is a w:numPr.
func num(id, ilvl string) string {
	return `<w:numPr><w:ilvl w:val="` + ilvl + `"/><w:numId w:val="` + id + `"/></w:numPr>`
}

// dateBox is a floating, right-aligned text box anchored in a paragraph,
// offset lines below its top, stored twice (drawing and VML fallback).
func dateBox(offsetEMU string, lines ...string) string {
	var ps strings.Builder
	for _, l := range lines {
		ps.WriteString(p(`<w:jc w:val="right"/>`, r("", l)))
	}
	return `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:positionH relativeFrom="column"><wp:posOffset>2800000</wp:posOffset></wp:positionH>` +
		`<wp:positionV relativeFrom="paragraph"><wp:posOffset>` + offsetEMU + `</wp:posOffset></wp:positionV><wps:wsp><wps:txbx><w:txbxContent>` + ps.String() +
		`</w:txbxContent></wps:txbx></wps:wsp></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>` + ps.String() +
		`</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`
}
