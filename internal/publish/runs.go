package publish

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Names in OUT.
const (
	RunsDir    = "runs"
	LatestName = "latest"
	idLayout   = "2006-01-02T1504Z"
	partialExt = ".partial"
)

// reID matches a run ID: the start minute in UTC and an optional -N.
var reID = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}T\d{4}Z(-[1-9]\d*)?$`)

// IsID reports whether name is a run ID.
func IsID(name string) bool { return reID.MatchString(name) }

// idKey splits a run ID into its minute and its number (1 without -N),
// the order runs are sorted in.
func idKey(id string) (string, int) {
	base, n, ok := strings.Cut(id, "Z-")
	if !ok {
		return id, 1
	}
	k, _ := strconv.Atoi(n)
	return base + "Z", k
}

// compareIDs orders run IDs by start minute, then by number.
func compareIDs(a, b string) int {
	ab, an := idKey(a)
	bb, bn := idKey(b)
	if c := strings.Compare(ab, bb); c != 0 {
		return c
	}
	return an - bn
}

// baseID is the run ID of a run started at t, before any -N.
func baseID(t time.Time) string { return t.UTC().Format(idLayout) }

// Runs returns the IDs of the complete runs in OUT/runs, oldest first.
// A missing OUT/runs is no runs.
func Runs(out string) ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(out, RunsDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, e := range entries {
		if e.IsDir() && IsID(e.Name()) {
			ids = append(ids, e.Name())
		}
	}
	slices.SortFunc(ids, compareIDs)
	return ids, nil
}

// Latest returns the ID of the run OUT/latest points to, or "" (and no
// error) when OUT has no latest yet. A latest that is not a link to a run
// folder is an error: vitae did not make it and will not replace it.
func Latest(out string) (string, error) {
	path := filepath.Join(out, LatestName)
	info, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	if info.Mode()&fs.ModeSymlink == 0 {
		return "", fmt.Errorf("%s: is not a link to a run folder (vitae did not make it; move it away)", path)
	}
	target, err := os.Readlink(path)
	if err != nil {
		return "", err
	}
	id, ok := strings.CutPrefix(filepath.ToSlash(filepath.Clean(target)), RunsDir+"/") // ./runs/ID/ made by hand
	if !ok || !IsID(id) {
		return "", fmt.Errorf("%s: points at %s, not at a run folder %s/ID", path, target, RunsDir)
	}
	return id, nil
}

// Previous returns the run OUT/latest pointed to before the latest run,
// as the latest run's manifest records it. ok is false when there is no
// latest run, when it was the first, or when that run's folder has been
// pruned since.
func Previous(out string) (id string, ok bool, err error) {
	latest, err := Latest(out)
	if err != nil || latest == "" {
		return "", false, err
	}
	m, err := ReadManifest(filepath.Join(out, RunsDir, latest))
	if err != nil {
		return "", false, err
	}
	if m.Previous == "" || !IsID(m.Previous) {
		return "", false, nil
	}
	info, err := os.Stat(filepath.Join(out, RunsDir, m.Previous))
	if err != nil || !info.IsDir() {
		return "", false, nil
	}
	return m.Previous, true, nil
}

// Prune removes the complete runs published longest ago so that keep of
// them remain (keep >= 1), never the one OUT/latest points to nor those
// named in also (the run just published, which latest may not name: a
// run held for a breached policy); these count as kept, so more than
// keep may remain. Runs are ordered as they were published, as their
// manifests record it (see publicationOrder), not by their IDs: a run
// folder dated in the future by a clock that ran ahead would otherwise
// be kept in place of the runs published after it. It returns the IDs it
// removed, oldest first. A run is renamed to its .ID.partial name before
// it is removed, so one half removed by a killed process is swept, never
// read as a run. Call it holding the lock.
func Prune(out string, keep int, also ...string) ([]string, error) {
	if keep < 1 {
		return nil, fmt.Errorf("%s: keep must be at least 1, not %d", out, keep)
	}
	ids, err := Runs(out)
	if err != nil {
		return nil, err
	}
	latest, err := Latest(out)
	if err != nil {
		return nil, err
	}
	kept := 0
	protected := func(id string) bool { return id == latest || slices.Contains(also, id) }
	for _, id := range ids {
		if protected(id) {
			kept++
		}
	}
	var gone []string
	for _, id := range slices.Backward(publicationOrder(out, ids)) {
		if protected(id) {
			continue
		}
		if kept < keep {
			kept++
			continue
		}
		if err := removeRun(out, id); err != nil {
			return gone, err
		}
		gone = append(gone, id)
	}
	slices.Reverse(gone)
	return gone, nil
}

// publicationOrder sorts the complete runs ids (in ID order) oldest
// published first, as their manifests record it: each names the run
// latest named when it was made (Previous), so a run comes after that
// one. A run is ranked by how many runs of ids its manifest's previous
// runs lead back through; of two of the same rank, one latest was not
// switched to (held for a breached policy) was made first, else the
// lower ID. A run without a readable manifest (made by hand, or
// damaged) ranks before all others, in ID order.
func publicationOrder(out string, ids []string) []string {
	runs := make(map[string]*published, len(ids))
	for _, id := range ids {
		if m, err := ReadManifest(filepath.Join(out, RunsDir, id)); err == nil {
			runs[id] = &published{prev: m.Previous, switched: m.Published, depth: -1}
		}
	}
	for id := range runs {
		setDepth(runs, id)
	}
	order := slices.Clone(ids)
	slices.SortStableFunc(order, func(a, b string) int {
		ra, okA := runs[a]
		rb, okB := runs[b]
		switch {
		case !okA || !okB:
			return boolRank(okA) - boolRank(okB)
		case ra.depth != rb.depth:
			return ra.depth - rb.depth
		}
		return boolRank(ra.switched) - boolRank(rb.switched)
	})
	return order
}

// published is what a run's manifest says of when it was published.
type published struct {
	prev     string // the run latest named before it
	switched bool   // latest was switched to it
	depth    int    // how many runs of the set its previous runs lead back through; -1: not known yet
}

// setDepth sets the depth of the run id and of those on its way back:
// it walks back to a run of known depth or out of the set, then numbers
// the way back. A cycle (manifests edited by hand) ends the walk.
func setDepth(runs map[string]*published, id string) {
	var path []string
	seen := map[string]bool{}
	d := -1
	for cur := id; ; {
		r, ok := runs[cur]
		if !ok || seen[cur] {
			break
		}
		if r.depth >= 0 {
			d = r.depth
			break
		}
		seen[cur] = true
		path = append(path, cur)
		cur = r.prev
	}
	for _, p := range slices.Backward(path) {
		d++
		runs[p].depth = d
	}
}

// boolRank is 1 for true, 0 for false.
func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// removeRun removes the complete run id: first out of sight, then from
// the disk.
func removeRun(out, id string) error {
	runs := filepath.Join(out, RunsDir)
	hidden := filepath.Join(runs, "."+id+partialExt)
	if err := os.Rename(filepath.Join(runs, id), hidden); err != nil {
		return fmt.Errorf("%s: cannot remove the run %s: %w", runs, id, err)
	}
	syncDir(runs)
	if err := os.RemoveAll(hidden); err != nil {
		return fmt.Errorf("%s: cannot remove: %w", hidden, err)
	}
	return nil
}
