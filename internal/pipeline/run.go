package pipeline

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/blind"
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

// Loaded is what was read, and whether skips count as failures.
type Loaded struct {
	*inputs.Collected
	Strict bool
	// Counted is how many records were counted as they were read and not
	// kept (Run's streaming); Collected.CVs holds the others: the records
	// a corrections file may name, or all of them in a blind run.
	Counted int
}

// Read is how many CVs were read, kept or not.
func (l *Loaded) Read() int { return len(l.CVs) + l.Counted }

// Problems says what could not be read, or "".
func (l *Loaded) Problems() string { return l.Collected.Problems(l.Strict) }

// Failed counts the inputs that failed (with Strict, the skipped too).
func (l *Loaded) Failed() int { return l.Failures(l.Strict) }

// Issues lists the failed and skipped inputs for the data-quality section.
func (l *Loaded) Issues() (failed, skipped []analytics.InputIssue) {
	for _, f := range l.Collected.Failed {
		failed = append(failed, analytics.InputIssue{Path: f.Path, Why: f.Why()})
	}
	for _, s := range l.Skipped {
		skipped = append(skipped, analytics.InputIssue{Path: s.Path, Why: s.Why})
	}
	return failed, skipped
}

// Observer sees Run's steps, to say them; a nil field is skipped.
type Observer struct {
	// Result sees each input's result as it is read (records too).
	Result func(inputs.Result)
	// Read sees what was read, before it is corrected.
	Read func(*Loaded)
	// Corrected sees what the corrections did.
	Corrected func(corrections.Result)
	// Blinded sees where a blind run wrote its key, and how many
	// candidates it names.
	Blinded func(key string, candidates int)
}

// Outcome is what Run made.
type Outcome struct {
	Loaded      *Loaded
	Corrections corrections.Result
	Report      *analytics.Report
	// BlindKey is the key of a blind run (written to Checked.KeyFile);
	// nil for another.
	BlindKey *blind.Key
}

// Run is the one read → correct → compute of vitae stats, report and
// run: it reads the inputs, applies the corrections and computes the
// report, with the inputs that failed and the corrections that no
// longer match in its data-quality section. With no CV read it stops
// with ErrNoCV (the Outcome says what was read).
func (c *Checked) Run(obs Observer) (*Outcome, error) {
	b := analytics.NewBuilder(c.Options)
	o := &Outcome{Loaded: c.read(obs.Result, c.countAsRead(b))}
	if obs.Read != nil {
		obs.Read(o.Loaded)
	}
	if o.Loaded.Read() == 0 {
		b.Result()
		return o, ErrNoCV
	}
	var stale []string
	if c.Corrections != nil {
		o.Corrections = c.Corrections.Apply(o.Loaded.CVs)
		stale = o.Corrections.Strings()
		if obs.Corrected != nil {
			obs.Corrected(o.Corrections)
		}
	}
	bl, stale, err := c.blindStep(o.Loaded, stale)
	if err != nil {
		b.Result()
		return o, err
	}
	for _, cv := range o.Loaded.CVs {
		b.Add(cv)
	}
	o.Report = b.Result().Finish()
	o.Report.SetInputs(o.Loaded.Issues())
	o.Report.SetStaleCorrections(stale)
	if err := c.blindReport(bl, o, obs.Blinded); err != nil {
		return o, err
	}
	if out := c.Plan.Output; out != nil && out.Compare != nil {
		if err := o.Report.SetComparison(out.Compare); err != nil {
			return o, usage("compare", "--compare: %v", err)
		}
	}
	return o, nil
}

// countAsRead returns what decides, for each record read, whether b
// counts it at once (true) or Run holds it to correct or blind it first;
// nil holds every record.
func (c *Checked) countAsRead(b *analytics.Builder) func(*cv.CV) bool {
	if c.blind != nil {
		return nil // blinding names candidates from the whole cohort
	}
	var m *corrections.Matcher
	if c.Corrections != nil {
		m = c.Corrections.Matcher()
	}
	return func(r *cv.CV) bool {
		if m != nil && m.Concerns(r) {
			return false
		}
		b.Add(r)
		return true
	}
}

// read reads every input, each result seen by each; a record that count
// counts is not kept.
func (c *Checked) read(each func(inputs.Result), count func(*cv.CV) bool) *Loaded {
	l := &Loaded{Collected: &inputs.Collected{}, Strict: c.Plan.Inputs.Strict}
	for c.Files.Scan() {
		switch x := c.Files.Result().(type) {
		case *inputs.Record:
			if count != nil && count(x.CV) {
				l.Counted++
			} else {
				l.CVs = append(l.CVs, x.CV)
			}
		case *inputs.Failure:
			l.Collected.Failed = append(l.Collected.Failed, x)
		case *inputs.Skip:
			l.Skipped = append(l.Skipped, x)
		case *inputs.Warning:
			l.Warnings = append(l.Warnings, x)
		}
		if each != nil {
			each(c.Files.Result())
		}
	}
	return l
}

// ResultLines are the lines that say r, a file's problems, one a line
// (nil for a record read); see LinesNaming.
func ResultLines(r inputs.Result) []string {
	path := ""
	switch x := r.(type) {
	case *inputs.Failure:
		path = x.Path
	case *inputs.Skip:
		path = x.Path
	case *inputs.Warning:
		path = x.Path
	default:
		return nil
	}
	return LinesNaming(fmt.Sprint(r), path)
}

// LinesNaming splits msg, which names the file path, into its lines, the
// file's name escaped first (internal/termsafe): a line break in a name
// does not start a line. The lines are still to be escaped.
func LinesNaming(msg, path string) []string {
	if path != "" {
		msg = strings.ReplaceAll(msg, path, termsafe.String(path))
	}
	return strings.Split(msg, "\n")
}
