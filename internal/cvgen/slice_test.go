package cvgen

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/pdf"
)

// sliceDir is the committed slice of PDFs made by TeX and LibreOffice,
// which CI does not install.
const sliceDir = "../../testdata/synthetic"

// The committed slice is current: its sources regenerate to the hashes
// its PDFs were made from, and its truth is what the generator writes.
// When a template changes, this fails with the command that remakes it.
func TestSliceCurrent(t *testing.T) {
	if err := CheckSlice(sliceDir); err != nil {
		t.Fatal(err)
	}
}

// Each PDF of the slice is one the PDF front end reads, with its
// record's family name in the text.
func TestSliceReadable(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(sliceDir, ManifestName))
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseManifest(b)
	if err != nil {
		t.Fatal(err)
	}
	lim := doc.Limits{MaxBytes: doc.DefaultMaxBytes, MaxPages: doc.DefaultMaxPages, MaxLines: doc.DefaultMaxLines, Timeout: doc.DefaultTimeout}
	for i, e := range m.Entries {
		data, err := os.ReadFile(filepath.Join(sliceDir, e.Template+"-pdf", e.ID+".pdf"))
		if err != nil {
			t.Fatal(err)
		}
		d, err := pdf.Read(context.Background(), data, lim)
		if err != nil {
			t.Fatalf("%s/%s: %v", e.Template, e.ID, err)
		}
		fam := Generate(m.Seed, i%m.N).Person.Family
		if text := strings.Join(strings.Fields(d.Markdown()), " "); !strings.Contains(text, fam) {
			t.Errorf("%s/%s: text lacks the family name %q", e.Template, e.ID, fam)
		}
	}
}

// copySlice copies the committed slice into a temporary folder.
func copySlice(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	err := filepath.WalkDir(sliceDir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(sliceDir, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// A changed PDF, a changed source, a missing truth file and an extra
// file each make the slice stale, named in the error with the command
// that regenerates it.
func TestSliceStaleDetected(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(sliceDir, ManifestName))
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseManifest(b)
	if err != nil {
		t.Fatal(err)
	}
	e := m.Entries[0]
	tm, err := Select(e.Template)
	if err != nil {
		t.Fatal(err)
	}
	pdfName := filepath.Join(e.Template+"-pdf", e.ID+".pdf")
	cases := []struct {
		name, want string
		spoil      func(dir string) error
	}{
		{"pdf edited", pdfName + ": missing or not the PDF", func(dir string) error {
			p := filepath.Join(dir, pdfName)
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			data[len(data)/2] ^= 1
			return os.WriteFile(p, data, 0o644)
		}},
		{"source changed", e.Template + "/" + e.ID + tm[0].Ext + ": the source changed", func(dir string) error {
			spoilt := bytes.Replace(b, []byte(e.SrcHash), []byte(strings.Repeat("0", 64)), 1)
			return os.WriteFile(filepath.Join(dir, ManifestName), spoilt, 0o644)
		}},
		{"truth missing", "truth/" + e.ID + ".json differs", func(dir string) error {
			return os.Remove(filepath.Join(dir, "truth", e.ID+".json"))
		}},
		{"extra file", e.Template + "-pdf holds", func(dir string) error {
			return os.WriteFile(filepath.Join(dir, e.Template+"-pdf", "extra.pdf"), []byte("%PDF"), 0o644)
		}},
	}
	for _, c := range cases {
		dir := copySlice(t)
		if err := CheckSlice(dir); err != nil {
			t.Fatalf("%s: the copy is not current before spoiling: %v", c.name, err)
		}
		if err := c.spoil(dir); err != nil {
			t.Fatal(err)
		}
		err := CheckSlice(dir)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "go run ./internal/cmd/cvgen") {
			t.Errorf("%s: got %v, want an error naming %q and the command", c.name, err, c.want)
		}
	}
}

// A manifest reads back as written; unknown lines are refused.
func TestManifestRoundTrip(t *testing.T) {
	m := Manifest{Dir: "x", Seed: 7, N: 1, Templates: []string{"tex-res"}, Makers: []string{"pdflatex: pdfTeX 3"},
		Entries: []sliceEntry{{Template: "tex-res", ID: "cv-0001", Maker: "pdflatex", SrcHash: "ab", PDFHash: "cd"}}}
	b := m.Marshal()
	got, err := ParseManifest(b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Marshal(), b) {
		t.Fatalf("round trip:\n%s\nbecame\n%s", b, got.Marshal())
	}
	if _, err := ParseManifest(append(b, "bogus\tline\n"...)); err == nil || !strings.Contains(err.Error(), "line 8") {
		t.Errorf("bogus line: %v", err)
	}
	if _, err := ParseManifest([]byte("seed\t1\n")); err == nil {
		t.Error("a manifest with no n or templates was accepted")
	}
}
