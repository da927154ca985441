package markdown

import (
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// FuzzRead checks that no text makes Read panic, that every Line names a
// source line in order and holds no newline, and that a Line's cues stay
// in their ranges.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		"# A\n\n- b\n  - c\n\f3\n", "Title\n===\n", "> > q\n>\n", "---\nx: y\n---\n", "<!-- a\nb -->\n<script>\n</script>",
		"[12]\n[3](x)\n1. \n2)x\n- \t\n", "\uf0b7 a\n{% x %}- b\n{: .c}\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := Read(doc.Markdown, s)
		n := strings.Count(s, "\n") + 1
		prev := 0
		for _, l := range d.Lines {
			if l.Src <= prev || l.Src > n {
				t.Fatalf("source line %d after %d (of %d)", l.Src, prev, n)
			}
			prev = l.Src
			if strings.IndexByte(l.Text, '\n') >= 0 || l.Heading < 0 || l.Heading > 6 || l.Depth < 0 || l.Indent < 0 || l.Quote < 0 {
				t.Fatalf("line %+v", l)
			}
		}
	})
}

// TestReadBounded reads hostile texts of 4 MB: deep lists, deep quotes,
// long runs of markers and comments, in time and lines bounded by the
// input (logged, not asserted beyond a generous bound).
func TestReadBounded(t *testing.T) {
	const n = 1 << 20
	for name, in := range map[string]string{
		"deep lists":  strings.Repeat("- ", n) + "x\n",
		"stair":       strings.Repeat("- a\n  ", n/8),
		"quotes":      strings.Repeat(">", n) + "\n",
		"comments":    strings.Repeat("<!--", n),
		"underlines":  strings.Repeat("a\n===\n", n/8),
		"form feeds":  strings.Repeat("\f", n),
		"page footer": strings.Repeat("Ada Quill Page 1 of 2\n\f", n/32),
	} {
		start := time.Now()
		d := Read(doc.Markdown, in)
		if el := time.Since(start); el > 20*time.Second {
			t.Errorf("%s: %v", name, el)
		}
		if len(d.Lines) > strings.Count(in, "\n")+1 {
			t.Errorf("%s: %d lines", name, len(d.Lines))
		}
	}
}
