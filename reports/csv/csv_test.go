package csv

import (
	"bytes"
	stdcsv "encoding/csv"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/reports"
)

func sampleReport(t *testing.T) *analytics.Report {
	t.Helper()
	cvs, err := inputs.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	cvs[0].Name = `=HYPERLINK("http://x")`
	return analytics.Compute(cvs, analytics.Options{}).Finish()
}

// tables reads the CSV back: title -> records, the header first.
func tables(t *testing.T, data []byte) (map[string][][]string, []string) {
	t.Helper()
	rd := stdcsv.NewReader(bytes.NewReader(data))
	rd.FieldsPerRecord = -1
	recs, err := rd.ReadAll()
	if err != nil {
		t.Fatalf("CSV does not parse: %v", err)
	}
	out := map[string][][]string{}
	var order []string
	title := ""
	for _, rec := range recs {
		if len(rec) == 1 && strings.HasPrefix(rec[0], "# ") {
			title = strings.TrimPrefix(rec[0], "# ")
			order = append(order, title)
			continue
		}
		out[title] = append(out[title], rec)
	}
	return out, order
}

func TestWrite(t *testing.T) {
	r := sampleReport(t)
	var a, b bytes.Buffer
	if err := Write(&a, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	if Write(&b, r, reports.Options{}); !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two writes differ")
	}
	got, order := tables(t, a.Bytes())
	if len(order) != len(r.Tables())+1 || order[0] != "Candidates" {
		t.Errorf("tables %q", order)
	}
	summary := got["Candidates"]
	if len(summary) != len(r.Candidates)+1 || summary[0][0] != "Candidate" {
		t.Fatalf("summary %q", summary)
	}
	found := false
	for _, row := range summary[1:] {
		if row[0] == `'=HYPERLINK("http://x")` {
			found = true
		}
	}
	if !found {
		t.Error("the formula name was not defused")
	}
	if !strings.Contains(a.String(), "\n\n# Cohort distribution\n") {
		t.Error("tables not separated by a blank line")
	}

	var staged bytes.Buffer
	Write(&staged, r, reports.Options{ByStage: true})
	_, order = tables(t, staged.Bytes())
	n := 0
	for _, title := range order {
		if strings.HasPrefix(title, "Candidates: ") {
			n++
		}
	}
	if n != len(r.Stages) {
		t.Errorf("%d stage tables, want %d: %q", n, len(r.Stages), order)
	}
}

func TestSafe(t *testing.T) {
	for in, want := range map[string]string{
		"=1+1": "'=1+1", "+1": "'+1", "-x": "'-x", "@SUM(A1)": "'@SUM(A1)",
		"\tx": "'\tx", "\rx": "'\rx", "plain": "plain", "": "", "a=b": "a=b",
	} {
		if got := Safe(in); got != want {
			t.Errorf("Safe(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestWriteEscapesControls: a candidate's name with an escape sequence,
// a bidirectional override and a line break is one cell, escaped
// visibly (internal/termsafe); one that starts a formula after its
// leading white space is still defused.
func TestWriteEscapesControls(t *testing.T) {
	cvs, err := inputs.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	cvs[0].Name = "Evil\x1b[31m\u202e Name\nTwo"
	cvs[1].Name = "\t=1+1"
	for i := range cvs[2].Publications {
		cvs[2].Publications[i].Area = "area\x1b[2J"
	}
	var b bytes.Buffer
	if err := Write(&b, analytics.Compute(cvs, analytics.Options{}).Finish(), reports.Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(b.String(), "\x1b\u202e") {
		t.Errorf("the CSV holds a raw control character")
	}
	got, _ := tables(t, b.Bytes())
	var names []string
	for _, row := range got["Candidates"][1:] {
		names = append(names, row[0])
	}
	for _, want := range []string{`Evil\x1b[31m\u202e Name Two`, "'=1+1"} {
		if !strings.Contains(strings.Join(names, "|"), want) {
			t.Errorf("no candidate %q in %q", want, names)
		}
	}
	if areas := got["Papers by venue area"]; len(areas) == 0 || !strings.Contains(strings.Join(areas[0], "|"), `area\x1b[2J`) {
		t.Errorf("the area column is not named escaped: %q", areas)
	}
}
