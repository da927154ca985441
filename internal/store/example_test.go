package store_test

import (
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/store"
)

// A scheduled run reads its inputs through the parse cache and records
// itself in the history; the next run's unchanged CVs are cache hits.
func Example() {
	dir, err := os.MkdirTemp("", "vitae-store-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	key, err := store.ParserKey("the venue catalogue's bytes", "1048576")
	if err != nil {
		log.Fatal(err)
	}
	for run := 1; run <= 2; run++ {
		s, err := store.Open(filepath.Join(dir, "vitae.db"))
		if err != nil {
			log.Fatal(err) // a real run goes on without a cache, and says so
		}
		cache := s.Cache(key, cv.RecordOptions{})
		files := &inputs.Files{Paths: []string{"../../testdata/cvs"}, Cache: cache}
		c := files.Collect(nil)
		st := cache.Stats()
		fmt.Printf("run %d: %d CVs, %d from the cache, %d parsed and kept\n", run, len(c.CVs), st.Hits, st.Kept)
		start := time.Date(2026, 11, 15+7*run, 3, 0, 0, 0, time.UTC)
		err = s.AddRun(store.RunRecord{ID: fmt.Sprint("run", run), Started: start, Finished: start.Add(time.Minute), Candidates: len(c.CVs)})
		if err != nil {
			log.Fatal(err)
		}
		if err := s.Close(); err != nil {
			log.Fatal(err)
		}
	}
	s, err := store.Open(filepath.Join(dir, "vitae.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer s.Close()
	last, err := s.LastRun()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("last run:", last.ID, last.Started.Format(time.DateOnly), last.Candidates, "candidates")
	// Output:
	// run 1: 10 CVs, 0 from the cache, 10 parsed and kept
	// run 2: 10 CVs, 10 from the cache, 0 parsed and kept
	// last run: run2 2026-11-29 10 candidates
}
