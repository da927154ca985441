package parse

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
	"github.com/vitae-cv/vitae/cv/parse/lines"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// linebufPieces are fictional CV fragments the random texts of
// TestLineBufsReuse are joined from: headings, list items, blank runs,
// quotes, setext underlines, form feeds, HTML, a wide list number.
var linebufPieces = []string{
	"Ada Quill\n", "\n", "\n\n\n", "## Publications\n", "Teaching\n=====\n", "- ",
	"1. ", "1042. ", "> ", "**Kite Society Award**, 2031\n", "\f", "  indented by two\n",
	"Q. Ada, B. Roe and C. Poe. Folding paper kites. In *Proc. KiteConf*, 2030.\n",
	"<b>Bold</b> &amp; <i>italic</i>\n", "[a link](https://example.org) text\n",
	"2029 - 2031\tPebble Institute\n", "Rivers   Lakes | Hills\n", "\r\n", "Zoë Łukasz\n",
}

// TestLineBufsReuse holds the reused arrays (linebufs.go) to the plain
// answer: the lines read into arrays an earlier text filled, longer or
// shorter than this one, are the lines read into new arrays, and the
// records parsed one after another are those parsed each alone.
func TestLineBufsReuse(t *testing.T) {
	texts := slices.Collect(cvtext.Joins(12, 22, linebufPieces, 300, 60))
	texts = append(texts, strings.Repeat("x\n", 3000), "", "Ada Quill\n")
	bufs := new(lineBufs)
	for _, text := range texts {
		d, ls := bufs.read(text, nil)
		fresh := markdown.Read(doc.Markdown, text)
		if !reflect.DeepEqual(d.Lines, fresh.Lines) {
			t.Fatalf("doc lines of %q read into used arrays differ from a fresh read", text)
		}
		if want := lines.FromDoc(fresh, nil); !reflect.DeepEqual(ls, want) {
			t.Fatalf("lines of %q read into used arrays differ from a fresh read", text)
		}
		bufs.release()
		bufs = takeLineBufs()
	}
}

// TestLineBufsRelease: a released array holds on to no text, and a huge
// one is not kept.
func TestLineBufsRelease(t *testing.T) {
	b := new(lineBufs)
	b.read("Ada Quill\n\n## Education\n- PhD, Pebble Institute, 2029\n", nil)
	b.release()
	for _, l := range b.doc[:cap(b.doc)] {
		if l != (doc.Line{}) {
			t.Fatalf("released doc line holds %+v", l)
		}
	}
	for _, l := range b.lines[:cap(b.lines)] {
		if !reflect.DeepEqual(l, lines.Line{}) {
			t.Fatalf("released line holds %+v", l)
		}
	}
	huge := new(lineBufs)
	huge.read(strings.Repeat("x\n", maxPooledLines+1), nil)
	for range 20 { // a pool may drop what it is given: ask until it gives
		if takeLineBufs() == huge {
			t.Fatal("an array of more than maxPooledLines lines was kept")
		}
	}
}

// TestParseOrderFree: records parsed one after another, the line
// arrays passed from each parse to the next, do not depend on the order:
// the texts parsed forward and backward give the same records, read as
// texts (Parse) and as Docs (ParseDoc).
func TestParseOrderFree(t *testing.T) {
	texts := slices.Collect(cvtext.Joins(22, 12, linebufPieces, 40, 80))
	forward := make([]string, len(texts))
	for i, text := range texts {
		forward[i] = orderRecord(t, text)
	}
	for i := len(texts) - 1; i >= 0; i-- {
		if got := orderRecord(t, texts[i]); got != forward[i] {
			t.Fatalf("record of %q parsed backward:\n%s\nforward:\n%s", texts[i], got, forward[i])
		}
	}
}

func orderRecord(t *testing.T, text string) string {
	t.Helper()
	c, err := Parse("order.md", []byte(text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	fromDoc, err := ParseDoc("order.md", markdown.Read(doc.Text, text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal([]any{c, fromDoc})
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestMemoRelease: a memo taken after a parse released it is empty, its
// tables and every other field, as a new one is.
func TestMemoRelease(t *testing.T) {
	m := newMemoFor(8)
	m.stop, m.tr, m.lr = &stopper{}, newTracer(), &lineRoles{}
	m.lineCtx()
	m.findDates("Kite Society Award, May 2031")
	m.isAuthorList("A. Roe, B. Doe and C. Poe")
	m.classify("Teaching")
	m.awardCategory("Kite Society Award")
	releaseMemo(m, 8)
	for range 20 { // a pool may drop what it is given: ask until it gives
		got := takeMemo(8)
		if got != m {
			continue
		}
		if len(got.dates)+len(got.prefix)+len(got.authors)+len(got.kinds)+len(got.owners)+len(got.lists)+len(got.awardCats) != 0 {
			t.Fatal("a released memo kept answers")
		}
		if got.stop != nil || got.tr != nil || got.lr != nil || got.ctx.Value != nil {
			t.Fatalf("a released memo kept its parse: %+v", got)
		}
		return
	}
	t.Skip("the pool gave no memo back")
}
