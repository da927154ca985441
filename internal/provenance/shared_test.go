package provenance

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/read"
)

// repoRoot is the repository's top folder (this package is two below it).
const repoRoot = "../.."

// sharedDir is ../shared beside the repository: the real CVs, read only.
var sharedDir = filepath.Join(repoRoot, "..", "shared")

// realCV is one real person's CV: every form of it that ../shared holds.
type realCV struct {
	owner string   // the name in its truth file
	files []string // its source files
}

// sources says where each kind of real CV is and where its truth is.
var sources = []struct{ src, truth string }{
	{"seeds", "eval/truth"},
	{"corpus/web", "corpus/truth"},
	{"corpus/pdf", "corpus/truth"},
	{"formats/src", "formats/truth"},
}

// loaded is what the tests learn from ../shared, worked out once.
type loaded struct {
	cvs    []realCV
	texts  map[string][]string // by owner: the texts of every form
	unique Set                 // shingles in exactly one CV, less venue names
	names  []Phrase            // real people's names: the owners and their advisors
	whose  []string            // by names index: "owner" or "advisor"
	err    error
}

var (
	sharedOnce sync.Once
	shared     loaded
)

// loadShared reads ../shared once, or skips the test when it is absent.
func loadShared(t *testing.T) *loaded {
	t.Helper()
	if _, err := os.Stat(filepath.Join(sharedDir, "seeds")); err != nil {
		t.Skipf("../shared is not beside the repository (%v): no real CVs to check against", err)
	}
	sharedOnce.Do(func() { shared.err = shared.load() })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return &shared
}

func (l *loaded) load() error {
	cvs, err := findCVs()
	if err != nil {
		return err
	}
	l.cvs, l.texts = cvs, map[string][]string{}
	sets := make([]Set, len(cvs))
	for i, cv := range cvs {
		sets[i] = Set{}
		for _, f := range cv.files {
			texts, err := textsOf(f)
			if err != nil {
				return err
			}
			for _, s := range texts {
				w := Words(s)
				sets[i].Add(w)
			}
			l.texts[cv.owner] = append(l.texts[cv.owner], texts...)
		}
		l.addName(cv.owner, "owner")
	}
	advisors, err := advisorsOf()
	if err != nil {
		return err
	}
	for _, a := range advisors {
		l.addName(a, "advisor")
	}
	// No venue is excepted here: a citation copied with its ordinal, city
	// or page numbers is a piece of a CV, venue name or not. The
	// catalogue's own files, which hold bare public names, are skipped by
	// path (repo_test.go).
	l.unique = Unique(sets, nil)
	return nil
}

// addName adds the word sequences of a real person's name.
func (l *loaded) addName(name, whose string) {
	for _, p := range NamePhrases(name) {
		l.names = append(l.names, p)
		l.whose = append(l.whose, whose)
	}
}

// advisorsOf returns the advisors' names that the truth files of the real
// CVs give (education entries): real people too.
func advisorsOf() ([]string, error) {
	var names []string
	for _, s := range sources {
		files, err := filepath.Glob(filepath.Join(sharedDir, s.truth, "*.json"))
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			var truth struct{ Education []struct{ Advisors []string } }
			if err := json.Unmarshal(data, &truth); err != nil {
				return nil, fmt.Errorf("%s: %v", f, err)
			}
			for _, e := range truth.Education {
				names = append(names, e.Advisors...)
			}
		}
	}
	slices.Sort(names)
	return slices.Compact(names), nil
}

// findCVs lists the real CVs, grouped by their owner: a person's CV in
// two forms (a PDF and its text) or two files (a folder of LaTeX or YAML
// sources) is one CV.
func findCVs() ([]realCV, error) {
	byOwner := map[string]*realCV{}
	for _, s := range sources {
		owners, err := ownersOf(filepath.Join(sharedDir, s.truth))
		if err != nil {
			return nil, err
		}
		err = filepath.WalkDir(filepath.Join(sharedDir, s.src), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, _ := filepath.Rel(filepath.Join(sharedDir, s.src), path)
			owner := ownerOf(rel, owners)
			if byOwner[owner] == nil {
				byOwner[owner] = &realCV{owner: owner}
			}
			byOwner[owner].files = append(byOwner[owner].files, path)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	var out []realCV
	for _, cv := range byOwner {
		out = append(out, *cv)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].owner < out[j].owner })
	return out, nil
}

// ownersOf reads the truth files of dir: the owner's name by the truth
// file's stem ("30_wang" from 30_wang.json).
func ownersOf(dir string) (map[string]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	owners := map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var truth struct{ Name string }
		if err := json.Unmarshal(data, &truth); err != nil {
			return nil, err
		}
		owners[strings.TrimSuffix(filepath.Base(f), ".json")] = truth.Name
	}
	return owners, nil
}

// ownerOf finds whose CV the file at rel (under its source folder) is: the
// truth stem that its first path element starts with ("06_sampson" for
// 06_sampson/_data/pubs.yaml, "01_sheikh" for 01_sheikh_resume.json). A
// file with no truth is a CV of its own, named by its stem.
func ownerOf(rel string, owners map[string]string) string {
	first := strings.SplitN(filepath.ToSlash(rel), "/", 2)[0]
	stem := strings.TrimSuffix(first, filepath.Ext(first))
	best := ""
	for k := range owners {
		if (stem == k || strings.HasPrefix(stem, k+"_")) && len(k) > len(best) {
			best = k
		}
	}
	if best == "" {
		return "file " + stem
	}
	return owners[best]
}

var tag = regexp.MustCompile(`(?s)<[^>]*>`)

// textsOf returns the texts of one real CV file: its bytes as written
// (tags stripped from HTML), and the text the project's own reader gets
// from it, for every format that reader knows (PDF and DOCX only so).
func textsOf(path string) ([]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var texts []string
	format := read.FormatOf(path, data)
	switch format {
	case doc.PDF, doc.DOCX:
	case doc.HTML:
		texts = append(texts, html.UnescapeString(tag.ReplaceAllString(string(data), " ")))
	default:
		texts = append(texts, string(data))
	}
	if format != "" {
		d, err := read.Doc(context.Background(), path, data, read.Options{})
		if err != nil {
			return nil, err
		}
		texts = append(texts, docText(d))
	}
	return texts, nil
}

// docText is the text of d, one line of it a line.
func docText(d *doc.Doc) string {
	if len(d.Lines) == 0 {
		return d.Text
	}
	var b strings.Builder
	for _, l := range d.Lines {
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	return b.String()
}
