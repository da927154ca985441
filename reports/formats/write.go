package formats

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/pdf"
)

// Set is what WriteAll writes: the formats, into Dir as NAME.EXT.
type Set struct {
	Formats []Format
	Dir     string
	Name    string
	Options reports.Options
	// Jobs is how many formats are written at once (each on its own
	// core); below 1, one.
	Jobs int
	// Split writes the PDF as a folder NAME-pdf of files (pdf.WriteSplit).
	Split bool
}

// Written is the outcome of one format: the file (or, split, the
// folder), how many files it wrote, and the error, if any.
type Written struct {
	Name, Path string
	Folder     bool // Path is the split PDF's folder
	Files      int
	Err        error
}

// String is the "wrote ..." line of a written report.
func (w Written) String() string {
	if w.Files > 1 {
		return fmt.Sprintf("wrote %s (%d PDF files: %s and one per candidate in %s/)",
			w.Path+string(filepath.Separator), w.Files, pdf.SplitCohortFile, pdf.SplitCandidatesDir)
	}
	return "wrote " + w.Path
}

// Paths are the files the set writes (the split PDF as its file would
// be named), for checking that none is an input.
func (s *Set) Paths() []string {
	var paths []string
	for _, f := range s.Formats {
		paths = append(paths, filepath.Join(s.Dir, s.Name+"."+f.Ext))
	}
	return paths
}

// WriteAll writes the set's formats, at most s.Jobs at once, and returns
// their outcomes in the order of s.Formats. Each renderer reads the
// report and writes its own file, so the bytes do not depend on which
// finishes first.
func (s *Set) WriteAll(rep *analytics.Report) []Written {
	out := make([]Written, len(s.Formats))
	slots := make(chan struct{}, max(s.Jobs, 1))
	var wg sync.WaitGroup
	for i, f := range s.Formats {
		folder := s.Split && f.Name == "pdf"
		out[i] = Written{Name: f.Name, Path: filepath.Join(s.Dir, s.Name+"."+f.Ext), Folder: folder}
		if folder {
			out[i].Path = filepath.Join(s.Dir, s.Name+"-pdf")
		}
		wg.Go(func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			out[i].Files, out[i].Err = writeOne(f, out[i].Path, folder, rep, s.Options)
		})
	}
	wg.Wait()
	return out
}

// WriteSplit writes the split PDF (a variable for the tests to make it
// fail).
var WriteSplit = pdf.WriteSplit

// writeOne writes one format to path, a file, or with folder (the split
// PDF) a folder of files, and returns how many files it wrote.
func writeOne(f Format, path string, folder bool, rep *analytics.Report, ropt reports.Options) (int, error) {
	if folder {
		paths, err := WriteSplit(path, rep, ropt)
		return len(paths), err
	}
	return 1, reports.WriteFile(path, func(w io.Writer) error { return f.Write(w, rep, ropt) })
}

// Failed says the failures of ws, one line each through say, and returns
// how many failed. A folder of reports must never hold two runs' files
// side by side, unmarked: when a format failed but another was written,
// the earlier run's file of the failed format is removed (and said).
// When every format failed, nothing of this run was written and the
// earlier set is left whole.
func Failed(ws []Written, say func(line string)) (bad int) {
	some := slices.ContainsFunc(ws, func(w Written) bool { return w.Err == nil })
	for _, w := range ws {
		if w.Err == nil {
			continue
		}
		bad++
		removed := ""
		if some {
			removed = removeEarlier(w)
		}
		say(fmt.Sprintf("%s report: %v%s", w.Name, w.Err, removed))
	}
	return bad
}

// removeEarlier removes what an earlier run wrote at the path of the
// failed format w (its file, or the split PDF's files) and says so, as
// the end of w's error line.
func removeEarlier(w Written) string {
	remove, what := removeStaleFile, "the earlier "+filepath.Base(w.Path)
	if w.Folder {
		remove, what = removeStaleSplit, "the earlier PDF files in "+filepath.Base(w.Path)+string(filepath.Separator)
	}
	n, err := remove(w.Path)
	switch {
	case err != nil:
		return fmt.Sprintf("; could not remove %s, which is not this run's: %v", what, err)
	case n > 0:
		return "; removed " + what + ", not to leave it beside this run's reports"
	}
	return ""
}

// removeStaleFile removes the report file at path (the file a link
// there names, as reports.WriteFile would have replaced it); a device, a
// pipe or a folder there is not a report and stays. It returns how many
// files it removed.
func removeStaleFile(path string) (int, error) {
	target, err := filepath.EvalSymlinks(path)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	if info, err := os.Lstat(target); err != nil || !info.Mode().IsRegular() {
		return 0, err
	}
	if err := os.Remove(target); err != nil {
		return 0, err
	}
	return 1, nil
}

// reSplitFile matches the candidates' files of a split PDF, as
// pdf.SplitNames names them: "00042-ana-lopez.pdf".
var reSplitFile = regexp.MustCompile(`^[0-9]{5,}-[a-z0-9-]+\.pdf$`)

// removeStaleSplit removes the files of a split PDF in dir (its cohort
// file and its candidates' files) and the folders they leave empty;
// other files stay. It returns how many files it removed and the first
// error (one line).
func removeStaleSplit(dir string) (int, error) {
	n := 0
	var first error
	rm := func(path string) {
		if info, err := os.Lstat(path); err != nil || !info.Mode().IsRegular() {
			return
		}
		if err := os.Remove(path); err != nil {
			first = cmp.Or(first, err)
			return
		}
		n++
	}
	rm(filepath.Join(dir, pdf.SplitCohortFile))
	cands := filepath.Join(dir, pdf.SplitCandidatesDir)
	entries, err := os.ReadDir(cands)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		first = err
	}
	for _, e := range entries {
		if reSplitFile.MatchString(e.Name()) {
			rm(filepath.Join(cands, e.Name()))
		}
	}
	os.Remove(cands) // when empty
	os.Remove(dir)
	return n, first
}

// SweepTemps removes the temporary files that a killed report of the
// same name left in out and in its split PDF's folders
// (reports.SweepTemps: never a live writer's). It returns how many it
// removed, and says each file it could not remove through warn.
func SweepTemps(out, name string, warn func(line string)) int {
	ours := func(n string) bool {
		return slices.ContainsFunc(All, func(f Format) bool { return n == name+"."+f.Ext })
	}
	split := filepath.Join(out, name+"-pdf")
	n := 0
	for _, d := range []struct {
		dir  string
		want func(string) bool
	}{
		{out, ours},
		{split, func(n string) bool { return n == pdf.SplitCohortFile }},
		{filepath.Join(split, pdf.SplitCandidatesDir), reSplitFile.MatchString},
	} {
		gone, err := reports.SweepTemps(d.dir, d.want, time.Now())
		n += len(gone)
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") { // one per file
				warn(line)
			}
		}
	}
	return n
}

// MinHeapLimit is the least soft memory limit BoundHeap sets: under
// 1 GiB with room for the runtime's own memory, so that a cohort whose
// report holds up to some 300 MB renders within 1 GiB. Measured on
// 30,000 generated records (report heap 234 MB): 920 MiB peak and the
// CPU of a 1 GiB limit; at 768 MiB the collector ran a quarter more.
const MinHeapLimit = 900 << 20

// renderGCPercent is the GOGC of the rendering: the heap may grow to
// 2.5 times what is live between collections (under the memory limit)
// rather than twice. Measured on 10,000 generated records (CPU profile):
// at GOGC=175 the collector's own work fell from 2.2 s to 1.4 s and the
// run's CPU by 1.3 s, for a peak of 837 MiB instead of 665.
const renderGCPercent = 150

// renderRoom is the most room BoundHeap's limit leaves above the
// report's heap: the renderers stream, so what they hold at once (some
// 300 MB at 100,000 candidates) does not grow with the cohort as the
// report does, and the rest is the collector's headroom. Measured on
// 100,000 generated records (report heap about 690 MiB, live heap at
// most about 1 GB): a limit 1,200 MiB above the heap peaked at 1.97 GiB
// (three times the heap: 2.27 GiB), on a loaded machine; 1,100 MiB
// leaves room for the runtime's own memory under 2 GiB.
const renderRoom = 1100 << 20

// heapLimit is the soft memory limit for rendering a report whose heap
// is heap bytes: three times the heap, at most renderRoom above it, and
// at least MinHeapLimit.
func heapLimit(heap int64) int64 {
	return max(MinHeapLimit, min(3*heap, heap+renderRoom))
}

// BoundHeap sets Go's GC percent for the rendering (renderGCPercent,
// unless GOGC is set) and its soft memory limit, unless GOMEMLIMIT does:
// heapLimit of the heap the report holds. Without it the heap may grow
// to 2.5 times what is live before a collection, and three renderers at
// once make that a lot; with it the collector works harder only near the
// limit, which stays far enough above what is live never to make it run
// all the time.
func BoundHeap(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(renderGCPercent)
	}
	if getenv("GOMEMLIMIT") != "" {
		return
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	debug.SetMemoryLimit(heapLimit(int64(ms.HeapAlloc)))
}
