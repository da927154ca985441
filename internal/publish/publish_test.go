package publish

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/golden"
)

// week1 is the start of the first run in these tests; the seconds are
// dropped from its ID.
var week1 = time.Date(2026, 11, 22, 3, 0, 42, 0, time.UTC)

// put writes text to the file name (/ separated) under dir.
func put(t *testing.T, dir, name, text string) {
	t.Helper()
	path := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// sum is the SHA-256 of text in hex.
func sum(text string) string {
	s := sha256.Sum256([]byte(text))
	return hex.EncodeToString(s[:])
}

// testManifest is a manifest as the lead fills it, for a run started at
// started.
func testManifest(started time.Time) *Manifest {
	return &Manifest{
		Version: "v0.0.0-test",
		Job:     Job{Path: "jobs/weekly.toml", SHA256: sum("[inputs]\n")},
		Options: map[string]any{"formats": []string{"html", "pdf"}, "title": "Hiring <2026> & co", "min_papers": 2},
		Started: started, Finished: started.Add(90*time.Second + 300*time.Millisecond),
		Inputs: []Input{
			{Path: "applications/ada.md", Size: 120, SHA256: sum("ada"), Format: "markdown", AsOf: "2026-11-01", Status: StatusRead, Warnings: 1, Cached: true},
			{Path: "applications/zed.pdf", Size: 9, SHA256: sum("zed"), Format: "pdf", Status: StatusFailed, Why: "no text layer"},
		},
		Candidates:  1,
		Totals:      map[string]int{"papers": 3, "awards": 1},
		Corrections: Corrections{Applied: 2, Stale: 1},
		Policy:      Policy{Breaches: []string{"failed"}},
		Exit:        3,
	}
}

// publish makes a complete run in out started at started with the files
// (name -> text) and returns it.
func publish(t *testing.T, out string, started time.Time, files map[string]string) *Run {
	t.Helper()
	r, err := Begin(out, started)
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		put(t, r.Dir, name, text)
	}
	if err := r.Commit(testManifest(started)); err != nil {
		t.Fatal(err)
	}
	return r
}

// wantLatest fails unless OUT/latest is a relative link to runs/id.
func wantLatest(t *testing.T, out, id string) {
	t.Helper()
	got, err := Latest(out)
	if err != nil || got != id {
		t.Fatalf("Latest = %q, %v; want %q", got, err, id)
	}
	target, err := os.Readlink(filepath.Join(out, LatestName))
	if err != nil || target != "runs/"+id {
		t.Fatalf("latest -> %q, %v; want runs/%s", target, err, id)
	}
}

// wantRuns fails unless the complete runs in out are ids, in that order.
func wantRuns(t *testing.T, out string, ids ...string) {
	t.Helper()
	got, err := Runs(out)
	if err != nil || !slices.Equal(got, ids) {
		t.Fatalf("Runs = %q, %v; want %q", got, err, ids)
	}
}

var reportFiles = map[string]string{
	"report.html":          "<html>3 candidates</html>",
	"report.pdf":           "%PDF-1.7 three",
	"charts/papers.csv":    "year,papers\n2025,3\n",
	"charts.txt":           "sorts before charts/ (. < /)",
	"changes/changes.json": "{}",
}

func TestCycle(t *testing.T) {
	out := filepath.Join(t.TempDir(), "reports")
	r1, err := Begin(out, week1)
	if err != nil {
		t.Fatal(err)
	}
	if r1.ID != "2026-11-22T0300Z" || r1.Dir != filepath.Join(out, "runs", ".2026-11-22T0300Z.partial") {
		t.Fatalf("Begin = %s in %s", r1.ID, r1.Dir)
	}
	if got := r1.Path("charts/a.csv"); got != filepath.Join(r1.Dir, "charts", "a.csv") {
		t.Errorf("Path = %s", got)
	}
	for name, text := range reportFiles {
		put(t, r1.Dir, name, text)
	}
	wantRuns(t, out) // a partial run is no run
	if id, err := Latest(out); id != "" || err != nil {
		t.Fatalf("Latest before the first commit = %q, %v", id, err)
	}
	m := testManifest(week1)
	if err := r1.Commit(m); err != nil {
		t.Fatal(err)
	}
	if r1.Dir != filepath.Join(out, "runs", r1.ID) {
		t.Errorf("Dir after Commit = %s", r1.Dir)
	}
	if _, err := os.Stat(filepath.Join(out, "runs", ".2026-11-22T0300Z.partial")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the partial folder is still there: %v", err)
	}
	wantLatest(t, out, r1.ID)
	wantRuns(t, out, r1.ID)

	got, err := ReadManifest(filepath.Join(out, "latest"))
	if err != nil {
		t.Fatal(err)
	}
	want := []Output{
		{"changes/changes.json", 2, sum("{}")},
		{"charts.txt", int64(len(reportFiles["charts.txt"])), sum(reportFiles["charts.txt"])},
		{"charts/papers.csv", 19, sum("year,papers\n2025,3\n")},
		{"report.html", 25, sum("<html>3 candidates</html>")},
		{"report.pdf", 14, sum("%PDF-1.7 three")},
	}
	if !slices.Equal(got.Outputs, want) {
		t.Errorf("Outputs =\n%v\nwant\n%v", got.Outputs, want)
	}
	if got.Run != r1.ID || got.Previous != "" || !got.Started.Equal(week1.Truncate(time.Second)) || got.Finished != week1.Add(90*time.Second) {
		t.Errorf("manifest run %q previous %q started %v finished %v", got.Run, got.Previous, got.Started, got.Finished)
	}
	if _, ok, err := Previous(out); ok || err != nil {
		t.Errorf("Previous after the first run: ok %v, %v", ok, err)
	}
	if p, err := Verify(filepath.Join(out, "latest")); len(p) > 0 || err != nil {
		t.Errorf("Verify = %v, %v", p, err)
	}
	if err := r1.Commit(m); err == nil {
		t.Error("a second Commit of the same run succeeded")
	}

	r2 := publish(t, out, week1.AddDate(0, 0, 7), map[string]string{"report.html": "week 2"})
	wantLatest(t, out, "2026-11-29T0300Z")
	if prev, ok, err := Previous(out); prev != r1.ID || !ok || err != nil {
		t.Errorf("Previous = %q, %v, %v; want %s", prev, ok, err, r1.ID)
	}
	r3 := publish(t, out, week1.AddDate(0, 0, 14), map[string]string{"report.html": "week 3"})
	r4 := publish(t, out, week1.AddDate(0, 0, 21), map[string]string{"report.html": "week 4"})
	wantRuns(t, out, r1.ID, r2.ID, r3.ID, r4.ID)

	gone, err := Prune(out, 3)
	if err != nil || !slices.Equal(gone, []string{r1.ID}) {
		t.Fatalf("Prune(3) = %q, %v", gone, err)
	}
	wantRuns(t, out, r2.ID, r3.ID, r4.ID)
	if _, ok, _ := Previous(out); !ok {
		t.Error("Previous lost r3, which Prune kept")
	}

	// latest back at r2 (as after a run whose switch failed): Prune keeps it
	// and the newest other runs.
	if err := switchLatest(out, r2.ID); err != nil {
		t.Fatal(err)
	}
	gone, err = Prune(out, 2)
	if err != nil || !slices.Equal(gone, []string{r3.ID}) {
		t.Fatalf("Prune(2) with latest at the oldest = %q, %v", gone, err)
	}
	gone, err = Prune(out, 1)
	if err != nil || !slices.Equal(gone, []string{r4.ID}) {
		t.Fatalf("Prune(1) = %q, %v", gone, err)
	}
	wantRuns(t, out, r2.ID)
	wantLatest(t, out, r2.ID)
	if _, ok, err := Previous(out); ok || err != nil {
		t.Errorf("Previous of the first run kept: ok %v, %v", ok, err)
	}
	if _, err := Prune(out, 0); err == nil {
		t.Error("Prune(0) succeeded")
	}
	if p, err := Verify(filepath.Join(out, "latest")); len(p) > 0 || err != nil {
		t.Errorf("Verify after pruning = %v, %v", p, err)
	}
	if names := dirNames(t, filepath.Join(out, "runs")); !slices.Equal(names, []string{r2.ID}) {
		t.Errorf("runs/ holds %q", names)
	}
}

// dirNames lists the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestVerifyProblems(t *testing.T) {
	out := t.TempDir()
	publish(t, out, week1, map[string]string{
		"a.html": "same length", "b.pdf": "shorter soon", "c.xlsx": "gone soon", "d/e.csv": "fine",
	})
	dir := filepath.Join(out, "latest")
	put(t, dir, "a.html", "SAME LENGTH")
	put(t, dir, "b.pdf", "short")
	if err := os.Remove(filepath.Join(dir, "c.xlsx")); err != nil {
		t.Fatal(err)
	}
	put(t, dir, "d/extra.txt", "not ours")
	problems, err := Verify(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	want := []string{
		"a.html: contents changed (SHA-256 " + sum("SAME LENGTH") + ", the manifest says " + sum("same length") + ")",
		"b.pdf: 5 bytes, the manifest says 12",
		"c.xlsx: missing (the manifest lists it)",
		"d/extra.txt: not listed in the manifest",
	}
	if !slices.Equal(got, want) {
		t.Errorf("Verify =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if _, err := Verify(t.TempDir()); err == nil {
		t.Error("Verify of a folder without a manifest succeeded")
	}
}

func TestVerifyOutsidePath(t *testing.T) {
	dir := t.TempDir()
	m := &Manifest{Outputs: []Output{{Path: "../secret", Size: 1, SHA256: sum("x")}}}
	data, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	put(t, dir, ManifestName, string(data))
	p, err := Verify(dir)
	if err != nil || len(p) != 1 || p[0].What != "is not a path inside the run folder" {
		t.Errorf("Verify = %v, %v", p, err)
	}
}

func TestAbortAndSweep(t *testing.T) {
	out := t.TempDir()
	r1 := publish(t, out, week1, map[string]string{"report.html": "week 1"})

	// A run killed mid-way: files in its partial folder, temporary files of
	// atomic writes in OUT and in a run folder, a temporary latest link.
	r2, err := Begin(out, week1.AddDate(0, 0, 7))
	if err != nil {
		t.Fatal(err)
	}
	put(t, r2.Dir, "report.html", "half of week 2")
	var temps []string
	for _, dir := range []string{out, r1.Dir, filepath.Join(out, "runs")} {
		f, err := os.CreateTemp(dir, ".report.xlsx.*.tmp") // as atomicfile.WriteFile names them
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		temps = append(temps, f.Name())
	}
	link := filepath.Join(out, ".latest.12345.tmp")
	if err := os.Symlink("runs/"+r2.ID, link); err != nil {
		t.Fatal(err)
	}
	// What Sweep must leave: files of people, and names that only look
	// like vitae's.
	keep := []string{"notes.txt", ".hidden", "report.html.1.tmp", ".report.html.tmp", ".latest", "runs/.notes.partial/x", "runs/other/.a.1.tmp", "runs/" + r1.ID + "/sub/.b.2.tmp"}
	for _, name := range keep {
		put(t, out, name, "keep me")
	}
	for _, dir := range []string{".dir.3.tmp", ".latest.5.tmp"} {
		if err := os.Mkdir(filepath.Join(out, dir), 0o755); err != nil {
			t.Fatal(err)
		}
		keep = append(keep, dir)
	}

	wantLatest(t, out, r1.ID)
	gone, err := Sweep(out)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{link, temps[0], filepath.Join(out, "runs", "."+r2.ID+".partial"), temps[2], temps[1]}
	slices.Sort(want[:2])
	if !slices.Equal(gone, want) {
		t.Errorf("Sweep removed\n%s\nwant\n%s", strings.Join(gone, "\n"), strings.Join(want, "\n"))
	}
	for _, path := range want {
		if _, err := os.Lstat(path); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s is still there", path)
		}
	}
	for _, name := range keep {
		if _, err := os.Lstat(filepath.Join(out, filepath.FromSlash(name))); err != nil {
			t.Errorf("Sweep removed %s: %v", name, err)
		}
	}
	wantLatest(t, out, r1.ID)
	wantRuns(t, out, r1.ID)
	if gone, err := Sweep(out); len(gone) > 0 || err != nil {
		t.Errorf("a second Sweep removed %q, %v", gone, err)
	}
	if gone, err := Sweep(filepath.Join(out, "nothing-here")); len(gone) > 0 || err != nil {
		t.Errorf("Sweep of a missing OUT = %q, %v", gone, err)
	}

	// An aborted run: its folder goes, latest stays, it cannot be committed.
	r3, err := Begin(out, week1.AddDate(0, 0, 14))
	if err != nil {
		t.Fatal(err)
	}
	put(t, r3.Dir, "report.html", "half of week 3")
	if err := r3.Abort(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(r3.Dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Abort left %s: %v", r3.Dir, err)
	}
	if err := r3.Commit(testManifest(week1)); err == nil {
		t.Error("Commit after Abort succeeded")
	}
	if err := r3.Abort(); err != nil {
		t.Errorf("a second Abort: %v", err)
	}
	if err := r1.Abort(); err != nil {
		t.Errorf("Abort of a committed run: %v", err)
	}
	wantLatest(t, out, r1.ID)
	wantRuns(t, out, r1.ID)
}

func TestBeginIDs(t *testing.T) {
	out := t.TempDir()
	paris := time.FixedZone("CET", 3600)
	local := time.Date(2026, 11, 22, 4, 0, 5, 0, paris) // 03:00:05 UTC
	var ids []string
	for i := range 3 {
		r, err := Begin(out, local.Add(time.Duration(i)*10*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		if i == 1 {
			if err := r.Commit(testManifest(local)); err != nil {
				t.Fatal(err)
			}
		}
		ids = append(ids, r.ID)
	}
	want := []string{"2026-11-22T0300Z", "2026-11-22T0300Z-2", "2026-11-22T0300Z-3"}
	if !slices.Equal(ids, want) {
		t.Errorf("IDs = %q, want %q", ids, want)
	}
	// Runs sorts by time and then by number, not by bytes (-10 after -9).
	for _, id := range []string{"2026-11-22T0300Z-10", "2026-11-22T0300Z-9", "2026-11-22T0300Z", "2026-11-21T2359Z", "2026-11-22T0301Z", "not-a-run", ".2026-11-22T0302Z.partial"} {
		if err := os.MkdirAll(filepath.Join(out, "runs", id), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	wantRuns(t, out, "2026-11-21T2359Z", "2026-11-22T0300Z", "2026-11-22T0300Z-2", "2026-11-22T0300Z-9", "2026-11-22T0300Z-10", "2026-11-22T0301Z")
}

func TestLatestNotALink(t *testing.T) {
	out := t.TempDir()
	put(t, out, "latest/report.html", "made by hand")
	if _, err := Begin(out, week1); err == nil || !strings.Contains(err.Error(), filepath.Join(out, "latest")+": is not a link") {
		t.Errorf("Begin with latest a folder: %v", err)
	}
	out = t.TempDir()
	if err := os.Symlink("elsewhere", filepath.Join(out, "latest")); err != nil {
		t.Fatal(err)
	}
	if _, err := Latest(out); err == nil || !strings.Contains(err.Error(), "points at elsewhere") {
		t.Errorf("Latest with a foreign link: %v", err)
	}
}

func TestManifestBytes(t *testing.T) {
	// The same files and the same run give the same manifest, byte for byte,
	// in two output folders; the golden file holds its format.
	var got [2][]byte
	for i := range got {
		out := t.TempDir()
		publish(t, out, week1, reportFiles)
		data, err := os.ReadFile(filepath.Join(out, "latest", ManifestName))
		if err != nil {
			t.Fatal(err)
		}
		got[i] = data
	}
	if string(got[0]) != string(got[1]) {
		t.Errorf("two runs of the same files differ:\n%s\n%s", got[0], got[1])
	}
	golden.Check(t, filepath.Join("testdata", "manifest.json"), got[0])
	m := &Manifest{}
	data, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for _, empty := range []string{`"inputs": []`, `"outputs": []`, `"breaches": []`, `"options": {}`, `"totals": {}`} {
		if !strings.Contains(string(data), empty) {
			t.Errorf("an empty manifest lacks %s:\n%s", empty, data)
		}
	}
}

// TestHold: a held run is complete in runs/ and verifies, but latest
// stays on the run before, and its manifest says it was not published.
func TestHold(t *testing.T) {
	out := filepath.Join(t.TempDir(), "reports")
	r1, err := Begin(out, week1)
	if err != nil {
		t.Fatal(err)
	}
	put(t, r1.Dir, "report.html", "one")
	if err := r1.Commit(testManifest(week1)); err != nil {
		t.Fatal(err)
	}
	r2, err := Begin(out, week1.Add(7*24*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	r2.Hold = true
	put(t, r2.Dir, "report.html", "two")
	m := testManifest(week1)
	if err := r2.Commit(m); err != nil {
		t.Fatal(err)
	}
	wantLatest(t, out, r1.ID)
	wantRuns(t, out, r1.ID, r2.ID)
	if got, err := ReadManifest(r2.Dir); err != nil || got.Published || got.Previous != r1.ID {
		t.Errorf("held run's manifest: published %v, previous %q (%v)", got.Published, got.Previous, err)
	}
	if got, _ := ReadManifest(r1.Dir); !got.Published {
		t.Error("the published run's manifest says it was not published")
	}
	if p, err := Verify(r2.Dir); err != nil || len(p) > 0 {
		t.Errorf("Verify held run: %v %v", p, err)
	}
}

// TestBeginAfterPrune: a run's ID comes after every run of its minute
// still in runs/, also when an earlier one of that minute was pruned: with
// keep = 1, the third run of a minute was given the first one's ID again,
// which sorts before the run it replaces as latest (and the run history
// already had it).
func TestBeginAfterPrune(t *testing.T) {
	out := t.TempDir()
	at := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	var ids []string
	for i := range 3 {
		r := publish(t, out, at.Add(time.Duration(i)*time.Second), map[string]string{"report.txt": "run"})
		ids = append(ids, r.ID)
		if _, err := Prune(out, 1); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"2026-11-22T0300Z", "2026-11-22T0300Z-2", "2026-11-22T0300Z-3"}
	if !slices.Equal(ids, want) {
		t.Errorf("IDs = %q, want %q", ids, want)
	}
	wantRuns(t, out, "2026-11-22T0300Z-3")
}

// TestLatestRemadeByHand: a latest a person made again by hand, with a
// trailing slash or a leading ./ (ln -s runs/ID/ latest), names the run;
// the next Commit replaces it with vitae's own link.
func TestLatestRemadeByHand(t *testing.T) {
	for _, target := range []string{"runs/2026-11-22T0300Z/", "./runs/2026-11-22T0300Z"} {
		out := t.TempDir()
		publish(t, out, time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC), map[string]string{"report.txt": "one"})
		latest := filepath.Join(out, "latest")
		if err := os.Remove(latest); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(target, latest); err != nil {
			t.Fatal(err)
		}
		if id, err := Latest(out); err != nil || id != "2026-11-22T0300Z" {
			t.Errorf("latest -> %s: %q, %v", target, id, err)
		}
	}
}
