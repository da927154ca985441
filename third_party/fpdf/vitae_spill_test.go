package fpdf

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"
)

// fixedTime dates the test documents, so that two outputs compare.
var fixedTime = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// memSpill is a Spill in memory; it fails its writes or reads when told.
type memSpill struct {
	b                   []byte
	failWrite, failRead bool
}

func (m *memSpill) Write(p []byte) (int, error) {
	if m.failWrite {
		return 0, errors.New("disk full")
	}
	m.b = append(m.b, p...)
	return len(p), nil
}

func (m *memSpill) ReadAt(p []byte, at int64) (int, error) {
	if m.failRead || at >= int64(len(m.b)) {
		return 0, errors.New("unreadable")
	}
	n := copy(p, m.b[at:])
	if n < len(p) {
		return n, errors.New("short")
	}
	return n, nil
}

// spillDoc is a document set up as vitae sets up its report: pages
// compressed when finished, the number of pages and a page alias in
// every footer, a document alias.
func spillDoc(spill Spill) *Fpdf {
	f := New("P", "mm", "A4", "")
	f.AliasNbPages("{nb}")
	f.SetCompressFinishedPages(true)
	f.RegisterAlias("{total}", "0")
	f.RegisterPageAlias("{p}", func(n int) string { return fmt.Sprint(n) })
	if spill != nil {
		f.SetSpill(spill)
	}
	f.SetCreationDate(fixedTime)
	f.SetModificationDate(fixedTime)
	f.SetCatalogSort(true)
	f.SetFont("Helvetica", "", 9)
	f.SetFooterFunc(func() {
		f.SetFont("Helvetica", "I", 7)
		f.Text(20, 290, "page {p} of {nb}, {total} in all")
	})
	return f
}

// drawPages adds pages from, from+1, ..., to-1 of the test document: a
// few dozen lines of words drawn from a seeded source (so that they do
// not compress to nothing), every seventh page landscape, every fifth
// with a link.
func drawPages(f *Fpdf, from, to int) {
	for n := from; n < to; n++ {
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		if n%7 == 0 {
			f.AddPageFormat("L", f.GetPageSizeStr("A4"))
		} else {
			f.AddPage()
		}
		f.SetFont("Helvetica", "", 9)
		drawLines(f, rng)
		if n%5 == 0 {
			f.LinkString(15, 15, 30, 5, "https://example.org/"+fmt.Sprint(n))
		}
		f.FinishPage()
	}
}

// words are what drawLines draws.
var words = strings.Fields("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau")

// drawLines draws 40 lines of words drawn from rng on the current page.
func drawLines(f *Fpdf, rng *rand.Rand) {
	for line := range 40 {
		var b strings.Builder
		for range 12 {
			b.WriteString(words[rng.IntN(len(words))])
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d", rng.IntN(100000))
		f.Text(15, 20+float64(line)*4, b.String())
	}
}

// finish writes on the first pages after the others, as vitae fills its
// contents last, going back to a page written on already, visits every
// page as vitae's outline does, and outputs the document.
func finish(t *testing.T, f *Fpdf) []byte {
	t.Helper()
	for _, n := range []int{1, 2, 3, 1, 7} {
		f.SetPage(n)
		f.SetFont("Helvetica", "B", 11)
		f.Text(15, 250+float64(n), fmt.Sprintf("written last on page %d, with the {nb} pages known", n))
	}
	for n := 1; n <= f.PageCount(); n++ {
		f.SetPage(n)
		f.Bookmark(fmt.Sprint("page ", n), 0, 10)
	}
	f.RegisterAlias("{total}", "many")
	var out bytes.Buffer
	if err := f.Output(&out); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// TestSpillSameBytes: a document whose finished pages are spilled, to
// memory or to a file, is byte for byte the one held in memory, with
// pages drawn in it or adopted from another document; and pages taken
// from a document with a spill carry their content with them.
func TestSpillSameBytes(t *testing.T) {
	const pages = 120
	whole := func(spill Spill) []byte {
		f := spillDoc(spill)
		drawPages(f, 1, pages+1)
		return finish(t, f)
	}
	want := whole(nil)
	if !bytes.HasPrefix(want, []byte("%PDF-")) || !bytes.Contains(want, []byte("/Count 120")) {
		t.Fatalf("the test document is not a 120-page PDF: %.40q", want)
	}
	file, err := os.CreateTemp(t.TempDir(), "spill")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	for name, spill := range map[string]Spill{"memory": &memSpill{}, "file": file} {
		if got := whole(spill); !bytes.Equal(got, want) {
			t.Errorf("spilled to %s: %d bytes, differ from the %d held in memory", name, len(got), len(want))
		}
	}
	adopted := func(spillMain, spillWorker Spill) []byte {
		f, w := spillDoc(spillMain), spillDoc(spillWorker)
		drawPages(f, 1, 40)
		drawPages(w, 1, 40) // the state pages 40... start from
		drawPages(w, 40, pages+1)
		f.AdoptPages(w.TakePages(40))
		return finish(t, f)
	}
	for _, c := range []struct {
		name         string
		main, worker Spill
	}{{"neither", nil, nil}, {"the adopting document", &memSpill{}, nil}, {"both", &memSpill{}, &memSpill{}}} {
		if got := adopted(c.main, c.worker); !bytes.Equal(got, want) {
			t.Errorf("pages adopted, spill in %s: %d bytes, differ from the %d drawn in one document", c.name, len(got), len(want))
		}
	}
}

// TestSpillBoundsMemory: with a spill, the bytes of finished pages a
// document holds stay within its spill's buffer and a page, page after
// page, and as earlier pages are drawn on again (SetPage, as vitae fills
// its contents); held in memory they grow with the pages.
func TestSpillBoundsMemory(t *testing.T) {
	const pages = 1500
	held := func(spill Spill) (most, last int) {
		f := spillDoc(spill)
		for n := 1; n <= pages; n += 50 {
			drawPages(f, n, n+50)
			most = max(most, f.HeldBytes())
		}
		for n := 1; n <= 300; n++ {
			f.SetPage(n)
			drawLines(f, rand.New(rand.NewPCG(uint64(n), 8)))
			most = max(most, f.HeldBytes())
		}
		last = f.HeldBytes()
		finish(t, f)
		return most, last
	}
	spill := &memSpill{}
	most, _ := held(spill)
	bound := spillBuffer + 16<<10
	if most > bound {
		t.Errorf("with a spill a document of %d pages held up to %d bytes, want at most %d", pages, most, bound)
	}
	if len(spill.b) < 4*bound {
		t.Errorf("the spill has %d bytes: too few pages for the test to tell", len(spill.b))
	}
	if _, last := held(nil); last < len(spill.b)*9/10 {
		t.Errorf("without a spill the document held %d bytes, want about the %d spilled: the measure is wrong", last, len(spill.b))
	}
}

// TestSpillErrors: a spill that cannot be written or read back makes
// Output fail and say so; nothing is written past the error.
func TestSpillErrors(t *testing.T) {
	for _, c := range []struct {
		spill *memSpill
		want  string
	}{
		{&memSpill{failWrite: true}, "spilling a page: disk full"},
		{&memSpill{failRead: true}, "reading a spilled page back: unreadable"},
	} {
		f := spillDoc(c.spill)
		drawPages(f, 1, 400) // more than the spill's buffer
		f.SetPage(1)
		var out bytes.Buffer
		err := f.Output(&out)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Output with a failing spill: %v, want an error with %q", err, c.want)
		}
		if bytes.Contains(out.Bytes(), []byte("%%EOF")) {
			t.Errorf("Output with a failing spill wrote a whole document")
		}
	}
}
