package job

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/pelletier/go-toml/v2/unstable"
	"github.com/vitae-cv/vitae/internal/tomlmsg"
	"github.com/vitae-cv/vitae/reports/formats"
)

// Formats are the report formats output.formats accepts: those of the
// format table.
var Formats = formats.Names()

// keyLines maps each key the document sets ("section.key") to its line.
func keyLines(data []byte) (map[string]int, error) {
	lines := map[string]int{}
	var p unstable.Parser
	p.Reset(data)
	var table []string
	for p.NextExpression() {
		e := p.Expression()
		parts, first := tomlmsg.KeyParts(e)
		if first == nil {
			continue
		}
		line := p.Shape(first.Raw).Start.Line
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			table = parts
			lines[strings.Join(parts, ".")] = line
		case unstable.KeyValue:
			lines[strings.Join(append(slices.Clone(table), parts...), ".")] = line
		}
	}
	return lines, p.Error()
}

// knownKeysHint lists the keys a section takes, for an unknown key.
func knownKeysHint(key []string) string {
	keys := sectionKeys()
	if len(key) == 1 {
		return " (want a section: " + strings.Join(sortedKeys(keys), ", ") + ")"
	}
	if ks, ok := keys[key[0]]; ok {
		return " (" + key[0] + " takes " + strings.Join(ks, ", ") + ")"
	}
	return ""
}

// sectionKeys are the keys of each section, from the struct tags.
func sectionKeys() map[string][]string {
	out := map[string][]string{}
	jt := reflect.TypeFor[Job]()
	for i := range jt.NumField() {
		f := jt.Field(i)
		sec := f.Tag.Get("toml")
		if sec == "" || f.Type.Kind() != reflect.Struct {
			continue
		}
		for k := range f.Type.NumField() {
			if t := f.Type.Field(k).Tag.Get("toml"); t != "" {
				out[sec] = append(out[sec], t)
			}
		}
	}
	return out
}

func sortedKeys(m map[string][]string) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// check validates what the job itself decides (inputs, output, policy);
// the selection is checked by the same code as the flags it stands for
// (see Plan).
func (j *Job) check() []error {
	var errs []error
	add := func(err error) {
		if err != nil {
			errs = append(errs, err)
		}
	}
	if len(j.Inputs.Paths) == 0 && len(j.Inputs.Globs) == 0 {
		add(&Error{Path: j.Path, Line: j.Line("inputs"), Key: "inputs", Msg: "no inputs: set inputs.paths (files and folders) or inputs.globs"})
	}
	for _, p := range j.Inputs.Paths {
		if strings.TrimSpace(p) == "" {
			add(j.errAt("inputs.paths", "an empty path (the job's own folder would be read)"))
		}
	}
	for _, g := range j.Inputs.Globs {
		if strings.TrimSpace(g) == "" {
			add(j.errAt("inputs.globs", "an empty pattern"))
		} else if _, err := filepath.Match(g, ""); err != nil {
			add(j.errAt("inputs.globs", "bad pattern %q: %v", Clip(g), err))
		}
	}
	if j.Inputs.Jobs != nil && *j.Inputs.Jobs < 1 {
		add(j.errAt("inputs.jobs", "must be at least 1"))
	}
	if strings.TrimSpace(j.Output.Dir) == "" {
		add(&Error{Path: j.Path, Line: j.Line("output"), Key: "output.dir", Msg: "missing: the folder runs are published in"})
	}
	if n := j.Output.Name; n != "" && (strings.ContainsAny(n, `/\`) || n == "." || n == "..") {
		add(j.errAt("output.name", "%q is not a file name without folders", Clip(n)))
	} else if strings.IndexFunc(n, unicode.IsControl) >= 0 {
		add(j.errAt("output.name", "%q has a control character (a line break, a tab, ...): not a file name", Clip(n)))
	}
	for _, f := range j.Output.Formats {
		if !slices.Contains(Formats, f) {
			add(j.errAt("output.formats", "unknown format %q (want %s)", Clip(f), strings.Join(Formats, ", ")))
		}
	}
	if j.Policy.Keep != nil && *j.Policy.Keep < 1 {
		add(j.errAt("policy.keep", "must be at least 1 (the run latest points to is always kept)"))
	}
	if j.Policy.Wait != "" {
		d, err := time.ParseDuration(j.Policy.Wait)
		if err != nil || d < 0 {
			add(j.errAt("policy.wait", "bad duration %q (want e.g. 30s, 10m)", Clip(j.Policy.Wait)))
		}
		j.wait = d
	}
	for _, s := range j.Policy.FailOn {
		r, err := ParseRule(s)
		if err != nil {
			add(j.errAt("policy.fail_on", "%v", err))
			continue
		}
		j.rules = append(j.rules, r)
	}
	return errs
}

// Arg is one flag of "vitae report" that the job sets, and the job key
// that set it, as the run's manifest lists them (see Settings).
type Arg struct {
	Flag, Key string
}

// Args are the "vitae report" flags the job stands for: the selection,
// the input limits and the output's name, title, formats and font, as
// "--flag=value". They are what a run's manifest records; the job is
// checked through its Plan, not through these.
func (j *Job) Args() []Arg {
	var out []Arg
	add := func(key, flag string, v any) { out = append(out, Arg{fmt.Sprintf("--%s=%v", flag, v), key}) }
	s := j.Selection
	intFlag := func(key, flag string, v *int) {
		if v != nil {
			add(key, flag, *v)
		}
	}
	strFlag := func(key, flag, v string) {
		if v != "" {
			add(key, flag, v)
		}
	}
	pathFlag := func(key, flag, v string) { strFlag(key, flag, j.Resolve(v)) }
	boolFlag := func(key, flag string, v *bool) {
		if v != nil {
			add(key, flag, *v)
		}
	}
	intFlag("selection.since", "since", s.Since)
	intFlag("selection.until", "until", s.Until)
	if s.Types != nil {
		add("selection.types", "types", strings.Join(s.Types, ","))
	}
	boolFlag("selection.include_preprints", "include-preprints", s.IncludePreprints)
	strFlag("selection.area", "area", s.Area)
	if s.VenuesOnly != nil {
		add("selection.venues_only", "venues-only", strings.Join(s.VenuesOnly, ","))
	}
	strFlag("selection.credit", "credit", s.Credit)
	intFlag("selection.as_of", "as-of", s.AsOf)
	strFlag("selection.date", "date", s.Date)
	strFlag("selection.stale_after", "stale-after", s.StaleAfter)
	strFlag("selection.stage", "stage", s.Stage)
	pathFlag("selection.top_venues", "top-venues", s.TopVenues)
	pathFlag("selection.venues", "venues", s.Venues)
	strFlag("inputs.max_size", "max-size", j.Inputs.MaxSize)
	boolFlag("inputs.strict", "strict", j.Inputs.Strict)
	intFlag("inputs.jobs", "jobs", j.Inputs.Jobs)
	strFlag("output.name", "name", j.Output.Name)
	strFlag("output.title", "title", j.Output.Title)
	boolFlag("output.pdf_split", "pdf-split", j.Output.PDFSplit)
	pathFlag("output.font", "font", j.Output.Font)
	strFlag("output.blind", "blind", j.Output.Blind)
	pathFlag("output.blind_key", "blind-key", j.Output.BlindKey)
	if j.Output.Compare != nil {
		add("output.compare", "compare", strings.Join(j.Output.Compare, ","))
	}
	for _, f := range j.Output.Formats {
		add("output.formats", f, true)
	}
	return out
}

// unknownKeys finds, in one pass, the keys the job sets that no section
// takes: a table other than a section, a key a section does not take, a
// key under an unknown table (said once, as the table). It says the first
// maxErrors, each at its line, and how many more there are. It is nil
// when there are none or the document does not parse (the decoder then
// says why). The TOML library's strict mode finds them too, but says each
// with the whole document split into lines: 20,000 unknown keys took
// 19 s.
func unknownKeys(path string, data []byte) error {
	known := sectionKeys()
	var p unstable.Parser
	p.Reset(data)
	var errs []error
	more := 0
	unknown := func(n *unstable.Node, prefix, parts []string) {
		if len(errs) == maxErrors {
			more++
			return
		}
		full := append(slices.Clip(prefix), parts[:min(len(parts), 2)]...)
		errs = append(errs, &Error{Path: path, Line: p.Shape(n.Raw).Start.Line, Key: tomlmsg.Key(append(slices.Clip(prefix), parts...)), Msg: "unknown key" + knownKeysHint(full)})
	}
	var table []string // the section of the last table header; nil at the top or in an unknown table
	inUnknown := false
	for p.NextExpression() {
		e := p.Expression()
		parts, first := tomlmsg.KeyParts(e)
		if first == nil {
			continue
		}
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			table, inUnknown = parts, !(len(parts) == 1 && known[parts[0]] != nil)
			if inUnknown {
				table = nil
				unknown(first, nil, parts)
			}
		case unstable.KeyValue:
			if !inUnknown {
				checkKey(known, e, first, table, parts, unknown)
			}
		}
	}
	if p.Error() != nil || len(errs) == 0 {
		return nil
	}
	if more > 0 {
		errs = append(errs, &Error{Path: path, Msg: fmt.Sprintf("and %d more unknown keys", more)})
	}
	return errors.Join(errs...)
}

// checkKey checks the key parts of the key-value e, set under the table
// prefix (nil, or a section); a section set as an inline table has its
// keys checked too.
func checkKey(known map[string][]string, e, first *unstable.Node, prefix, parts []string, unknown func(n *unstable.Node, prefix, parts []string)) {
	depth := len(prefix) + len(parts)
	sec := parts[0]
	if len(prefix) > 0 {
		sec = prefix[0]
	}
	keys, ok := known[sec]
	switch {
	case !ok || depth > 2:
		unknown(first, prefix, parts)
	case depth == 2 && !slices.Contains(keys, parts[len(parts)-1]):
		unknown(first, prefix, parts)
	case depth == 1 && e.Value().Kind == unstable.InlineTable:
		for it := e.Value().Children(); it.Next(); {
			kv := it.Node()
			if inner, f := tomlmsg.KeyParts(kv); f != nil {
				checkKey(known, kv, f, parts, inner, unknown)
			}
		}
	}
}
