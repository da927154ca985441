package cli

import (
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"
)

// TestFlagValuesReadAsWritten: the usage lines show the values' forms
// (YEAR, full|fractional, DURATION, 2MiB) and no Go type names or -1ns
// defaults; a bad value's error names the form it takes.
func TestFlagValuesReadAsWritten(t *testing.T) {
	fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
	var year Year
	credit := "full"
	var wait Duration
	size := Size(2 << 20)
	fs.Var(&year, "since", "count from this year")
	fs.Var(Choice{Value: &credit, Choices: []string{"full", "fractional"}}, "credit", "paper credit")
	fs.Var(&wait, "wait", "wait this long")
	fs.Var(&size, "max-size", "the largest file")
	u := fs.FlagUsages()
	for _, want := range []string{"--since YEAR", "--credit full|fractional", "(default full)", "--wait DURATION", "(default 2MiB)"} {
		if !strings.Contains(u, want) {
			t.Errorf("usage lacks %q:\n%s", want, u)
		}
	}
	for _, bad := range []string{"string", "ns)", "(default 0)", "duration"} {
		if strings.Contains(u, bad) {
			t.Errorf("usage has %q:\n%s", bad, u)
		}
	}
	for flag, want := range map[string]string{"--since=later": "want a year", "--wait=soon": "want a duration such as 30s or 10m", "--wait=-1s": "want a duration"} {
		err := fs.Parse([]string{flag})
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), strings.Split(flag, "=")[0]) {
			t.Errorf("%s: %v", flag, err)
		}
	}
	if err := fs.Parse([]string{"--since=2019", "--wait=10m", "--credit=fractional"}); err != nil || year != 2019 || wait.D != 10*time.Minute || !wait.IsSet || credit != "fractional" {
		t.Errorf("parsed: %v %d %v %q", err, year, wait, credit)
	}
}
