package store

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// fictional is the i-th of a generated set of fictional CVs, with papers
// enough to weigh some kilobytes as a record.
func fictional(i int) (Key, *cv.CV) {
	c := &cv.CV{Source: fmt.Sprintf("applications/cand-%04d.md", i), Name: fmt.Sprintf("Candidate Number%04d", i)}
	for p := range 12 {
		c.Publications = append(c.Publications, cv.Publication{
			Title:   fmt.Sprintf("A Study of Example Widget %d in Setting %d of the Fictional Benchmark Suite", p, i),
			Authors: []string{"C. Number", "A. Nother", "B. Third"}, SelfIndex: 1, Type: cv.TypeConference, Year: 2010 + p%14, Line: 10 + p,
		})
	}
	c.Normalize()
	return Key{SHA256: fmt.Sprintf("%064x", i), Path: c.Source, Parser: "p"}, c
}

// putMany puts the fictional CVs from..to-1 and returns the first error.
func putMany(s *Store, from, to int) error {
	var first error
	for i := from; i < to; i++ {
		k, c := fictional(i)
		if err := s.Put(k, c, cv.RecordOptions{}); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// fileSize is the size of the store's files: the database and its
// write-ahead log.
func fileSize(t *testing.T, path string) int64 {
	t.Helper()
	var n int64
	for _, p := range []string{path, path + "-wal"} {
		if info, err := os.Stat(p); err == nil {
			n += info.Size()
		}
	}
	return n
}

// limitPages makes s's database as full as a full disk would, but for
// extra pages of 4 KiB: SQLite's max_page_count (in the database's
// pages), on the one connection s then has.
func limitPages(t *testing.T, s *Store, extra int) {
	t.Helper()
	s.db.SetMaxOpenConns(1)
	var pages, size int64
	if err := s.db.QueryRow(`PRAGMA page_count`).Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRow(`PRAGMA page_size`).Scan(&size); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(fmt.Sprintf(`PRAGMA max_page_count = %d`, pages+max(1, int64(extra)*4096/size))); err != nil {
		t.Fatal(err)
	}
}

// TestFullStoreDoesNotGrow: a session whose writes fail half way (the
// disk fills up: here a database capped 1,000 pages (4 MB) above its size, 2,000 records of 5 KB written) leaves
// the store as it was, not larger by what was written before the
// failure; the next session reads the old entries and writes new ones.
func TestFullStoreDoesNotGrow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.db")
	s := mustStore(t, path)
	if err := putMany(s, 0, 40); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before := fileSize(t, path)

	s = mustStore(t, path)
	limitPages(t, s, 1000)
	err := putMany(s, 40, 2040)
	if ferr := s.Flush(); err == nil {
		err = ferr
	}
	if err == nil || !strings.Contains(err.Error(), "full") {
		t.Errorf("writing 2,000 records past the cap: %v, want the store full", err)
	}
	s.Close()
	t.Logf("before %d, after %d: %v", before, fileSize(t, path), err)
	if after := fileSize(t, path); after != before {
		t.Errorf("the store grew from %d to %d bytes in a session whose writes failed", before, after)
	}

	s = mustStore(t, path)
	defer s.Close()
	if n, err := s.CacheEntries(); n != 40 || err != nil {
		t.Errorf("%d entries after the failed session (%v), want the 40 before", n, err)
	}
	k, _ := fictional(7)
	if _, ok, err := s.Get(k, cv.RecordOptions{}); !ok || err != nil {
		t.Errorf("an old entry after the failed session: hit %v, %v", ok, err)
	}
	if err := putMany(s, 40, 80); err != nil {
		t.Fatal(err)
	}
	if err := s.Flush(); err != nil {
		t.Fatalf("the next session: %v", err)
	}
	if n, _ := s.CacheEntries(); n != 80 {
		t.Errorf("%d entries after the next session, want 80", n)
	}
}

// TestDiscard: what a session Put and read is dropped by Discard: the
// store keeps its entries, and the session is not counted.
func TestDiscard(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.db")
	s := mustStore(t, path)
	if err := putMany(s, 0, 10); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	before := fileSize(t, path)
	s = mustStore(t, path)
	k, _ := fictional(3)
	if _, ok, _ := s.Get(k, cv.RecordOptions{}); !ok {
		t.Fatal("no hit")
	}
	if err := putMany(s, 10, 200); err != nil {
		t.Fatal(err)
	}
	s.Discard()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if after := fileSize(t, path); after != before {
		t.Errorf("the store went from %d to %d bytes in a discarded session", before, after)
	}
	s = mustStore(t, path)
	defer s.Close()
	var gen int64
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = 'cache_generation'`).Scan(&gen); err != nil || gen != 1 {
		t.Errorf("generation %d (%v), want 1: the discarded session counted", gen, err)
	}
	if n, _ := s.CacheEntries(); n != 10 {
		t.Errorf("%d entries, want 10", n)
	}
}

// TestMaxPagesIsADisk: a store opened with MaxPages at its own size
// refuses new cache records as a full disk would, though its pages of
// 64 KiB have room for them; a new store has pages of 64 KiB.
func TestMaxPagesIsADisk(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.db")
	s := mustStore(t, path)
	var pageSize int64
	if err := s.db.QueryRow(`PRAGMA page_size`).Scan(&pageSize); err != nil || pageSize != 65536 {
		t.Errorf("page size %d (%v), want 65536", pageSize, err)
	}
	if err := putMany(s, 0, 2); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	size := fileSize(t, path)
	s, err := Open(path, MaxPages(size/4096))
	if err != nil {
		t.Fatal(err)
	}
	if err := putMany(s, 2, 3); err != nil {
		t.Fatal(err)
	}
	if err := s.Flush(); err == nil || !strings.Contains(err.Error(), "full") {
		t.Errorf("a record past the disk's room: %v, want the store full", err)
	}
	if n, err := s.CacheEntries(); n != 2 || err != nil {
		t.Errorf("%d entries (%v), want 2", n, err)
	}
	s.Close()
}
