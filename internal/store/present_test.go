package store

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestMissWithoutQuery: a Cache reads the hashes its parser key has
// entries for once; an input whose hash is not among them is a miss
// without a query (the table gone after, no error), one whose hash is
// there is looked up (an error, with the table gone); a record Put
// through the Cache is found again.
func TestMissWithoutQuery(t *testing.T) {
	s := openTemp(t)
	rec := &cv.CV{Source: "x.md", Name: "Xu Example"}
	rec.Normalize()
	kept, other, fresh := sha256.Sum256([]byte("kept")), sha256.Sum256([]byte("other")), sha256.Sum256([]byte("fresh"))
	if err := s.Put(Key{SHA256: hexOf(kept), Path: "x.md", Parser: "p"}, rec, cv.RecordOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := s.Put(Key{SHA256: hexOf(other), Path: "x.md", Parser: "another"}, rec, cv.RecordOptions{}); err != nil {
		t.Fatal(err)
	}
	flush(t, s)
	c := s.Cache("p", cv.RecordOptions{})
	if got, ok := c.Get(kept, "x.md"); !ok || got.Name != "Xu Example" {
		t.Fatalf("kept: %v %v", got, ok)
	}
	c.Put(fresh, "y.md", &cv.CV{Source: "y.md", Name: "Yu Example", Contact: cv.Contact{Emails: []string{}}, Education: []cv.Education{}, Positions: []cv.Position{}, Publications: []cv.Publication{}, Awards: []cv.Award{}, Talks: []cv.Talk{}, Service: []cv.Service{}, Teaching: []cv.Teaching{}})
	if got, ok := c.Get(fresh, "y.md"); !ok || got.Name != "Yu Example" {
		t.Fatalf("put through the cache: %v %v (%+v, %v)", got, ok, c.Stats(), c.Err())
	}
	if _, err := s.db.Exec(`DROP TABLE parse_cache`); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Get(other, "x.md"); ok || c.Err() != nil {
		t.Errorf("a hash of another parser key: hit %v, error %v; want a miss without a query", ok, c.Err())
	}
	if _, ok := c.Get(kept, "x.md"); ok || c.Err() == nil || !strings.Contains(c.Err().Error(), "parse_cache") {
		t.Errorf("a hash with an entry, the table gone: hit %v, error %v; want it looked up", ok, c.Err())
	}
	if st := c.Stats(); st.Hits != 2 || st.Misses != 2 || st.Kept != 1 {
		t.Errorf("stats %+v", st)
	}
	s.Discard()
}

func hexOf(sum [sha256.Size]byte) string { return hex.EncodeToString(sum[:]) }
