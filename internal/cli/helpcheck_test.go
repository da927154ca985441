package cli

import (
	"reflect"
	"testing"
)

// TestCheckHelpFindsWhatFallsShort: a command without a summary, a flag
// without usage, flags that show their Go type and a default of -1ns are
// each reported; a
// program whose help is complete has no problem.
func TestCheckHelpFindsWhatFallsShort(t *testing.T) {
	d := newDemo()
	d.Register(&Command{Name: "sloppy", Usage: "PATH", Run: func(e *Env, c *Command, args []string) int {
		fs := e.FlagSet(c)
		fs.String("format", "text", "output format: text, csv")
		fs.Duration("wait", -1, "wait this long")
		fs.Int("jobs", 1, "")
		fs.String("out", "", "write into `DIR`")
		if ok, code := e.Parse(c, fs, args); !ok {
			return code
		}
		return OK
	}})
	d.Register(&Command{Name: "mute", Summary: "prints no help", Run: func(e *Env, c *Command, args []string) int {
		return OK
	}})
	var got []string
	for _, p := range d.CheckHelp() {
		got = append(got, p.Command+"|"+p.Flag)
	}
	want := []string{"mute|", "report|format", "sloppy|", "sloppy|format", "sloppy|wait", "sloppy|wait", "sloppy|jobs"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("problems %q, want %q\n%v", got, want, d.CheckHelp())
	}
}

func TestCheckHelpPassesCompleteHelp(t *testing.T) {
	p := &Program{Name: "demo", About: "demo.", Version: func() string { return "v1" }}
	p.Register(&Command{Name: "go", Summary: "go", Run: func(e *Env, c *Command, args []string) int {
		fs := e.FlagSet(c)
		fs.String("to", "", "go to `PLACE`")
		if ok, code := e.Parse(c, fs, args); !ok {
			return code
		}
		return OK
	}})
	if probs := p.CheckHelp(); len(probs) != 0 {
		t.Errorf("problems: %v", probs)
	}
}
