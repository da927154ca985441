package publish

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/filekind"
	"github.com/vitae-cv/vitae/internal/store"
)

// The files of a run besides its reports.
const (
	SnapshotName = "snapshot.json"
	ChangesName  = "changes.json"
)

// RunFolder is the run a path names: a run folder, or an output folder
// (its latest run).
func RunFolder(path string) string {
	if _, err := os.Stat(filepath.Join(path, ManifestName)); err != nil {
		if _, err := os.Stat(filepath.Join(path, "latest", ManifestName)); err == nil {
			return filepath.Join(path, "latest")
		}
	}
	return path
}

// History finds runs for "vitae diff": run folders, or run IDs in the
// output folder Out's runs/ or in the store's history (Path, else
// Out/.vitae/state.db). Close it when done.
type History struct {
	Out, Path string
	st        *store.Store
}

// Snapshot is the snapshot of the run arg names, and the run's ID.
func (h *History) Snapshot(arg string) (*analytics.Snapshot, string, error) {
	dir := RunFolder(arg)
	if h.Out != "" && !exists(filepath.Join(dir, SnapshotName)) && IsID(arg) {
		dir = filepath.Join(h.Out, RunsDir, arg)
	}
	if exists(filepath.Join(dir, SnapshotName)) || !IsID(arg) {
		s, err := readSnapshot(dir)
		return s, runName(dir), err
	}
	return h.recorded(arg)
}

// recorded is the snapshot of the run id in the store's history.
func (h *History) recorded(id string) (*analytics.Snapshot, string, error) {
	st, err := h.open()
	if err != nil {
		return nil, "", err
	}
	rec, err := st.Run(id)
	if err != nil {
		return nil, "", err
	}
	if want := filepath.Join(h.Out, RunsDir, id); h.Out != "" && !SameFolder(rec.Dir, want) {
		return nil, "", fmt.Errorf("%s: run %s in the history is %s, not %s: the store is shared with another job's output folder (give each job its own cache.path)", st.Path(), id, rec.Dir, want)
	}
	s, err := analytics.ReadSnapshot(bytes.NewReader(rec.Snapshot))
	if err != nil {
		return nil, "", fmt.Errorf("%s: run %s: %v", st.Path(), id, err)
	}
	return s, id, nil
}

// open opens the store the history is in (never creating one).
func (h *History) open() (*store.Store, error) {
	if h.st != nil {
		return h.st, nil
	}
	path := h.Path
	if path == "" && h.Out != "" {
		path = filepath.Join(h.Out, ".vitae", "state.db")
	}
	if path == "" {
		return nil, errors.New("a run ID needs --out DIR (or --store FILE) to find the run history")
	}
	if !exists(path) {
		return nil, fmt.Errorf("%s: no run history there", path)
	}
	st, err := store.Open(path)
	if err != nil {
		return nil, err
	}
	h.st = st
	return st, nil
}

// Diff is what changed from run a to run b (each as Snapshot takes it).
func (h *History) Diff(a, b string) (*analytics.Changes, error) {
	from, name, err := h.Snapshot(a)
	if err != nil {
		return nil, err
	}
	to, _, err := h.Snapshot(b)
	if err != nil {
		return nil, err
	}
	return analytics.Diff(from, to, name), nil
}

// Close closes the store, if it was opened.
func (h *History) Close() {
	if h.st != nil {
		h.st.Close()
	}
}

// SameFolder says whether a and b name one folder, which may no longer
// exist (a pruned run's).
func SameFolder(a, b string) bool {
	ra, errA := RealPath(a)
	rb, errB := RealPath(b)
	return errA == nil && errB == nil && ra == rb
}

// RealPath is path made absolute with the symbolic links of its longest
// existing part resolved; the part that does not exist yet (an output
// folder before the first run) is kept as written.
func RealPath(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	rest := ""
	for dir := abs; ; dir = filepath.Dir(dir) {
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(real, rest), nil
		}
		if filepath.Dir(dir) == dir { // the root: nothing resolves
			return abs, nil
		}
		rest = filepath.Join(filepath.Base(dir), rest)
	}
}

// Within says whether path is dir or inside it.
func Within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// openRegular opens the regular file at path; anything else (a named
// pipe, whose opening blocks; a device) is an error.
func openRegular(path string) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%s)", path, filekind.Of(info.Mode()))
	}
	return os.Open(path)
}

// exists says whether path exists.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// runName is a run folder's ID: its name, or where latest points.
func runName(dir string) string {
	if t, err := filepath.EvalSymlinks(dir); err == nil {
		dir = t
	}
	return filepath.Base(dir)
}

// readSnapshot reads a run's snapshot.json.
func readSnapshot(dir string) (*analytics.Snapshot, error) {
	f, err := openRegular(filepath.Join(dir, SnapshotName))
	if err != nil {
		return nil, fmt.Errorf("%s: not a run of vitae run (%v)", dir, err)
	}
	defer f.Close()
	s, err := analytics.ReadSnapshot(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, SnapshotName), err)
	}
	return s, nil
}

// SnapshotAt reads the snapshot.json at path; its error names the file
// and says why.
func SnapshotAt(path string) (*analytics.Snapshot, error) {
	f, err := openRegular(path)
	var pe *os.PathError
	if errors.As(err, &pe) {
		return nil, fmt.Errorf("%s: %w", path, pe.Err)
	}
	if err != nil {
		return nil, err // it names the file
	}
	defer f.Close()
	s, err := analytics.ReadSnapshot(f)
	if err != nil {
		return nil, fmt.Errorf("%s: not a snapshot this vitae reads (%s)", path, strings.TrimPrefix(err.Error(), "snapshot: "))
	}
	return s, nil
}

// WriteJSON writes v indented, HTML characters as they are, as a run's
// JSON files hold it.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
