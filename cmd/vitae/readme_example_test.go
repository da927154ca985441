package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/golden"
)

// TestReadmeStatsExample: the README's vitae stats example is what the
// command prints today for the sample CVs (run from the repository root,
// as the README says, at the date it names), up to the "…" where the
// README trims it. A change to the text report shows here as a diff; the
// README's block is then rewritten from the output.
func TestReadmeStatsExample(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const intro = "Example (`go run ./cmd/vitae stats --date 2026-11-28 testdata/cvs`"
	_, rest, ok := strings.Cut(string(readme), intro)
	if !ok {
		t.Fatalf("README has no example starting %q", intro)
	}
	_, rest, _ = strings.Cut(rest, "```\n")
	block, _, _ := strings.Cut(rest, "\n```\n")
	want, trimmed := strings.CutSuffix(block, "\n…")
	if !trimmed {
		t.Fatal("the README example should end in a line \"…\" where it is trimmed")
	}
	t.Chdir("../..")
	var out, errb bytes.Buffer
	if code := run([]string{"stats", "--date", "2026-11-28", "testdata/cvs"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("vitae stats: exit %d\n%s", code, errb.String())
	}
	got := out.String()
	if !strings.HasPrefix(got, want+"\n") {
		n := min(len(got), len(want))
		t.Errorf("the README's stats example is not what vitae stats prints now:\n%s", golden.Diff(want, got[:n]))
	}
}
