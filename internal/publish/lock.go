package publish

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// LockName is the lock file's name in OUT.
const LockName = ".vitae.lock"

// pollEvery is how often Acquire tries again while another run holds the
// lock.
const pollEvery = 100 * time.Millisecond

// Lock is the exclusive hold of one run on an output folder.
type Lock struct {
	path string
	f    *os.File
}

// HeldError is Acquire's error when another run holds the lock for longer
// than the caller would wait. PID, Host and Since are what the holder
// wrote into the lock file; they are zero when it had not written them yet.
type HeldError struct {
	Path   string
	PID    int
	Host   string
	Since  time.Time
	Waited time.Duration
}

// Error names the lock file and the run that holds it.
func (e *HeldError) Error() string {
	who := "another vitae run"
	if e.PID > 0 {
		who += " (pid " + strconv.Itoa(e.PID)
		if e.Host != "" {
			who += " on " + e.Host
		}
		if !e.Since.IsZero() {
			who += ", since " + e.Since.UTC().Format(time.RFC3339)
		}
		who += ")"
	}
	return fmt.Sprintf("%s: %s holds the lock on this output folder (waited %v)", e.Path, who, e.Waited)
}

// Acquire takes the exclusive lock of OUT (the file OUT/.vitae.lock,
// creating OUT if needed) and writes the pid, host and start time of this
// process into it. While another run holds it, Acquire tries again every
// 100 ms for up to wait, then fails with a *HeldError. On unix the lock is
// flock(2): the kernel releases it when its holder exits or is killed, so
// a lock file left by a dead run never blocks. Elsewhere the file is made
// with O_EXCL and one left by a killed run must be removed by hand.
func Acquire(out string, wait time.Duration) (*Lock, error) {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, fmt.Errorf("%s: cannot make the output folder: %w", out, err)
	}
	path := filepath.Join(out, LockName)
	tries := max(int(wait/pollEvery), 0) + 1 // a negative wait is no wait
	for i := range tries {
		f, ok, err := tryLock(path)
		if err != nil {
			return nil, fmt.Errorf("%s: cannot lock: %w", path, err)
		}
		if ok {
			l := &Lock{path: path, f: f}
			if err := l.writeHolder(); err != nil {
				l.Unlock()
				return nil, fmt.Errorf("%s: cannot write the lock holder: %w", path, err)
			}
			return l, nil
		}
		if i < tries-1 {
			time.Sleep(pollEvery)
		}
	}
	held := readHolder(path)
	held.Waited = wait
	return nil, held
}

// writeHolder writes who holds the lock into the lock file.
func (l *Lock) writeHolder() error {
	host, _ := os.Hostname()
	text := fmt.Sprintf("pid %d\nhost %s\nsince %s\n", os.Getpid(), host, time.Now().UTC().Format(time.RFC3339))
	if err := l.f.Truncate(0); err != nil {
		return err
	}
	if _, err := l.f.WriteAt([]byte(text), 0); err != nil {
		return err
	}
	return l.f.Sync()
}

// readHolder reads who holds the lock at path, as far as the file says.
func readHolder(path string) *HeldError {
	e := &HeldError{Path: path}
	data, err := os.ReadFile(path)
	if err != nil {
		return e
	}
	for line := range strings.Lines(string(data)) {
		key, val, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch key {
		case "pid":
			e.PID, _ = strconv.Atoi(val)
		case "host":
			e.Host = val
		case "since":
			e.Since, _ = time.Parse(time.RFC3339, val)
		}
	}
	return e
}

// Unlock releases the lock. It is safe to call more than once.
func (l *Lock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := release(l.f, l.path)
	l.f = nil
	if err != nil {
		return fmt.Errorf("%s: cannot unlock: %w", l.path, err)
	}
	return nil
}
