package pipeline

import (
	"path/filepath"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/blind"
	"github.com/vitae-cv/vitae/internal/cli"
)

// Blind is a blind run ("--blind", a job's output.blind): the records are
// blinded after the corrections and before the analytics (package
// cv/blind), so every report is computed from blinded records, and the
// key that maps the pseudonyms back is written apart from the reports.
type Blind struct {
	// Mode is "" (not blind), "names" or "strict".
	Mode string
	// Key is the key file; "": blind-key.json beside the reports (in
	// Output.Dir, or beside the File of vitae stats -o). A key already
	// there is read first: its letters are kept.
	Key string
}

// blinding is a checked blind run.
type blinding struct {
	mode blind.Mode
	key  string     // the key file
	prev *blind.Key // the key already there; nil: none
}

// checkBlind checks the blind mode and the key's place, and reads a key
// already there (one that does not read is an error: a run must not
// hand out new letters over it). The key is refused where a report or
// an input is.
func (c *Checked) checkBlind() error {
	b := c.Plan.Blind
	mode, err := blind.ParseMode(b.Mode)
	if err != nil {
		return usage("blind", "--blind: %v", err)
	}
	if mode == blind.Off {
		if b.Key != "" {
			return usage("blind-key", "--blind-key is for blind runs: add --blind")
		}
		return nil
	}
	key := b.Key
	switch {
	case key != "":
	case c.Plan.Output != nil:
		key = filepath.Join(c.Plan.Output.Dir, blind.KeyName)
	case c.Plan.File != "" && c.Plan.File != "-":
		key = filepath.Join(filepath.Dir(c.Plan.File), blind.KeyName)
	default:
		return usage("blind-key", "--blind with the output on standard output needs --blind-key FILE (the key is never written into the output)")
	}
	if err := c.keyApart(key); err != nil {
		return err
	}
	prev, err := blind.ReadKey(key)
	if err != nil {
		return fileErr("blind-key", "blind key ", err, cli.Failure)
	}
	c.blind = &blinding{mode: mode, key: key, prev: prev}
	return nil
}

// keyApart refuses a key file that is one of the outputs.
func (c *Checked) keyApart(key string) error {
	outs := []string{c.Plan.File}
	if c.Set != nil {
		outs = append(outs, c.Set.Paths()...)
	}
	for _, o := range outs {
		if o != "" && o != "-" && filepath.Clean(o) == filepath.Clean(key) {
			return usage("blind-key", "the blind key %s is an output: the key is never written into a report", key)
		}
	}
	return nil
}

// KeyFile is the blind key's file, "" when the run is not blind.
func (c *Checked) KeyFile() string {
	if c.blind == nil {
		return ""
	}
	return c.blind.key
}

// blindStep blinds the records read and corrected, and the corrections
// that found nothing to correct; nil and stale as they are when the run
// is not blind.
func (c *Checked) blindStep(l *Loaded, stale []string) (*blind.Blinder, []string, error) {
	if c.blind == nil {
		return nil, stale, nil
	}
	b, err := blind.Apply(l.CVs, blind.Options{Mode: c.blind.mode, Prev: c.blind.prev})
	if err != nil {
		return nil, nil, err
	}
	out := make([]string, len(stale))
	for i, s := range stale {
		out[i] = b.Text(s)
	}
	return b, out, nil
}

// blindReport lists the inputs not read under their labels (their
// reasons without their paths) and writes the key; nothing when b is
// nil.
func (c *Checked) blindReport(b *blind.Blinder, o *Outcome, seen func(string, int)) error {
	if b == nil {
		return nil
	}
	failed, skipped := o.Loaded.Issues()
	label := func(is []analytics.InputIssue) []analytics.InputIssue {
		out := make([]analytics.InputIssue, len(is))
		for i, x := range is {
			l := b.Unread(x.Path)
			why := strings.ReplaceAll(x.Why, x.Path, l)
			out[i] = analytics.InputIssue{Path: l, Why: b.Text(strings.ReplaceAll(why, filepath.Base(x.Path), l))}
		}
		return out
	}
	o.Report.SetInputs(label(failed), label(skipped))
	o.BlindKey = b.Key()
	if err := blind.WriteKey(c.blind.key, b.Key()); err != nil {
		return fileErr("blind-key", "blind key: ", err, cli.Failure)
	}
	if seen != nil {
		seen(c.blind.key, len(o.Report.Candidates))
	}
	return nil
}
