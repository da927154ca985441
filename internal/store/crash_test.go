package store

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv"
)

// crashChild names the store the test binary, run as a child by
// TestCrashLeavesCacheValid, writes to until it is killed.
const crashChild = "VITAE_STORE_CRASH_CHILD"

// crashBatch is how many records the child writes a transaction.
const crashBatch = 50

// TestCrashLeavesCacheValid: a process writing the parse cache (batches
// of records, each Flushed in one transaction, in WAL mode with
// synchronous=NORMAL) is killed at a moment of the test's choosing, again
// and again. After each kill the store opens, passes SQLite's integrity
// check, holds whole transactions only (a multiple of the batch), and
// every entry it holds reads back as exactly the record written under
// its key: nothing half written, nothing wrong served. (Power loss may
// also undo the last transactions before a checkpoint; that is a miss,
// the CV parsed again, never a wrong record.)
func TestCrashLeavesCacheValid(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a child process several times (-short)")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	recs := sampleRecords(t)
	dir := t.TempDir()
	crashed := 0
	for trial, delay := range []time.Duration{300, 500, 700, 900, 1100, 1300} {
		path := filepath.Join(dir, fmt.Sprintf("state-%d.db", trial))
		cmd := exec.Command(exe, "-test.run=^TestCrashChild$")
		cmd.Env = append(os.Environ(), crashChild+"="+path)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay * time.Millisecond)
		cmd.Process.Kill()
		if err := cmd.Wait(); err == nil {
			t.Fatalf("trial %d: the child ended before it was killed\n%s", trial, out.String())
		}
		n := checkAfterCrash(t, path, recs)
		t.Logf("trial %d: killed after %v, %d entries", trial, delay*time.Millisecond, n)
		if n > 0 {
			crashed++
		}
	}
	if crashed == 0 {
		t.Error("the child never wrote a transaction before it was killed")
	}
}

// checkAfterCrash opens the store at path after a crash and checks it
// (see TestCrashLeavesCacheValid); it returns how many entries it holds.
func checkAfterCrash(t *testing.T, path string, recs []*cv.CV) int64 {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatalf("the store after a crash: %v", err)
	}
	defer s.Close()
	var check string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity check: %q, %v", check, err)
	}
	rows, err := s.db.Query(`SELECT sha256, path, record FROM parse_cache`)
	if err != nil {
		t.Fatal(err)
	}
	var keys []Key
	for rows.Next() {
		k := Key{Parser: "p"}
		var rec []byte
		if err := rows.Scan(&k.SHA256, &k.Path, &rec); err != nil {
			t.Fatal(err)
		}
		i, err := strconv.ParseInt(k.SHA256, 16, 64)
		if err != nil {
			t.Fatalf("key %q", k.SHA256)
		}
		if want := jsonLine(t, crashRecord(recs, int(i))); string(rec) != want || k.Path != fmt.Sprintf("cv-%d.md", i) {
			t.Fatalf("entry %d (%s): not the record written", i, k.Path)
		}
		keys = append(keys, k)
	}
	rows.Close()
	if len(keys)%crashBatch != 0 {
		t.Errorf("%d entries: not whole transactions of %d", len(keys), crashBatch)
	}
	for _, k := range keys[:min(len(keys), 100)] { // and they read back as hits
		if _, ok, err := s.Get(k, cv.RecordOptions{}); !ok || err != nil {
			t.Fatalf("entry %s: hit %v, %v", k.Path, ok, err)
		}
	}
	return int64(len(keys))
}

// TestCrashChild is the child of TestCrashLeavesCacheValid: run by it,
// it writes records to the store it is given, a batch a transaction,
// until it is killed; otherwise it does nothing.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashChild)
	if path == "" {
		return
	}
	recs := sampleRecords(t)
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	n, err := s.CacheEntries()
	if err != nil {
		t.Fatal(err)
	}
	for i := int(n); ; i++ {
		k := Key{SHA256: fmt.Sprintf("%064x", i), Path: fmt.Sprintf("cv-%d.md", i), Parser: "p"}
		if err := s.Put(k, crashRecord(recs, i), cv.RecordOptions{}); err != nil {
			t.Fatal(err)
		}
		if (i+1)%crashBatch == 0 {
			if err := s.Flush(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// crashRecord is the record written under the i-th key: one of recs,
// its source the key's path.
func crashRecord(recs []*cv.CV, i int) *cv.CV {
	c := *recs[i%len(recs)]
	c.Source = fmt.Sprintf("cv-%d.md", i)
	return &c
}

// jsonLine is c as "vitae parse" writes it.
func jsonLine(t *testing.T, c *cv.CV) string {
	t.Helper()
	var buf bytes.Buffer
	if err := cv.WriteJSONL(&buf, []*cv.CV{c}); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}
