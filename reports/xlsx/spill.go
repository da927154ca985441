package xlsx

import (
	"bytes"
	"io"
	"os"
	"sync"
)

// The compressed worksheets of the data sheets are held until the
// workbook is written (its parts go out in a fixed order, once all are
// made): some 160 MB at 100,000 records. They are spilled to one
// temporary file in os.TempDir ($TMPDIR), as the PDF renderer spills its
// pages (reports/pdf/spill.go), and read back as each part is written.
// The file is unlinked as soon as it is made, where the system allows
// it, so that no path leaves it behind; elsewhere it is removed when
// Write returns. Without a temporary folder to write to the parts are
// held in memory, as before. The bytes written are the same either way
// (TestSpillSameBytes).

// spillPattern names the spill files (os.CreateTemp).
const spillPattern = "vitae-xlsx-sheets-*.tmp"

// spill is a temporary file the compressed blocks of many worksheets are
// appended to, from any goroutine.
type spill struct {
	mu  sync.Mutex
	f   *os.File
	end int64
}

// newSpill makes a spill file and returns it with what to call once the
// workbook is written; nil (hold the parts in memory) when no file can
// be made.
func newSpill() (*spill, func()) {
	f, err := os.CreateTemp("", spillPattern)
	if err != nil {
		return nil, func() {}
	}
	if os.Remove(f.Name()) == nil {
		return &spill{f: f}, func() { f.Close() }
	}
	return &spill{f: f}, func() {
		f.Close()
		os.Remove(f.Name())
	}
}

// add appends b to the file and returns where it starts.
func (s *spill) add(b []byte) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	at := s.end
	if _, err := s.f.WriteAt(b, at); err != nil {
		return 0, err
	}
	s.end += int64(len(b))
	return at, nil
}

// packedBytes are a worksheet's compressed bytes: in a spill file when
// it has one, else in memory.
type packedBytes struct {
	spill *spill
	mem   bytes.Buffer
	spans []span // where the bytes are in the spill, in order
	n     int64
}

// span is a run of bytes in a spill file.
type span struct{ at, n int64 }

// Write appends b.
func (p *packedBytes) Write(b []byte) (int, error) {
	p.n += int64(len(b))
	if p.spill == nil {
		return p.mem.Write(b)
	}
	at, err := p.spill.add(b)
	if err != nil {
		return 0, err
	}
	if k := len(p.spans) - 1; k >= 0 && p.spans[k].at+p.spans[k].n == at {
		p.spans[k].n += int64(len(b))
	} else {
		p.spans = append(p.spans, span{at, int64(len(b))})
	}
	return len(b), nil
}

// Len is how many bytes were written.
func (p *packedBytes) Len() int { return int(p.n) }

// WriteTo copies the bytes, in order, to w.
func (p *packedBytes) WriteTo(w io.Writer) (int64, error) {
	if p.spill == nil {
		return p.mem.WriteTo(w)
	}
	var total int64
	for _, s := range p.spans {
		n, err := io.Copy(w, io.NewSectionReader(p.spill.f, s.at, s.n))
		total += n
		if err != nil {
			return total, err
		}
	}
	return total, nil
}
