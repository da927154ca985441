package inputs

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

const (
	jsonResumeCV = `{"basics": {"name": "Ada Quill", "email": "ada@example.org"},
 "work": [{"name": "Pebble Labs", "position": "Research Scientist", "startDate": "2020-01"}]}`
	renderCVEntry = "cv:\n  name: Mira Tanaka\n  sections:\n    education: !include parts/edu.yaml\n"
	renderCVPart  = "- institution: Hill College\n  area: Physics\n  degree: PhD\n  start_date: 2015\n  end_date: 2020\n"
)

// TestDataInFolder: a folder walk reads data CVs by their format, reads
// the files an entry includes as its parts (not as CVs), and leaves
// other .json and .yaml files alone; the Markdown CV beside them reads
// as before.
func TestDataInFolder(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	writeFile(t, filepath.Join(dir, "quill.json"), jsonResumeCV)
	writeFile(t, filepath.Join(dir, "tanaka.yaml"), renderCVEntry)
	writeFile(t, filepath.Join(dir, "parts", "edu.yaml"), renderCVPart)
	writeFile(t, filepath.Join(dir, "_config.yml"), "title: My site\ntheme: minima\n")
	var buf bytes.Buffer
	cv.WriteJSON(&buf, []*cv.CV{{Source: "r.md", Name: "Rec Ord"}})
	writeFile(t, filepath.Join(dir, "records.json"), buf.String())

	c := (&Files{Paths: []string{dir}}).Collect(nil)
	var got []string
	for _, x := range c.CVs {
		got = append(got, filepath.Base(x.Source)+" "+x.Format+" "+x.Name)
	}
	want := []string{"a.md markdown Jane Q. Doe", "quill.json jsonresume Ada Quill", "tanaka.yaml rendercv Mira Tanaka"}
	if !reflect.DeepEqual(got, want) || len(c.Failed) != 0 {
		t.Fatalf("read %q, failed %v; want %q", got, c.Failed, want)
	}
	if ed := c.CVs[2].Education; len(ed) != 1 || ed[0].Institution != "Hill College" {
		t.Errorf("the included part was not read into the CV: %+v", ed)
	}
	if f := c.Inputs[1].Format; f != "jsonresume" {
		t.Errorf("input format %q", f)
	}
}

// TestDataNamed: a data CV named on the command line is read by its
// format; a .json of vitae's records is still read back as records; a
// JSON Resume on standard input is read too.
func TestDataNamed(t *testing.T) {
	dir := t.TempDir()
	jr := writeFile(t, filepath.Join(dir, "resume.json"), jsonResumeCV)
	var buf bytes.Buffer
	cv.WriteJSON(&buf, []*cv.CV{{Source: "r.md", Name: "Rec Ord"}})
	recs := writeFile(t, filepath.Join(dir, "records.json"), buf.String())
	c := (&Files{Paths: []string{jr, recs, "-"}, Stdin: strings.NewReader(jsonResumeCV)}).Collect(nil)
	if len(c.CVs) != 3 || c.CVs[0].Format != "jsonresume" || c.CVs[1].Name != "Rec Ord" || c.CVs[1].Format != "" ||
		c.CVs[2].Format != "jsonresume" || c.CVs[2].Source != "-" {
		t.Fatalf("records %+v, failed %v", c.CVs, c.Failed)
	}
	if c.Inputs[1].Format != FormatRecords {
		t.Errorf("record file's format %q", c.Inputs[1].Format)
	}
}

// TestDataEscape: an entry that includes a file outside its folder, by
// "..", by an absolute path or through a symbolic link, fails naming
// itself and why; the other inputs are still read.
func TestDataEscape(t *testing.T) {
	outside := writeFile(t, filepath.Join(t.TempDir(), "secret.yaml"), renderCVPart)
	dir := t.TempDir()
	if err := os.Symlink(outside, filepath.Join(dir, "link.yaml")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	var paths []string
	for i, inc := range []string{"../" + filepath.Base(outside), outside, "link.yaml"} {
		entry := strings.ReplaceAll(renderCVEntry, "parts/edu.yaml", inc)
		paths = append(paths, writeFile(t, filepath.Join(dir, "cv"+string(rune('a'+i))+".yaml"), entry))
	}
	paths = append(paths, writeFile(t, filepath.Join(dir, "good.md"), goodCV))
	c := (&Files{Paths: paths}).Collect(nil)
	if len(c.Failed) != 3 || len(c.CVs) != 1 {
		t.Fatalf("failed %v, read %d", c.Failed, len(c.CVs))
	}
	for i, f := range c.Failed {
		if f.Path != paths[i] || !strings.Contains(f.Error(), "outside the CV's folder") {
			t.Errorf("failure %d: %v", i, f)
		}
	}
}

// TestDataNotCached: a data CV never goes through the cache (its record
// depends on files the cache's key does not cover).
func TestDataNotCached(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	y := writeFile(t, filepath.Join(dir, "tanaka.yaml"), renderCVEntry)
	writeFile(t, filepath.Join(dir, "parts", "edu.yaml"), renderCVPart)
	m := &mapCache{}
	c := (&Files{Paths: []string{a, y}, Cache: m}).Collect(nil)
	if len(c.CVs) != 2 {
		t.Fatalf("read %d, failed %v", len(c.CVs), c.Failed)
	}
	if log := m.take(); !reflect.DeepEqual(log, []string{"get " + a, "put " + a}) {
		t.Errorf("cache asked %q", log)
	}
}
