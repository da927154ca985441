package store

import (
	"crypto/sha256"
	"encoding/hex"
)

// sums is the set of the input hashes that a Cache's parser key has
// entries for, read once, in one query, when the Cache is first asked
// for a record: a hash not in it is a miss without a query of its own.
// On a cold run (an empty cache, or a new vitae whose parser key no
// entry has) every input is such a miss. The hashes of the records Put
// through the Cache join it. An entry another process writes after the
// set is read is not seen by this Cache (a miss: the CV is parsed);
// one gone since is still looked up, and missed.
type sums struct {
	loaded bool
	// all is nil when the set could not be read: every input is then
	// looked up.
	all map[[sha256.Size]byte]struct{}
}

// loadSums reads the set of c's parser key, once. c.mu is held.
func (c *Cache) loadSums() {
	if c.sums.loaded {
		return
	}
	c.sums.loaded = true
	all, err := c.s.sumsUnder(c.parser)
	if err != nil {
		c.keep(err)
		return
	}
	c.sums.all = all
}

// mayHave says whether the store may hold an entry for sum. c.mu is
// held.
func (c *Cache) mayHave(sum [sha256.Size]byte) bool {
	c.loadSums()
	if c.sums.all == nil {
		return true
	}
	_, ok := c.sums.all[sum]
	return ok
}

// added notes that sum has an entry (Put). c.mu is held.
func (c *Cache) added(sum [sha256.Size]byte) {
	if c.sums.all != nil {
		c.sums.all[sum] = struct{}{}
	}
}

// sumsUnder is the set of the input hashes with entries under the
// parser key, written or pending. It reads the table's primary key
// only (an index of the hashes, paths and keys), not the records.
func (s *Store) sumsUnder(parser string) (map[[sha256.Size]byte]struct{}, error) {
	rows, err := s.db.Query(`SELECT sha256 FROM parse_cache WHERE parser = ?`, parser)
	if err != nil {
		return nil, s.errorf("reading the parse cache: %w", err)
	}
	defer rows.Close()
	all := map[[sha256.Size]byte]struct{}{}
	var text []byte
	for rows.Next() {
		if err := rows.Scan(&text); err != nil {
			return nil, s.errorf("reading the parse cache: %w", err)
		}
		var sum [sha256.Size]byte
		if n, err := hex.Decode(sum[:], text); err != nil || n != len(sum) {
			return nil, nil // not a hash this package writes: look every input up
		}
		all[sum] = struct{}{}
	}
	if err := rows.Err(); err != nil {
		return nil, s.errorf("reading the parse cache: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for k := range s.pending {
		var sum [sha256.Size]byte
		if n, err := hex.Decode(sum[:], []byte(k.SHA256)); err != nil || n != len(sum) {
			return nil, nil
		}
		all[sum] = struct{}{}
	}
	return all, nil
}
