package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/blind"
)

// blindSamples copies sample CVs of testdata/cvs into dir, each named
// after its owner as applications often are, and returns the owners'
// names by file.
func blindSamples(t *testing.T, dir string, samples ...string) map[string]string {
	t.Helper()
	names := map[string]string{}
	for _, s := range samples {
		src := filepath.Join("..", "..", "testdata", "cvs", s)
		r := runWith(t, "", "parse", "-f", "json", src)
		var cvs []*cv.CV
		if err := json.Unmarshal([]byte(r.stdout), &cvs); err != nil || len(cvs) != 1 || cvs[0].Name == "" {
			t.Fatalf("parse %s: %v (%d records)\n%s", s, err, len(cvs), r.stderr)
		}
		path := writeFile(t, filepath.Join(dir, strings.ReplaceAll(cv.FoldName(cvs[0].Name), " ", "-")+filepath.Ext(s)), sampleCV(t, s))
		names[path] = cvs[0].Name
	}
	return names
}

// noNames fails when a file under dir but the key holds one of names
// (its words, folded).
func noNames(t *testing.T, dir string, names map[string]string) {
	t.Helper()
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == blind.KeyName || strings.HasSuffix(path, ".xlsx") || strings.HasSuffix(path, ".pdf") || strings.HasSuffix(path, ".db") {
			return err
		}
		data, _ := os.ReadFile(path)
		text := " " + cv.FoldName(path+" "+string(data)) + " "
		for _, n := range names {
			if strings.Contains(text, " "+cv.FoldName(n)+" ") {
				t.Errorf("%s holds %q", path, n)
			}
		}
		return nil
	})
}

// TestReportBlind: --blind writes the reports with pseudonyms and the
// key beside them (said on stderr, not in a report), and --compare takes
// pseudonyms; --blind=strict with --blind-key puts the key elsewhere.
func TestReportBlind(t *testing.T) {
	dir := t.TempDir()
	names := blindSamples(t, filepath.Join(dir, "in"), "markdown_headings.md", "mixed_postdoc.md", "european_unicode.md")
	out := filepath.Join(dir, "out")
	r := runWith(t, "", "report", "--blind", "--html", "--csv", "--text", "--compare", "Candidate A,candidate c", "--out", out, filepath.Join(dir, "in"))
	if r.code != 0 || !strings.Contains(r.stderr, "the key that names them is "+filepath.Join(out, blind.KeyName)) {
		t.Fatalf("report --blind: exit %d\n%s", r.code, r.stderr)
	}
	noNames(t, out, names)
	k, err := blind.ReadKey(filepath.Join(out, blind.KeyName))
	if err != nil || k == nil || len(k.Candidates) != 3 || k.Mode != blind.Names {
		t.Fatalf("key %+v %v", k, err)
	}
	for _, e := range k.Candidates {
		if names[e.Sources[0]] != e.Name {
			t.Errorf("key: %s → %s, whose owner is %q, not %q", e.Pseudonym, e.Sources[0], names[e.Sources[0]], e.Name)
		}
	}
	html, _ := os.ReadFile(filepath.Join(out, "report.html"))
	if !strings.Contains(string(html), "Candidate A") {
		t.Error("the HTML report names no pseudonym")
	}
	// A real name is no candidate of a blind report.
	var some string
	for _, n := range names {
		some = n
	}
	r = runWith(t, "", "report", "--blind", "--html", "--compare", "Candidate A,"+some, "--out", out, filepath.Join(dir, "in"))
	if r.code != 2 || strings.Contains(r.stderr, some+",") {
		t.Errorf("--compare with a real name in blind mode: exit %d\n%s", r.code, r.stderr)
	}
	key := filepath.Join(dir, "secret", "k.json")
	r = runWith(t, "", "report", "--blind=strict", "--blind-key", key, "--csv", "--out", filepath.Join(dir, "out2"), filepath.Join(dir, "in"))
	if _, err := os.Stat(key); r.code != 0 || err != nil {
		t.Errorf("--blind-key: exit %d, %v\n%s", r.code, err, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "out2", blind.KeyName)); err == nil {
		t.Error("a key beside the reports as well as at --blind-key")
	}
}

// TestStatsBlind: stats --blind needs a place for the key apart from
// standard output; the key goes beside -o; bad values are usage errors.
func TestStatsBlind(t *testing.T) {
	dir := t.TempDir()
	names := blindSamples(t, filepath.Join(dir, "in"), "markdown_headings.md", "minimal.txt")
	in := filepath.Join(dir, "in")
	for _, args := range [][]string{{"--blind"}, {"--blind=loose", "-o", filepath.Join(dir, "s.txt")}, {"--blind-key", filepath.Join(dir, "k.json")},
		{"--blind", "-o", filepath.Join(dir, "s.txt"), "--blind-key", filepath.Join(dir, "s.txt")}} {
		if r := runWith(t, "", append(append([]string{"stats"}, args...), in)...); r.code != 2 {
			t.Errorf("stats %q: exit %d, want 2\n%s", args, r.code, r.stderr)
		}
	}
	r := runWith(t, "", "stats", "--blind", "-f", "json", "-o", filepath.Join(dir, "stats", "s.json"), in)
	if r.code != 0 {
		t.Fatalf("stats --blind -o: exit %d\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "stats", blind.KeyName)); err != nil {
		t.Errorf("no key beside the -o file: %v", err)
	}
	r = runWith(t, "", "stats", "--blind=strict", "--blind-key", filepath.Join(dir, "k.json"), "-f", "csv", in)
	if r.code != 0 || !strings.Contains(r.stdout, "Candidate B") {
		t.Fatalf("stats --blind-key: exit %d\n%s", r.code, r.stderr)
	}
	for _, n := range names {
		if strings.Contains(r.stdout, n) {
			t.Errorf("stats --blind prints %q", n)
		}
	}
	// A key that does not read stops the run before a letter is given.
	writeFile(t, filepath.Join(dir, "bad.json"), "{")
	if r := runWith(t, "", "stats", "--blind", "--blind-key", filepath.Join(dir, "bad.json"), in); r.code != 1 || !strings.Contains(r.stderr, "bad.json") {
		t.Errorf("a bad key: exit %d\n%s", r.code, r.stderr)
	}
}

// TestRunBlind: a job with blind = "strict" publishes runs whose files
// (manifest included) name no candidate nor input file; the key is in
// the output folder, outside every run, and keeps the letters when a
// candidate is added, so the changes list only the one added.
func TestRunBlind(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	names := blindSamples(t, in, "markdown_headings.md", "mixed_postdoc.md")
	jobPath := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"in\"]\n[output]\ndir = \"out\"\nformats = [\"html\", \"csv\", \"text\"]\nblind = \"strict\"\n")
	env := &jobEnv{t: t, now: time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)}
	if r := env.run("run", jobPath); r.code != 0 {
		t.Fatalf("run: exit %d\n%s", r.code, r.stderr)
	}
	keyPath := filepath.Join(dir, "out", blind.KeyName)
	first, err := blind.ReadKey(keyPath)
	if err != nil || first == nil || first.Mode != blind.Strict || len(first.Candidates) != 2 {
		t.Fatalf("key %+v %v", first, err)
	}
	for k, v := range blindSamples(t, in, "european_unicode.md") {
		names[k] = v
	}
	if r := env.run("run", jobPath); r.code != 0 {
		t.Fatalf("second run: exit %d\n%s", r.code, r.stderr)
	}
	second, _ := blind.ReadKey(keyPath)
	for i, e := range first.Candidates {
		if s := second.Candidates[i]; s.Pseudonym != e.Pseudonym || s.ID != e.ID || s.Name != e.Name || s.Absent {
			t.Errorf("letter %s moved: %+v, was %+v", e.Pseudonym, second.Candidates[i], e)
		}
	}
	if len(second.Candidates) != 3 || second.Candidates[2].Pseudonym != "Candidate C" {
		t.Errorf("second key %+v", second.Candidates)
	}
	latest := filepath.Join(dir, "out", "latest")
	noNames(t, latest, names)
	m := readManifest(t, latest)
	for _, x := range m.Inputs {
		if !strings.HasPrefix(x.Path, "Candidate ") {
			t.Errorf("manifest input %q", x.Path)
		}
	}
	// Adding a candidate rewords no one else's record: the changes are
	// the one added.
	changes, _ := os.ReadFile(filepath.Join(latest, "changes.json"))
	var ch struct {
		Added  []struct{ Name string }
		Counts map[string]int
	}
	if err := json.Unmarshal(changes, &ch); err != nil || len(ch.Added) != 1 || ch.Added[0].Name != "Candidate C" ||
		ch.Counts["candidates_changed"] != 0 || ch.Counts["candidates_removed"] != 0 {
		t.Errorf("changes.json: want Candidate C added and no other change (%v):\n%s", err, changes)
	}
	if _, err := os.Stat(filepath.Join(latest, blind.KeyName)); err == nil {
		t.Error("the key is in the published run")
	}
}
