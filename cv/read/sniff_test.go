package read

import (
	"context"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// mentionsPDF is a fictional Markdown CV that mentions the PDF header in
// its first KiB.
const mentionsPDF = "# Ada Quill\n\nI wrote a validator that checks each file opens with `%PDF-1.7` and ends with `%%EOF`.\n\n## Education\n\n- Ph.D., University of Examples, 2020\n"

// TestPDFMagicOnlyAtStart: the PDF header makes a file a PDF at its start
// (after a byte order mark or white space); further in, only in a file
// whose name says no text format, and only opening a line. A Markdown CV
// that mentions "%PDF-" in its first KiB used to be refused as a broken
// PDF.
func TestPDFMagicOnlyAtStart(t *testing.T) {
	for _, tc := range []struct{ name, head, want string }{
		{"cv.md", mentionsPDF, doc.Markdown},
		{"cv.txt", "Ada Quill\n%PDF-1.4 is a header\n", doc.Text},
		{"cv.html", "<p>The %PDF-2.0 header</p>", doc.HTML},
		{"cv.md", "%PDF-1.4\n", doc.PDF},
		{"cv.txt", "\xef\xbb\xbf%PDF-1.4\n", doc.PDF},
		{"cv.txt", " \r\n\t%PDF-1.4\n", doc.PDF},
		{"noext", "junk before the header\n%PDF-1.5\n", doc.PDF},
		{"noext", "Ada Quill mentions %PDF-1.5 in passing", ""},
		{"cv.pdf", "junk %PDF-1.5", doc.PDF},
	} {
		if got := FormatOf(tc.name, []byte(tc.head)); got != tc.want {
			t.Errorf("FormatOf(%q, %q) = %q, want %q", tc.name, tc.head, got, tc.want)
		}
	}
	for _, name := range []string{"cv.md", "-", "cv"} {
		d, err := Doc(context.Background(), name, []byte(mentionsPDF), Options{})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if d.Format != doc.Markdown || d.Text != mentionsPDF {
			t.Errorf("%s: read as %s", name, d.Format)
		}
	}
}
