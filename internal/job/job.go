// Package job reads the job files of scheduled runs ("vitae run
// JOB.toml"): what to read, what to count, where to publish, the
// corrections to apply, the parse cache and the policies that decide the
// exit status. The smallest job is
//
//	[inputs]
//	paths = ["applications/"]
//	[output]
//	dir = "reports/"
//
// Relative paths in a job are relative to the job file's folder, so a
// cron line may run it from anywhere. Unknown keys and bad values are
// errors that name the file and line. testdata/jobs/nightly.toml is a
// commented example of every key.
//
// A job stands for the same typed pipeline.Plan the command line of
// "vitae report" builds (Job.Plan), checked by the same code; a problem
// the check finds is said at the line of the key that set it
// (Job.PlanError). Runner runs a job: it reads, corrects and counts
// through the plan, and publishes the set with package publish.
package job

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pelletier/go-toml/v2"

	"github.com/vitae-cv/vitae/internal/filekind"
	"github.com/vitae-cv/vitae/internal/tomlmsg"
)

// utf8BOM is the byte order mark some editors put at the start of a
// UTF-8 file; TOML has none, so it is dropped before parsing.
var utf8BOM = []byte("\ufeff")

// MaxSize is the largest job file read.
const MaxSize = 1 << 20

// DefaultKeep is how many complete runs a job keeps when policy.keep is
// not set.
const DefaultKeep = 8

// Job is a job file, read and checked.
type Job struct {
	// Path is the job file as named; Dir its folder, made absolute, which
	// relative paths in the job are relative to (so a run names its inputs
	// and outputs the same whatever folder it is started from: the stable
	// ID of a record without a name, the parse cache and file:
	// corrections depend on it); SHA256 the hex digest of its bytes.
	Path, Dir, SHA256 string

	Inputs      Inputs      `toml:"inputs"`
	Selection   Selection   `toml:"selection"`
	Output      Output      `toml:"output"`
	Corrections Corrections `toml:"corrections"`
	Cache       Cache       `toml:"cache"`
	Policy      Policy      `toml:"policy"`

	lines map[string]int // "section.key" -> line of the key
	rules []Rule         // Policy.FailOn, read
	wait  time.Duration  // Policy.Wait, read
}

// Inputs are the CVs to read.
type Inputs struct {
	// Paths are files and folders (walked for CVs), as for "vitae report".
	Paths []string `toml:"paths"`
	// Globs are filepath.Match patterns; the files they match are read.
	Globs   []string `toml:"globs"`
	MaxSize string   `toml:"max_size"`
	Strict  *bool    `toml:"strict"`
	Jobs    *int     `toml:"jobs"`
}

// Selection is what "vitae stats" and "vitae report" take as flags: what
// counts, and how. Each key is the flag's name with "_" for "-".
type Selection struct {
	Since            *int     `toml:"since"`
	Until            *int     `toml:"until"`
	Types            []string `toml:"types"`
	IncludePreprints *bool    `toml:"include_preprints"`
	Area             string   `toml:"area"`
	VenuesOnly       []string `toml:"venues_only"`
	Credit           string   `toml:"credit"`
	AsOf             *int     `toml:"as_of"`
	Date             string   `toml:"date"`
	StaleAfter       string   `toml:"stale_after"`
	Stage            string   `toml:"stage"`
	TopVenues        string   `toml:"top_venues"`
	Venues           string   `toml:"venues"`
}

// Output is where and what to publish.
type Output struct {
	// Dir holds runs/ID/ (one folder per run) and latest (the last
	// published run).
	Dir     string   `toml:"dir"`
	Name    string   `toml:"name"`
	Formats []string `toml:"formats"`
	Title   string   `toml:"title"`
	// PDFSplit writes the PDF as a folder (see "vitae report --pdf-split").
	PDFSplit *bool  `toml:"pdf_split"`
	Font     string `toml:"font"`
	// Compare names 2 to 4 candidates to put side by side (see "vitae
	// report --compare").
	Compare []string `toml:"compare"`
	// Blind is "names" or "strict": the reports of a blind run (see
	// "vitae report --blind"); BlindKey the key file, default
	// OUT/blind-key.json, beside runs/ and latest, never in a run's set.
	Blind    string `toml:"blind"`
	BlindKey string `toml:"blind_key"`
}

// Corrections names the corrections file applied after parsing.
type Corrections struct {
	File string `toml:"file"`
}

// Cache is the parse cache and run history.
type Cache struct {
	// Enabled is true unless set false.
	Enabled *bool `toml:"enabled"`
	// Path is the store; default OUT/.vitae/state.db.
	Path string `toml:"path"`
}

// Policy decides what a run keeps and when it fails.
type Policy struct {
	// Keep is how many complete runs to keep (default DefaultKeep).
	Keep *int `toml:"keep"`
	// FailOn lists what makes the run fail with exit status 3 (a policy
	// breach): "failed", "skipped", "fewer_candidates",
	// "stale_corrections", "warnings>N".
	FailOn []string `toml:"fail_on"`
	// PublishOnBreach switches latest to a run that breached a policy;
	// by default such a run is kept in runs/ but latest stays on the
	// last good one.
	PublishOnBreach *bool `toml:"publish_on_breach"`
	// Wait is how long to wait for another run on the same output
	// folder to finish ("10m"); default 0: fail at once.
	Wait string `toml:"wait"`
}

// Error is a problem in a job file, at a line when known.
type Error struct {
	Path string
	Line int // 0: the file as a whole
	Key  string
	Msg  string
}

// Error is one line: the key is cut to MaxQuoted characters and the
// message to maxMsg, each ending in an ellipsis when cut, so that a key
// of 200,000 dotted parts is not said whole.
func (e *Error) Error() string {
	where := e.Path
	if e.Line > 0 {
		where = fmt.Sprintf("%s:%d", e.Path, e.Line)
	}
	if e.Key != "" {
		return fmt.Sprintf("%s: %s: %s", where, Clip(e.Key), tomlmsg.Clip(e.Msg, maxMsg))
	}
	return where + ": " + tomlmsg.Clip(e.Msg, maxMsg)
}

// MaxQuoted is how many characters of a key or value an error quotes.
const MaxQuoted = tomlmsg.MaxQuoted

// maxMsg is how many characters of a message an error says: enough for
// two long paths (a message on the output folder names it and an input)
// and the advice; messages that quote the job's text clip what they
// quote to MaxQuoted, and this only bounds those of the TOML library.
const maxMsg = 1024

// Clip is s cut to MaxQuoted characters, the last an ellipsis when it
// was longer: the piece of a key or value an error quotes.
func Clip(s string) string { return tomlmsg.Quote(s) }

// maxErrors is how many unknown keys a job's error lists; it says how
// many more there are.
const maxErrors = 20

// Load reads and checks the job file at path. Its error is an *Error, or
// several joined (errors.Join), each naming the line.
func Load(path string) (*Job, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, &Error{Path: path, Msg: err.Error()}
	}
	j, err := Parse(path, data)
	if err != nil {
		return nil, err
	}
	return j, nil
}

// readLimited reads a job file of at most MaxSize bytes: a regular file
// (opening a named pipe would block).
func readLimited(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("not a regular file (%s): not a job file", filekind.Of(info.Mode()))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSize+1))
	if err != nil {
		return nil, unwrapPath(err)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("larger than %d KiB: not a job file", MaxSize>>10)
	}
	return data, nil
}

// unwrapPath drops the path from an *os.PathError: the caller names it.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Parse reads a job from data; path names it in errors and anchors its
// relative paths.
func Parse(path string, data []byte) (*Job, error) {
	sum := sha256.Sum256(data)
	dir := filepath.Dir(path)
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	j := &Job{Path: path, Dir: dir, SHA256: hex.EncodeToString(sum[:])}
	data = bytes.TrimPrefix(data, utf8BOM) // a job saved by a Windows editor
	if err := unknownKeys(path, data); err != nil {
		return nil, err
	}
	dec := toml.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(j); err != nil {
		return nil, decodeError(path, err)
	}
	lines, err := keyLines(data)
	if err != nil { // the decoder read it: not expected
		return nil, &Error{Path: path, Msg: err.Error()}
	}
	j.lines = lines
	if errs := j.check(); len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return j, nil
}

// decodeError turns the TOML library's errors into *Error: each unknown
// key at its line, a syntax or type error at its line.
func decodeError(path string, err error) error {
	var missing *toml.StrictMissingError
	if errors.As(err, &missing) {
		var errs []error
		for i := range min(len(missing.Errors), maxErrors) {
			de := &missing.Errors[i]
			line, _ := de.Position()
			errs = append(errs, &Error{Path: path, Line: line, Key: tomlmsg.Key(de.Key()), Msg: "unknown key" + knownKeysHint(de.Key())})
		}
		if n := len(missing.Errors) - maxErrors; n > 0 {
			errs = append(errs, &Error{Path: path, Msg: fmt.Sprintf("and %d more unknown keys", n)})
		}
		return errors.Join(errs...)
	}
	var de *toml.DecodeError
	if errors.As(err, &de) {
		line, _ := de.Position()
		return &Error{Path: path, Line: line, Key: tomlmsg.Key(de.Key()), Msg: de.Error()}
	}
	return &Error{Path: path, Msg: err.Error()}
}

// Line is the line of key ("selection.since") in the job file, or 0 when
// the key is not set there.
func (j *Job) Line(key string) int { return j.lines[key] }

// errAt is an *Error at key's line.
func (j *Job) errAt(key, format string, args ...any) error {
	return &Error{Path: j.Path, Line: j.Line(key), Key: key, Msg: fmt.Sprintf(format, args...)}
}

// Resolve makes a path from the job relative to the job file's folder;
// "" stays "".
func (j *Job) Resolve(p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(j.Dir, p)
}

// InputPaths are the inputs to read: Paths, then the files Globs match
// (sorted, each once), all resolved against the job's folder.
func (j *Job) InputPaths() []string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range j.Inputs.Paths {
		add(j.Resolve(p))
	}
	for _, g := range j.Inputs.Globs {
		matches, _ := filepath.Glob(j.Resolve(g)) // patterns were checked by Load
		sort.Strings(matches)
		for _, m := range matches {
			add(m)
		}
	}
	return out
}

// OutDir is the output folder, resolved.
func (j *Job) OutDir() string { return j.Resolve(j.Output.Dir) }

// Keep is how many complete runs to keep.
func (j *Job) Keep() int {
	if j.Policy.Keep == nil {
		return DefaultKeep
	}
	return *j.Policy.Keep
}

// Wait is how long to wait for another run's lock.
func (j *Job) Wait() time.Duration { return j.wait }

// CacheEnabled says whether the parse cache is used.
func (j *Job) CacheEnabled() bool { return j.Cache.Enabled == nil || *j.Cache.Enabled }

// CachePath is the store's path: cache.path, else OUT/.vitae/state.db.
func (j *Job) CachePath() string {
	if j.Cache.Path != "" {
		return j.Resolve(j.Cache.Path)
	}
	return filepath.Join(j.OutDir(), ".vitae", "state.db")
}

// CorrectionsFile is the corrections file, resolved, or "".
func (j *Job) CorrectionsFile() string { return j.Resolve(j.Corrections.File) }

// PublishOnBreach says whether latest moves to a run that breached a
// policy.
func (j *Job) PublishOnBreach() bool {
	return j.Policy.PublishOnBreach != nil && *j.Policy.PublishOnBreach
}
