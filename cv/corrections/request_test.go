package corrections

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestRequestCorrection: a request's assignments become typed values, and
// a request the file format would refuse is refused with the reason.
func TestRequestCorrection(t *testing.T) {
	got, err := Request{Candidate: "Ada Quill", Section: "publications", Entry: "Dense Gadgets",
		Set: []string{"venue=NSDI", "year=2022"}, Note: "per the programme"}.Correction()
	want := Correction{Candidate: "Ada Quill", Section: "publications", Entry: "Dense Gadgets",
		Set: map[string]any{"venue": "NSDI", "year": int64(2022)}, Note: "per the programme"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("set: %+v, %v; want %+v", got, err, want)
	}
	got, err = Request{Candidate: "Bö Lind", Section: "awards", Add: []string{"name=Example Prize", "year=2019"}}.Correction()
	if err != nil || got.Add["name"] != "Example Prize" || got.Add["year"] != int64(2019) || got.Set != nil {
		t.Errorf("add: %+v, %v", got, err)
	}
	for _, tc := range []struct {
		r         Request
		key, want string
	}{
		{Request{Candidate: "A B", Section: "awards", Entry: "X", Set: []string{"colour=red"}}, "set", `an award has no field "colour"`},
		{Request{Candidate: "A B", Section: "awards", Entry: "X", Set: []string{"year=soon"}}, "set", `year: "soon" is not a whole number`},
		{Request{Candidate: "A B", Section: "awards", Add: []string{"year"}}, "add", `"year" is not field=value`},
		{Request{Candidate: "A B", Section: "awards", Remove: true}, "entry", "names no entry"},
		{Request{Candidate: "A B", Section: "awards", Entry: "X", Add: []string{"year=2020"}}, "entry", "an add takes no entry"},
		{Request{Candidate: "A B", Section: "papers", Entry: "X", Set: []string{"year=2020"}}, "section", `section "papers" is not one of`},
		{Request{Candidate: " ", Section: "awards", Entry: "X", Remove: true}, "candidate", "names no candidate"},
		{Request{Candidate: "A B", Section: "awards", Entry: "X", Set: []string{"status=won"}}, "set", `status "won" is not one of`},
		{Request{Candidate: "A B", Section: "awards", Add: []string{"name=!!"}}, "add", "has no letter or digit"},
		{Request{Candidate: "A B", Section: "awards", Entry: "X"}, "", "says neither set, remove nor add"},
	} {
		_, err := tc.r.Correction()
		var re *RequestError
		if !errors.As(err, &re) || re.Key != tc.key || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v (%+v), want %q about %q", tc.r, err, re, tc.want, tc.key)
		}
	}
}

func TestRequestActions(t *testing.T) {
	for _, tc := range []struct {
		r    Request
		want int
	}{
		{Request{}, 0},
		{Request{Set: []string{"a=b"}}, 1},
		{Request{Remove: true}, 1},
		{Request{Add: []string{"a=b"}}, 1},
		{Request{Set: []string{"a=b"}, Remove: true, Add: []string{"c=d"}}, 3},
	} {
		if got := tc.r.Actions(); got != tc.want {
			t.Errorf("%+v: %d actions, want %d", tc.r, got, tc.want)
		}
	}
}

// TestLoadOrEmpty: a missing file is empty, an existing one is read, a
// broken one is an error naming it.
func TestLoadOrEmpty(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "new.toml")
	f, err := LoadOrEmpty(missing)
	if err != nil || f.Path != missing || len(f.Corrections) != 0 {
		t.Errorf("missing: %+v, %v", f, err)
	}
	good := filepath.Join(dir, "good.toml")
	os.WriteFile(good, []byte("[[correction]]\ncandidate = \"Ada Quill\"\nsection = \"awards\"\nentry = \"X\"\nremove = true\n"), 0o644)
	if f, err := LoadOrEmpty(good); err != nil || len(f.Corrections) != 1 {
		t.Errorf("good: %+v, %v", f, err)
	}
	bad := filepath.Join(dir, "bad.toml")
	os.WriteFile(bad, []byte("[[correction\n"), 0o644)
	if _, err := LoadOrEmpty(bad); err == nil || !strings.Contains(err.Error(), "bad.toml:1") {
		t.Errorf("bad: %v, want an error naming bad.toml:1", err)
	}
}

// TestTry: a correction is tried after the file's own, which may make
// it stale or not; the rows it makes are its own alone, and the file is
// unchanged.
func TestTry(t *testing.T) {
	f := mustParse(t, `[[correction]]
candidate = "Ada Quill"
section = "publications"
entry = "Dense Gadgets"
set = { title = "Denser Gadgets" }
`)
	set, _ := Request{Candidate: "ada quill", Section: "publications", Entry: "denser gadgets", Set: []string{"venue=NSDI", "year=2022"}}.Correction()
	made, stale := f.Try(set, records())
	if stale != nil || len(made) != 2 || made[0].Index != 2 || made[0].Field != "venue" || made[1].Field != "year" {
		t.Fatalf("set after a rename: %+v, stale %+v", made, stale)
	}
	if got := made[0].String(); got != "Ada Quill, publications “Denser Gadgets”: venue set to NSDI (was: SOSP)" {
		t.Errorf("row: %q", got)
	}
	// the entry's old title is gone once the file's correction renamed it
	old, _ := Request{Candidate: "Ada Quill", Section: "publications", Entry: "Dense Gadgets", Remove: true}.Correction()
	if made, stale := f.Try(old, records()); stale == nil || made != nil || !strings.Contains(stale.Why, "Dense Gadgets") {
		t.Errorf("stale: %+v, %+v", made, stale)
	}
	add, _ := Request{Candidate: "Bö Lind", Section: "awards", Add: []string{"name=Example Prize", "year=2019"}}.Correction()
	if made, stale := f.Try(add, records()); stale != nil || len(made) != 1 || made[0].String() != "Bö Lind, awards “Example Prize”: added" {
		t.Errorf("add: %+v, %+v", made, stale)
	}
	if len(f.Corrections) != 1 {
		t.Errorf("Try changed the file: %+v", f.Corrections)
	}
}

func TestAppliedString(t *testing.T) {
	for _, tc := range []struct {
		a    Applied
		want string
	}{
		{Applied{Candidate: "Ada Quill", Section: "awards", Entry: "X", Field: "removed"}, "Ada Quill, awards “X”: removed"},
		{Applied{Candidate: "Ada Quill", Section: "publications", Entry: "T", Field: "year", New: "2021"},
			"Ada Quill, publications “T”: year set to 2021 (was: unknown)"},
		{Applied{Candidate: "Ada Quill", Section: "publications", Entry: "T", Field: "venue", Old: "SOSP"},
			"Ada Quill, publications “T”: venue set to unknown (was: SOSP)"},
	} {
		if got := tc.a.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.a, got, tc.want)
		}
	}
}

// TestRequestMissing: a request without a candidate, a section or
// exactly one action says which, as a *RequestError keyed by the field;
// one with all three lacks nothing (Correction checks the rest).
func TestRequestMissing(t *testing.T) {
	for _, tc := range []struct {
		r    Request
		key  string
		want error
	}{
		{Request{Section: "awards", Remove: true}, "candidate", ErrRequired},
		{Request{Candidate: "A B", Remove: true}, "section", ErrRequired},
		{Request{Candidate: "A B", Section: "awards"}, "", ErrOneAction},
		{Request{Candidate: "A B", Section: "awards", Remove: true, Set: []string{"year=2020"}}, "", ErrOneAction},
		{Request{Candidate: "A B", Section: "awards", Remove: true}, "", nil},
	} {
		err := tc.r.Missing()
		var re *RequestError
		switch {
		case tc.want == nil && err != nil:
			t.Errorf("%+v: %v, want nothing missing", tc.r, err)
		case tc.want != nil && (!errors.As(err, &re) || re.Key != tc.key || !errors.Is(err, tc.want)):
			t.Errorf("%+v: %v (%+v), want %v about %q", tc.r, err, re, tc.want, tc.key)
		}
	}
	err := Request{Candidate: "A B"}.Missing()
	if !strings.Contains(err.Error(), strings.Join(Sections(), ", ")) {
		t.Errorf("a missing section does not list the sections: %v", err)
	}
}
