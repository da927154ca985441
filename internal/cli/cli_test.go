package cli

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

func TestParseSize(t *testing.T) {
	tests := map[string]int64{"100": 100, "2MiB": 2 << 20, "2m": 2 << 20, "1k": 1024, "3KB": 3000, "10 b": 10}
	for in, want := range tests {
		if got, err := ParseSize(in); err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "x", "-1", "1.5MiB", "99999999999999999999"} {
		if _, err := ParseSize(in); err == nil {
			t.Errorf("ParseSize(%q) succeeded", in)
		}
	}
}

func TestParseMonths(t *testing.T) {
	for in, want := range map[string]int{"12mo": 12, "18m": 18, "2y": 24, "6": 6, " 3MO ": 3} {
		if got, err := ParseMonths("--age", in); err != nil || got != want {
			t.Errorf("ParseMonths(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "0", "-3mo", "12w", "101y", "1e9"} {
		if _, err := ParseMonths("--age", bad); err == nil || !strings.Contains(err.Error(), "--age") {
			t.Errorf("ParseMonths(%q) = %v", bad, err)
		}
	}
}

func TestSplitList(t *testing.T) {
	if got := SplitList(" a, ,b,, c "); !reflect.DeepEqual(got, []string{"a", "b", "c"}) {
		t.Errorf("SplitList = %q", got)
	}
}

// TestProgram: help lists every command, a command's --help prints its
// flags, and a bad command line is a usage error naming the command.
func TestProgram(t *testing.T) {
	p := &Program{Name: "demo", About: "demo does things.", Version: func() string { return "v1" }}
	p.Register(&Command{Name: "greet", Summary: "say hello", Usage: "[flags] NAME", Run: func(e *Env, c *Command, args []string) int {
		fs := e.FlagSet(c)
		loud := fs.Bool("loud", false, "shout")
		if ok, code := e.Parse(c, fs, args); !ok {
			return code
		}
		if fs.NArg() != 1 {
			return e.UsageError(c, "want one NAME")
		}
		if *loud {
			e.Errorf("shouting")
		}
		return OK
	}})
	run := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := p.Run(&Env{Stdout: &out, Stderr: &errb}, args)
		return code, out.String(), errb.String()
	}
	for _, tc := range []struct {
		args      []string
		code      int
		out, errs string
	}{
		{[]string{"help"}, OK, "  greet      say hello", ""},
		{[]string{"help", "greet"}, OK, "--loud", ""},
		{[]string{"greet", "-h"}, OK, "usage: demo greet [flags] NAME", ""},
		{[]string{"--version"}, OK, "demo v1\n", ""},
		{[]string{"greet"}, Usage, "", "demo greet: want one NAME\nusage: demo greet [flags] NAME"},
		{[]string{"greet", "--loud", "x"}, OK, "", "demo: shouting\n"},
		{[]string{"nope"}, Usage, "", `unknown command "nope"`},
		{nil, Usage, "", "Commands:"},
	} {
		code, out, errs := run(tc.args...)
		if code != tc.code || !strings.Contains(out, tc.out) || !strings.Contains(errs, tc.errs) {
			t.Errorf("%q: exit %d\nstdout %q\nstderr %q", tc.args, code, out, errs)
		}
	}
}
