package cli

import (
	"bytes"
	"embed"
	"regexp"
	"strings"
	"text/template"
	"unicode/utf8"

	"github.com/spf13/pflag"
)

// shells are the shells "PROG completion" writes a script for.
var shells = []string{"bash", "fish", "zsh"}

//go:embed completion/*.tmpl
var completionFiles embed.FS

// completionScripts are the script templates, SHELL.tmpl, each executed
// with a completionSpec.
var completionScripts = template.Must(template.New("").Funcs(template.FuncMap{
	"join":  strings.Join,
	"sq":    singleQuoted,
	"fishq": fishQuoted,
	"zdesc": zshDescription,
}).ParseFS(completionFiles, "completion/*.tmpl"))

// completionCommand is the built-in "completion" command.
func (p *Program) completionCommand() *Command {
	n := p.Name
	return &Command{
		Name:    "completion",
		Summary: "print a shell completion script (bash, zsh or fish)",
		Usage:   "bash|zsh|fish",
		Help: `Completion prints a script that completes ` + n + `'s commands, flags, the
values of flags that take one of a fixed set (formats), and file names.
Load it in the shell's start-up file:

  bash   source <(` + n + ` completion bash)         in ~/.bashrc
  zsh    source <(` + n + ` completion zsh)          in ~/.zshrc, after compinit
  fish   ` + n + ` completion fish | source          in ~/.config/fish/config.fish

or save it where the shell finds completions: for bash
~/.local/share/bash-completion/completions/` + n + `, for zsh a file _` + n + ` in
a folder of $fpath, for fish ~/.config/fish/completions/` + n + `.fish.`,
		Run:  p.runCompletion,
		args: func() []string { return shells },
	}
}

func (p *Program) runCompletion(e *Env, c *Command, args []string) int {
	fs := e.FlagSet(c)
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return e.UsageError(c, "want one shell: bash, zsh or fish")
	}
	shell := fs.Arg(0)
	t := completionScripts.Lookup(shell + ".tmpl")
	if t == nil {
		return e.UsageError(c, "unknown shell %q (want bash, zsh or fish)%s", shell, didYouMean(Suggest(shell, shells), quoted))
	}
	var b bytes.Buffer
	if err := t.Execute(&b, p.completionSpec()); err != nil {
		e.Errorf("completion %s: %v", shell, err)
		return Failure
	}
	if _, err := e.Stdout.Write(b.Bytes()); err != nil {
		e.Errorf("%v", err)
		return Failure
	}
	return OK
}

// completionSpec is what a completion script knows of a program.
type completionSpec struct {
	Prog     string // the program's name: "vitae"
	Func     string // the shell function that completes it: "_vitae"
	Commands []compCommand
}

// compCommand is one command, for completion.
type compCommand struct {
	Name, Summary string
	Flags         []compFlag
	// ArgWords are the words its arguments are (help: commands and
	// topics); nil when its arguments are files; empty when it takes none.
	ArgWords []string
}

// FileArgs reports whether the command's arguments are file names.
func (c compCommand) FileArgs() bool { return c.ArgWords == nil }

// FlagWords lists the command's flags as typed: "--format -f --help".
func (c compCommand) FlagWords() string {
	var w []string
	for _, f := range c.Flags {
		w = append(w, "--"+f.Name)
		if f.Short != "" {
			w = append(w, "-"+f.Short)
		}
	}
	return strings.Join(w, " ")
}

// compFlag is one flag, for completion.
type compFlag struct {
	Name, Short string
	Summary     string    // the first line of its usage
	Kind        valueKind // what its value is
	TakesValue  bool      // false for a switch
	Values      []string  // its fixed values (Kind valueWords)
	Placeholder string    // its value's name in usage lines: "FILE"
	Repeat      bool      // may be given more than once
}

// Words, File and Dir say what the flag's value completes to.
func (f compFlag) Words() bool { return f.Kind == valueWords }
func (f compFlag) File() bool  { return f.Kind == valueFile }
func (f compFlag) Dir() bool   { return f.Kind == valueDir }

// Pattern is the flag's names as a shell case pattern: "-f|--format".
func (f compFlag) Pattern() string {
	if f.Short != "" {
		return "-" + f.Short + "|--" + f.Name
	}
	return "--" + f.Name
}

// completionSpec gathers p's commands and their flags (Program.Flags),
// in name and declaration order, so the same program makes the same
// script.
func (p *Program) completionSpec() completionSpec {
	spec := completionSpec{Prog: p.Name, Func: "_" + shellName(p.Name)}
	for _, c := range p.Commands() {
		cc := compCommand{Name: c.Name, Summary: c.Summary}
		if c.args != nil {
			cc.ArgWords = append([]string{}, c.args()...)
		}
		if fs := p.Flags(c); fs != nil {
			fs.VisitAll(func(f *pflag.Flag) {
				if !f.Hidden && f.Deprecated == "" {
					cc.Flags = append(cc.Flags, newCompFlag(f))
				}
			})
		}
		cc.Flags = append(cc.Flags, compFlag{Name: "help", Summary: "show the command's help"})
		spec.Commands = append(spec.Commands, cc)
	}
	return spec
}

func newCompFlag(f *pflag.Flag) compFlag {
	_, usage := pflag.UnquoteUsage(f)
	ph := placeholder(f)
	if BarePlaceholder(f) {
		ph = f.Name // "format" rather than "string"
	}
	return compFlag{
		Name:        f.Name,
		Short:       f.Shorthand,
		Summary:     firstLine(usage),
		Kind:        kindOf(f),
		TakesValue:  !takesNoValue(f),
		Values:      FlagValues(f),
		Placeholder: ph,
		Repeat:      repeatable(f),
	}
}

// maxSummary is the longest flag summary a script shows, in runes.
const maxSummary = 72

// firstLine is the first line of s, cut at a word to maxSummary runes.
func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	if utf8.RuneCountInString(s) <= maxSummary {
		return s
	}
	r := []rune(s)[:maxSummary]
	if i := strings.LastIndexByte(string(r), ' '); i > 0 {
		return strings.TrimRight(string(r)[:i], " ,;:") + "…"
	}
	return string(r) + "…"
}

// notShellName matches what a shell function name may not hold.
var notShellName = regexp.MustCompile(`[^A-Za-z0-9_]`)

// shellName is name made fit for a shell function's name.
func shellName(name string) string { return notShellName.ReplaceAllString(name, "_") }

// singleQuoted is s for inside '...' in bash and zsh.
func singleQuoted(s string) string { return strings.ReplaceAll(s, "'", `'\''`) }

// fishQuoted is s for inside '...' in fish.
func fishQuoted(s string) string {
	return strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(s)
}

// zshDescription is s for a description in zsh's _arguments ("[...]")
// and _describe, inside '...': no brackets or colons, quotes doubled for
// the shell.
func zshDescription(s string) string {
	s = strings.NewReplacer("[", "(", "]", ")", ":", " -", `\`, "/").Replace(s)
	return singleQuoted(s)
}
