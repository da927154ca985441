package review

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/corrections"
)

// post writes a change as the app's page does.
func post(s *Server, path string, ch any) (int, map[string]any) {
	b, _ := json.Marshal(ch)
	got := ask(s, "POST", path, string(b), "cookie", "header", "origin")
	var out map[string]any
	_ = json.Unmarshal(got.Body.Bytes(), &out)
	return got.Code, out
}

// TestCorrectAndUndo: a correction is appended after the file's own text
// and comments, the record is shown corrected, a stale one is refused and
// not written, and undo takes back exactly the last one.
func TestCorrectAndUndo(t *testing.T) {
	s, corr := newTestServer(t, recNeedsLook, recInOrder)
	const mine = "# the committee's corrections, kept by hand\n[[correction]]\ncandidate = \"Bram Okonkwo-Lee\"\nsection = \"publications\"\nentry = \"Quiet Queues\"\nset = { year = 2023 } # as the proceedings say\n"
	if err := os.WriteFile(corr, []byte(mine), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out := post(s, "/api/correct", change{ID: "c1", Section: "publications", Entry: "Folding Ledgers for Sparse Tidepools", Set: []string{"venue=NSDI"}})
	if code != 200 {
		t.Fatalf("venue: %d %v", code, out)
	}
	code, _ = post(s, "/api/correct", change{ID: "c1", Section: "awards", Add: []string{"name=Example Lantern Prize", "year=2020"}})
	if code != 200 {
		t.Fatalf("add: %d", code)
	}
	text, _ := os.ReadFile(corr)
	if !strings.HasPrefix(string(text), mine) || strings.Count(string(text), "[[correction]]") != 3 {
		t.Fatalf("file after two writes:\n%s", text)
	}
	f, err := corrections.Load(corr)
	if err != nil {
		t.Fatal(err)
	}
	if f.Corrections[1].Candidate != "Orla Pemberton-Vey" || f.Corrections[1].Set["venue"] != "NSDI" {
		t.Errorf("written: %+v", f.Corrections[1])
	}
	var view detailOut
	got := ask(s, "GET", "/api/cv/c1", "", "cookie")
	if err := json.Unmarshal(got.Body.Bytes(), &view); err != nil {
		t.Fatal(err)
	}
	if p := view.Record.Publications[0]; p.Venue != "NSDI" || len(p.Corrected) == 0 || len(view.Record.Awards) != 1 || len(view.Applied) != 2 {
		t.Errorf("the record is not shown corrected: %+v, awards %v, applied %v", p, view.Record.Awards, view.Applied)
	}

	code, out = post(s, "/api/correct", change{ID: "c1", Section: "publications", Entry: "A Paper Nobody Wrote", Remove: true})
	if code != 409 || !strings.Contains(fmt.Sprint(out["error"]), "no publication") {
		t.Errorf("a stale correction: %d %v", code, out)
	}
	code, _ = post(s, "/api/correct", change{ID: "c1", Section: "publications", Entry: "Folding Ledgers for Sparse Tidepools", Set: []string{"year=soon"}})
	if code != 400 {
		t.Errorf("a bad value: %d", code)
	}
	if now, _ := os.ReadFile(corr); string(now) != string(text) {
		t.Errorf("a refused correction changed the file")
	}

	if code, _ := post(s, "/api/undo", struct{}{}); code != 200 {
		t.Fatalf("undo: %d", code)
	}
	after, _ := os.ReadFile(corr)
	if strings.Count(string(after), "[[correction]]") != 2 || strings.Contains(string(after), "Lantern") || !strings.HasPrefix(string(after), mine) {
		t.Errorf("after undo:\n%s", after)
	}
	// someone else writes to the file: undo leaves it alone
	if err := os.WriteFile(corr, append(after, "# a note\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out := post(s, "/api/undo", struct{}{}); code != 409 || !strings.Contains(fmt.Sprint(out["error"]), "changed since") {
		t.Errorf("undo over another's edit: %d %v", code, out)
	}
}

// TestUndoFirstWrite: undoing the correction that created the file
// removes the file.
func TestUndoFirstWrite(t *testing.T) {
	s, corr := newTestServer(t, recInOrder)
	if code, out := post(s, "/api/correct", change{ID: "c1", Section: "", Set: []string{"stage=postdoc"}}); code != 200 {
		t.Fatalf("stage: %d %v", code, out)
	}
	if code, _ := post(s, "/api/undo", struct{}{}); code != 200 {
		t.Fatal("undo")
	}
	if _, err := os.Stat(corr); !os.IsNotExist(err) {
		t.Errorf("the file is still there after undoing its only correction: %v", err)
	}
	if code, _ := post(s, "/api/undo", struct{}{}); code != 409 {
		t.Errorf("a second undo: %d", code)
	}
}

// TestKillWhileWriting: a process writing corrections as the app does
// is killed (SIGKILL) at random moments; the corrections file always
// reads, with every correction it had before, and never half of one.
func TestKillWhileWriting(t *testing.T) {
	if os.Getenv("VITAE_REVIEW_WRITER") != "" {
		writeForever(t)
		return
	}
	if testing.Short() {
		t.Skip("kill test: skipped with -short")
	}
	dir := t.TempDir()
	corr := filepath.Join(dir, "corrections.toml")
	in := filepath.Join(dir, "records.jsonl")
	if err := os.WriteFile(in, []byte(strings.Join(strings.Fields(recNeedsLook), " ")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	seen, kills, midWrite := 0, 0, 0
	for kills < maxKills && midWrite < 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillWhileWriting$", "-test.count=1")
		cmd.Env = append(os.Environ(), "VITAE_REVIEW_WRITER="+in, "VITAE_REVIEW_CORR="+corr)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(100+rand.IntN(300)) * time.Millisecond)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()
		kills++
		temps, _ := filepath.Glob(filepath.Join(dir, ".corrections.toml.*.tmp"))
		if len(temps) > 0 {
			midWrite++ // killed between creating the new text and renaming it over the file
			for _, p := range temps {
				os.Remove(p)
			}
		}
		f, err := corrections.Load(corr)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatalf("after kill %d the corrections file does not read: %v", kills, err)
		}
		if len(f.Corrections) < seen {
			t.Fatalf("after kill %d the file holds %d corrections, had %d", kills, len(f.Corrections), seen)
		}
		seen = len(f.Corrections)
	}
	if seen == 0 || midWrite == 0 {
		t.Fatalf("in %d kills, %d corrections were written and %d kills landed during a write: nothing was shown", kills, seen, midWrite)
	}
	t.Logf("%d kills, %d of them during a write (a temporary file left); %d corrections written; the file read whole each time", kills, midWrite, seen)
}

// maxKills bounds the rounds of TestKillWhileWriting.
const maxKills = 80

// writeForever is the child of TestKillWhileWriting: it writes
// corrections through the app until killed, each with a long note so
// that a write takes a while.
func writeForever(t *testing.T) {
	s, err := New(Options{Paths: []string{os.Getenv("VITAE_REVIEW_WRITER")}, Corrections: os.Getenv("VITAE_REVIEW_CORR")})
	if err != nil {
		t.Fatal(err)
	}
	note := strings.Repeat("checked against the proceedings; ", 2000)
	for i := 0; ; i++ {
		_, err := s.correct(change{ID: "c1", Section: "awards", Add: []string{fmt.Sprintf("name=Example Prize %d", i), "year=2020"}, Note: note})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestOwnerPlaceAndNotCounted: the owner's place set in an author list
// (with the list, as the page sends it: cv/corrections checks a
// self_index against the authors set with it)
// clears the queue's "owner missing", and a paper marked not counted
// becomes of type other, which no report counts by default.
func TestOwnerPlaceAndNotCounted(t *testing.T) {
	s, _ := newTestServer(t, recNeedsLook)
	if code, out := post(s, "/api/correct", change{ID: "c1", Section: "publications", Entry: "Folding Ledgers for Sparse Tidepools", Set: []string{"authors=Ivo Marchetti; Lin Qadri", "self_index=2"}}); code != 200 {
		t.Fatalf("owner's place: %d %v", code, out)
	}
	if code, out := post(s, "/api/correct", change{ID: "c1", Section: "publications", Entry: "Counting Lanterns in Constant Space", Set: []string{"type=other"}, Note: "not counted"}); code != 200 {
		t.Fatalf("not counted: %d %v", code, out)
	}
	var q queue
	_ = json.Unmarshal(ask(s, "GET", "/api/queue", "", "cookie").Body.Bytes(), &q)
	if n := q.Items[0].Counts["owner_missing"]; n != 0 {
		t.Errorf("owner still missing in %d paper(s) after the place was set", n)
	}
	var view detailOut
	_ = json.Unmarshal(ask(s, "GET", "/api/cv/c1", "", "cookie").Body.Bytes(), &view)
	p := view.Record.Publications
	if p[0].SelfIndex != 2 || p[1].Type != "other" || p[1].CorrectionNote != "not counted" {
		t.Errorf("record: %+v", p)
	}
}
