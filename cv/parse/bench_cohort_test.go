package parse

import (
	"context"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/docx"
	"github.com/vitae-cv/vitae/cv/doc/webpage"
	"github.com/vitae-cv/vitae/internal/cvgen"
)

// cohortTexts renders a synthetic cohort (seed 1, n records) with every
// template the parser reads without a TeX or PDF step, and returns the
// text the parser is given for each: Markdown and plain text as written,
// HTML and Word documents as their front end's Markdown. The records are
// fictional (internal/cvgen draws them), so the benchmark needs no files
// and runs the same everywhere.
func cohortTexts(tb testing.TB, n int) (names []string, texts [][]byte) {
	tb.Helper()
	recs := cvgen.Cohort(1, n)
	for _, t := range cvgen.Templates() {
		if t.Format == "latex" {
			continue // needs a TeX run before the parser can read it
		}
		for i, r := range recs {
			text, ok := cohortText(tb, t, cvgen.Render(1, i, r, t))
			if !ok {
				continue
			}
			names = append(names, t.Name+t.Ext)
			texts = append(texts, text)
		}
	}
	return names, texts
}

// cohortText is the text of one rendered CV; false for a format the
// parser cannot read as it is.
func cohortText(tb testing.TB, t cvgen.Template, data []byte) ([]byte, bool) {
	tb.Helper()
	var d *doc.Doc
	var err error
	switch t.Format {
	case "markdown", "text":
		return data, true
	case "html":
		d, err = webpage.Read(context.Background(), data, doc.Limits{})
	case "docx":
		d, err = docx.Read(context.Background(), data, doc.Limits{})
	default:
		return nil, false
	}
	if err != nil {
		tb.Fatalf("%s: %v", t.Name, err)
	}
	return []byte(d.Markdown()), true
}

// BenchmarkParseCohort parses a synthetic cohort of 20 records in 11
// templates (about 1.5 MB of text, CVs of 40 to 200 lines) once per
// iteration: a bigger and more varied input than testdata/cvs. It reports
// bytes/s of wall time, and cpu-MB/s, the bytes per second of the
// process's CPU time (with -cpu 1, one core), which holds still when
// other work shares the machine.
//
//	go test ./cv/parse -run '^$' -bench ParseCohort -cpu 1 -benchtime 3x
func BenchmarkParseCohort(b *testing.B) {
	names, texts := cohortTexts(b, 20)
	benchParseTexts(b, names, texts)
}
