package cli

import (
	"reflect"
	"testing"

	"github.com/spf13/pflag"
)

// TestFlagsReadsTheDeclaredFlagsWithoutRunning: Program.Flags gets a
// command's flag set from its Run, which stops at Parse.
func TestFlagsReadsTheDeclaredFlagsWithoutRunning(t *testing.T) {
	d := newDemo()
	fs := d.Flags(d.Command("greet"))
	if fs == nil {
		t.Fatal("Flags(greet) = nil")
	}
	var names []string
	fs.VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
	if want := []string{"loud", "lang", "out", "cc", "times"}; !reflect.DeepEqual(names, want) {
		t.Errorf("flags %q, want %q", names, want)
	}
	if d.ran != 0 {
		t.Errorf("greet ran %d times past its flags", d.ran)
	}
	d.Register(&Command{Name: "broken", Summary: "panics", Run: func(*Env, *Command, []string) int { panic("no") }})
	if fs := d.Flags(d.Command("broken")); fs != nil {
		t.Errorf("Flags(broken) = %v, want nil", fs)
	}
	if d.Command("nope") != nil {
		t.Error(`Command("nope") != nil`)
	}
}

func TestListedValuesReadsTheSetAUsageNames(t *testing.T) {
	for _, tc := range []struct {
		usage string
		want  []string
	}{
		{"output format: json, jsonl, text", []string{"json", "jsonl", "text"}},
		{"paper credit: full (1 per paper) or fractional (1/authors)", []string{"full", "fractional"}},
		{"list only venues of `KIND` (conference, journal, workshop)", []string{"conference", "journal", "workshop"}},
		{"list the venues of `LAYER`: curated, journals, all (default: all with a query, curated without)", []string{"curated", "journals", "all"}},
		{"group the candidates (summary and ranks) by `FIELD`: stage", []string{"stage"}},
		{"keep only candidates of career `STAGE` (phd_student, postdoc, other)", []string{"phd_student", "postdoc", "other"}},
		{"greet in `LANG`: en, fr or de.", []string{"en", "fr", "de"}},
		// Not a set of values:
		{"count papers from `YEAR` on (0: no lower bound)", nil},
		{"the run `DATE` (YYYY-MM-DD, or today): shown on reports; default: the day of $SOURCE_DATE_EPOCH, else today", nil},
		{"the candidate: a `NAME`, a stable id (name:…|e-mail) or file:PATH", nil},
		{"refuse files larger than this many `BYTES` (suffixes KiB, MiB allowed)", nil},
		{"wait this long (default: the job's policy.wait)", nil},
		{"flag a CV older than this at the run date: `AGE` in months (18mo) or years (2y)", nil},
		{"apply the corrections in `FILE` (TOML, see vitae correct)", nil},
		{"count only papers at these venues, a comma `LIST` of catalogue acronyms", nil},
		{"fail when a file is skipped (.doc, .rtf, images)", nil},
		{"", nil},
	} {
		if got := listedValues(tc.usage); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("listedValues(%q) = %q, want %q", tc.usage, got, tc.want)
		}
	}
}

func TestFlagValuesAndKinds(t *testing.T) {
	fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
	fs.String("format", "", "output format: a, b")
	fs.String("shape", "", "output shape: square, round")
	fs.Bool("quiet", false, "say less: yes, no")
	fs.String("out", "", "the output `DIR`")
	fs.String("font", "", "a `FILE.ttf`")
	fs.String("input", "", "where from")
	fs.Int("since", 0, "from `YEAR`")
	fs.StringArray("set", nil, "set `FIELD=VALUE`")
	if err := SetValues(fs, "format", "json", "text"); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]struct {
		kind   valueKind
		values []string
		bare   bool
	}{
		"format": {valueWords, []string{"json", "text"}, true}, // declared values win
		"shape":  {valueWords, []string{"square", "round"}, true},
		"quiet":  {valueNone, nil, false}, // a switch takes no value
		"out":    {valueDir, nil, false},
		"font":   {valueFile, nil, false},
		"input":  {valueFile, nil, true},
		"since":  {valueNone, nil, false},
		"set":    {valueNone, nil, false},
	} {
		f := fs.Lookup(name)
		if got := kindOf(f); got != want.kind {
			t.Errorf("kindOf(--%s) = %d, want %d", name, got, want.kind)
		}
		if got := FlagValues(f); !reflect.DeepEqual(got, want.values) {
			t.Errorf("FlagValues(--%s) = %q, want %q", name, got, want.values)
		}
		if got := BarePlaceholder(f); got != want.bare {
			t.Errorf("BarePlaceholder(--%s) = %v, want %v", name, got, want.bare)
		}
	}
	if !repeatable(fs.Lookup("set")) || repeatable(fs.Lookup("out")) {
		t.Error("repeatable: --set is, --out is not")
	}
}
