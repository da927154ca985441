package store

import (
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/vitae-cv/vitae/cv"
)

// Key is a parse cache entry's key.
type Key struct {
	// SHA256 is the hex SHA-256 of the input's bytes.
	SHA256 string
	// Path is the input's path as named (a record's Source is its path).
	Path string
	// Parser is the parser version key (see ParserKey).
	Parser string
}

// ErrNotKept is the error, wrapped with the input's name, of a Put whose
// record does not read back to the same JSON (a record the records reader
// changes or refuses): such a record is not cached, so that a hit is
// always what a fresh parse gives.
var ErrNotKept = errors.New("the record does not read back the same; not cached")

// Get returns the record kept for k, read back with opt (which must be
// what the record was parsed with: the venue catalogue), as a fresh value
// the caller owns; false when there is none. An entry that does not read
// back is an error (and a miss); Put replaces it.
func (s *Store) Get(k Key, opt cv.RecordOptions) (*cv.CV, bool, error) {
	s.mu.Lock()
	data, ok := s.pending[k]
	s.mu.Unlock()
	if !ok {
		err := s.get.QueryRow(k.SHA256, k.Path, k.Parser).Scan(&data)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, false, nil
		}
		if err != nil {
			return nil, false, s.errorf("reading the parse cache: %w", err)
		}
		s.mu.Lock()
		s.touched[k] = struct{}{} // its use is written with this session's generation
		s.mu.Unlock()
	}
	c, err := decode(k.Path, data, opt)
	if err != nil {
		return nil, false, s.errorf("the cached record of %s: %w", k.Path, err)
	}
	return c, true, nil
}

// Put keeps c, the normalised record parsed from the input k names with
// opt, unless it does not read back to the same JSON (ErrNotKept). It is
// kept in memory until Flush writes it (or Discard drops it); c is
// encoded before Put returns and may then change. Whether c reads back
// the same is found from c itself as it is encoded (keep), without
// decoding its JSON: the same answer as reading it back (or a stricter
// one) for a fraction of the work.
func (s *Store) Put(k Key, c *cv.CV, opt cv.RecordOptions) error {
	data, err := keep(c, opt)
	if err != nil {
		return fmt.Errorf("%s: %w: %v", k.Path, ErrNotKept, err)
	}
	s.mu.Lock()
	s.pending[k] = data
	s.mu.Unlock()
	return nil
}

// decode reads back one record kept for the input at path, as any record
// file is read (cv.ReadRecordWith: one record, on the calling goroutine);
// a warning (a venue not in opt's catalogue) is an error, since the
// record would not be what was kept.
func decode(path string, data []byte, opt cv.RecordOptions) (*cv.CV, error) {
	c, warnings, err := cv.ReadRecordWith(path, data, opt)
	switch {
	case err != nil:
		return nil, err
	case len(warnings) > 0:
		return nil, warnings
	}
	return c, nil
}

// generation is this session's cache generation: the count of sessions
// of the store that used its cache, this one included. It is counted up
// once, when a session first writes what it read or wrote in the cache
// (in that transaction: a session whose writes fail or are discarded
// does not count), or when it prunes the cache. Every entry read or
// written carries the generation of the last session that used it;
// PruneCache drops the entries that no recent session used.
func (s *Store) generation() (int64, error) {
	gen, _, err := s.generationIn(s.db)
	return gen, err
}

// generationIn is generation, counted in q (the database or a
// transaction) when it is not counted yet; counted says it was counted
// now (see uncount).
func (s *Store) generationIn(q interface {
	QueryRow(string, ...any) *sql.Row
}) (gen int64, counted bool, err error) {
	s.genMu.Lock()
	defer s.genMu.Unlock()
	if s.gen > 0 {
		return s.gen, false, nil
	}
	if err := q.QueryRow(`UPDATE meta SET value = value + 1 WHERE key = 'cache_generation' RETURNING value`).Scan(&gen); err != nil {
		return 0, false, s.errorf("counting the session: %w", err)
	}
	s.gen = gen
	return gen, true, nil
}

// uncount forgets the generation counted in a transaction that was
// rolled back.
func (s *Store) uncount(counted bool) {
	if counted {
		s.genMu.Lock()
		s.gen = 0
		s.genMu.Unlock()
	}
}

// PruneCache drops the cache entries that none of the last unusedFor
// sessions that used the cache (this one included) read or wrote, and
// says how many went. PruneCache(1) keeps only what this session used.
// The cache so holds at most the inputs of the last unusedFor runs.
func (s *Store) PruneCache(unusedFor int) (int64, error) {
	if unusedFor < 1 {
		return 0, s.errorf("pruning the parse cache: keep the entries of at least 1 session, not %d", unusedFor)
	}
	if err := s.Flush(); err != nil {
		return 0, err
	}
	gen, err := s.generation()
	if err != nil {
		return 0, err
	}
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	res, err := s.db.Exec(`DELETE FROM parse_cache WHERE used <= ?`, gen-int64(unusedFor))
	if err != nil {
		return 0, s.errorf("pruning the parse cache: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}

// CacheEntries counts the entries of the parse cache (those written; not
// the pending ones).
func (s *Store) CacheEntries() (int64, error) {
	var n int64
	if err := s.db.QueryRow(`SELECT count(*) FROM parse_cache`).Scan(&n); err != nil {
		return 0, s.errorf("counting the parse cache: %w", err)
	}
	return n, nil
}

// parserKeyVersion changes when what the cache keeps changes meaning.
const parserKeyVersion = "vitae parse cache 1"

// executableSum stands for the running executable's bytes (see
// executableID), found once.
var executableSum = sync.OnceValues(func() ([sha256.Size]byte, error) {
	exe, err := os.Executable()
	if err != nil {
		return [sha256.Size]byte{}, fmt.Errorf("finding the running executable to key the parse cache: %w", err)
	}
	return executableID(exe)
})

// ParserKey is the parser version key: the hex SHA-256 of the running
// executable (its Go build ID, or all of its bytes: see executableID;
// found once per process) and the salts, which are whatever
// else changes what parsing gives (the venue catalogue's bytes, the size
// limit). Any change to vitae, or to a salt, makes every entry miss.
func ParserKey(salt ...string) (string, error) {
	exe, err := executableSum()
	if err != nil {
		return "", err
	}
	return parserKey(exe, salt), nil
}

// parserKey hashes the executable's sum and the salts, each preceded by
// its length so that no two lists of salts hash alike.
func parserKey(exe [sha256.Size]byte, salt []string) string {
	h := sha256.New()
	io.WriteString(h, parserKeyVersion)
	h.Write(exe[:])
	for _, s := range salt {
		h.Write(binary.AppendUvarint(nil, uint64(len(s))))
		io.WriteString(h, s)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Cache is the parse cache of one run, for inputs.Files.Cache: the
// store, the parser key and how records are read back. It keeps the
// first error the store gave (a read error is a miss; a write error loses
// the entry) and counts what it did. Make one with Store.Cache.
type Cache struct {
	s      *Store
	parser string
	opt    cv.RecordOptions

	mu    sync.Mutex
	err   error
	stats CacheStats
	sums  sums
}

// CacheStats count what a Cache did.
type CacheStats struct {
	Hits, Misses int
	// Kept counts the records Put; NotKept those left out because they
	// do not read back the same (see ErrNotKept).
	Kept, NotKept int
}

// Cache is the parse cache for records parsed under the parser key
// parser (see ParserKey) and read back with opt (the venue catalogue
// the CVs are parsed with).
func (s *Store) Cache(parser string, opt cv.RecordOptions) *Cache {
	return &Cache{s: s, parser: parser, opt: opt}
}

// Get is Store.Get for inputs.Files. An input whose hash has no entry
// (see sums) is a miss without a query.
func (c *Cache) Get(sum [sha256.Size]byte, path string) (*cv.CV, bool) {
	c.mu.Lock()
	may := c.mayHave(sum)
	c.mu.Unlock()
	var rec *cv.CV
	var ok bool
	var err error
	if may {
		rec, ok, err = c.s.Get(c.key(sum, path), c.opt)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.keep(err)
	if ok {
		c.stats.Hits++
	} else {
		c.stats.Misses++
	}
	return rec, ok
}

// Put is Store.Put for inputs.Files.
func (c *Cache) Put(sum [sha256.Size]byte, path string, rec *cv.CV) {
	err := c.s.Put(c.key(sum, path), rec, c.opt)
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case errors.Is(err, ErrNotKept):
		c.stats.NotKept++
	case err != nil:
		c.keep(err)
	default:
		c.stats.Kept++
		c.added(sum)
	}
}

func (c *Cache) key(sum [sha256.Size]byte, path string) Key {
	return Key{SHA256: hex.EncodeToString(sum[:]), Path: path, Parser: c.parser}
}

// keep remembers err if it is the first. c.mu is held.
func (c *Cache) keep(err error) {
	if err != nil && c.err == nil {
		c.err = err
	}
}

// Err is the first error the store gave, or nil.
func (c *Cache) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Stats says what the cache did so far.
func (c *Cache) Stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stats
}
