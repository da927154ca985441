// Package corrections keeps a committee's corrections to CV records in a
// file of their own, so that they survive every run that reads the CVs
// again: vitae applies them after parsing, marks each corrected entry in
// every report and lists every correction in the data-quality section. A
// correction whose candidate or entry no longer exists (or is ambiguous)
// is reported as stale, never silently dropped.
//
// The file is TOML, one [[correction]] table per correction, applied in
// file order (see testdata/corrections.toml for a commented example):
//
//	[[correction]]
//	candidate = "Jane Doe"      # a name, matched folded; it must name one record
//	section   = "publications"  # publications, awards, education, positions, talks, service, teaching
//	entry     = "A Paper Title" # the entry's title, matched folded (case, accents, spacing, punctuation ignored)
//	set       = { venue = "NSDI", year = 2024 }  # fields to set, named as in the JSON records
//	note      = "the CV lists it under preprints" # optional: why; the reports show it
//
//	[[correction]]
//	candidate = "Jane Doe"
//	section   = "awards"
//	entry     = "Best Paper Award"
//	remove    = true            # drop the entry
//
//	[[correction]]
//	candidate = "name:jane doe|jd@example.org"
//	section   = "awards"
//	add       = { name = "Example Graduate Fellowship", year = 2019, category = "fellowship", status = "awarded" }
//
// A correction without a section sets a field of the record itself: the
// career stage, set = { stage = "postdoc" } (see record.go).
//
// A candidate is a name (folded as cv.FoldName folds it), a cv.StableID
// ("name:jane doe|jd@example.org", or "name:jane doe" for a record without
// an e-mail address) or an input file ("file:applications/jd.md": as the
// input was named, or, in a job, relative to the job file like its
// inputs; see File.Base). The
// entry is matched on the section's naming field: a publication's or
// talk's or position's title, an award's name, a degree, a service role,
// a course. Each correction does exactly one of set, remove and add.
// Values are checked as the JSON records check them (a closed field takes
// only its documented values; a year is a number; a date is "YYYY",
// "YYYY-MM" or "present"); "line", "corrected" and "correction_note"
// cannot be set. A publication's venue is looked up in the venue
// catalogue (File.Venues) as records read back are: a catalogued venue is
// written as its acronym, with its area; any other is kept as venue_raw.
//
// An entry a correction set carries the names of the fields set in its
// Corrected list, an added one carries "added", and the CV's own
// Corrected list gains one line per correction for people to read.
// Applying a file again to records it corrected (records written after a
// run and read back) changes nothing more and finds nothing stale.
package corrections

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/filekind"
)

// Correction is one [[correction]] table.
type Correction struct {
	// Candidate names the record: a name, a cv.StableID or "file:PATH".
	Candidate string `toml:"candidate"`
	// Section is one of Sections.
	Section string `toml:"section"`
	// Entry is the title or name of the entry to set or remove; empty
	// for add.
	Entry string `toml:"entry"`
	// Set maps JSON field names to new values.
	Set map[string]any `toml:"set"`
	// Remove drops the entry.
	Remove bool `toml:"remove"`
	// Add is a new entry, by JSON field names.
	Add map[string]any `toml:"add"`
	// Note says why, for the reports.
	Note string `toml:"note"`
	// Line is the line of the correction's [[correction]] header; 0 for
	// a correction not read from a file.
	Line int `toml:"-"`
}

// File is a corrections file, read by Load.
type File struct {
	// Path is the file's name as given to Load.
	Path        string
	Corrections []Correction
	// Base is the folder a relative "file:PATH" candidate is also looked
	// for in: a job's folder, which its input paths are relative to, so
	// that a correction matches whatever folder vitae runs from. Empty:
	// PATH must name the input as it was named.
	Base string
	// Venues is the catalogue a publication's venue set or added is
	// looked up in, as records read back are (cv.RecordOptions.Venues);
	// nil means venue.Default(). A venue the catalogue has is written
	// as its acronym (and its area, unless the correction sets one); any
	// other is kept as venue_raw.
	Venues *venue.Catalog
}

// document is the file's top level.
type document struct {
	Correction []Correction `toml:"correction"`
}

// Load reads and checks the corrections file at path. Syntax errors,
// unknown keys, unknown sections or fields, bad values and a correction
// that does none or more than one of set, remove and add are errors that
// name the file and the line.
func Load(path string) (*File, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// MaxSize is the largest corrections file read (some 100,000
// corrections).
const MaxSize = 32 << 20

// readFile reads the corrections file at path: a regular file (a named
// pipe would block, a device never end) of at most MaxSize bytes. A
// missing file's error wraps fs.ErrNotExist.
func readFile(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%s): not a corrections file", path, filekind.Of(info.Mode()))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("%s: larger than %d MiB: not a corrections file", path, MaxSize>>20)
	}
	return data, nil
}

// Parse reads and checks a corrections file's text; name is the file's
// name for error messages.
func Parse(name string, data []byte) (*File, error) {
	var doc document
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a byte order mark, from a Windows editor
	if err := unknownKeyError(name, data); err != nil {
		return nil, err
	}
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return nil, tomlError(name, err)
	}
	heads := headerLines(data)
	f := &File{Path: name, Corrections: doc.Correction}
	for i := range f.Corrections {
		c := &f.Corrections[i]
		if len(heads) == len(f.Corrections) {
			c.Line = heads[i]
		}
		if err := c.Check(); err != nil {
			return nil, fmt.Errorf("%s:%d: correction %d: %s", name, c.lineOf(data, heads, i, err), i+1, clipTo(err.Error(), maxMsg))
		}
	}
	return f, nil
}

// tomlError says where in the file a TOML error is and why.
func tomlError(name string, err error) error {
	var strict *toml.StrictMissingError
	if errors.As(err, &strict) && len(strict.Errors) > 0 {
		e := strict.Errors[0]
		row, _ := e.Position()
		return fmt.Errorf("%s:%d: unknown key %q (a correction takes candidate, section, entry, set, remove, add and note)", name, row, clipKey(e.Key()))
	}
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, _ := de.Position()
		msg := strings.TrimPrefix(de.Error(), "toml: ")
		if m := typeRe.FindStringSubmatch(msg); m != nil {
			msg = fmt.Sprintf("%s: want %s, not %s", tomlKeys[m[2]], tomlKinds[m[3]], article(m[1]))
		}
		return fmt.Errorf("%s:%d: %s", name, row, clipTo(msg, maxMsg))
	}
	return fmt.Errorf("%s: %s", name, clipTo(err.Error(), maxMsg))
}

// typeRe matches go-toml's message for a value of the wrong type in a
// correction's field, to say it in the file's words.
var typeRe = regexp.MustCompile(`^cannot decode TOML (\w+) into struct field corrections\.Correction\.(\w+) of type (.+)$`)

// tomlKeys and tomlKinds name a Correction field and a Go type as the
// file says them.
var (
	tomlKeys  = map[string]string{"Candidate": "candidate", "Section": "section", "Entry": "entry", "Set": "set", "Remove": "remove", "Add": "add", "Note": "note"}
	tomlKinds = map[string]string{"string": "a string", "bool": "true or false", "map[string]interface {}": "a table ({ field = value, ... })"}
)

var headerRe = regexp.MustCompile(`^\s*\[\[\s*correction\s*\]\]\s*(#.*)?$`)

// headerLines lists the 1-based lines of the file's [[correction]]
// headers, in order.
func headerLines(data []byte) []int {
	var lines []int
	for i, l := range strings.Split(string(data), "\n") {
		if headerRe.MatchString(strings.TrimRight(l, "\r")) {
			lines = append(lines, i+1)
		}
	}
	return lines
}

// lineOf is the line an error about correction i points at: the line in
// its table that sets the key the error is about, else its header.
func (c *Correction) lineOf(data []byte, heads []int, i int, err error) int {
	var ke *keyError
	if c.Line == 0 || !errors.As(err, &ke) {
		return c.Line
	}
	end := -1
	if i+1 < len(heads) {
		end = heads[i+1] - 1
	}
	re := regexp.MustCompile(`(^|[\s{,])"?` + regexp.QuoteMeta(ke.key) + `"?\s*=`)
	lines := strings.Split(string(data), "\n")
	for n := c.Line; n < len(lines) && (end < 0 || n < end); n++ {
		if re.MatchString(lines[n]) {
			return n + 1
		}
	}
	return c.Line
}

// keyError is a problem with one key of a correction.
type keyError struct {
	key string
	msg string
}

func (e *keyError) Error() string { return e.msg }

func keyErrorf(key, format string, args ...any) error {
	return &keyError{key: key, msg: fmt.Sprintf(format, args...)}
}

// Check says what is wrong with the correction, if anything: an empty
// candidate, an unknown section, none or more than one of set, remove
// and add, an unknown field or a bad value.
func (c *Correction) Check() error {
	if strings.TrimSpace(c.Candidate) == "" {
		return keyErrorf("candidate", "names no candidate")
	}
	if c.Section == "" {
		return c.checkRecord()
	}
	sec, ok := sectionNamed(c.Section)
	if !ok {
		return keyErrorf("section", "section %q is not one of %s", clip(c.Section), strings.Join(Sections(), ", "))
	}
	switch n := c.actions(); {
	case n == 0:
		return fmt.Errorf("says neither set, remove nor add")
	case n > 1:
		return fmt.Errorf("says more than one of set, remove and add")
	}
	if c.Add != nil {
		if c.Entry != "" {
			return keyErrorf("entry", "an add takes no entry (the new %s's %s goes in add)", sec.what, sec.key)
		}
		e, err := sec.build(c.Add, true)
		if err != nil {
			return err
		}
		if t := sec.name0(e); Fold(t) == "" {
			return keyErrorf("add", "the new %s's %s %q has no letter or digit: no later run could tell it is there", sec.what, sec.key, clip(t))
		}
		return nil
	}
	if strings.TrimSpace(c.Entry) == "" {
		return keyErrorf("entry", "names no entry (the %s of the %s to correct)", sec.key, sec.what)
	}
	if Fold(c.Entry) == "" {
		return keyErrorf("entry", "%q has no letter or digit to match an entry by", clip(c.Entry))
	}
	if c.Set != nil {
		if len(c.Set) == 0 {
			return keyErrorf("set", "set names no field")
		}
		_, err := sec.build(c.Set, false)
		return err
	}
	return nil
}

// actions counts set, remove and add.
func (c *Correction) actions() int {
	n := 0
	if c.Set != nil {
		n++
	}
	if c.Remove {
		n++
	}
	if c.Add != nil {
		n++
	}
	return n
}

// sortedKeys returns m's keys in order.
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// describe names a correction's target for messages: "Jane Doe,
// publications “A Title”".
func (c *Correction) describe() string {
	if c.Section == "" {
		return c.Candidate + ", the record"
	}
	if c.Entry == "" {
		return c.Candidate + ", " + c.Section
	}
	return c.Candidate + ", " + c.Section + " “" + c.Entry + "”"
}
