package cli

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/atomicfile"
)

// TestMainTurnsAPanicIntoAnInternalError: a command that panics ends
// with exit code Internal and a one-line "internal error ... (please
// report it)" whose control characters are escaped; the cleanups
// registered with AtInterrupt run (not those removed again), and the
// temporary file of a write under way in another goroutine is removed.
func TestMainTurnsAPanicIntoAnInternalError(t *testing.T) {
	dir := t.TempDir()
	started, release, done := make(chan struct{}), make(chan struct{}), make(chan error)
	var ran []string
	p := &Program{Name: "demo"}
	p.Register(&Command{Name: "crash", Run: func(e *Env, c *Command, args []string) int {
		defer AtInterrupt(func() { ran = append(ran, "removed") })()
		AtInterrupt(func() { ran = append(ran, "kept") })
		go func() {
			done <- atomicfile.WriteFile(filepath.Join(dir, "out.txt"), func(w io.Writer) error {
				close(started)
				<-release
				return nil
			})
		}()
		<-started
		panic("boom\x1b[2J")
	}})
	var stderr strings.Builder
	code := p.Main([]string{"crash"}, nil, io.Discard, &stderr)
	left, _ := filepath.Glob(filepath.Join(dir, ".out.txt.*.tmp"))
	close(release)
	<-done
	if code != Internal {
		t.Errorf("exit %d, want %d", code, Internal)
	}
	if got, want := stderr.String(), "demo: internal error: boom\\x1b[2J (please report it)\n"; got != want {
		t.Errorf("stderr %q, want %q", got, want)
	}
	if strings.Join(ran, ",") != "kept" {
		t.Errorf("cleanups run: %q, want only the one still registered", ran)
	}
	if len(left) > 0 {
		t.Errorf("temporary files left after the panic: %q", left)
	}
}

// TestMainRunsTheProgram: without a panic Main is Run, with the
// environment of the process.
func TestMainRunsTheProgram(t *testing.T) {
	t.Setenv("DEMO_GREETING", "hello")
	p := &Program{Name: "demo"}
	p.Register(&Command{Name: "greet", Run: func(e *Env, c *Command, args []string) int {
		io.WriteString(e.Stdout, e.Getenv("DEMO_GREETING")+" "+strings.Join(args, " "))
		return Failure
	}})
	var stdout strings.Builder
	if code := p.Main([]string{"greet", "you"}, nil, &stdout, io.Discard); code != Failure || stdout.String() != "hello you" {
		t.Errorf("exit %d, stdout %q", code, stdout.String())
	}
}

func TestBuildVersion(t *testing.T) {
	if got := BuildVersion("v1.2.3"); got != "v1.2.3" {
		t.Errorf("BuildVersion(v1.2.3) = %q", got)
	}
	if got := BuildVersion(""); got == "" {
		t.Error("BuildVersion(\"\") is empty")
	}
}
