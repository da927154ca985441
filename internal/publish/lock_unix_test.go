//go:build unix

package publish

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// helperEnv names the output folder the helper process works in.
const helperEnv = "VITAE_PUBLISH_HELPER_OUT"

// TestHelperProcess is not a test: run by startHelper in a child process,
// it takes the lock of the output folder, begins a run and writes a file,
// says so, and waits to be killed.
func TestHelperProcess(t *testing.T) {
	out := os.Getenv(helperEnv)
	if out == "" {
		return
	}
	l, err := Acquire(out, 0)
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	r, err := Begin(out, week1.AddDate(0, 0, 7))
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	put(t, r.Dir, "report.html", "half written")
	fmt.Println("written")
	time.Sleep(10 * time.Minute) // killed long before
	l.Unlock()
	os.Exit(0)
}

// startHelper starts TestHelperProcess in a child working in out and
// returns once it holds the lock and has written into its run.
func startHelper(t *testing.T, out string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperEnv+"="+out)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if line != "written\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("helper process said %q, %v", line, err)
	}
	return cmd
}

func TestLockKilledHolder(t *testing.T) {
	out := t.TempDir()
	r1 := publish(t, out, week1, map[string]string{"report.html": "week 1"})
	cmd := startHelper(t, out)

	_, err := Acquire(out, 0)
	var held *HeldError
	if !errors.As(err, &held) || held.PID != cmd.Process.Pid {
		t.Errorf("Acquire while the child holds the lock: %v (child pid %d)", err, cmd.Process.Pid)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Fatalf("child: %v", err)
	}

	l, err := Acquire(out, 0)
	if err != nil {
		t.Fatalf("the lock of a killed run blocks: %v", err)
	}
	defer l.Unlock()
	wantLatest(t, out, r1.ID)
	gone, err := Sweep(out)
	partial := filepath.Join(out, "runs", ".2026-11-29T0300Z.partial")
	if err != nil || len(gone) != 1 || gone[0] != partial {
		t.Errorf("Sweep after the kill = %q, %v; want %s", gone, err, partial)
	}
	wantRuns(t, out, r1.ID)
}

// TestLockLinkNotFollowed: a lock file that is a symbolic link (to a file
// of someone else's) is not followed: Acquire fails naming the lock, and
// the file the link names is neither truncated nor written.
func TestLockLinkNotFollowed(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	victim := filepath.Join(dir, "precious.txt")
	if err := os.WriteFile(victim, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(victim, filepath.Join(out, LockName)); err != nil {
		t.Fatal(err)
	}
	l, err := Acquire(out, 0)
	if err == nil {
		l.Unlock()
		t.Error("a lock file that is a link was taken")
	} else if !strings.Contains(err.Error(), LockName) {
		t.Errorf("error %v does not name the lock file", err)
	}
	if b, _ := os.ReadFile(victim); string(b) != "keep me" {
		t.Errorf("the file the link names now holds %q", b)
	}
}

// TestVerifyManifestPipe: a run folder whose manifest.json is a named
// pipe is an error naming it, at once (reading it blocked vitae verify).
func TestVerifyManifestPipe(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, ManifestName), 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	if _, err := Verify(dir); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("Verify: %v", err)
	}
}
