package docx

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// cueBody is a fictional CV exercising every cue the front end gives.
var cueBody = strings.Join([]string{
	p(pstyle("Title"), r("", "Marta Quillfeather")),
	p("", r("", "Email: "), `<w:hyperlink r:id="rId7">`+r(`<w:rStyle w:val="Hyperlink"/>`, "marta.quill@example.org")+`</w:hyperlink>`),
	p(pstyle("Heading1"), r("", "Education\t\t")),
	p("", r("<w:b/>", "Ph.D. in Astrobotany"), r("", "\t\t2015 – 2020")),
	p(pstyle("BoldPara"), r("", "Lantern Institute of Technology")),
	p(pstyle("BoldPara"), r(`<w:b w:val="0"/>`, "Advisor: "), r("", "Prof. Ilse Brandvold")),
	p("", r(`<w:rStyle w:val="Strong"/>`, "Quillfeather, M."), r("", ", "), r(`<w:rStyle w:val="Emph"/>`, "Journal of Imaginary Botany")),
	p(pstyle("SectionHead"), r("", "Publications")),
	p(num("2", "0"), r("", "Glowing moss in low light.")),
	p(num("2", "0"), r("", "Fern signals at dusk.")),
	p(num("2", "1"), r("", "A sub-point.")),
	p(num("2", "0"), r("", "Lichen clocks.")),
	p(num("3", "0"), r("", "Bracketed from five.")),
	p(pstyle("ListBullet"), r("", "A bullet from the style.")),
	p(pstyle("ListParagraph")+num("1", "1"), r("", "A nested bullet.")),
	p(pstyle("Outlined"), r("", "Outlined Heading")),
	p(pstyle("Ueberschrift2"), r("", "Localized Heading Two")),
	p(pstyle("ListParagraph"), r("", "Indented but not a list.")),
	p("", r("", "visible"), r("<w:vanish/>", " hidden"), `<w:del><w:r><w:delText>gone</w:delText></w:r></w:del>`, `<w:ins>`+r("", " inserted")+`</w:ins>`),
	p("", r("", "line one\nline two")),
	p("", `<w:hyperlink r:id="rId8">`+r("", "Lantern paper")+`</w:hyperlink>`),
	p("", r("", "see "), `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.org/field" \o "tip" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>`, r("", "field link"), `<w:r><w:fldChar w:fldCharType="end"/></w:r>`),
	p("", r("", "Quill*, Fern_Lab & <b>tags</b>")),
	p("", r("", "# not a heading")),
	p("", r("<w:i/>", "Journal of Tests")),
	p("", r("<w:caps/>", "shouting")),
	`<w:tbl><w:tblPr><w:tblStyle w:val="Grid"/></w:tblPr><w:tr><w:tc><w:tcPr/>` + p("", r("", "2019")) + `</w:tc><w:tc>` + p("", r("", "Visiting Scholar, Fern Lab")) + `</w:tc></w:tr>` +
		`<w:tr><w:tc>` + p(pstyle("Heading1"), r("", "Awards")) + `</w:tc><w:tc>` + p("", "") + `</w:tc></w:tr>` +
		`<w:tr><w:tc>` + p("", r("", "2018")) + `</w:tc><w:tc>` + p("", r("", "Moss Medal")) + p("", r("", "Society of Mosses")) + `</w:tc></w:tr></w:tbl>`,
	p("", r("<w:b/>", "EXPERIENCE"), dateBox("180000", "2021 – Present")),
	p("", r("", "Greenhouse Analytics")),
	p("", r("", "Seed Bank Intern"), dateBox("-40000", "2019 – 2020")),
	p("", r("", "Contact box host"), `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wps:txbx><w:txbxContent>`+p("", r("", "Mailbox 7, Fern Street"))+`</w:txbxContent></wps:txbx></wp:anchor></w:drawing></mc:Choice><mc:Fallback>`+p("", r("", "Mailbox 7, Fern Street"))+`</mc:Fallback></mc:AlternateContent></w:r>`),
	`<w:sdt><w:sdtPr><w:alias w:val="x"/></w:sdtPr><w:sdtContent>` + p("", r("", "In a content control")) + `</w:sdtContent></w:sdt>`,
	`<w:sectPr><w:pgSz w:w="12240"/></w:sectPr>`,
}, "")

func readCues(t *testing.T) *doc.Doc {
	t.Helper()
	d, err := Read(context.Background(), docx(t, cueBody), doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// lineWith returns the first line whose text holds s.
func lineWith(t *testing.T, d *doc.Doc, s string) doc.Line {
	t.Helper()
	for _, l := range d.Lines {
		if strings.Contains(l.Text, s) {
			return l
		}
	}
	t.Fatalf("no line holds %q in:\n%s", s, d.Markdown())
	return doc.Line{}
}

func TestReadCues(t *testing.T) {
	d := readCues(t)
	tests := []struct {
		find string
		want doc.Line // Src and Size not compared
	}{
		{"Marta", doc.Line{Text: "Marta Quillfeather", Heading: 1}},
		{"Email", doc.Line{Text: "Email: [marta.quill@example.org](mailto:marta.quill@example.org)"}},
		{"Education", doc.Line{Text: "Education", Heading: 2}},
		{"Astrobotany", doc.Line{Text: "**Ph.D. in Astrobotany**\t2015 – 2020"}},
		{"Lantern Inst", doc.Line{Text: "**Lantern Institute of Technology**", Bold: true}},
		{"Advisor", doc.Line{Text: "Advisor: **Prof. Ilse Brandvold**"}},
		{"Quillfeather, M.", doc.Line{Text: "**Quillfeather, M.**, *Journal of Imaginary Botany*"}},
		{"Publications", doc.Line{Text: "Publications", Heading: 2}},
		{"Glowing", doc.Line{Text: "Glowing moss in low light.", List: "1."}},
		{"Fern signals", doc.Line{Text: "Fern signals at dusk.", List: "2."}},
		{"sub-point", doc.Line{Text: "A sub-point.", List: "-", Depth: 1}},
		{"Lichen", doc.Line{Text: "Lichen clocks.", List: "3."}},
		{"Bracketed", doc.Line{Text: "Bracketed from five.", List: "[5]"}},
		{"from the style", doc.Line{Text: "A bullet from the style.", List: "-", Indent: 3}},
		{"nested bullet", doc.Line{Text: "A nested bullet.", List: "-", Depth: 1, Indent: 7}},
		{"Outlined", doc.Line{Text: "Outlined Heading", Heading: 4}},
		{"Localized", doc.Line{Text: "Localized Heading Two", Heading: 3}},
		{"not a list", doc.Line{Text: "Indented but not a list.", Indent: 6}},
		{"visible", doc.Line{Text: "visible inserted"}},
		{"line one", doc.Line{Text: "line one"}},
		{"line two", doc.Line{Text: "line two"}},
		{"Lantern paper", doc.Line{Text: "[Lantern paper](https://example.org/papers/lantern%20%28v2%29.pdf)"}},
		{"field link", doc.Line{Text: "see [field link](https://example.org/field)"}},
		{"tags", doc.Line{Text: `Quill\*, Fern\_Lab &amp; &lt;b>tags&lt;/b>`}},
		{"not a heading", doc.Line{Text: `\# not a heading`}},
		{"Journal of Tests", doc.Line{Text: "*Journal of Tests*"}},
		{"SHOUTING", doc.Line{Text: "SHOUTING"}},
		{"Visiting", doc.Line{Text: "2019\tVisiting Scholar, Fern Lab"}},
		{"Awards", doc.Line{Text: "Awards", Heading: 2}},
		{"Moss Medal", doc.Line{Text: "2018\tMoss Medal"}},
		{"Society of Mosses", doc.Line{Text: "\tSociety of Mosses"}},
		{"EXPERIENCE", doc.Line{Text: "**EXPERIENCE**", Bold: true}},
		{"Greenhouse", doc.Line{Text: "Greenhouse Analytics\t2021 – Present"}},
		{"Seed Bank", doc.Line{Text: "Seed Bank Intern\t2019 – 2020"}},
		{"Contact box host", doc.Line{Text: "Contact box host"}},
		{"Mailbox", doc.Line{Text: "Mailbox 7, Fern Street"}},
		{"content control", doc.Line{Text: "In a content control"}},
	}
	for _, tt := range tests {
		got := lineWith(t, d, tt.find)
		got.Src, got.Size = 0, 0
		if got != tt.want {
			t.Errorf("line with %q:\n got %+v\nwant %+v", tt.find, got, tt.want)
		}
	}
	if n := strings.Count(d.Markdown(), "Mailbox"); n != 1 {
		t.Errorf("a text box stored twice (choice and fallback) was read %d times", n)
	}
	if strings.Contains(d.Markdown(), "hidden") || strings.Contains(d.Markdown(), "gone") || strings.Contains(d.Markdown(), "HYPERLINK") {
		t.Errorf("hidden, deleted or field-code text was read:\n%s", d.Markdown())
	}
}

func TestReadSrcAndSize(t *testing.T) {
	d := readCues(t)
	one, two := lineWith(t, d, "line one"), lineWith(t, d, "line two")
	if one.Src == 0 || one.Src != two.Src {
		t.Errorf("the lines of one paragraph have Src %d and %d, want the same paragraph", one.Src, two.Src)
	}
	if title := lineWith(t, d, "Marta"); title.Src != 1 || title.Size != 2 {
		t.Errorf("title line: Src %d Size %v, want 1 and 2 (22 pt over 11 pt)", title.Src, title.Size)
	}
	if e := lineWith(t, d, "Email"); e.Src != 2 {
		t.Errorf("second paragraph has Src %d", e.Src)
	}
}

func TestReadMeta(t *testing.T) {
	d := readCues(t)
	want := doc.Meta{
		Title:    "Curriculum Vitae",
		Author:   "Marta Quillfeather",
		Created:  time.Date(2023, 2, 3, 4, 5, 0, 0, time.UTC),
		Modified: time.Date(2024, 11, 12, 13, 14, 0, 0, time.UTC),
	}
	if d.Meta != want {
		t.Errorf("meta %+v, want %+v", d.Meta, want)
	}
	if d.Format != doc.DOCX {
		t.Errorf("format %q", d.Format)
	}
}

func TestReadDeterministic(t *testing.T) {
	a, b := readCues(t).Markdown(), readCues(t).Markdown()
	if a != b {
		t.Error("two reads of the same bytes differ")
	}
}

func TestReadAltChunkWarns(t *testing.T) {
	d, err := Read(context.Background(), docx(t, p("", r("", "before"))+`<w:altChunk r:id="rId9"/>`), doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Warnings) != 1 || !strings.Contains(d.Warnings[0].Message, "altChunk") {
		t.Errorf("warnings %+v", d.Warnings)
	}
}

func TestReadWithoutStyles(t *testing.T) {
	data := zipOf(t, part{"word/document.xml", document(p("", r("<w:b/>", "Only Text")) + p(num("4", "0"), r("", "no numbering part")))})
	d, err := Read(context.Background(), data, doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Markdown(); got != "**Only Text**\nno numbering part" {
		t.Errorf("got %q", got)
	}
}

func TestFieldLink(t *testing.T) {
	for instr, want := range map[string]string{
		` HYPERLINK "https://a.example/x" `:      "https://a.example/x",
		`HYPERLINK \o "tip" "https://b.example"`: "https://b.example",
		`HYPERLINK \l "_Toc1"`:                   "",
		` PAGE `:                                 "",
		`HYPERLINK "mailto:someone@example.org"`: "mailto:someone@example.org",
		`HYPERLINK "unterminated`:                "unterminated",
		``:                                       "",
	} {
		if got := fieldLink(instr); got != want {
			t.Errorf("fieldLink(%q) = %q, want %q", instr, got, want)
		}
	}
}

// TestPunctuationRunsCarryNoEmphasis: an italic run holding only an
// opening quote is written without emphasis markers.
func TestPunctuationRunsCarryNoEmphasis(t *testing.T) {
	var b strings.Builder
	writeGroup(&b, []seg{{text: "“", italic: true}}, false)
	if got := b.String(); got != "“" {
		t.Errorf("italic quote alone = %q, want it bare", got)
	}
	b.Reset()
	writeGroup(&b, []seg{{text: "Kites", italic: true}}, false)
	if got := b.String(); got != "*Kites*" {
		t.Errorf("italic word = %q", got)
	}
}
