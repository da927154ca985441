package cli

import (
	"strings"
	"testing"
)

// TestMistypedNamesGetSuggestions: a mistyped command, help argument or
// flag is a usage error (exit 2) that names the nearest ones; a flag that
// only another command has says which.
func TestMistypedNamesGetSuggestions(t *testing.T) {
	p := newDemo().Program
	for _, tc := range []struct {
		args []string
		errs string
	}{
		{[]string{"gret"}, `demo: unknown command "gret" (did you mean "greet"?)`},
		{[]string{"repotr", "x"}, `unknown command "repotr" (did you mean "report"?)`},
		{[]string{"r"}, `unknown command "r"` + "\n"},
		{[]string{"zzz"}, `unknown command "zzz"` + "\n"},
		{[]string{"help", "gret"}, `demo help: unknown command or topic "gret" (did you mean "greet"?)`},
		{[]string{"help", "alpah"}, `unknown command or topic "alpah" (did you mean "alpha"?)`},
		{[]string{"greet", "--lod", "x"}, "demo greet: unknown flag: --lod (did you mean --loud?)\nusage: demo greet [flags] NAME"},
		{[]string{"run", "-check"}, "unknown shorthand flag: 'c' in -check (did you mean --check?)"},
		{[]string{"greet", "--fromat", "x"}, "unknown flag: --fromat (--format is a flag of demo report, not of greet)"},
		{[]string{"run", "--ot"}, "unknown flag: --ot (--out is a flag of demo greet, not of run)"},
		{[]string{"run", "--zzzz"}, "unknown flag: --zzzz\n"},
		{[]string{"--verison"}, "demo: unknown flag: --verison (did you mean --version?)"},
		{[]string{"completion", "bahs"}, `unknown shell "bahs" (want bash, zsh or fish) (did you mean "bash"?)`},
		{[]string{"completion", "bsh"}, `(did you mean "bash" or "zsh"?)`},
	} {
		code, out, errs := run(p, tc.args...)
		if code != Usage || out != "" || !strings.Contains(errs, tc.errs) {
			t.Errorf("%q: exit %d, want %d\nstdout %q\nstderr %q\nwant stderr to hold %q", tc.args, code, Usage, out, errs, tc.errs)
		}
	}
}

// TestHelpTopics: "help topics" lists the topic files, "help NAME" shows
// one, and the top-level help points to them.
func TestHelpTopics(t *testing.T) {
	p := newDemo().Program
	for _, tc := range []struct {
		args []string
		out  string
	}{
		{[]string{"help", "topics"}, "  alpha        the first topic\n  beta         the second topic\n"},
		{[]string{"help", "beta"}, "beta: the second topic\n\nBeta explains more.\n"},
		{[]string{"help"}, "Run 'demo help topics' for the help topics (alpha, beta).\n"},
		{[]string{"help", "greet"}, "usage: demo greet [flags] NAME"},
	} {
		code, out, errs := run(p, tc.args...)
		if code != OK || errs != "" || !strings.Contains(out, tc.out) {
			t.Errorf("%q: exit %d\nstdout %q\nstderr %q\nwant stdout to hold %q", tc.args, code, out, errs, tc.out)
		}
	}
	p.Topics = nil
	if _, out, _ := run(p, "help"); strings.Contains(out, "topics") {
		t.Errorf("help without topics mentions them:\n%s", out)
	}
}

// TestBadValuesNameTheFlagAndTheForm: a value pflag cannot read names the
// flag, its value's name and the form it takes, not the Go parse error.
func TestBadValuesNameTheFlagAndTheForm(t *testing.T) {
	p := newDemo().Program
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"greet", "--times", "x", "n"}, `demo greet: bad value "x" for --times N: want a whole number` + "\n"},
		{[]string{"run", "--check=maybe"}, `bad value "maybe" for --check: want true or false` + "\n"},
	} {
		code, _, errs := run(p, tc.args...)
		if code != Usage || !strings.Contains(errs, tc.want) || strings.Contains(errs, "strconv") {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}
