package corrections

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// A correction that names no section corrects the record as a whole: it
// sets a field of the record itself. The only such field is the career
// stage, which analytics otherwise works out from the positions and
// degrees:
//
//	[[correction]]
//	candidate = "Jane Doe"
//	set       = { stage = "postdoc" }  # one of cv.Stages
//	note      = "the CV lists the new post under visiting"
//
// ("vitae correct --candidate 'Jane Doe' --set stage=postdoc"). The
// record's stage is set and its Corrected list gains a line; reports mark
// the stage as corrected.

// recordFields are the fields of the record a correction without a
// section may set.
var recordFields = []string{"stage"}

// recordOnly says whether every assignment of sets is to a field of the
// record: a request that names no section then corrects the record.
func recordOnly(sets []string) bool {
	if len(sets) == 0 {
		return false
	}
	for _, a := range sets {
		k, _, _ := strings.Cut(a, "=")
		if !slices.Contains(recordFields, strings.TrimSpace(k)) {
			return false
		}
	}
	return true
}

// recordValues is Values for the record's own fields.
func recordValues(assigns []string) (map[string]any, error) {
	m := map[string]any{}
	for _, a := range assigns {
		k, text, ok := strings.Cut(a, "=")
		k = strings.TrimSpace(k)
		switch {
		case !ok || k == "":
			return nil, fmt.Errorf("%q is not field=value", clip(a))
		case !slices.Contains(recordFields, k):
			return nil, fmt.Errorf("without a section a correction sets the record's %s only, not %q (name a section for the fields of an entry)", strings.Join(recordFields, ", "), clip(k))
		}
		if _, twice := m[k]; twice {
			return nil, fmt.Errorf("%s: given twice (%s): give each field once", k, clip(a))
		}
		m[k] = strings.TrimSpace(text)
	}
	return m, nil
}

// checkRecord is Check for a correction of the record as a whole.
func (c *Correction) checkRecord() error {
	switch {
	case c.Set == nil:
		return keyErrorf("section", "names no section: only a set of the record's %s goes without one (sections: %s)", strings.Join(recordFields, ", "), strings.Join(Sections(), ", "))
	case c.Entry != "":
		return keyErrorf("entry", "a correction of the whole record (no section) takes no entry")
	case len(c.Set) == 0:
		return keyErrorf("set", "set names no field")
	}
	for _, k := range sortedKeys(c.Set) {
		if !slices.Contains(recordFields, k) {
			return keyErrorf(k, "without a section a correction sets the record's %s only, not %q", strings.Join(recordFields, ", "), clip(k))
		}
	}
	return checkStage(c.Set["stage"])
}

// checkStage says what is wrong with a stage a correction sets.
func checkStage(v any) error {
	s, ok := v.(string)
	if !ok {
		return keyErrorf("stage", "stage: %v is not text (want one of %s)", v, stageNames())
	}
	if !slices.Contains(cv.Stages, cv.Stage(s)) {
		return keyErrorf("stage", "stage %q is not one of %s", clip(s), stageNames())
	}
	return nil
}

func stageNames() string {
	names := make([]string, len(cv.Stages))
	for i, s := range cv.Stages {
		names[i] = string(s)
	}
	return strings.Join(names, ", ")
}

// applyRecord sets the record's stage. Applied to a record that already
// carries it (a record read back), it changes nothing more.
func (c *Correction) applyRecord(cvs []*cv.CV, base string) ([]Applied, string) {
	if c.checkRecord() != nil {
		return nil, "not a valid correction" // Load never lets one through
	}
	rec, why := findCandidate(cvs, c.Candidate, base)
	if rec == nil {
		return nil, why
	}
	now := cv.Stage(c.Set["stage"].(string))
	old := rec.Stage
	out := []Applied{{Candidate: name(rec), Field: "stage", Old: string(old), New: string(now), Note: c.Note}}
	what := fmt.Sprintf("stage set to %s", now)
	if old == now && slices.ContainsFunc(rec.Corrected, func(l string) bool { return strings.HasPrefix(l, what) }) {
		return out, ""
	}
	rec.Stage = now
	line := fmt.Sprintf("%s (was: %s)", what, orUnknown(string(old)))
	if c.Note != "" {
		line += " — " + c.Note
	}
	record(rec, line)
	return out, ""
}
