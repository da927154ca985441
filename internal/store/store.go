// Package store is vitae's embedded store: an SQLite database (through
// modernc.org/sqlite, pure Go) that keeps the parse cache of scheduled
// runs and their history, which "vitae diff" reads.
//
//	s, err := store.Open(path) // creates the folders and the database
//	if err != nil {
//		// run without a cache, and say so
//	}
//	defer s.Close()
//	key, err := store.ParserKey(string(catalogue), strconv.FormatInt(maxSize, 10))
//	cache := s.Cache(key, cv.RecordOptions{Venues: venues})
//	files := &inputs.Files{Paths: paths, Cache: cache}
//	...
//	s.AddRun(store.RunRecord{ID: id, ...})
//	s.PruneCache(4)
//
// The parse cache keeps each CV file's record, as the JSON line "vitae
// parse" writes (cv.WriteJSONL), under the SHA-256 of the file's bytes,
// its path and the parser key; a record is only kept when it reads back
// (cv.ReadRecordWith) to the same JSON, so a hit is byte for byte what a
// fresh parse gives. That is checked from the record itself as its JSON
// is written, in one walk (keep), not by reading the JSON back. Writes
// are gathered in memory and committed in one transaction by Flush
// (PruneCache and Close flush), by one writer at a time: a session that
// fails calls Discard, and a Flush that fails (a full disk) rolls back,
// so the store is never left larger by a failed run. A Cache reads the
// hashes its parser key has entries for once, so that a cold run asks
// the database nothing per CV. The database is in WAL mode, so other
// processes read while one writes, and wait (up to a timeout) for each
// other's writes.
//
// Durability: WAL with synchronous=NORMAL commits a transaction without
// waiting for the disk; the WAL's frames carry checksums and a commit
// mark, so a crash (of the process, or of the machine) leaves every
// transaction whole or gone: an entry is written whole with its key, or
// is not there (a miss, the CV parsed again). A machine crash may undo
// the last transactions before a checkpoint; nothing wrong is served.
// TestCrashLeavesCacheValid kills a writer at random moments and checks
// that; an entry damaged on the disk does not read back and is parsed
// again (TestCorruptEntriesReparsed).
//
// A Store is safe for concurrent use, except Close, which must come last.
package store

import (
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	_ "modernc.org/sqlite" // the database/sql driver "sqlite"
)

// SchemaVersion is the version of the tables this package writes. A store
// written by a newer vitae (a higher version) is refused.
const SchemaVersion = 1

// applicationID marks an SQLite file as a vitae store ("vita").
const applicationID = 0x76697461

// busyTimeoutMS is how long a connection waits for another process's
// write before giving up, in milliseconds.
const busyTimeoutMS = 10000

// ErrNotStore is the error, wrapped with the file's name and why, for a
// file that is not a vitae store: not an SQLite database, another
// program's database, or a store of a newer vitae.
var ErrNotStore = errors.New("not a vitae store")

// Store is an open store. See the package doc.
type Store struct {
	db   *sql.DB
	path string
	get  *sql.Stmt // a cache entry's record

	writeMu sync.Mutex // one writer at a time in this process

	mu      sync.Mutex       // guards what follows
	pending map[Key][]byte   // records Put and not yet written
	touched map[Key]struct{} // cache entries hit whose use is not yet written

	genMu sync.Mutex
	gen   int64 // this session's cache generation once counted (see generation); 0 before

	capBytes int64 // the disk MaxPages gives it; 0: none
}

// DefaultPath is where the store lives when a job names none: vitae.db in
// the folder "vitae" of the user's cache folder (os.UserCacheDir).
func DefaultPath() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no folder for the store: %w", err)
	}
	return filepath.Join(dir, "vitae", "vitae.db"), nil
}

// Option changes how Open opens a store.
type Option func(*options)

type options struct {
	maxPages int64
}

// MaxPages gives the store a disk of n pages of 4 KiB, n*4096 bytes, for
// tests of what a full disk does: a write that would grow the database
// past them fails (SQLite's max_page_count, on every connection, in
// pages of the database's size), and so does the writing of cache
// records that do not fit in the room left, free space in the
// database's pages or not (on a disk, the WAL they are written to first
// grows by at least their size).
func MaxPages(n int64) Option { return func(o *options) { o.maxPages = n } }

// Open opens the store at path, creating its folders (mode 0700) and the
// database (mode 0600) when they do not exist. A file that is not a vitae
// store (see ErrNotStore) or cannot be opened is an error naming path;
// the caller may then run without a store.
func Open(path string, opts ...Option) (*Store, error) {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("store %s: %w", path, err)
	}
	if err := create(abs); err != nil {
		return nil, fmt.Errorf("store %s: %w", path, err)
	}
	capBytes := o.maxPages * 4096
	if o.maxPages > 0 {
		if o.maxPages, err = inPages(abs, capBytes); err != nil {
			return nil, fmt.Errorf("store %s: %w", path, err)
		}
	}
	db, err := sql.Open("sqlite", dsn(abs, o))
	if err != nil {
		return nil, fmt.Errorf("store %s: %w", path, err)
	}
	db.SetMaxOpenConns(runtime.GOMAXPROCS(0) + 1)
	db.SetMaxIdleConns(runtime.GOMAXPROCS(0) + 1)
	s := &Store{db: db, path: path, capBytes: capBytes, pending: map[Key][]byte{}, touched: map[Key]struct{}{}}
	if err := s.init(); err != nil {
		db.Close()
		return nil, err
	}
	if _, err := db.Exec(`PRAGMA journal_mode = WAL`); err != nil {
		db.Close()
		return nil, s.errorf("turning on WAL: %w", err)
	}
	s.get, err = db.Prepare(`SELECT record FROM parse_cache WHERE sha256 = ? AND path = ? AND parser = ?`)
	if err != nil {
		db.Close()
		return nil, s.errorf("%w", err)
	}
	return s, nil
}

// create makes path's folders and an empty file at path (an empty file is
// a new SQLite database) unless one is there, so that the database is
// made private to its owner.
func create(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	return f.Close()
}

// dsn is the data source name of the database at the absolute path: a
// file URI (so that any character in the path is escaped) with the
// settings every connection takes: a busy timeout, and write
// transactions that take the write lock when they begin (so that two
// writers never deadlock upgrading a read lock). WAL is set once the file
// is known to be a store (see init): it is a setting of the file.
func dsn(path string, o options) string {
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(path)}
	if !strings.HasPrefix(u.Path, "/") {
		u.Path = "/" + u.Path // a Windows path: file:///C:/...
	}
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeoutMS))
	q.Add("_pragma", "synchronous(NORMAL)")
	// A new database gets pages of 64 KiB, the largest: a record (a few
	// KiB of JSON) then takes a part of a page rather than a page and an
	// overflow page, and a run's records are written (to the WAL, then
	// to the database) in a sixteenth of the writes, with a sixteenth of
	// the frame headers to checksum. About half the CPU of writing them
	// (BenchmarkWrite/flush). A database already made keeps its size.
	q.Add("_pragma", "page_size(65536)")
	// Read pages through a memory map rather than a read call each.
	q.Add("_pragma", "mmap_size(268435456)")
	if o.maxPages > 0 {
		q.Add("_pragma", fmt.Sprintf("max_page_count(%d)", o.maxPages))
	}
	q.Set("_txlock", "immediate")
	u.RawQuery = q.Encode()
	return u.String()
}

// inPages is size bytes in pages of the database at path (at least one).
func inPages(path string, size int64) (int64, error) {
	db, err := sql.Open("sqlite", dsn(path, options{}))
	if err != nil {
		return 0, err
	}
	defer db.Close()
	var pageSize int64
	if err := db.QueryRow(`PRAGMA page_size`).Scan(&pageSize); err != nil {
		return 0, err
	}
	return max(1, size/pageSize), nil
}

// Path is the store's file as given to Open.
func (s *Store) Path() string { return s.path }

// Close writes what is pending (call Discard first to drop it) and
// closes the database.
func (s *Store) Close() error {
	err := s.Flush()
	s.get.Close()
	if cerr := s.db.Close(); err == nil && cerr != nil {
		err = s.errorf("closing: %w", cerr)
	}
	return err
}

// errorf is an error naming the store's file.
func (s *Store) errorf(format string, args ...any) error {
	return fmt.Errorf("store %s: "+format, append([]any{s.path}, args...)...)
}

// schema is the tables of SchemaVersion.
var schema = []string{
	`CREATE TABLE meta (
		key   TEXT PRIMARY KEY,
		value INTEGER NOT NULL
	)`,
	// record is one JSON line as cv.WriteJSONL writes it; used is the
	// cache generation that last read or wrote it.
	`CREATE TABLE parse_cache (
		sha256 TEXT NOT NULL,
		path   TEXT NOT NULL,
		parser TEXT NOT NULL,
		record BLOB NOT NULL,
		used   INTEGER NOT NULL,
		PRIMARY KEY (sha256, path, parser)
	)`,
	`CREATE INDEX parse_cache_used ON parse_cache (used)`,
	// Times are UTC in timeLayout, which sorts as text.
	`CREATE TABLE runs (
		id         TEXT PRIMARY KEY,
		dir        TEXT NOT NULL,
		started    TEXT NOT NULL,
		finished   TEXT NOT NULL,
		candidates INTEGER NOT NULL,
		exit_code  INTEGER NOT NULL,
		snapshot   BLOB
	)`,
	`CREATE INDEX runs_started ON runs (started)`,
	`INSERT INTO meta (key, value) VALUES ('schema_version', 1), ('cache_generation', 0)`,
	fmt.Sprintf(`PRAGMA application_id = %d`, applicationID),
}

// init checks that the database is a vitae store of a version this
// package reads, and makes the tables of a new one. It changes nothing in
// a file that is not a store.
func (s *Store) init() error {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	tx, err := s.db.Begin()
	if err != nil {
		return s.notStore(err)
	}
	defer tx.Rollback()
	var app, tables int64
	if err := tx.QueryRow(`PRAGMA application_id`).Scan(&app); err != nil {
		return s.notStore(err)
	}
	if err := tx.QueryRow(`SELECT count(*) FROM sqlite_master`).Scan(&tables); err != nil {
		return s.notStore(err)
	}
	switch {
	case app == 0 && tables == 0:
		for _, stmt := range schema {
			if _, err := tx.Exec(stmt); err != nil {
				return s.errorf("creating the tables: %w", err)
			}
		}
		if err := tx.Commit(); err != nil {
			return s.errorf("creating the tables: %w", err)
		}
		return nil
	case app != applicationID:
		return s.errorf("%w: an SQLite database of another program (application id %#x); name another file, or remove it", ErrNotStore, app)
	}
	var version int64
	if err := tx.QueryRow(`SELECT value FROM meta WHERE key = 'schema_version'`).Scan(&version); err != nil {
		return s.errorf("%w: no schema version (%v); remove the file, it is only a cache and a history", ErrNotStore, err)
	}
	if version != SchemaVersion {
		return s.errorf("%w: schema version %d, this vitae reads version %d", ErrNotStore, version, SchemaVersion)
	}
	return nil
}

// notStore is the error for a file SQLite cannot read as a database.
func (s *Store) notStore(err error) error {
	return s.errorf("%w: %v; remove the file, it is only a cache and a history", ErrNotStore, err)
}

// Flush writes the pending cache records and uses, and counts the
// session (see generation), in one transaction: all or, when it fails
// (a full disk), nothing. What was pending is gone either way. PruneCache
// and Close call it: a run calls it once it has succeeded.
func (s *Store) Flush() error {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	s.mu.Lock()
	puts, touches := s.pending, s.touched
	if len(puts) == 0 && len(touches) == 0 {
		s.mu.Unlock()
		return nil
	}
	s.pending, s.touched = map[Key][]byte{}, map[Key]struct{}{}
	s.mu.Unlock()
	if err := s.write(puts, touches); err != nil {
		return s.errorf("writing the parse cache: %w", err)
	}
	return nil
}

// Discard drops the cache records and uses not yet written: a session
// that failed leaves the store as it found it.
func (s *Store) Discard() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending, s.touched = map[Key][]byte{}, map[Key]struct{}{}
}

// write writes cache records and uses in one transaction, which counts
// the session when it is not counted yet.
func (s *Store) write(puts map[Key][]byte, touches map[Key]struct{}) error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	gen, counted, err := s.generationIn(tx)
	if err != nil {
		return err
	}
	err = writeEntries(tx, gen, puts, touches)
	if err == nil {
		err = s.fits(tx, puts)
	}
	if err != nil {
		s.uncount(counted)
		return err
	}
	if err := tx.Commit(); err != nil {
		s.uncount(counted)
		return err
	}
	return nil
}

// errFull is SQLite's error for a full disk, for the disk MaxPages
// gives a store.
var errFull = errors.New("database or disk is full")

// fits checks that the records puts fit on the disk MaxPages gives the
// store, if any: the database's size, as tx leaves it, and their own
// (what the WAL takes) within it.
func (s *Store) fits(tx *sql.Tx, puts map[Key][]byte) error {
	if s.capBytes <= 0 || len(puts) == 0 {
		return nil
	}
	var used int64
	if err := tx.QueryRow(`SELECT page_count * page_size FROM pragma_page_count, pragma_page_size`).Scan(&used); err != nil {
		return err
	}
	for _, rec := range puts {
		used += int64(len(rec))
	}
	if used > s.capBytes {
		return errFull
	}
	return nil
}

// writeEntries writes cache records and uses in tx.
func writeEntries(tx *sql.Tx, gen int64, puts map[Key][]byte, touches map[Key]struct{}) error {
	put, err := tx.Prepare(`INSERT INTO parse_cache (sha256, path, parser, record, used) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (sha256, path, parser) DO UPDATE SET record = excluded.record, used = excluded.used`)
	if err != nil {
		return err
	}
	defer put.Close()
	for k, rec := range puts {
		if _, err := put.Exec(k.SHA256, k.Path, k.Parser, rec, gen); err != nil {
			return err
		}
	}
	touch, err := tx.Prepare(`UPDATE parse_cache SET used = ? WHERE sha256 = ? AND path = ? AND parser = ? AND used < ?`)
	if err != nil {
		return err
	}
	defer touch.Close()
	for k := range touches {
		if _, err := touch.Exec(gen, k.SHA256, k.Path, k.Parser, gen); err != nil {
			return err
		}
	}
	return nil
}
