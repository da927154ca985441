package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data/bibtex"
)

const bibCV = `# Ada Quill

ada.quill@example.org

## Publications

- Ada Quill, Bo Rennet. Pebble sorting at scale. In ASPLOS 2021.
- Ada Quill. Gravel routing without tears. In OSDI 2019.
`

const bibFile = `@inproceedings{a,
  title = {Pebble Sorting at Scale},
  author = {Quill, Ada and Rennet, Bo},
  booktitle = {ASPLOS '21},
  year = 2021,
}
@article{b,
  title = {Lakes That Remember},
  author = {Rennet, Bo and Quill, Ada},
  journal = {Communications of the ACM},
  year = {2022},
}
`

// TestParseBib: --bib merges the .bib's papers into the CV, the one in
// both counted once, the owner found by the CV's name.
func TestParseBib(t *testing.T) {
	dir := t.TempDir()
	md := writeFile(t, filepath.Join(dir, "quill.md"), bibCV)
	bib := writeFile(t, filepath.Join(dir, "quill.bib"), bibFile)
	r := runWith(t, "", "parse", "--bib", bib, md)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	var cvs []*cv.CV
	if err := json.Unmarshal([]byte(r.stdout), &cvs); err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, p := range cvs[0].Publications {
		titles = append(titles, p.Title)
	}
	if len(titles) != 3 || titles[2] != "Lakes That Remember" {
		t.Fatalf("publications %q: want the CV's two and the .bib's new one", titles)
	}
	if p := cvs[0].Publications[2]; p.SelfIndex != 2 || p.Venue != "CACM" || p.Type != cv.TypeJournal {
		t.Errorf("the .bib's paper: %+v", p)
	}
	plain := runWith(t, "", "parse", md)
	if strings.Count(plain.stdout, `"title"`) != 2 {
		t.Errorf("without --bib the CV has its own two papers:\n%s", plain.stdout)
	}
}

func TestParseBibErrors(t *testing.T) {
	dir := t.TempDir()
	md := writeFile(t, filepath.Join(dir, "quill.md"), bibCV)
	if r := runWith(t, "", "parse", "--bib", filepath.Join(dir, "none.bib"), md); r.code != 1 || !strings.Contains(r.stderr, "none.bib") {
		t.Errorf("a missing .bib: exit %d, stderr %q; want 1 naming it", r.code, r.stderr)
	}
	bib := writeFile(t, filepath.Join(dir, "quill.bib"), bibFile)
	if r := runWith(t, "", "parse", "--bib", bib, md, md); r.code != 2 || !strings.Contains(r.stderr, "--bib") {
		t.Errorf("two inputs: exit %d, stderr %q; want a usage error", r.code, r.stderr)
	}
	if r := runWith(t, "", "stats", "--bib", bib, dir); r.code != 2 {
		t.Errorf("a folder: exit %d, stderr %q; want a usage error", r.code, r.stderr)
	}
	if r := runWith(t, "", "stats", "--bib", bib, md); r.code != 0 {
		t.Errorf("stats --bib: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestParseFormatBibTeX: parse --format bibtex writes what the BibTeX
// reader reads back; csl-json is a JSON array of items.
func TestParseFormatBibTeX(t *testing.T) {
	md := writeFile(t, filepath.Join(t.TempDir(), "quill.md"), bibCV)
	r := runWith(t, "", "parse", "--format", "bibtex", md)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	res, err := bibtex.Publications([]byte(r.stdout), nil, "Ada Quill")
	if err != nil || len(res.Publications) != 2 || res.Publications[1].Venue != "OSDI" {
		t.Errorf("read back: %+v, %v\n%s", res.Publications, err, r.stdout)
	}
	r = runWith(t, "", "parse", "-f", "csl-json", md)
	var items []map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &items); err != nil || len(items) != 2 || items[0]["type"] != "paper-conference" {
		t.Errorf("csl-json: %v %v\n%s", err, items, r.stdout)
	}
}
