package webpage

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// FuzzRead reads arbitrary bytes as a page: it must not panic, an error
// must wrap a doc sentinel, and a Doc must render one Markdown line per
// Line with its source line inside the page.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		fictionalCV(2),
		`<ul><li>a<ol><li>b</ul></li><table><tr><td>x<td>y</table>`,
		`<b><i>x</b></i><a href="mailto:">y</a><a href="(x)">[z]</a>`,
		`<pre>	a  b
c</pre><details><summary>s</summary>t</details>`,
		"<meta charset=windows-1252><p>\x93q\x94 \xe9</p>",
		"\xef\xbb\xbf<p>*_[]#\\</p>",
		"\xff\xfe<\x00p\x00>\x00a\x00",
		"<svg><path/><title>t</title></svg><nav><a class=brand>n</a></nav>",
		"<div" + strings.Repeat("<div>", 600),
		"<!-- unterminated",
		`<dl><dt>2020<dd><p>x<dd>y<dt><dt>z</dt>w<dd><ul><li>a</ul><dd><dl><dt>q<dd>r</dl></dl>`,
		`<td><dl><dt>a</dt><dd>b<table><tr><td>c</table></dd></dl>`,
		`<div class=c><div>a</div><div>b</div></div><div class=c>d<br>e</div><div class=c><ul><li>f</ul></div>`,
		"<p>\x00\x01\x02</p>",
		"%PDF-1.7 not html",
		"",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lim := doc.Limits{MaxLines: 500, Timeout: 5 * time.Second}
		d, err := Read(context.Background(), data, lim)
		if err != nil {
			if !errors.Is(err, doc.ErrLimit) && !errors.Is(err, doc.ErrCorrupt) && !errors.Is(err, doc.ErrNoText) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		if len(d.Lines) == 0 || len(d.Lines) > lim.MaxLines {
			t.Fatalf("%d lines", len(d.Lines))
		}
		if n := strings.Count(d.Markdown(), "\n") + 1; n != len(d.Lines) {
			t.Fatalf("Markdown has %d lines for %d Lines", n, len(d.Lines))
		}
		srcLines := strings.Count(string(data), "\n") + strings.Count(string(data), "\r") + 1
		for _, l := range d.Lines {
			if l.Src < 1 || l.Src > srcLines || strings.ContainsAny(l.Text, "\n\r\x00\x01\x02") {
				t.Fatalf("line %+v (page of %d lines)", l, srcLines)
			}
		}
	})
}

// BenchmarkRead reads a fictional homepage with 200 papers.
func BenchmarkRead(b *testing.B) {
	page := []byte(fictionalCV(200))
	b.SetBytes(int64(len(page)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(context.Background(), page, doc.Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}
