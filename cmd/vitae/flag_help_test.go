package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cli"
)

// TestFlagHelpAsUsersWrite: no command's flags show a Go type as their
// placeholder ("--credit string") or a Go default ("-1ns"); choices,
// durations and sizes read as users write them.
func TestFlagHelpAsUsersWrite(t *testing.T) {
	goType := regexp.MustCompile(`--[a-z-]+ (string|int|duration|bytes)\b|-1ns|\(default -1`)
	for _, cmd := range []string{"parse", "stats", "report", "run", "verify", "diff"} {
		r := runWith(t, "", cmd, "--help")
		if r.code != cli.OK {
			t.Fatalf("%s --help: exit %d", cmd, r.code)
		}
		if m := goType.FindString(r.stdout); m != "" {
			t.Errorf("%s --help shows %q:\n%s", cmd, m, r.stdout)
		}
	}
	for cmd, wants := range map[string][]string{
		"run":    {"--wait DURATION", "(30s, 10m)", "--log-format text|json"},
		"stats":  {"--credit full|fractional", "--format text|csv|json", "--since YEAR", "(default 2MiB)"},
		"parse":  {"--format bibtex|csl-json|json|jsonl|jsonresume|text"},
		"report": {"--credit full|fractional", "--as-of YEAR"},
	} {
		out := runWith(t, "", cmd, "--help").stdout
		for _, w := range wants {
			if !strings.Contains(out, w) {
				t.Errorf("%s --help lacks %q", cmd, w)
			}
		}
	}
}

// TestBadValueNamesFlag: a bad year, date or duration is a usage error
// that names the flag and the form it takes, not a Go parse error.
func TestBadValueNamesFlag(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "jane.md"), goodCV)
	job := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"jane.md\"]\n[output]\ndir = \"out\"\n")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"stats", "--since", "last-year", in}, `for --since: want a year such as 2020`},
		{[]string{"stats", "--until", "2020.5", in}, `for --until: want a year such as 2020`},
		{[]string{"report", "--out", dir, "--as-of", "x", in}, `for --as-of: want a year`},
		{[]string{"stats", "--date", "23/11/2026", in}, `bad --date "23/11/2026" (want YYYY-MM-DD between 1900 and 9999, or today)`},
		{[]string{"report", "--out", dir, "--date", "2026-02-30", in}, `bad --date "2026-02-30" (want YYYY-MM-DD`},
		{[]string{"run", "--wait", "ten minutes", job}, `for --wait: want a duration such as 30s or 10m`},
	} {
		r := runWith(t, "", tc.args...)
		if r.code != cli.Usage || !strings.Contains(r.stderr, tc.want) || strings.Contains(r.stderr, "strconv") || strings.Contains(r.stderr, "parsing time") {
			t.Errorf("%v: exit %d\n%s\nwant %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
}
