package corrections

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// "vitae correct --candidate NAME --set stage=postdoc": a request without
// a section sets the record's stage; it is written without a section,
// reads back, applies once, and marks the record.
func TestRecordStage(t *testing.T) {
	r := Request{Candidate: "Mira Holt", Set: []string{"stage=postdoc"}, Note: "the new post is listed under visiting"}
	if err := r.Missing(); err != nil {
		t.Fatalf("Missing: %v", err)
	}
	c, err := r.Correction()
	if err != nil || c.Section != "" || c.Set["stage"] != "postdoc" {
		t.Fatalf("Correction = %+v, %v", c, err)
	}
	path := filepath.Join(t.TempDir(), "corrections.toml")
	if err := Append(path, c); err != nil {
		t.Fatal(err)
	}
	f, err := Load(path)
	if err != nil || len(f.Corrections) != 1 || f.Corrections[0].Section != "" || f.Corrections[0].Set["stage"] != "postdoc" {
		t.Fatalf("Load = %+v, %v", f, err)
	}
	if enc := Encode(c); strings.Contains(enc, "section") {
		t.Errorf("Encode wrote a section for a record correction:\n%s", enc)
	}
	rec := &cv.CV{Source: "mira.md", Name: "Mira Holt"}
	res := f.Apply([]*cv.CV{rec})
	if len(res.Stale) != 0 || len(res.Applied) != 1 || rec.Stage != cv.StagePostdoc || len(rec.Corrected) != 1 {
		t.Fatalf("Apply: %+v; stage %q, corrected %q", res, rec.Stage, rec.Corrected)
	}
	if got, want := rec.Corrected[0], "stage set to postdoc (was: unknown) — the new post is listed under visiting"; got != want {
		t.Errorf("Corrected line %q, want %q", got, want)
	}
	if got, want := res.Applied[0].String(), "Mira Holt: stage set to postdoc (was: unknown)"; got != want {
		t.Errorf("Applied = %q, want %q", got, want)
	}
	f.Apply([]*cv.CV{rec}) // a record read back: nothing more
	if len(rec.Corrected) != 1 {
		t.Errorf("applied twice: %q", rec.Corrected)
	}
	if p := rec.Validate(); len(p) != 0 {
		t.Errorf("the corrected record is invalid: %v", p)
	}
	gone := f.Apply([]*cv.CV{{Source: "other.md", Name: "Someone Else"}})
	if len(gone.Stale) != 1 || !strings.Contains(gone.Stale[0].String(), "Mira Holt, the record") {
		t.Errorf("a correction of a record not there: %+v", gone.Stale)
	}
}

// A stage must be one of the record's stages; only the record's fields go
// without a section, and a record correction takes no entry.
func TestRecordStageRefused(t *testing.T) {
	for _, tc := range []struct {
		r    Request
		want string
	}{
		{Request{Candidate: "A B", Set: []string{"stage=professor"}}, `stage "professor" is not one of phd_student, postdoc, faculty, industry, other`},
		{Request{Candidate: "A B", Set: []string{"stage=postdoc"}, Entry: "X"}, "takes no entry"},
		{Request{Candidate: "A B", Section: "positions", Entry: "X", Set: []string{"stage=postdoc"}}, `a position has no field "stage"`},
	} {
		_, err := tc.r.Correction()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v; want %q", tc.r, err, tc.want)
		}
	}
	var re *RequestError
	if err := (Request{Candidate: "A B", Set: []string{"year=2020"}}).Missing(); !errors.As(err, &re) || re.Key != "section" || !errors.Is(err, ErrRequired) {
		t.Errorf("a set of an entry's field without a section: %v, want the section required", err)
	}
	if _, err := Parse("c.toml", []byte("[[correction]]\ncandidate = \"A B\"\nset = { stage = \"boss\" }\n")); err == nil || !strings.Contains(err.Error(), "c.toml:3") {
		t.Errorf("a file with a bad stage: %v, want an error at c.toml:3, the line of the set", err)
	}
	if _, err := Parse("c.toml", []byte("[[correction]]\ncandidate = \"A B\"\nremove = true\n")); err == nil || !strings.Contains(err.Error(), "names no section") {
		t.Errorf("a remove without a section: %v", err)
	}
}
