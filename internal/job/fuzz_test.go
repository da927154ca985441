package job

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pelletier/go-toml/v2"
)

// fuzzJobPath is the job file the fuzz inputs are read as: a relative
// path in a folder, as a cron line names one.
var fuzzJobPath = filepath.Join("jobs", "nightly.toml")

// FuzzParse checks what Parse promises of any job file, whatever its
// bytes:
//
//   - the same bytes read twice give the same job or the same error;
//
//   - an error is one or more *Error, each naming the job file first, the
//     key it is about when it has one, a line of the file (or none), in
//     one line of bounded length;
//
//   - a job that parses re-validates: written back as TOML it parses to
//     the same job; with a byte order mark in front it parses the same;
//
//   - a parsed job holds what check promised (keep at least 1, a wait of
//     at least 0, known formats, fail_on rules that read back the same,
//     an output folder, paths resolved to absolute ones).
//
//     go test ./internal/job -run '^$' -fuzz '^FuzzParse$' -fuzztime 1m
func FuzzParse(f *testing.F) {
	for _, s := range fuzzJobSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		j, err := Parse(fuzzJobPath, data)
		j2, err2 := Parse(fuzzJobPath, data)
		if !sameOutcome(j, err, j2, err2) {
			t.Fatalf("two reads of the same bytes differ: %v / %v", err, err2)
		}
		if err != nil {
			checkErrors(t, data, err)
			return
		}
		checkParsedJob(t, j)
		checkRoundTrip(t, j)
		if !bytes.HasPrefix(data, utf8BOM) {
			jb, err := Parse(fuzzJobPath, append(slices.Clip(utf8BOM), data...))
			if err != nil || !sameSections(j, jb) {
				t.Fatalf("with a byte order mark in front: %v", err)
			}
		}
	})
}

// fuzzJobSeeds are job files of every section and the mistakes people
// make in them.
var fuzzJobSeeds = []string{
	"[inputs]\npaths = [\"a\"]\n[output]\ndir = \"o\"\n",
	"[policy]\nfail_on = [\"warnings>3\"]\n[[x]]\n",
	"[inputs]\npaths = [\"applications/\", \"late/cv.pdf\"]\nglobs = [\"extra/*.md\"]\nmax_size = \"20MB\"\nstrict = true\njobs = 2\n" +
		"[selection]\nsince = 2015\nuntil = 2024\ntypes = [\"conference\", \"journal\"]\ninclude_preprints = false\narea = \"systems\"\n" +
		"venues_only = [\"OSDI\"]\ncredit = \"fractional\"\nas_of = 2024\ndate = \"2024-06-01\"\nstale_after = \"2y\"\nstage = \"phd\"\n" +
		"[output]\ndir = \"reports/\"\nname = \"committee\"\nformats = [\"html\", \"xlsx\", \"pdf\"]\ntitle = \"Search 2025\"\npdf_split = true\n" +
		"[corrections]\nfile = \"fixes.toml\"\n[cache]\nenabled = false\npath = \"/var/cache/vitae.db\"\n" +
		"[policy]\nkeep = 3\nfail_on = [\"failed\", \"skipped\", \"fewer_candidates\", \"stale_corrections\", \"warnings>10\"]\npublish_on_breach = true\nwait = \"10m\"\n",
	"inputs = {paths = [\"a\"], jobs = 0}\noutput = {dir = \"o\", formats = [\"docx\"]}\n",
	"inputs.paths = [\"a\"]\noutput.dir = \"o\"\npolicy.keep = 0\npolicy.wait = \"-1s\"\n",
	"\ufeff[inputs]\r\npaths = [\"a\"]\r\n[output]\r\ndir = \"o\"\r\n[policy]\r\nkeep = 0\r\n",
	"[inputs]\npaths = [\"\", \" \"]\nglobs = [\"[\"]\n[output]\ndir = \"\"\nname = \"a/b\"\n",
	"[inputs]\npaths = [\"a\"]\n[output]\ndir = \"o\"\nname = \"x\\ny\"\n[policy]\nfail_on = [\"warnings>-1\", \"sometimes\"]\n",
	"[inputs]\npaths = \"a\"\n[output]\ndir = 3\n[unknown]\nk = 1\n[inputs.deep]\nx = 1\n",
	"[inputs]\npaths = [\"a\"]\n[output]\ndir = \"o\"\n\"quoted.key\" = 1\n'a\\nb' = 2\n\"c\\nd\" = 3\n",
	"[inputs\npaths = [\n",
	"[[inputs]]\npaths = [\"a\"]\n",
}

// sameOutcome says whether two reads of one file agree.
func sameOutcome(a *Job, errA error, b *Job, errB error) bool {
	if (errA == nil) != (errB == nil) {
		return false
	}
	if errA != nil {
		return errA.Error() == errB.Error()
	}
	return reflect.DeepEqual(a, b)
}

// maxErrorLen bounds the bytes of one *Error's text: the file name, a
// line number, a key of MaxQuoted characters and a message of maxMsg
// characters (each up to 4 bytes), and the separators.
var maxErrorLen = len(fuzzJobPath) + 16 + 4*(MaxQuoted+maxMsg) + 8

// checkErrors checks each error Parse returned.
func checkErrors(t *testing.T, data []byte, err error) {
	t.Helper()
	for _, e := range leafErrors(err) {
		var je *Error
		if !errors.As(e, &je) {
			t.Fatalf("an error that is not a *Error: %T %q", e, e)
		}
		if problem := errorProblem(je, data); problem != "" {
			t.Fatalf("%s: %q", problem, je.Error())
		}
	}
}

// errorProblem says what is wrong with an error about data, or "".
func errorProblem(je *Error, data []byte) string {
	msg := je.Error()
	lines := bytes.Count(data, []byte("\n")) + 1
	switch {
	case je.Path != fuzzJobPath || !strings.HasPrefix(msg, fuzzJobPath+":"):
		return "an error that does not name the job file first"
	case je.Key != "" && !strings.Contains(msg, ": "+Clip(je.Key)+": "):
		return "an error about key " + strconv.Quote(je.Key) + " that does not name it"
	case je.Line < 0 || je.Line > lines:
		return fmt.Sprintf("an error at line %d of a %d-line file", je.Line, lines)
	case strings.Contains(msg, "\n"):
		return "an error of more than one line"
	case len(msg) > maxErrorLen:
		return fmt.Sprintf("an error of %d bytes (at most %d)", len(msg), maxErrorLen)
	case !utf8.ValidString(msg) && utf8.Valid(data):
		return "an error not in UTF-8 about a file in UTF-8"
	}
	return ""
}

// leafErrors are the errors joined in err (itself when it joins none).
func leafErrors(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, leafErrors(e)...)
		}
		return out
	}
	return []error{err}
}

// checkJob checks what check promises of a job it passed.
func checkParsedJob(t *testing.T, j *Job) {
	t.Helper()
	if j.Keep() < 1 || j.Wait() < 0 {
		t.Fatalf("keep %d, wait %v: want at least 1 and 0", j.Keep(), j.Wait())
	}
	if strings.TrimSpace(j.Output.Dir) == "" || !filepath.IsAbs(j.OutDir()) || !filepath.IsAbs(j.CachePath()) {
		t.Fatalf("output folder %q resolved to %q, cache %q: want a folder, absolute", j.Output.Dir, j.OutDir(), j.CachePath())
	}
	if len(j.Inputs.Paths)+len(j.Inputs.Globs) == 0 {
		t.Fatal("a job without inputs")
	}
	for _, p := range j.Inputs.Paths {
		if !filepath.IsAbs(j.Resolve(p)) {
			t.Fatalf("input %q resolved to %q, not absolute", p, j.Resolve(p))
		}
	}
	for _, f := range j.Output.Formats {
		if !slices.Contains(Formats, f) {
			t.Fatalf("unknown format %q accepted", f)
		}
	}
	if len(j.Rules()) != len(j.Policy.FailOn) {
		t.Fatalf("%d fail_on entries read as %d rules", len(j.Policy.FailOn), len(j.Rules()))
	}
	for _, r := range j.Rules() {
		if back, err := ParseRule(r.String()); err != nil || back != r {
			t.Fatalf("rule %v reads back as %v, %v", r, back, err)
		}
	}
	all := Facts{Failed: 1, Skipped: 1, Candidates: 0, PrevCandidates: 1, Warnings: int(^uint(0) >> 1), StaleCorrections: 1}
	if b := j.Breaches(all); len(b) != len(j.Rules()) {
		t.Fatalf("facts that break every rule break %d of %d: %q", len(b), len(j.Rules()), b)
	}
	if b := j.Breaches(Facts{PrevCandidates: -1}); len(b) != 0 {
		t.Fatalf("a run that found nothing wrong breaks %q", b)
	}
}

// sections is what a job file sets, without what Parse derives.
type sections struct {
	Inputs      Inputs      `toml:"inputs"`
	Selection   Selection   `toml:"selection"`
	Output      Output      `toml:"output"`
	Corrections Corrections `toml:"corrections"`
	Cache       Cache       `toml:"cache"`
	Policy      Policy      `toml:"policy"`
}

func sectionsOf(j *Job) sections {
	return sections{j.Inputs, j.Selection, j.Output, j.Corrections, j.Cache, j.Policy}
}

// sameSections says whether two jobs set the same values.
func sameSections(a, b *Job) bool {
	return reflect.DeepEqual(sectionsOf(a), sectionsOf(b)) && a.Wait() == b.Wait() && reflect.DeepEqual(a.Rules(), b.Rules())
}

// setKeys is a job's sections as TOML tables of the keys the file set:
// unset pointers and lists and empty strings are left out (a list set
// empty, "types = []", is kept: it differs from no list).
func setKeys(j *Job) map[string]map[string]any {
	out := map[string]map[string]any{}
	sv := reflect.ValueOf(sectionsOf(j))
	for i := range sv.NumField() {
		sec := map[string]any{}
		fv, ft := sv.Field(i), sv.Type().Field(i).Type
		for k := range fv.NumField() {
			v := fv.Field(k)
			if (v.Kind() == reflect.Pointer || v.Kind() == reflect.Slice) && v.IsNil() || v.Kind() == reflect.String && v.Len() == 0 {
				continue
			}
			sec[ft.Field(k).Tag.Get("toml")] = v.Interface()
		}
		out[sv.Type().Field(i).Tag.Get("toml")] = sec
	}
	return out
}

// checkRoundTrip: j written back as TOML parses to the same job.
func checkRoundTrip(t *testing.T, j *Job) {
	t.Helper()
	out, err := toml.Marshal(setKeys(j))
	if err != nil {
		t.Fatalf("the job does not write back as TOML: %v", err)
	}
	back, err := Parse(fuzzJobPath, out)
	if err != nil {
		t.Fatalf("the job written back does not parse: %v\n%s", err, out)
	}
	if !sameSections(j, back) {
		t.Fatalf("the job written back reads differently:\n%s\n%+v\n%+v", out, sectionsOf(j), sectionsOf(back))
	}
}
