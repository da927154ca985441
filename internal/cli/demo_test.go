package cli

import (
	"bytes"
	"testing/fstest"
)

// demo is a program of three commands with flags of every kind, and help
// topics; ran counts the runs of greet past its flags.
type demo struct {
	*Program
	ran int
}

func newDemo() *demo {
	d := &demo{Program: &Program{
		Name:    "demo",
		About:   "demo does things.",
		Version: func() string { return "v1" },
		Topics: fstest.MapFS{
			"alpha.txt": {Data: []byte("alpha: the first topic\n\nAlpha explains things.\n")},
			"beta.txt":  {Data: []byte("beta: the second topic\n\nBeta explains more.\n")},
		},
	}}
	d.Register(&Command{Name: "greet", Summary: "say hello", Usage: "[flags] NAME", Run: func(e *Env, c *Command, args []string) int {
		fs := e.FlagSet(c)
		loud := fs.Bool("loud", false, "shout")
		fs.StringP("lang", "l", "en", "greet in `LANG`: en, fr or de")
		fs.String("out", "", "write into `DIR`")
		fs.StringArray("cc", nil, "copy to `FILE` (repeat for more)")
		fs.Int("times", 1, "greet `N` times")
		if ok, code := e.Parse(c, fs, args); !ok {
			return code
		}
		d.ran++
		if fs.NArg() != 1 {
			return e.UsageError(c, "want one NAME")
		}
		if *loud {
			e.Errorf("shouting")
		}
		return OK
	}})
	d.Register(&Command{Name: "report", Summary: "write a report", Usage: "[flags] PATH...", Run: func(e *Env, c *Command, args []string) int {
		fs := e.FlagSet(c)
		fs.StringP("format", "f", "html", "output format: html, pdf, text")
		fs.String("font", "", "TrueType `FILE.ttf` for the PDF")
		if ok, code := e.Parse(c, fs, args); !ok {
			return code
		}
		return OK
	}})
	d.Register(&Command{Name: "run", Summary: "run a job", Usage: "JOB", Run: func(e *Env, c *Command, args []string) int {
		fs := e.FlagSet(c)
		fs.Bool("check", false, "check only")
		if ok, code := e.Parse(c, fs, args); !ok {
			return code
		}
		return OK
	}})
	return d
}

// run runs p with args and returns the exit code, stdout and stderr.
func run(p *Program, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := p.Run(&Env{Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}
