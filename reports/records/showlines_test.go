package records

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/internal/golden"
)

// TestShowLinesGolden prints "vitae parse --show-lines" for the fictional
// CVs of testdata/showlines and compares it with their .golden files
// (go test -update rewrites them).
func TestShowLinesGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "showlines", "*.*"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		format := map[string]string{".md": doc.Markdown, ".txt": doc.Text}[filepath.Ext(f)]
		if format == "" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n++
		t.Run(filepath.Base(f), func(t *testing.T) {
			checkShowLines(t, filepath.Base(f), &doc.Doc{Format: format, Text: string(data)}, strings.TrimSuffix(f, filepath.Ext(f))+".golden")
		})
	}
	if n < 2 {
		t.Fatalf("only %d fictional CVs in testdata/showlines", n)
	}
}

// TestShowLinesGoldenTyped is the golden test for a typed document, as the
// PDF reader gives one: section headings bold at body size (headings by
// style), a running footer, an entry wrapped over two lines.
func TestShowLinesGoldenTyped(t *testing.T) {
	checkShowLines(t, "styled.pdf", styledDoc(), filepath.Join("testdata", "showlines", "styled.golden"))
}

func checkShowLines(t *testing.T, name string, d *doc.Doc, goldenPath string) {
	t.Helper()
	views, err := parse.ExplainParse(context.Background(), d, parse.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	writeLineViews(&b, &cv.CV{Source: name, Format: d.Format}, views)
	golden.Check(t, goldenPath, b.Bytes())
}

// styledDoc is a fictional two-page CV as a PDF front end reads it.
func styledDoc() *doc.Doc {
	ls := []doc.Line{
		{Text: "Maro Pellegrini", Size: 1.5, Bold: true},
		{Text: "maro@example.com"},
		{Text: ""},
		{Text: "Experience", Bold: true},
		{Text: "Research Engineer, Example Robotics Lab, 2019 – 2023"},
		{Text: "Junior Engineer, Example Gadget Works, 2016 – 2019"},
		{Text: ""},
		{Text: "Degrees", Bold: true},
		{Text: "M.Sc. in Robotics, Lakeview Institute of Technology, 2016"},
		{Text: ""},
		{Text: "Maro Pellegrini — page 1", Repeats: true},
		{Text: "Publications", Bold: true},
		{Text: "Maro Pellegrini and Ines Caldera. Teaching a Vacuum to Dance. In Proceedings"},
		{Text: "of the Example Conference on Robots, 2022."},
		{Text: ""},
		{Text: "Ines Caldera and Maro Pellegrini. Grippers That Hesitate. Example Robotics Letters, 2020."},
		{Text: ""},
		{Text: "Maro Pellegrini — page 2", Repeats: true},
	}
	page := 1
	for i := range ls {
		ls[i].Page, ls[i].Src = page, i+1
		if ls[i].Repeats && page == 1 {
			page = 2
		}
	}
	return &doc.Doc{Format: doc.PDF, Pages: 2, Lines: ls}
}
