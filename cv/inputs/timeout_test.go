package inputs

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
)

// bigAuthorListCV is a fictional CV of about size bytes: one publication
// with a long author list joined by semicolons.
func bigAuthorListCV(size int) string {
	var b strings.Builder
	b.WriteString("# Ada Quill\n\n## Publications\n\n- Ada Quill")
	for i := 0; b.Len() < size; i++ {
		b.WriteString("; Bo Reyes")
	}
	b.WriteString(". A study of things. Journal of Things, 2020.\n")
	return b.String()
}

// TestParseTimeLimit: a CV whose parse passes the time limit per file
// (Limits.Timeout, here 1 ms for a 4 MiB CV that takes a quarter of a
// second to parse) fails with a one-line error that says which limit it
// passed; the other inputs are still read. The parser used to run to
// its end whatever the limit (a 10 MB page parsed for 130 s, exit 0).
func TestParseTimeLimit(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, filepath.Join(dir, "good.md"), goodCV)
	c := (&Files{Paths: []string{good}}).Collect(nil)
	if len(c.CVs) != 1 {
		t.Fatalf("the good CV: %+v", c.Failed)
	}
	var buf bytes.Buffer
	cv.WriteJSON(&buf, c.CVs)
	recs := writeFile(t, filepath.Join(dir, "recs.json"), buf.String())
	big := writeFile(t, filepath.Join(dir, "big.md"), bigAuthorListCV(4<<20))

	files := &Files{Paths: []string{big, recs}, MaxSize: 8 << 20, Limits: doc.Limits{Timeout: time.Millisecond}}
	got := files.Collect(nil)
	if len(got.Failed) != 1 || len(got.CVs) != 1 {
		t.Fatalf("%d failed, %d read; want big.md failed and the records read", len(got.Failed), len(got.CVs))
	}
	f := got.Failed[0]
	if f.Path != big || !errors.Is(f.Err, doc.ErrLimit) {
		t.Fatalf("failure %q: %v; want %s passing doc.ErrLimit", f.Path, f.Err, big)
	}
	want := big + ": the file passes a reading limit: parsing took longer than 1ms, the time limit per file"
	if f.Error() != want {
		t.Errorf("error\n %q\nwant\n %q", f.Error(), want)
	}
}
