package cli

import (
	"io"
	"regexp"
	"strings"
	"time"

	"github.com/spf13/pflag"
)

// Flags returns the flags c declares, as its Run declares them: Run is
// called with --help on an Env that prints nothing, and stops at its
// e.Parse, which hands the flag set over instead of parsing it. Nil when
// Run never calls e.Parse (or panics before it). The help test, "did you
// mean" and the completion scripts read the flags this way, so a
// command's flags are declared in one place only.
func (p *Program) Flags(c *Command) (fs *pflag.FlagSet) {
	e := &Env{
		Stdin:   strings.NewReader(""),
		Stdout:  io.Discard,
		Stderr:  io.Discard,
		Getenv:  func(string) string { return "" },
		Now:     time.Now,
		prog:    p.Name,
		program: p,
		probe:   new(flagProbe),
	}
	defer func() {
		if recover() != nil {
			fs = nil
		}
	}()
	c.Run(e, c, []string{"--help"})
	return e.probe.fs
}

// flagProbe receives the flag set of a command Flags runs.
type flagProbe struct{ fs *pflag.FlagSet }

// Command returns the command called name, or nil.
func (p *Program) Command(name string) *Command {
	p.init()
	return p.cmds[name]
}

// valuesAnnotation is the pflag annotation that lists a flag's values.
const valuesAnnotation = "cli_values"

// SetValues declares the only values flag name of fs takes (the formats
// of --format), for the completion scripts. A flag that declares none
// offers the values its usage lists (see listedValues).
func SetValues(fs *pflag.FlagSet, name string, values ...string) error {
	return fs.SetAnnotation(name, valuesAnnotation, values)
}

// FlagValues returns the fixed values flag f takes, nil when they are
// not a fixed set: the values declared with SetValues, else those its
// usage lists.
func FlagValues(f *pflag.Flag) []string {
	if v, ok := f.Annotations[valuesAnnotation]; ok {
		return v
	}
	if takesNoValue(f) {
		return nil
	}
	if t := f.Value.Type(); strings.Contains(t, "|") {
		return strings.Split(t, "|") // a Choice: "full|fractional"
	}
	return listedValues(f.Usage)
}

// takesNoValue reports whether f is a switch (--strict), given without a
// value.
func takesNoValue(f *pflag.Flag) bool { return f.NoOptDefVal != "" }

var (
	// parenthesised matches a "(...)" aside of a usage.
	parenthesised = regexp.MustCompile(`\([^()]*\)`)
	// valueWord is one value of a listed set: "json", "data-mining".
	valueWord = regexp.MustCompile(`^[a-z][a-z0-9_.-]*$`)
	// listSeparator parts the items of a list: ", ", " or ", ", or ".
	listSeparator = regexp.MustCompile(`\s*,\s*(?:or\s+)?|\s+or\s+`)
)

// listedValues reads the set of values a flag's usage lists, the way
// vitae's usages write them: after a colon ("output format: json, jsonl,
// text", "paper credit: full (1 per paper) or fractional (1/authors)")
// or as an aside of two or more ("of KIND (conference, journal,
// workshop)"); every item a lower-case word. Nil when it lists none.
func listedValues(usage string) []string {
	plain := parenthesised.ReplaceAllString(usage, "")
	for _, clause := range strings.Split(plain, ";") {
		parts := strings.Split(clause, ": ")
		for _, seg := range parts[1:] {
			if vals := valueList(seg); len(vals) >= 1 {
				return vals
			}
		}
	}
	for _, aside := range parenthesised.FindAllString(usage, -1) {
		if vals := valueList(strings.Trim(aside, "()")); len(vals) >= 2 {
			return vals
		}
	}
	return nil
}

// valueList splits s into values when every item of it is one word.
func valueList(s string) []string {
	s = strings.TrimSuffix(strings.TrimSpace(s), ".")
	if s == "" {
		return nil
	}
	items := listSeparator.Split(s, -1)
	for _, it := range items {
		if !valueWord.MatchString(it) {
			return nil
		}
	}
	return items
}

// placeholder is the name a flag's value has in usage lines: the
// back-quoted word of its usage ("FILE"), else the name of its type
// ("string"); "" for a switch.
func placeholder(f *pflag.Flag) string {
	name, _ := pflag.UnquoteUsage(f)
	return name
}

// BarePlaceholder reports whether f's value shows in usage lines as the
// name of its Go type ("--credit string", "--wait duration") rather than
// as what the user writes ("--since YEAR"): its usage back-quotes no
// word, and its type names itself the Go way, one lower-case word
// (a value type that names itself as users write it, "YEAR" or
// "full|fractional", is not bare).
func BarePlaceholder(f *pflag.Flag) bool {
	name := placeholder(f)
	return name != "" && name == f.Value.Type() && goTypeName.MatchString(name)
}

// goTypeName is how pflag's own value types name themselves: "string",
// "int", "duration", "stringSlice".
var goTypeName = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// valueKind is what a flag's value is, for completion.
type valueKind int

const (
	valueNone  valueKind = iota // a switch, or a value nothing completes (YEAR, N, TEXT)
	valueWords                  // one of a fixed set
	valueFile                   // a file name
	valueDir                    // a folder name
)

// kindOf says what f's value is: one of its fixed values, a folder when
// its placeholder names a DIR, a file when it names a FILE or PATH (or
// only a string type), else nothing to complete.
func kindOf(f *pflag.Flag) valueKind {
	if takesNoValue(f) {
		return valueNone
	}
	if len(FlagValues(f)) > 0 {
		return valueWords
	}
	ph := placeholder(f)
	switch {
	case strings.Contains(ph, "DIR"):
		return valueDir
	case strings.Contains(ph, "FILE"), strings.Contains(ph, "PATH"), ph == "string", ph == "stringArray":
		return valueFile
	}
	return valueNone
}

// repeatable reports whether f may be given more than once to add values
// (--set F=V --set G=W).
func repeatable(f *pflag.Flag) bool {
	t := f.Value.Type()
	return strings.HasSuffix(t, "Array") || strings.HasSuffix(t, "Slice")
}
