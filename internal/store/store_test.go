package store

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// openTemp opens a new store in a temporary folder, closed at the end of
// the test.
func openTemp(t testing.TB) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "cache", "vitae.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestOpenCreates: Open makes the folders and a private database, which
// opens again as a store.
func TestOpenCreates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a b?c#d%", "deeper", "vitae.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatalf("no database at %s: %v", path, err)
	}
	if info.Mode().Perm() != 0o600 || info.Size() == 0 {
		t.Errorf("database %v, %d bytes", info.Mode(), info.Size())
	}
	if dir, _ := os.Stat(filepath.Dir(path)); dir.Mode().Perm() != 0o700 {
		t.Errorf("folder %v", dir.Mode())
	}
	s, err = Open(path)
	if err != nil {
		t.Fatalf("reopening: %v", err)
	}
	defer s.Close()
	var mode string
	if err := s.db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal mode %q, %v", mode, err)
	}
	if s.Path() != path {
		t.Errorf("Path() = %q", s.Path())
	}
}

// TestOpenRefuses: a file that is not a vitae store is an error naming it
// (wrapping ErrNotStore), and is left as it was.
func TestOpenRefuses(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.db")
	os.WriteFile(garbage, []byte(strings.Repeat("not a database at all\n", 500)), 0o600)

	foreign := filepath.Join(dir, "foreign.db")
	db, err := sql.Open("sqlite", foreign)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE notes (x TEXT)`); err != nil {
		t.Fatal(err)
	}
	db.Close()

	newer := filepath.Join(dir, "newer.db")
	mustStore(t, newer).Close()
	db, _ = sql.Open("sqlite", newer)
	if _, err := db.Exec(`UPDATE meta SET value = 99 WHERE key = 'schema_version'`); err != nil {
		t.Fatal(err)
	}
	db.Close()

	// A store whose header is damaged.
	damaged := filepath.Join(dir, "damaged.db")
	mustStore(t, damaged).Close()
	data, _ := os.ReadFile(damaged)
	copy(data, "Not SQLite form\x00")
	os.WriteFile(damaged, data, 0o600)

	for _, tc := range []struct{ path, why string }{
		{garbage, "not a database"},
		{foreign, "another program"},
		{newer, "schema version 99"},
		{damaged, "not a database"},
	} {
		before, _ := os.ReadFile(tc.path)
		s, err := Open(tc.path)
		if err == nil {
			s.Close()
			t.Errorf("%s: opened", tc.path)
			continue
		}
		if !errors.Is(err, ErrNotStore) || !strings.Contains(err.Error(), tc.path) || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%s: error %q; want ErrNotStore naming the file and %q", tc.path, err, tc.why)
		}
		if after, _ := os.ReadFile(tc.path); string(after) != string(before) {
			t.Errorf("%s: changed by a refused Open", tc.path)
		}
	}
	if _, err := Open(filepath.Join(garbage, "x.db")); err == nil || !strings.Contains(err.Error(), garbage) {
		t.Errorf("a store below a file: %v", err)
	}
}

func mustStore(t *testing.T, path string) *Store {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
