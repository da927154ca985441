package publish

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/vitae-cv/vitae/internal/atomicfile"
)

// Run is one run being written: its files go into Dir, the hidden folder
// OUT/runs/.ID.partial, until Commit renames it to OUT/runs/ID.
type Run struct {
	Out string // the output folder
	ID  string // the run ID, e.g. 2026-11-22T0300Z
	Dir string // the folder files are written to; OUT/runs/ID after Commit
	// Hold makes Commit complete the run folder but leave latest where it
	// is: a run that breached a policy is kept for inspection, while
	// readers of latest keep the last good set.
	Hold bool

	mu   sync.Mutex
	done bool // committed or aborted
}

// Begin starts a new run in OUT (made if needed): its ID is started in
// UTC to the minute, with -2, -3, ... after the highest number of that
// minute in OUT/runs (complete or partial), so that IDs keep their order
// when earlier runs of the minute were pruned; it makes the folder
// OUT/runs/.ID.partial. Call it holding the lock.
func Begin(out string, started time.Time) (*Run, error) {
	if _, err := Latest(out); err != nil {
		return nil, err
	}
	runs := filepath.Join(out, RunsDir)
	if err := os.MkdirAll(runs, 0o755); err != nil {
		return nil, fmt.Errorf("%s: cannot make the runs folder: %w", runs, err)
	}
	entries, err := os.ReadDir(runs)
	if err != nil {
		return nil, err
	}
	base := baseID(started)
	first := highestOf(entries, base) + 1
	// Each ID taken needs an entry (its folder or its partial one), so one
	// of len(entries)+1 IDs from first is free.
	for n := first; n <= first+len(entries); n++ {
		id := base
		if n > 1 {
			id += "-" + strconv.Itoa(n)
		}
		if _, err := os.Lstat(filepath.Join(runs, id)); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		dir := filepath.Join(runs, "."+id+partialExt)
		err := os.Mkdir(dir, 0o755)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("%s: cannot make the run folder: %w", dir, err)
		}
		return &Run{Out: out, ID: id, Dir: dir}, nil
	}
	return nil, fmt.Errorf("%s: no free run ID for %s", runs, base)
}

// highestOf is the highest number of the runs of minute base among
// entries (run folders and partial ones: 1 for base itself), or 0.
func highestOf(entries []fs.DirEntry, base string) int {
	high := 0
	for _, e := range entries {
		id := e.Name()
		if isPartial(id) {
			id = strings.TrimSuffix(strings.TrimPrefix(id, "."), partialExt)
		}
		if b, n := idKey(id); IsID(id) && b == base {
			high = max(high, n)
		}
	}
	return high
}

// Path returns the path of the file name (/ separated, relative) in the
// run's folder.
func (r *Run) Path(name string) string {
	return filepath.Join(r.Dir, filepath.FromSlash(name))
}

// Commit publishes the run. It sets m.Run, m.Previous (the run latest
// names now), m.Outputs (every file in the run folder but manifest.json:
// path, size and SHA-256, sorted by path) and rounds m.Started and
// m.Finished to whole seconds in UTC (a zero Finished becomes now); writes
// manifest.json atomically; syncs the folder and renames it to
// OUT/runs/ID; then points OUT/latest at it, atomically. When Commit fails
// before the rename, latest is untouched and the run can be aborted; when
// only the switch of latest fails, the run folder is complete and the
// error says so.
func (r *Run) Commit(m *Manifest) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done {
		return fmt.Errorf("%s: run %s was already committed or aborted", r.Out, r.ID)
	}
	prev, err := Latest(r.Out)
	if err != nil {
		return err
	}
	outputs, err := listOutputs(r.Dir)
	if err != nil {
		return err
	}
	m.Run, m.Previous, m.Outputs, m.Published = r.ID, prev, outputs, !r.Hold
	m.Started = m.Started.UTC().Truncate(time.Second)
	if m.Finished.IsZero() {
		m.Finished = time.Now()
	}
	m.Finished = m.Finished.UTC().Truncate(time.Second)
	data, err := m.Marshal()
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(r.Path(ManifestName), func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return err
	}
	syncDir(r.Dir)
	final := filepath.Join(r.Out, RunsDir, r.ID)
	if err := os.Rename(r.Dir, final); err != nil {
		return fmt.Errorf("%s: cannot publish the run: %w", r.Dir, err)
	}
	syncDir(filepath.Dir(final))
	r.Dir, r.done = final, true
	if r.Hold {
		return nil
	}
	if err := switchLatest(r.Out, r.ID); err != nil {
		return fmt.Errorf("%w (run %s is complete in %s; latest still names the one before)", err, r.ID, final)
	}
	return nil
}

// Abort removes the run's partial folder and everything in it; latest is
// untouched. It is for errors and signals, may be called from another
// goroutine (it waits for a Commit under way) and more than once, and
// does nothing after Commit.
func (r *Run) Abort() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.done {
		return nil
	}
	r.done = true
	if err := os.RemoveAll(r.Dir); err != nil {
		return fmt.Errorf("%s: cannot remove the unfinished run: %w", r.Dir, err)
	}
	return nil
}

// listOutputs lists the regular files under dir but dir/manifest.json,
// with their sizes and SHA-256, sorted by their / separated paths.
// Anything else (a link, a device) is an error.
func listOutputs(dir string) ([]Output, error) {
	var outs []Output
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel == ManifestName {
			return nil
		}
		if !d.Type().IsRegular() {
			return fmt.Errorf("%s: is not a regular file; a run folder holds only files", path)
		}
		size, sum, err := HashFile(path)
		if err != nil {
			return err
		}
		outs = append(outs, Output{Path: rel, Size: size, SHA256: sum})
		return nil
	})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(outs, func(a, b Output) int { return strings.Compare(a.Path, b.Path) })
	return outs, nil
}

// switchLatest points OUT/latest at runs/id: it makes the link under a
// temporary name and renames it over latest, so there is no moment
// without a latest.
func switchLatest(out, id string) error {
	target := RunsDir + "/" + id
	latest := filepath.Join(out, LatestName)
	var tmp string
	var err error
	for range 8 { // a name taken 8 times in a row is not chance
		tmp = filepath.Join(out, ".latest."+strconv.FormatUint(uint64(rand.Uint32()), 10)+".tmp")
		if err = os.Symlink(target, tmp); !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("%s: cannot make the new link: %w", latest, err)
	}
	if err := os.Rename(tmp, latest); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("%s: cannot switch to run %s: %w", latest, id, err)
	}
	syncDir(out)
	return nil
}

// syncDir makes renames in dir durable where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
