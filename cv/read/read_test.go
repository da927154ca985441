package read

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
)

func TestFormatOf(t *testing.T) {
	tests := []struct {
		name, head, want string
	}{
		{"cv.md", "# Ada", doc.Markdown},
		{"CV.MARKDOWN", "x", doc.Markdown},
		{"cv.txt", "Ada", doc.Text},
		{"cv.text", "Ada", doc.Text},
		{"cv.HTML", "<html>", doc.HTML},
		{"cv.htm", "<p>", doc.HTML},
		{"cv.docx", "PK\x03\x04", doc.DOCX},
		{"cv.pdf", "%PDF-1.7", doc.PDF},
		{"misnamed.txt", "%PDF-1.4\n", doc.PDF}, // the bytes decide
		{"noext", "PK\x03\x04rest", doc.DOCX},
		{"letter.rtf", "{\\rtf1", ""},
		{"noext", "Ada Quill", ""},
	}
	for _, tt := range tests {
		if got := FormatOf(tt.name, []byte(tt.head)); got != tt.want {
			t.Errorf("FormatOf(%q, %q) = %q, want %q", tt.name, tt.head, got, tt.want)
		}
	}
}

func TestDiscovery(t *testing.T) {
	for _, tt := range []struct {
		path        string
		cv, skipped bool
		why         string
	}{
		{"a/cv.md", true, false, ""},
		{"a/cv.PDF", true, false, ""},
		{"a/cv.docx", true, false, ""},
		{"a/cv.htm", true, false, ""},
		{"a/cv.doc", false, true, "Word 97-2003"},
		{"a/cv.rtf", false, true, "Rich Text"},
		{"a/cv.odt", false, true, "OpenDocument"},
		{"a/cv.pages", false, true, "Pages"},
		{"a/scan.JPG", false, true, "OCR"},
		{"a/.hidden.doc", false, false, ""},
		{"a/README.md", false, false, ""},
		{"a/notes.json", false, false, ""},
		{"a/style.css", false, false, ""},
	} {
		if got := IsCVFile(tt.path); got != tt.cv {
			t.Errorf("IsCVFile(%q) = %v, want %v", tt.path, got, tt.cv)
		}
		why, skipped := Skipped(tt.path)
		if skipped != tt.skipped || !strings.Contains(why, tt.why) {
			t.Errorf("Skipped(%q) = %q, %v; want %v with %q", tt.path, why, skipped, tt.skipped, tt.why)
		}
	}
}

func TestDocText(t *testing.T) {
	d, err := Doc(context.Background(), "cv.md", []byte("# Ada Quill\n\n## Education\n"), Options{})
	if _, ok := d.LineAt(4); err != nil || d.Format != doc.Markdown || !ok {
		t.Fatalf("Doc = %+v, %v", d, err)
	}
	// standard input and files without an extension are read as Markdown
	d, err = Doc(context.Background(), "-", []byte("Ada Quill\n"), Options{})
	if err != nil || d.Format != doc.Markdown {
		t.Fatalf("stdin: %+v, %v", d, err)
	}
}

func TestDocErrorsNameTheInput(t *testing.T) {
	for _, tt := range []struct {
		name, data string
		is         error
		says       string
	}{
		{"letter.rtf", "{\\rtf1 x}", ErrUnsupported, "Rich Text Format"},
		{"empty.md", "", parse.ErrEmpty, "empty"},
		{"big.txt", strings.Repeat("a", 100), parse.ErrTooLarge, "too large"},
	} {
		_, err := Doc(context.Background(), tt.name, []byte(tt.data), Options{MaxTextSize: 50})
		var ie *parse.InputError
		if !errors.As(err, &ie) || ie.Name != tt.name || !errors.Is(err, tt.is) || !strings.Contains(err.Error(), tt.says) {
			t.Errorf("Doc(%s) error = %v; want an InputError naming it, wrapping %v, saying %q", tt.name, err, tt.is, tt.says)
		}
	}
}

func TestFileReadsOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	if _, err := File(context.Background(), dir, Options{}); err == nil || !strings.Contains(err.Error(), "directory") {
		t.Errorf("directory: %v", err)
	}
	if runtime.GOOS == "windows" {
		return
	}
	fifo := filepath.Join(dir, "pipe.md")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	// Opening a FIFO for reading blocks until a writer comes; open it
	// for writing too so the test cannot hang if File ever reads it.
	w, err := os.OpenFile(fifo, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	_, err = File(context.Background(), fifo, Options{})
	if err == nil || !strings.Contains(err.Error(), "not a regular file") || !strings.Contains(err.Error(), fifo) {
		t.Errorf("FIFO: %v", err)
	}
}

func TestFileSizeLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "cv.pdf")
	if err := os.WriteFile(p, []byte("%PDF-1.4 "+strings.Repeat("x", 200)), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := File(context.Background(), p, Options{Limits: doc.Limits{MaxBytes: 100}})
	if !errors.Is(err, parse.ErrTooLarge) || !strings.Contains(err.Error(), p) {
		t.Errorf("over the limit: %v", err)
	}
}

func TestIsCVFileCases(t *testing.T) {
	for path, want := range map[string]bool{
		"cv.MD": true, "dir/cv.markdown": true, "notes.text": true, "cv.json": false, "cv.md~": false,
		"README": false, "dir/.cv.txt": false, ".": false, "": false, "cvs/jane.doe.md": true, "/abs/Jane.TXT": true,
	} {
		if got := IsCVFile(path); got != want {
			t.Errorf("IsCVFile(%q) = %v, want %v", path, got, want)
		}
	}
}
