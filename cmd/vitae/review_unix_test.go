//go:build unix

package main

import (
	"bufio"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/internal/cli"
)

// TestReviewProcess runs "vitae review" as a process: it listens on
// 127.0.0.1 at a free port, says its URL with the token, answers with the
// token and refuses without it, writes a correction, and stops on SIGINT
// with exit status 130 and the corrections file whole.
func TestReviewProcess(t *testing.T) {
	corr := filepath.Join(t.TempDir(), "corrections.toml")
	cmd := exec.Command(os.Args[0], "review", "--corrections", corr, "../../testdata/cvs/minimal.txt")
	cmd.Env = append(os.Environ(), "VITAE_TEST_AS_VITAE=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("no URL said: %v (%s)", err, stderr.String())
	}
	m := regexp.MustCompile(`open (http://127\.0\.0\.1:\d+)/\?token=([0-9a-f]{32})`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("said %q, want a URL on 127.0.0.1 with a token", line)
	}
	base, token := m[1], m[2]
	if res, err := http.Get(base + "/api/queue"); err != nil || res.StatusCode != http.StatusForbidden {
		t.Fatalf("without the token: %v %v", res.StatusCode, err)
	}
	body := `{"id": "c1", "section": "publications", "entry": "Shardwise: Skew-Aware Repartitioning for Streaming Joins", "set": ["year=2022"]}`
	req, _ := http.NewRequest("POST", base+"/api/correct", strings.NewReader(body))
	req.Header.Set("X-Vitae-Token", token)
	req.Header.Set("Origin", base)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("a write with the token: %v %v", res.StatusCode, err)
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("vitae review did not stop on SIGINT")
	}
	if code := cmd.ProcessState.ExitCode(); code != cli.Interrupted || !strings.Contains(stderr.String(), "interrupted") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
	f, err := corrections.Load(corr)
	if err != nil || len(f.Corrections) != 1 || f.Corrections[0].Set["year"] != int64(2022) {
		t.Errorf("the corrections file after the stop: %v %+v", err, f)
	}
}
