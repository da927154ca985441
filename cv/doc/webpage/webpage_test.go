package webpage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// read reads page with the default limits and fails the test on error.
func read(t *testing.T, page string) *doc.Doc {
	t.Helper()
	d, err := Read(context.Background(), []byte(page), doc.Limits{})
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	return d
}

// texts returns the lines' texts.
func texts(d *doc.Doc) []string {
	out := make([]string, len(d.Lines))
	for i, l := range d.Lines {
		out[i] = l.Text
	}
	return out
}

// find returns the first line whose text contains s.
func find(t *testing.T, d *doc.Doc, s string) doc.Line {
	t.Helper()
	for _, l := range d.Lines {
		if strings.Contains(l.Text, s) {
			return l
		}
	}
	t.Fatalf("no line contains %q in:\n%s", s, d.Markdown())
	return doc.Line{}
}

// absent fails when a line contains s.
func absent(t *testing.T, d *doc.Doc, s string) {
	t.Helper()
	for _, l := range d.Lines {
		if strings.Contains(l.Text, s) {
			t.Errorf("line %q should not be there; page:\n%s", l.Text, d.Markdown())
		}
	}
}

func TestHeadingsParagraphsAndBreaks(t *testing.T) {
	d := read(t, `<html><body>
<h1>Marta   Quill</h1>
<p>Associate   Professor<br>Department of Imaginary Studies</p>
<h3>Education</h3>
<div>Ph.D., Nowhere University, 2011</div><div>B.Sc., Elsewhere College, 2006</div>
</body></html>`)
	want := []string{
		"Marta Quill", "",
		"Associate Professor", "Department of Imaginary Studies", "",
		"Education", "",
		"Ph.D., Nowhere University, 2011", "B.Sc., Elsewhere College, 2006",
	}
	if got := texts(d); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("lines:\n%q\nwant\n%q", got, want)
	}
	if d.Lines[0].Heading != 1 || d.Lines[5].Heading != 3 {
		t.Errorf("heading levels %d, %d; want 1, 3", d.Lines[0].Heading, d.Lines[5].Heading)
	}
	if d.Format != doc.HTML {
		t.Errorf("format %q", d.Format)
	}
	if got := strings.Count(d.Markdown(), "\n") + 1; got != len(d.Lines) {
		t.Errorf("Markdown has %d lines for %d Lines", got, len(d.Lines))
	}
}

func TestListsMarkersAndDepth(t *testing.T) {
	d := read(t, `<ul><li>Reviewer, Journal of Fictional Results</li>
<li>Chair, Workshop on Pretend Data
  <ol start="3"><li>First nested</li><li value="7">Renumbered</li><li>After</li></ol>
</li></ul>
<ol reversed start="2"><li>Two<li>One</ol>`)
	cases := []struct {
		text, list string
		depth      int
	}{
		{"Reviewer, Journal of Fictional Results", "-", 0},
		{"Chair, Workshop on Pretend Data", "-", 0},
		{"First nested", "3.", 1},
		{"Renumbered", "7.", 1},
		{"After", "8.", 1},
		{"Two", "2.", 0},
		{"One", "1.", 0},
	}
	for _, c := range cases {
		l := find(t, d, c.text)
		if l.List != c.list || l.Depth != c.depth {
			t.Errorf("%q: marker %q depth %d; want %q %d", c.text, l.List, l.Depth, c.list, c.depth)
		}
	}
}

func TestListItemContinuationIsIndented(t *testing.T) {
	d := read(t, `<ol><li><div>A Study of Invented Widgets</div><div>Ann Fox, <b>Marta Quill</b></div><div><em>Imaginary Conference 2020</em></div></li></ol>`)
	want := []doc.Line{
		{Text: "A Study of Invented Widgets", List: "1.", Src: 1},
		{Text: "Ann Fox, **Marta Quill**", Indent: 3, Src: 1},
		{Text: "*Imaginary Conference 2020*", Indent: 3, Src: 1},
	}
	if len(d.Lines) != len(want) {
		t.Fatalf("lines:\n%s", d.Markdown())
	}
	for i, w := range want {
		if d.Lines[i] != w {
			t.Errorf("line %d = %+v; want %+v", i, d.Lines[i], w)
		}
	}
}

func TestTableRowsAreLinesWithTabs(t *testing.T) {
	d := read(t, `<table>
<tr><td>2019</td><td><p>Best Imaginary Paper Award</p></td></tr>
<tr><th>Year</th><td></td><td>Prize</td></tr>
<tr><td><img src="x.png"></td><td><b>Widgets Revisited</b><br>Ann Fox, Marta Quill<br><i>Journal of Pretend Science</i></td></tr>
</table>`)
	find(t, d, "2019\tBest Imaginary Paper Award")
	find(t, d, "**Year**\tPrize")
	title := find(t, d, "**Widgets Revisited**")
	if title.Text != "**Widgets Revisited**" || !title.Bold {
		t.Errorf("title line %+v: want the bold title alone, Bold set", title)
	}
	find(t, d, "Ann Fox, Marta Quill")
}

func TestInlineCues(t *testing.T) {
	d := read(t, `<p>Contact: <a href="mailto:marta@example.org">marta@example.org</a> or <a href="mailto: quill@example.org?subject=hi"><img src="m.svg"></a></p>
<p><a href="https://example.org/paper.pdf"><b>Widgets at Scale</b></a> [<a href="https://example.org/code">code</a>]</p>
<p><i>Ann Fox, <b>Marta Quill</b>, Bo Lee</i></p>
<p><span style="font-weight: 700">Heavy</span> and <span style="font-style:italic">slanted</span></p>
<p><a href="javascript:void(0)">no target</a> <a href="#">top</a> <a href="https://e.org/a b(c)">odd url</a></p>`)
	find(t, d, "Contact: [marta@example.org](mailto:marta@example.org) or [quill@example.org](mailto:quill@example.org)")
	find(t, d, "**[Widgets at Scale](https://example.org/paper.pdf)** \\[[code](https://example.org/code)\\]")
	find(t, d, "*Ann Fox,* ***Marta Quill***, *Bo Lee*")
	find(t, d, "**Heavy** and *slanted*")
	find(t, d, "no target top [odd url](https://e.org/a%20b%28c%29)")
}

func TestWhiteSpaceAndEntities(t *testing.T) {
	d := read(t, "<p>  Caf&eacute;\n\t &amp;   Bar&nbsp;&nbsp;&nbsp;2020 &lt;b&gt;x&lt;/b&gt; AT&amp;T &amp;amp;</p><pre>col1   col2\n  indented</pre>")
	find(t, d, "Café & Bar   2020 &lt;b>x&lt;/b> AT&T &amp;amp;")
	l := find(t, d, "indented")
	if l.Indent != 2 || l.Text != "indented" {
		t.Errorf("pre line %+v: want indent 2", l)
	}
	find(t, d, "col1   col2")
}

func TestMarkdownCharactersAreEscaped(t *testing.T) {
	d := read(t, `<p>a*b and snake_case and [brackets](not a link) and back\slash</p>
<p># not a heading</p><p>- not a bullet</p><p>12. not an item</p><p>[7] Numbered entry</p>`)
	find(t, d, `a\*b and snake\_case and \[brackets\](not a link) and back\\slash`)
	find(t, d, `\# not a heading`)
	find(t, d, `\- not a bullet`)
	find(t, d, `12\. not an item`)
	find(t, d, "[7] Numbered entry") // a page's own entry number stays a marker
}

func TestHiddenAndNonContentDropped(t *testing.T) {
	d := read(t, `<!DOCTYPE html><html><head><title>Marta Quill — Home</title>
<meta name="author" content="Marta Quill"><meta name="dcterms.modified" content="2024-03-05">
<meta property="article:published_time" content="2020-01-02T10:00:00Z">
<style>p { color: red }</style><script>var secret = "script text";</script></head>
<body>
<nav class="navbar"><a class="navbar-brand" href="#">Marta Quill</a><ul><li><a href="#pubs">Publications</a></li><li><a href="#cv">CV</a></li></ul></nav>
<div role="navigation"><a href="/teaching.html">Skip menu text</a></div>
<ul><li><a href="#about">About</a></li><li><a href="#news">News</a></li></ul>
<p><a href="#a">Home</a> | <a href="#b">Papers</a></p>
<!-- <h2>Old Awards</h2><p>Commented prize</p> -->
<p hidden>Hidden attribute</p><p aria-hidden="true">Aria hidden</p>
<div style="display: none">Display none</div><span style="VISIBILITY:hidden">Invisible</span>
<noscript>Enable JavaScript</noscript><template><p>Template text</p></template>
<svg><text>Svg text</text><title>svg title</title></svg>
<details><summary>Abstract</summary>Collapsed abstract text</details>
<details open><summary>Open</summary>Shown text</details>
<form><input type="hidden" value="token"><button>Click me</button></form>
<p>Visible content</p>
</body></html>`)
	for _, s := range []string{"script text", "color", "Publications", "CV", "Skip menu", "About", "News", "Home", "Papers",
		"Old Awards", "Commented", "Hidden attribute", "Aria hidden", "Display none", "Invisible", "JavaScript",
		"Template text", "Svg text", "svg title", "Collapsed abstract", "token", "Click me"} {
		absent(t, d, s)
	}
	find(t, d, "Marta Quill") // the navigation's brand is the page's name
	find(t, d, "Abstract")
	find(t, d, "Shown text")
	find(t, d, "Visible content")
	m := d.Meta
	if m.Title != "Marta Quill — Home" || m.Author != "Marta Quill" {
		t.Errorf("meta title %q author %q", m.Title, m.Author)
	}
	if !m.Modified.Equal(time.Date(2024, 3, 5, 0, 0, 0, 0, time.UTC)) || !m.Created.Equal(time.Date(2020, 1, 2, 10, 0, 0, 0, time.UTC)) {
		t.Errorf("meta dates %v %v", m.Modified, m.Created)
	}
}

func TestSourceLines(t *testing.T) {
	d := read(t, "<html>\n<body>\n<h2>Awards</h2>\n<ul>\n<li>\nPrize of the Imaginary Society\n</li>\n</ul>\n<!--\n\n-->\n<p>Later</p>\n</body>\n</html>\n")
	if l := find(t, d, "Awards"); l.Src != 3 {
		t.Errorf("heading Src %d; want 3", l.Src)
	}
	if l := find(t, d, "Prize"); l.Src != 6 {
		t.Errorf("item Src %d; want 6", l.Src)
	}
	if l := find(t, d, "Later"); l.Src != 12 {
		t.Errorf("paragraph Src %d; want 12", l.Src)
	}
}

func TestImpliedEndsAndStrayTags(t *testing.T) {
	d := read(t, `<table><tr><td>[1]<td><div>Widgets</div></div></div><div>Ann Fox</div></table>
<p>One<p>Two<ul><li>A<li>B</ul></p></p>
<b>bold <div>into block</b> after</div>`)
	find(t, d, "[1]\tWidgets")
	find(t, d, "Ann Fox")
	find(t, d, "One")
	if l := find(t, d, "B"); l.List != "-" {
		t.Errorf("implied </li>: %+v", l)
	}
	find(t, d, "**into block** after")
}

func TestCharsets(t *testing.T) {
	// Windows-1252 declared by <meta charset>: 0xE9 is é, 0x93/0x94 curly quotes
	page := []byte("<html><head><meta charset=\"windows-1252\"></head><body><p>Jos\xe9 \x93Q\x94</p></body></html>")
	d, err := Read(context.Background(), page, doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	find(t, d, "José “Q”")
	// no declaration and not UTF-8: Windows-1252
	d, _ = Read(context.Background(), []byte("<p>Fran\xe7oise</p>"), doc.Limits{})
	find(t, d, "Françoise")
	// UTF-8 with a BOM, and UTF-8 past the first 1024 bytes with no declaration
	d, _ = Read(context.Background(), []byte("\xef\xbb\xbf<p>Zoë</p>"), doc.Limits{})
	find(t, d, "Zoë")
	late := "<p>" + strings.Repeat("x ", 600) + "</p><p>Łukasz</p>"
	d, _ = Read(context.Background(), []byte(late), doc.Limits{})
	find(t, d, "Łukasz")
	// UTF-16 with a BOM
	u16 := []byte{0xFF, 0xFE}
	for _, r := range "<p>Ada</p>" {
		u16 = append(u16, byte(r), 0)
	}
	d, err = Read(context.Background(), u16, doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	find(t, d, "Ada")
}

func TestDeepNestingIsBounded(t *testing.T) {
	const n = 100_000
	page := strings.Repeat("<div><span>", n) + "deep text" + strings.Repeat("</span></div>", n) + "<p>after</p>"
	d := read(t, page)
	find(t, d, "deep text")
	find(t, d, "after")
	if len(d.Warnings) == 0 || !strings.Contains(d.Warnings[0].Message, "nested more than") {
		t.Errorf("warnings %+v: want the nesting warning", d.Warnings)
	}
}

func TestLineLimit(t *testing.T) {
	page := strings.Repeat("<p>line</p>", 100)
	d, err := Read(context.Background(), []byte(page), doc.Limits{MaxLines: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Lines) > 10 {
		t.Errorf("%d lines past the limit of 10", len(d.Lines))
	}
	if len(d.Warnings) != 1 || !strings.Contains(d.Warnings[0].Message, "more than 10 lines") {
		t.Errorf("warnings %+v", d.Warnings)
	}
}

func TestLongLineIsSplit(t *testing.T) {
	page := "<p>" + strings.Repeat("word ", maxLineBytes/2) + "</p>"
	d := read(t, page)
	for _, l := range d.Lines {
		if len(l.Text) > maxLineBytes+64 {
			t.Fatalf("line of %d bytes", len(l.Text))
		}
	}
	if len(d.Lines) < 2 {
		t.Errorf("want the text split over lines, got %d", len(d.Lines))
	}
}

func TestErrors(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		name string
		data []byte
		lim  doc.Limits
		want error
		msg  string
	}{
		{"too big", []byte("<p>" + strings.Repeat("x", 200) + "</p>"), doc.Limits{MaxBytes: 100}, doc.ErrLimit, "over the limit of 100"},
		{"binary", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), doc.Limits{}, doc.ErrCorrupt, "binary data"},
		{"no text", []byte("<html><head><title>T</title><script>x()</script></head><body><img src=a.png></body></html>"), doc.Limits{}, doc.ErrNoText, "shows no text"},
		{"empty", nil, doc.Limits{}, doc.ErrNoText, "shows no text"},
		{"timeout", []byte("<p>x</p>"), doc.Limits{Timeout: time.Nanosecond}, doc.ErrLimit, "took longer than"},
	}
	for _, c := range cases {
		_, err := Read(ctx, c.data, c.lim)
		if !errors.Is(err, c.want) || err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v; want %v containing %q", c.name, err, c.want, c.msg)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Read(cancelled, []byte("<p>x</p>"), doc.Limits{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

func TestTokenTooLong(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates 17 MB")
	}
	page := []byte("<p title=\"" + strings.Repeat("x", maxTokenBytes+1024) + "\">x</p>")
	_, err := Read(context.Background(), page, doc.Limits{})
	if !errors.Is(err, doc.ErrLimit) || !strings.Contains(err.Error(), "longer than") {
		t.Errorf("error %v; want ErrLimit for a token too long", err)
	}
}

func TestDeterministic(t *testing.T) {
	page := []byte(fictionalCV(3))
	a, err := Read(context.Background(), page, doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Read(context.Background(), page, doc.Limits{})
	if a.Markdown() != b.Markdown() || fmt.Sprint(a.Lines) != fmt.Sprint(b.Lines) {
		t.Error("two reads of the same page differ")
	}
}

// fictionalCV builds the homepage of an invented researcher with n
// publications (one table row each), for tests and the benchmark.
func fictionalCV(n int) string {
	var b bytes.Buffer
	b.WriteString(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Marta Quill</title><meta name="author" content="Marta Quill">
<style>body { font-family: serif }</style><script>console.log("hi")</script></head>
<body><nav><a href="#pubs">Publications</a> <a href="#teach">Teaching</a></nav>
<h1>Marta Quill</h1>
<p>Assistant Professor of Imaginary Computing, Nowhere University<br>
Email: <a href="mailto:marta.quill@nowhere.example">marta.quill@nowhere.example</a></p>
<h2>Education</h2>
<ul>
<li>Ph.D. in Computer Science, Elsewhere University, 2015</li>
<li>B.S. in Mathematics, Somewhere College, 2010</li>
</ul>
<h2>Experience</h2>
<ul><li>Assistant Professor, Nowhere University, 2019 &ndash; present</li>
<li>Postdoctoral Researcher, Elsewhere University, 2015 &ndash; 2019</li></ul>
<h2 id="pubs">Publications</h2>
<table>
`)
	venues := []string{"NeurIPS", "ICML", "ICLR", "CVPR"}
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `<tr><td><img src="t%d.png"></td><td>
<a href="https://papers.example/%d.pdf"><papertitle>Learning Invented Widgets with Pretend Data, Part %d</papertitle></a><br>
Ann Fox, <strong>Marta Quill</strong>, Bo Lee<br>
<em>%s %d</em> <!-- internal note -->
<p>We study widgets that do not exist.</p>
</td></tr>
`, i, i, i+1, venues[i%len(venues)], 2023-i%8)
	}
	b.WriteString(`</table>
<h2>Awards</h2>
<ul><li>Best Paper Award, Imaginary Conference, 2021</li></ul>
</body></html>`)
	return b.String()
}
