package store

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
)

// corruptions are ways a kept record can come back damaged: cut short,
// not JSON, bytes flipped into JSON that breaks the record contract, a
// field of the wrong type, nothing, or a value that is not a record.
var corruptions = []func(string) string{
	func(s string) string { return s[:len(s)/2] },
	func(s string) string { return "\x00\x01" + s[2:] },
	func(s string) string {
		return strings.Replace(s, `"publications":[`, `"publications":[{"title":"","type":"poem"},`, 1)
	},
	func(s string) string { return strings.Replace(s, `"name":"`, `"name":7,"x":"`, 1) },
	func(string) string { return "" },
	func(string) string { return "[]" },
}

// TestCorruptEntriesReparsed: every entry of a warm cache is damaged in
// the database; the next run refuses each (an error naming the input and
// the store, no hit), parses the CVs again, gets byte for byte what a
// fresh parse gives and keeps the new records, so that the run after it
// hits every one again.
func TestCorruptEntriesReparsed(t *testing.T) {
	paths := (&inputs.Files{Paths: []string{filepath.Join(repo, "testdata", "cvs"), filepath.Join(repo, "testdata", "formats")}}).Inputs()
	fresh, _ := run(t, paths, nil, 0)
	path := filepath.Join(t.TempDir(), "vitae.db")
	s := mustStore(t, path)
	run(t, paths, s.Cache("key", cv.RecordOptions{}), 0)
	flush(t, s)
	damage(t, s)

	cache := s.Cache("key", cv.RecordOptions{})
	got, ins := run(t, paths, cache, 0)
	st := cache.Stats()
	if st.Hits != 0 || st.Kept != len(paths) {
		t.Errorf("after the damage: %+v, want no hit and %d kept again", st, len(paths))
	}
	if err := cache.Err(); err == nil || !strings.Contains(err.Error(), "the cached record of") || !strings.Contains(err.Error(), path) {
		t.Errorf("the error kept: %v", err)
	}
	for i := range fresh {
		if got[i] != fresh[i] || ins[i].Cached {
			t.Errorf("%s differs from a fresh parse (cached %v)", paths[i], ins[i].Cached)
		}
	}
	flush(t, s)
	again := s.Cache("key", cv.RecordOptions{})
	if got, _ := run(t, paths, again, 0); again.Stats().Hits != len(paths) || strings.Join(got, "") != strings.Join(fresh, "") {
		t.Errorf("the run after: %+v", again.Stats())
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

// damage rewrites every record of the parse cache with one of the
// corruptions, in turn.
func damage(t *testing.T, s *Store) {
	t.Helper()
	rows, err := s.db.Query(`SELECT sha256, path, parser, record FROM parse_cache ORDER BY path`)
	if err != nil {
		t.Fatal(err)
	}
	var keys []Key
	var recs []string
	for rows.Next() {
		var k Key
		var rec string
		if err := rows.Scan(&k.SHA256, &k.Path, &k.Parser, &rec); err != nil {
			t.Fatal(err)
		}
		keys, recs = append(keys, k), append(recs, rec)
	}
	rows.Close()
	if len(keys) < len(corruptions) {
		t.Fatalf("only %d entries", len(keys))
	}
	for i, k := range keys {
		bad := corruptions[i%len(corruptions)](recs[i])
		if _, err := s.db.Exec(`UPDATE parse_cache SET record = ? WHERE sha256 = ? AND path = ? AND parser = ?`, bad, k.SHA256, k.Path, k.Parser); err != nil {
			t.Fatal(err)
		}
	}
}
