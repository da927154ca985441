package store

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
)

// repo is the repository's root, from this package's folder.
var repo = filepath.Join("..", "..")

// corpusDir is ../shared/corpus beside the repository: real CVs that are
// not part of it, read only, and skipped when absent.
var corpusDir = filepath.Join(repo, "..", "shared", "corpus")

// cvFiles are the CV files the cache is checked on: every CV of
// testdata/cvs and testdata/formats (every format vitae reads, the PDF
// among them), and those of ../shared/corpus when it is there (not with
// -short: its PDFs take seconds to read).
func cvFiles(t testing.TB) []string {
	t.Helper()
	dirs := []string{filepath.Join(repo, "testdata", "cvs"), filepath.Join(repo, "testdata", "formats")}
	if _, err := os.Stat(corpusDir); err != nil || testing.Short() {
		t.Logf("testdata only (%s absent, or -short)", corpusDir)
	} else {
		dirs = append(dirs, filepath.Join(corpusDir, "pdf"), filepath.Join(corpusDir, "web"))
	}
	paths := (&inputs.Files{Paths: dirs}).Inputs()
	if len(paths) < 14 {
		t.Fatalf("only %d CV files", len(paths))
	}
	return paths
}

// run reads paths through Files with cache (nil for none) and returns the
// records as "vitae parse" writes them, one JSON line each, and the
// inputs' info.
func run(t testing.TB, paths []string, cache inputs.Cache, jobs int) ([]string, []*inputs.Input) {
	t.Helper()
	c := (&inputs.Files{Paths: paths, Cache: cache, Jobs: jobs}).Collect(nil)
	if len(c.Failed) > 0 {
		t.Fatalf("%d failed: %v", len(c.Failed), c.Failed[0])
	}
	lines := make([]string, len(c.CVs))
	for i, rec := range c.CVs {
		var buf bytes.Buffer
		if err := cv.WriteJSONL(&buf, []*cv.CV{rec}); err != nil {
			t.Fatal(err)
		}
		lines[i] = buf.String()
	}
	return lines, c.Inputs
}

// TestCacheHitsAreFreshParses: every CV read from a warm cache is, as
// JSON, byte for byte what a fresh parse gives; the cold run that filled
// the cache gives the same too.
func TestCacheHitsAreFreshParses(t *testing.T) {
	paths := cvFiles(t)
	fresh, _ := run(t, paths, nil, 0)
	path := filepath.Join(t.TempDir(), "vitae.db")
	for round, want := range []struct {
		hits, kept int
	}{{0, len(paths)}, {len(paths), 0}} {
		s := mustStore(t, path)
		cache := s.Cache("key", cv.RecordOptions{})
		got, ins := run(t, paths, cache, 0)
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if err := cache.Err(); err != nil {
			t.Fatal(err)
		}
		st := cache.Stats()
		if st.Hits != want.hits || st.Kept != want.kept || st.NotKept != 0 {
			t.Errorf("round %d: %+v; want %d hits, %d kept", round, st, want.hits, want.kept)
		}
		for i := range fresh {
			if got[i] != fresh[i] {
				t.Errorf("round %d: %s differs from a fresh parse\nfresh  %.400s\ncached %.400s", round, paths[i], fresh[i], got[i])
			}
		}
		for _, in := range ins {
			if in.Cached != (round == 1) || in.SHA256 == "" || in.Format == "" {
				t.Errorf("round %d: input %+v", round, in)
			}
		}
	}
}

// TestCacheMisses: a changed file, a different parser key, the same bytes
// at another path all miss; the record then is the new parse.
func TestCacheMisses(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.md")
	os.WriteFile(a, []byte("# Ann Example\n\nann@example.org\n"), 0o644)
	s := openTemp(t)
	warm := s.Cache("key1", cv.RecordOptions{})
	run(t, []string{a}, warm, 1)
	flush(t, s) // the entries are read from the database, not from those pending
	if st := warm.Stats(); st.Misses != 1 || st.Kept != 1 {
		t.Fatalf("cold: %+v", st)
	}
	if got, _ := run(t, []string{a}, warm, 1); warm.Stats().Hits != 1 || !strings.Contains(got[0], "Ann Example") {
		t.Fatalf("warm: %+v %s", warm.Stats(), got)
	}

	os.WriteFile(a, []byte("# Bo Example\n\nbo@example.org\n"), 0o644)
	changed := s.Cache("key1", cv.RecordOptions{})
	if got, ins := run(t, []string{a}, changed, 1); changed.Stats().Hits != 0 || !strings.Contains(got[0], "Bo Example") || ins[0].Cached {
		t.Errorf("changed file: %+v %s", changed.Stats(), got)
	}
	flush(t, s)

	other := s.Cache("key2", cv.RecordOptions{})
	if run(t, []string{a}, other, 1); other.Stats().Hits != 0 {
		t.Errorf("another parser key: %+v", other.Stats())
	}

	b := filepath.Join(dir, "b.md")
	data, _ := os.ReadFile(a)
	os.WriteFile(b, data, 0o644)
	moved := s.Cache("key1", cv.RecordOptions{})
	if got, _ := run(t, []string{b}, moved, 1); moved.Stats().Hits != 0 || !strings.Contains(got[0], `"source":"`+b) {
		t.Errorf("same bytes at another path: %+v %s", moved.Stats(), got)
	}
}

// TestCacheConcurrent: two Files reading the same folder at once through
// one store, each on several workers, get the fresh parses (run with
// -race); a third run hits for every file.
func TestCacheConcurrent(t *testing.T) {
	src := filepath.Join(repo, "testdata", "cvs")
	fresh, _ := run(t, []string{src}, nil, 0)
	s := openTemp(t)
	var wg sync.WaitGroup
	results := make([][]string, 2)
	caches := make([]*Cache, 2)
	for i := range results {
		caches[i] = s.Cache("key", cv.RecordOptions{})
		wg.Go(func() { results[i], _ = run(t, []string{src}, caches[i], 4) })
	}
	wg.Wait()
	for i, got := range results {
		if fmt.Sprint(got) != fmt.Sprint(fresh) {
			t.Errorf("reader %d: records differ from fresh parses", i)
		}
		if err := caches[i].Err(); err != nil {
			t.Errorf("reader %d: %v", i, err)
		}
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	third := s.Cache("key", cv.RecordOptions{})
	if got, _ := run(t, []string{src}, third, 8); third.Stats().Hits != len(fresh) || fmt.Sprint(got) != fmt.Sprint(fresh) {
		t.Errorf("third reader: %+v", third.Stats())
	}
}

// TestCacheAcrossProcesses: two stores open on one file (as two vitae
// processes would be) write and read each other's entries.
func TestCacheAcrossProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "vitae.db")
	s1, s2 := mustStore(t, path), mustStore(t, path)
	defer s1.Close()
	defer s2.Close()
	rec := &cv.CV{Source: "x.md", Name: "Xu Example"}
	rec.Normalize()
	var wg sync.WaitGroup
	for i, s := range []*Store{s1, s2} {
		wg.Go(func() {
			for j := range 300 {
				k := Key{SHA256: fmt.Sprint(i, "-", j), Path: "x.md", Parser: "p"}
				if err := s.Put(k, rec, cv.RecordOptions{}); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	if err := s1.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := s2.Flush(); err != nil {
		t.Fatal(err)
	}
	for _, k := range []Key{{"0-299", "x.md", "p"}, {"1-0", "x.md", "p"}} {
		for _, s := range []*Store{s1, s2} {
			if got, ok, err := s.Get(k, cv.RecordOptions{}); err != nil || !ok || got.Name != "Xu Example" {
				t.Errorf("%v: %v %v %v", k, got, ok, err)
			}
		}
	}
	if n, err := s1.CacheEntries(); n != 600 || err != nil {
		t.Errorf("%d entries, %v", n, err)
	}
}

// TestPutNotKept: a record that would not read back the same is not
// cached (a venue the catalogue does not have would be dropped).
func TestPutNotKept(t *testing.T) {
	s := openTemp(t)
	rec := &cv.CV{Source: "x.md", Name: "Xu Example", Publications: []cv.Publication{{Title: "A Paper", Type: cv.TypeConference, Venue: "No Such Venue", Year: 2020}}}
	rec.Normalize()
	k := Key{SHA256: "00", Path: "x.md", Parser: "p"}
	if err := s.Put(k, rec, cv.RecordOptions{}); !errors.Is(err, ErrNotKept) || !strings.Contains(err.Error(), "x.md") {
		t.Errorf("Put: %v", err)
	}
	if _, ok, err := s.Get(k, cv.RecordOptions{}); ok || err != nil {
		t.Errorf("Get after a refused Put: %v %v", ok, err)
	}
	// Read back, a decomposed name comes in NFC, without a warning.
	decomposed := &cv.CV{Source: "x.md", Name: "Jose\u0301 Example"}
	decomposed.Normalize()
	if err := s.Put(k, decomposed, cv.RecordOptions{}); !errors.Is(err, ErrNotKept) {
		t.Errorf("Put of a record read back in NFC: %v", err)
	}
}

// TestVenueCatalogue: a record whose venue is only in a job's own
// catalogue is kept and read back with that catalogue; read back with
// another, it is an error and a miss (it would lose the venue).
func TestVenueCatalogue(t *testing.T) {
	cat, err := venue.Load(strings.NewReader("QUILLC | conference | systems | Quill Conference\n"), "venues.txt")
	if err != nil {
		t.Fatal(err)
	}
	own := cv.RecordOptions{Venues: venue.Default().Extend(cat)}
	s := openTemp(t)
	rec := &cv.CV{Source: "x.md", Name: "Xu Example", Publications: []cv.Publication{{Title: "A Paper", Type: cv.TypeConference, Venue: "QUILLC", Area: "systems", Year: 2020}}}
	rec.Normalize()
	k := Key{SHA256: "00", Path: "x.md", Parser: "p"}
	if err := s.Put(k, rec, own); err != nil {
		t.Fatal(err)
	}
	flush(t, s)
	if got, ok, err := s.Get(k, own); !ok || err != nil || got.Publications[0].Venue != "QUILLC" {
		t.Errorf("with the catalogue: %v %v", ok, err)
	}
	if got, ok, err := s.Get(k, cv.RecordOptions{}); ok || err == nil || !strings.Contains(err.Error(), "QUILLC") {
		t.Errorf("with another catalogue: %v %v %v", got, ok, err)
	}
}

// TestGetPending: a record Put and not yet written is a hit.
func TestGetPending(t *testing.T) {
	s := openTemp(t)
	rec := &cv.CV{Source: "x.md", Name: "Xu Example"}
	rec.Normalize()
	k := Key{SHA256: "00", Path: "x.md", Parser: "p"}
	if err := s.Put(k, rec, cv.RecordOptions{}); err != nil {
		t.Fatal(err)
	}
	rec.Name = "Changed After Put"
	if got, ok, err := s.Get(k, cv.RecordOptions{}); !ok || err != nil || got.Name != "Xu Example" {
		t.Errorf("pending: %v %v %v", got, ok, err)
	}
	if n, _ := s.CacheEntries(); n != 0 {
		t.Errorf("%d entries written before Flush", n)
	}
}

// TestGetBadEntry: an entry that does not read back is an error naming
// the input, and a miss.
func TestGetBadEntry(t *testing.T) {
	s := openTemp(t)
	if _, err := s.db.Exec(`INSERT INTO parse_cache VALUES ('00', 'x.md', 'p', '{"source": 3}', 0)`); err != nil {
		t.Fatal(err)
	}
	got, ok, err := s.Get(Key{"00", "x.md", "p"}, cv.RecordOptions{})
	if ok || got != nil || err == nil || !strings.Contains(err.Error(), "x.md") || !strings.Contains(err.Error(), s.Path()) {
		t.Errorf("Get: %v %v %v", got, ok, err)
	}
}

// TestPruneCache: entries no recent session used go; a session that only
// reads the history does not count.
func TestPruneCache(t *testing.T) {
	path := filepath.Join(t.TempDir(), "vitae.db")
	rec := &cv.CV{Source: "x.md", Name: "Xu Example"}
	rec.Normalize()
	key := func(name string) Key { return Key{SHA256: name, Path: "x.md", Parser: "p"} }
	session := func(get []string, put ...string) *Store {
		s := mustStore(t, path)
		for _, k := range get {
			if _, ok, err := s.Get(key(k), cv.RecordOptions{}); !ok || err != nil {
				t.Fatalf("%s: %v %v", k, ok, err)
			}
		}
		for _, k := range put {
			if err := s.Put(key(k), rec, cv.RecordOptions{}); err != nil {
				t.Fatal(err)
			}
		}
		return s
	}
	session(nil, "a", "b", "c").Close() // generation 1
	session([]string{"a"}, "d").Close() // generation 2: a used again
	h := mustStore(t, path)             // reads the history only
	h.Runs()
	h.Close()
	s := session(nil) // generation 3, once it uses the cache
	defer s.Close()
	if _, ok, _ := s.Get(key("zz"), cv.RecordOptions{}); ok {
		t.Fatal("zz hit")
	}
	n, err := s.PruneCache(2) // keeps what generations 2 and 3 used
	if err != nil || n != 2 {
		t.Fatalf("pruned %d, %v; want 2 (b and c)", n, err)
	}
	if got := s.keys(t); got != "a d" {
		t.Errorf("kept %q; want a and d", got)
	}
	if _, ok, _ := s.Get(key("d"), cv.RecordOptions{}); !ok {
		t.Error("d missed")
	}
	if n, err := s.PruneCache(1); err != nil || n != 1 || s.keys(t) != "d" {
		t.Errorf("PruneCache(1) dropped %d (%v), kept %q; want a dropped", n, err, s.keys(t))
	}
	if _, err := s.PruneCache(0); err == nil {
		t.Error("PruneCache(0) did not fail")
	}
}

// TestParserKey: the key is stable, and changes with any salt, however
// the salts are cut.
func TestParserKey(t *testing.T) {
	k1, err := ParserKey("catalogue", "1048576")
	if err != nil {
		t.Fatal(err)
	}
	k2, _ := ParserKey("catalogue", "1048576")
	if k1 != k2 || len(k1) != 64 {
		t.Errorf("keys %q, %q", k1, k2)
	}
	seen := map[string][]string{}
	for _, salts := range [][]string{{}, {""}, {"", ""}, {"ab", "c"}, {"a", "bc"}, {"abc"}, {"catalogue", "1048577"}} {
		k, _ := ParserKey(salts...)
		if prev, ok := seen[k]; ok || k == k1 {
			t.Errorf("salts %q and %q give one key", salts, prev)
		}
		seen[k] = salts
	}
	var exe1, exe2 [sha256.Size]byte
	exe2[0] = 1
	if parserKey(exe1, nil) == parserKey(exe2, nil) {
		t.Error("another executable gives the same key")
	}
}

// keys lists the SHA256 of the cache's entries, in order.
func (s *Store) keys(t *testing.T) string {
	t.Helper()
	rows, err := s.db.Query(`SELECT sha256 FROM parse_cache ORDER BY sha256`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var keys []string
	for rows.Next() {
		var k string
		rows.Scan(&k)
		keys = append(keys, k)
	}
	return strings.Join(keys, " ")
}

func flush(t *testing.T, s *Store) {
	t.Helper()
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.pending) > 0 || len(s.touched) > 0 {
		t.Fatal("writes pending after Flush")
	}
}
