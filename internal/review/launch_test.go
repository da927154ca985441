package review

import (
	"bytes"
	"context"
	"errors"
	"net"
	"strings"
	"testing"
)

// TestServeOpensTheURL: with Options.Open set, Serve hands it the URL it
// prints (token included) once it listens; an opener that fails is said
// and the app serves on.
func TestServeOpensTheURL(t *testing.T) {
	for _, fail := range []bool{false, true} {
		s, _ := newTestServer(t, recOld)
		var opened string
		s.opt.Open = func(url string) error {
			opened = url
			if fail {
				return errors.New("no display")
			}
			return nil
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		var out bytes.Buffer
		done := make(chan error, 1)
		go func() { done <- s.Serve(ctx, ln, &out) }()
		cancel()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if opened == "" || !strings.Contains(out.String(), "open "+opened) || !strings.Contains(opened, s.token) {
			t.Errorf("opened %q; output:\n%s", opened, out.String())
		}
		if said := strings.Contains(out.String(), "could not open a browser (no display)"); said != fail {
			t.Errorf("failure said = %v, want %v; output:\n%s", said, fail, out.String())
		}
	}
}

func TestOpener(t *testing.T) {
	for goos, want := range map[string]string{"linux": "xdg-open", "darwin": "open", "windows": "rundll32", "plan9": ""} {
		if got, _ := opener(goos); got != want {
			t.Errorf("opener(%s) = %q, want %q", goos, got, want)
		}
	}
}
