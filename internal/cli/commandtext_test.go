package cli

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
)

// TestParseCommandReadsWhatHelpPrints: a command's text is its line in
// the list "PROG help" prints, then what "PROG help NAME" prints above
// the flags; the command read from it prints them back.
func TestParseCommandReadsWhatHelpPrints(t *testing.T) {
	text := "greet: say hello to someone\nusage: demo greet [--loud] NAME\n\nGreet says hello.\n\nTwice: when asked.\n"
	c, err := ParseCommand("demo", text)
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "greet" || c.Summary != "say hello to someone" || c.Usage != "[--loud] NAME" || c.Help != "Greet says hello.\n\nTwice: when asked." {
		t.Fatalf("read %+v", c)
	}
	c.Run = func(e *Env, c *Command, args []string) int {
		fs := e.FlagSet(c)
		ok, code := e.Parse(c, fs, args)
		if !ok {
			return code
		}
		return OK
	}
	p := &Program{Name: "demo"}
	p.Register(c)
	var out bytes.Buffer
	_, want, _ := strings.Cut(text, "\n")
	if code := p.Run(&Env{Stdout: &out, Stderr: &out}, []string{"help", "greet"}); code != OK || out.String() != want {
		t.Errorf("exit %d, help printed\n%q\nwant\n%q", code, out.String(), want)
	}
	out.Reset()
	if code := p.Run(&Env{Stdout: &out, Stderr: &out}, []string{"help"}); code != OK || !strings.Contains(out.String(), "\n  greet      say hello to someone\n") {
		t.Errorf("exit %d, the list of commands:\n%s", code, out.String())
	}
}

func TestParseCommandWithoutLongHelpOrArguments(t *testing.T) {
	for _, text := range []string{"tick: count one\nusage: demo tick", "tick: count one\nusage: demo tick\n", "tick: count one\nusage: demo tick\n\n"} {
		c, err := ParseCommand("demo", text)
		if err != nil || c.Name != "tick" || c.Summary != "count one" || c.Usage != "" || c.Help != "" {
			t.Errorf("%q: %+v, %v", text, c, err)
		}
	}
}

// TestParseCommandRefusesOtherForms: each line out of place is named.
func TestParseCommandRefusesOtherForms(t *testing.T) {
	for text, want := range map[string]string{
		"":                                        "line 1",
		"greet say hello\nusage: demo greet\n":    "line 1",
		"two words: hi\nusage: demo two words\n":  "line 1",
		"greet: \nusage: demo greet\n":            "line 1",
		"greet: hi\nUsage: demo greet NAME\n":     "line 2",
		"greet: hi\nusage: other greet NAME\n":    "line 2",
		"greet: hi\nusage: demo greeting NAME\n":  "line 2",
		"greet: hi\nusage: demo greet NAME\nHi\n": "line 3",
	} {
		if _, err := ParseCommand("demo", text); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v, want an error about %s", text, err, want)
		}
	}
}

// TestDefineReadsTheCommandText: Define registers the command of
// NAME.txt in Texts, with the parts a library gives put in; a text that
// is missing, malformed or about another command panics.
func TestDefineReadsTheCommandText(t *testing.T) {
	texts := fstest.MapFS{
		"greet.txt": {Data: []byte("greet: say hello\nusage: demo greet NAME\n\nGreet says hello.\n\n{{lib.Help}}\n")},
		"bad.txt":   {Data: []byte("bad: no usage line\n")},
		"other.txt": {Data: []byte("greet: say hello\nusage: demo greet\n")},
	}
	p := &Program{Name: "demo", Texts: texts, Parts: map[string]string{"lib.Help": "What the library says."}}
	p.Define("greet", func(e *Env, c *Command, args []string) int { return Failure })
	c := p.Command("greet")
	if c == nil || c.Summary != "say hello" || c.Usage != "NAME" || c.Help != "Greet says hello.\n\nWhat the library says." {
		t.Fatalf("defined %+v", c)
	}
	if code := p.Run(&Env{}, []string{"greet"}); code != Failure {
		t.Errorf("greet ran with exit %d, not its Run's", code)
	}
	for _, name := range []string{"missing", "bad", "other"} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), name+".txt") {
					t.Errorf("Define(%q): panic %v, want one naming %s.txt", name, r, name)
				}
			}()
			p.Define(name, nil)
		}()
	}
}
