package pdf

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
)

// SplitCohortFile and SplitCandidatesDir name what WriteSplit writes in
// its folder.
const (
	SplitCohortFile    = "cohort.pdf"
	SplitCandidatesDir = "candidates"
)

// maxSlug bounds the part of a file name taken from a candidate's name.
const maxSlug = 40

// part is the part of a report one PDF shows: the zero part is the whole
// report.
type part struct {
	// only lists the candidates (indexes into Report.Candidates) that
	// get pages; nil means all of them, empty none.
	only []int
	// files, when set, are the candidates' own PDFs, by index, relative
	// to the cohort file: its contents link to them.
	files []string
}

// candidateOnly reports whether the part is candidates' pages alone (no
// contents, no cohort sections).
func (p part) candidateOnly() bool { return len(p.only) > 0 }

// has reports whether candidate i gets pages.
func (p part) has(i int) bool {
	if p.only == nil {
		return true
	}
	for _, k := range p.only {
		if k == i {
			return true
		}
	}
	return false
}

// markFiles adds the contents lines of candidates whose pages are in
// other files: "Candidates (n)", then each candidate, linking to its file.
func (d *doc) markFiles(files []string) {
	if len(files) == 0 {
		return
	}
	d.entries = append(d.entries, entry{title: fmt.Sprintf("Candidates (%d)", len(d.r.Candidates))})
	for i, c := range d.r.Candidates {
		if i < len(files) {
			d.entries = append(d.entries, entry{title: clean(c.Name), note: analytics.Label(c.Stage), level: 1, file: files[i]})
		}
	}
}

// WriteSplit writes r as a folder of PDFs in dir (made if missing): the
// cohort PDF (SplitCohortFile: the contents and the cohort sections, the
// contents linking to each candidate's file) and one PDF per candidate in
// SplitCandidatesDir, named by the candidate's place in the report and a
// plain-ASCII form of the name ("00042-ana-lopez.pdf"): unique, stable
// for the same report, and never a path from CV text. Each file is
// written atomically (reports.WriteFile), the candidates' by up to
// GOMAXPROCS at a time. It returns the paths written, the cohort file
// first, and the first error. Files of an earlier, larger split in dir are
// left as they are.
//
// Use it for large cohorts: each file opens quickly on its own, and no
// viewer has to hold one document of tens of thousands of pages.
func WriteSplit(dir string, r *analytics.Report, opt reports.Options) ([]string, error) {
	if r == nil {
		return nil, fmt.Errorf("pdf: no report")
	}
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Join(dir, SplitCandidatesDir), 0o755); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	files := SplitNames(r)
	cohort := filepath.Join(dir, SplitCohortFile)
	paths := []string{cohort}
	if err := writePart(cohort, r, opt, part{only: []int{}, files: files}); err != nil {
		return paths[:0], err
	}
	errs := writeCandidates(dir, files, r, opt)
	var first error // the first file's error that is not a skip
	for i, name := range files {
		switch {
		case errs[i] == nil:
			paths = append(paths, filepath.Join(dir, filepath.FromSlash(name)))
		case first == nil && !errors.Is(errs[i], errSkipped):
			first = errs[i]
		}
	}
	return paths, first
}

// errSkipped marks a candidate's file not written after another failed.
var errSkipped = errors.New("not written after an earlier error")

// writeCandidates writes each candidate's file (files[i], relative to
// dir) with up to GOMAXPROCS workers: a file's bytes depend on its
// candidate alone, so the order they are written in does not matter. It
// returns each file's error; after the first, files not yet started are
// skipped (errSkipped).
func writeCandidates(dir string, files []string, r *analytics.Report, opt reports.Options) []error {
	errs := make([]error, len(files))
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(files)) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= len(files) {
					return
				}
				if failed.Load() {
					errs[i] = fmt.Errorf("pdf: %s: %w", files[i], errSkipped)
					continue
				}
				path := filepath.Join(dir, filepath.FromSlash(files[i]))
				if errs[i] = writePart(path, r, opt, part{only: []int{i}}); errs[i] != nil {
					failed.Store(true)
				}
			}
		})
	}
	wg.Wait()
	return errs
}

// writePart renders part p of r to the file path, atomically.
func writePart(path string, r *analytics.Report, opt reports.Options, p part) error {
	return reports.WriteFile(path, func(w io.Writer) error {
		_, err := renderWith(w, r, opt, settings{part: p})
		return err
	})
}

// SplitNames are the candidates' file names in a split folder, relative
// to it with forward slashes ("candidates/00042-ana-lopez.pdf"), in the
// order of r.Candidates.
func SplitNames(r *analytics.Report) []string {
	width := max(5, len(fmt.Sprint(len(r.Candidates))))
	names := make([]string, len(r.Candidates))
	for i, c := range r.Candidates {
		names[i] = fmt.Sprintf("%s/%0*d-%s.pdf", SplitCandidatesDir, width, i+1, slug(c.Name))
	}
	return names
}

// slug is a file-name form of a name: ASCII letters (accents dropped)
// and digits, lower case, other runs as one "-", at most maxSlug bytes;
// "candidate" when nothing is left (a name in CJK script, say).
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFKD.String(name) {
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(unicode.ToLower(r))
		case unicode.Is(unicode.Mn, r): // a combining accent
		default:
			dash = true
		}
		if b.Len() >= maxSlug {
			break
		}
	}
	s := b.String()
	s = strings.Trim(s[:min(len(s), maxSlug)], "-")
	if s == "" {
		return "candidate"
	}
	return s
}
