package pdf

import (
	"bufio"
	"bytes"
	"testing"

	"github.com/vitae-cv/vitae/reports"
)

// countingWriter counts the writes made to it.
type countingWriter struct {
	bytes.Buffer
	writes int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	c.writes++
	return c.Buffer.Write(p)
}

// TestWriteBuffered: a writer buffered by the caller (as reports.WriteFile
// buffers the file) is written through as it is, not through a second
// buffer, and gets the same bytes as an unbuffered one, in writes of the
// caller's buffer size.
func TestWriteBuffered(t *testing.T) {
	r := report(testCVs(t))
	var plain bytes.Buffer
	if err := Write(&plain, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	var under countingWriter
	bw := bufio.NewWriterSize(&under, 4096)
	if err := Write(bw, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	if bw.Buffered() != 0 {
		t.Errorf("%d bytes left in the caller's buffer: the document was not flushed", bw.Buffered())
	}
	if !bytes.Equal(plain.Bytes(), under.Bytes()) {
		t.Fatalf("written through a buffered writer the PDF differs (%d bytes, want %d)", under.Len(), plain.Len())
	}
	// through a second buffer of 256 KiB, the whole document (less than
	// that) would come in one write at the end
	if under.writes < 4 {
		t.Errorf("%d writes of a %d-byte document through a 4 KiB buffer, want several: a larger buffer came between", under.writes, plain.Len())
	}
}
