package publish

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestLockContention(t *testing.T) {
	out := filepath.Join(t.TempDir(), "new")
	l1, err := Acquire(out, 0)
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(out, LockName))
	if err != nil || !strings.HasPrefix(string(text), "pid "+strconv.Itoa(os.Getpid())+"\nhost ") {
		t.Errorf("lock file = %q, %v", text, err)
	}
	_, err = Acquire(out, 0)
	var held *HeldError
	if !errors.As(err, &held) || held.PID != os.Getpid() || held.Since.IsZero() {
		t.Fatalf("second Acquire: %v", err)
	}
	if want := "holds the lock"; !strings.Contains(err.Error(), "(pid "+strconv.Itoa(os.Getpid())+" on ") || !strings.Contains(err.Error(), want) {
		t.Errorf("error %q does not name the holder", err)
	}

	done := make(chan error, 1)
	go func() {
		l2, err := Acquire(out, 10*time.Minute)
		if err == nil {
			err = l2.Unlock()
		}
		done <- err
	}()
	select {
	case err := <-done: // cannot happen while l1 holds the lock
		t.Fatalf("a waiting Acquire returned while the lock was held: %v", err)
	default:
	}
	if err := l1.Unlock(); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("Acquire after Unlock: %v", err)
	}
	if err := l1.Unlock(); err != nil {
		t.Errorf("a second Unlock: %v", err)
	}
	l3, err := Acquire(out, 0)
	if err != nil {
		t.Fatalf("Acquire after both unlocked: %v", err)
	}
	l3.Unlock()
}
