// Package pipeline is what "vitae stats", "vitae report" and "vitae run"
// share: the typed Plan that the command line and a job file both build
// (what to read, what counts, what to write, the corrections), checked
// once by Check, and the one read → correct → compute sequence (Run)
// that turns the checked plan into an analytics.Report.
//
// It is its own package, below internal/job and cmd/vitae, because both
// use it: the command line must not import the job runner to count, and
// the job runner must not go through the command's flags (a job once
// became "--flag=value" strings, and its errors were found again in the
// messages). A check's error is an *Error naming the field (the flag's
// name) it is about, so a job says it at its key's line.
package pipeline

import (
	"io"
	"runtime"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/parse"
)

// Plan is a run as asked for, before it is checked.
type Plan struct {
	Inputs      Inputs
	Selection   Selection
	Output      *Output // nil: no reports are written (vitae stats)
	Corrections Corrections
	Blind       Blind // the zero Blind: reports name the candidates
	// File is the one file a command writes instead of standard output
	// (stats -o, parse -o): "" or "-" is standard output. It must not be
	// an input.
	File string
}

// Inputs are the CVs to read.
type Inputs struct {
	Paths   []string  // files, folders, "-" (Stdin)
	Stdin   io.Reader // read for "-"
	MaxSize int64     // the largest CV file read, in bytes
	Jobs    int       // files read and parsed at once
	Strict  bool      // a file skipped for its format is a failure
	Bib     string    // a .bib file merged into the one CV read (--bib)
}

// Selection is what counts, and how: the flags of "vitae stats" and
// "vitae report", a job's [selection], as written.
type Selection struct {
	Since, Until, AsOf int // years; 0: none
	// Types are the publication types that count; empty is an error.
	Types            []string
	IncludePreprints bool
	Area             string
	// VenuesOnly keeps only papers at these venues; nil: every venue
	// (a non-nil empty list is an error).
	VenuesOnly []string
	Credit     string // "full" or "fractional"
	// Date is the run date: YYYY-MM-DD, "today", or "" for the day of
	// $SOURCE_DATE_EPOCH, else today.
	Date       string
	StaleAfter string // "12mo", "2y"
	Stage      string
	TopVenues  string // a file of venues
	Venues     string // a venue catalogue file extending the built-in one
}

// Output is the reports to write.
type Output struct {
	Dir, Name string
	Title     string
	Font      string   // a TrueType file for the PDF; "": the embedded fonts
	Formats   []string // names of formats.All; none: the defaults
	Split     bool     // the PDF as a folder of files
	// Compare names 2 to 4 candidates to put side by side (display or
	// file names, see analytics.Report.FindCandidates); nil: none.
	Compare []string
}

// Corrections is the committee's corrections file applied before
// counting; Base anchors its file: candidates ("": the working folder).
type Corrections struct {
	File, Base string
}

// DefaultSelection is the selection when nothing is said: the defaults
// of the flags and of a job's keys.
func DefaultSelection() Selection {
	return Selection{Types: typeNames(analytics.DefaultTypes), Credit: "full", StaleAfter: "12mo"}
}

// DefaultInputs are the input limits when nothing is said.
func DefaultInputs() Inputs {
	return Inputs{MaxSize: parse.DefaultMaxSize, Jobs: runtime.NumCPU()}
}

// DefaultName is the base name of the report files.
const DefaultName = "report"

func typeNames[T ~string](ts []T) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = string(t)
	}
	return out
}
