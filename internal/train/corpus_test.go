package train

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
)

// shared is the folder of real CVs beside the project; tests that read
// it skip when it is absent.
const shared = "../../../shared"

func corpusOrSkip(t *testing.T) []CVFile {
	t.Helper()
	if _, err := os.Stat(filepath.Join(shared, "corpus")); err != nil {
		t.Skip("no ../shared/corpus: the real CVs are not here")
	}
	cvs, err := Corpus(shared)
	if err != nil {
		t.Fatal(err)
	}
	return cvs
}

// labelFiles reads the committed label files by the key of the CV file
// they are for.
func labelFiles(t *testing.T) map[string]*File {
	t.Helper()
	paths, _ := filepath.Glob("labels/*.json")
	out := map[string]*File{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if out[f.Key()] != nil {
			t.Errorf("two label files for %s", f.Key())
		}
		out[f.Key()] = f
	}
	return out
}

// Every CV file with a truth has its label file, and each still matches
// its CV: the same bytes, the same lines read, line for line. A label
// file for no CV file is stale.
func TestLabelFilesMatchTheirCVs(t *testing.T) {
	cvs := corpusOrSkip(t)
	files := labelFiles(t)
	seen := map[string]bool{}
	for _, c := range cvs {
		key := (&File{Set: c.Set, Number: c.Number, Form: c.Form}).Key()
		seen[key] = true
		f := files[key]
		if f == nil {
			t.Errorf("%s: no label file (run go run ./internal/cmd/labelcv)", c.Path)
			continue
		}
		if err := Check(context.Background(), c, f); err != nil {
			t.Error(err)
		}
	}
	for key := range files {
		if !seen[key] {
			t.Errorf("label file for %s, which is not in the corpus", key)
		}
	}
	if len(cvs) < 61 {
		t.Errorf("%d CV files with truth, want the 61 forms of the 43 real CVs", len(cvs))
	}
}

// Check notices a changed file and a changed reading.
func TestCheckNoticesChanges(t *testing.T) {
	cvs := corpusOrSkip(t)
	c := cvs[0]
	f, err := Label(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(context.Background(), c, f); err != nil {
		t.Fatalf("fresh labels: %v", err)
	}
	g := *f
	g.SourceSHA256 = SourceHash([]byte("other bytes"))
	if Check(context.Background(), c, &g) == nil {
		t.Error("a changed file passed")
	}
	g = *f
	g.LinesSHA256 = g.SourceSHA256
	if Check(context.Background(), c, &g) == nil {
		t.Error("a changed reading passed")
	}
	g = *f
	g.LineCount--
	if Check(context.Background(), c, &g) == nil {
		t.Error("a changed line count passed")
	}
}

// Labelling is deterministic: the same file twice gives the same bytes.
func TestLabelDeterministic(t *testing.T) {
	cvs := corpusOrSkip(t)
	for _, c := range []CVFile{cvs[0], cvs[len(cvs)/2], cvs[len(cvs)-1]} {
		var out [2][]byte
		for i := range out {
			f, err := Label(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			if out[i], err = Marshal(f); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(out[0], out[1]) {
			t.Errorf("%s: two runs differ", c.Path)
		}
	}
}
