package cli

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spf13/pflag"
)

// maxSuggestions is how many names a "did you mean" offers at most.
const maxSuggestions = 3

// Suggest returns the names among known that typed was probably meant to
// be, best first: a name typed in another letter case, names that typed
// begins (at least two letters), then names within a few edits of typed
// (Damerau–Levenshtein: a letter added, dropped, changed or two swapped),
// one edit for a name of up to five letters, two up to eight, three
// beyond. Only the names of the best kind and distance are returned, at
// most three, in name order; none when nothing is near.
func Suggest(typed string, known []string) []string {
	t := strings.ToLower(typed)
	if t == "" {
		return nil
	}
	limit := editLimit(t)
	best := limit + 1
	var out []string
	for _, name := range known {
		d := nearness(t, strings.ToLower(name), limit)
		switch {
		case d < best:
			best, out = d, []string{name}
		case d == best && d <= limit:
			out = append(out, name)
		}
	}
	sort.Strings(out)
	if len(out) > maxSuggestions {
		out = out[:maxSuggestions]
	}
	return out
}

// nearness scores name against typed (both lower case): -2 for the same
// name, -1 when typed begins name, else the edit distance; limit+1 when
// it is further than limit.
func nearness(typed, name string, limit int) int {
	switch {
	case typed == name:
		return -2
	case utf8.RuneCountInString(typed) >= 2 && strings.HasPrefix(name, typed):
		return -1
	}
	if d := EditDistance(typed, name); d <= limit {
		return d
	}
	return limit + 1
}

// editLimit is the largest edit distance Suggest accepts for typed.
func editLimit(typed string) int {
	n := utf8.RuneCountInString(typed)
	switch {
	case n <= 5:
		return 1
	case n <= 8:
		return 2
	default:
		return 3
	}
}

// EditDistance is the number of edits that turn a into b, counted in
// runes: a rune inserted, deleted or substituted, or two adjacent runes
// swapped (the optimal string alignment form of Damerau–Levenshtein).
func EditDistance(a, b string) int {
	s, t := []rune(a), []rune(b)
	// Three rows of the dynamic programme: two back, one back, this one.
	prev2 := make([]int, len(t)+1)
	prev := make([]int, len(t)+1)
	cur := make([]int, len(t)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(s); i++ {
		cur[0] = i
		for j := 1; j <= len(t); j++ {
			cost := 1
			if s[i-1] == t[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && s[i-1] == t[j-2] && s[i-2] == t[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(t)]
}

// didYouMean phrases suggestions for an error message: ` (did you mean
// "a"?)`, ` (did you mean "a" or "b"?)`; "" for none. quote formats one
// name.
func didYouMean(names []string, quote func(string) string) string {
	if len(names) == 0 {
		return ""
	}
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = quote(n)
	}
	return " (did you mean " + orList(q) + "?)"
}

// orList joins items as a sentence does: "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) <= 1 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// quoted is how a command or topic name is quoted in messages: "report".
func quoted(s string) string { return strconv.Quote(s) }

// dashed is how a flag name is written in messages: --format.
func dashed(s string) string { return "--" + s }

// flagHint is the "did you mean" for err when it is an unknown flag of
// fs: the nearest flags of fs, else what other (may be nil) says of the
// name; "" for any other error. A group of shorthands ("-font") is taken
// as the long name a single dash was typed for.
func flagHint(err error, fs *pflag.FlagSet, other func(typed string) string) string {
	var ne *pflag.NotExistError
	if !errors.As(err, &ne) {
		return ""
	}
	typed := ne.GetSpecifiedName()
	if sh := ne.GetSpecifiedShortnames(); sh != "" {
		typed = sh
	}
	if s := Suggest(typed, flagNames(fs)); len(s) > 0 {
		return didYouMean(s, dashed)
	}
	if other != nil {
		return other(typed)
	}
	return ""
}

// flagNames lists the long names of the flags of fs a user may give,
// help among them.
func flagNames(fs *pflag.FlagSet) []string {
	names := []string{"help"}
	fs.VisitAll(func(f *pflag.Flag) {
		if !f.Hidden && f.Deprecated == "" {
			names = append(names, f.Name)
		}
	})
	return names
}

// elsewhere returns what to say of a flag that c lacks: which other
// commands have the flag nearest to it. Nil outside a Program.
func (e *Env) elsewhere(c *Command) func(string) string {
	if e.program == nil || c == nil {
		return nil
	}
	return func(typed string) string { return e.program.flagElsewhere(c.Name, typed) }
}

// flagElsewhere says which commands other than the one named skip have
// the flag nearest to typed: " (--format is a flag of vitae parse, stats
// and venues, not of report)"; "" when none has one near.
func (p *Program) flagElsewhere(skip, typed string) string {
	owners := map[string][]string{}
	for _, c := range p.Commands() {
		if c.Name == skip {
			continue
		}
		if fs := p.Flags(c); fs != nil {
			for _, n := range flagNames(fs)[1:] {
				owners[n] = append(owners[n], c.Name)
			}
		}
	}
	names := make([]string, 0, len(owners))
	for n := range owners {
		names = append(names, n)
	}
	s := Suggest(typed, names)
	if len(s) == 0 {
		return ""
	}
	cmds := owners[s[0]]
	list := strings.Join(cmds[:len(cmds)-1], ", ")
	if len(cmds) > 1 {
		list += " and "
	}
	list += cmds[len(cmds)-1]
	return fmt.Sprintf(" (%s is a flag of %s %s, not of %s)", dashed(s[0]), p.Name, list, skip)
}
