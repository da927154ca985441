package corrections

import (
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// Result is what Apply did: the corrections applied, one row per field
// set (or per entry removed or added), and the ones that found no target.
type Result struct {
	Applied []Applied
	Stale   []Stale
}

// Applied is one change a correction made to a record.
type Applied struct {
	// Index is the correction's 1-based place in the file.
	Index int
	// Candidate is the record's name (its source when it has none).
	Candidate string
	Section   string
	// Entry is the entry's title or name (after a set, as it was before).
	Entry string
	// Field is the JSON field set, or "removed" or "added".
	Field string
	// Old and New are the field's values for people ("" for none).
	Old, New string
	Note     string
}

// Stale is a correction that found no target: its candidate or entry is
// gone, ambiguous, or (for an add) already in the CV.
type Stale struct {
	// File is the corrections file (File.Path).
	File string
	// Index is the correction's 1-based place in the file, Line its
	// header's line (0 when unknown).
	Index, Line               int
	Candidate, Section, Entry string
	// Why says what was not found, in plain words.
	Why string
}

// String says where the stale correction is and why, for the data-quality
// section: "corrections.toml:9: correction 2 (Jane Doe, awards “X”): Jane
// Doe's CV has no award “X”".
func (s Stale) String() string {
	where := fmt.Sprintf("correction %d", s.Index)
	switch {
	case s.File != "" && s.Line > 0:
		where = fmt.Sprintf("%s:%d: %s", s.File, s.Line, where)
	case s.File != "":
		where = s.File + ": " + where
	case s.Line > 0:
		where = fmt.Sprintf("line %d: %s", s.Line, where)
	}
	c := Correction{Candidate: s.Candidate, Section: s.Section, Entry: s.Entry}
	return fmt.Sprintf("%s (%s): %s", where, c.describe(), s.Why)
}

// Strings lists the stale corrections as String writes them, for
// analytics.Report.SetStaleCorrections.
func (r Result) Strings() []string {
	out := make([]string, len(r.Stale))
	for i, s := range r.Stale {
		out[i] = s.String()
	}
	return out
}

// Apply applies the corrections to the records in file order, changing
// them in place: fields set, entries removed or added, marks on the
// entries corrected and a line in each record's Corrected list. A
// correction without a single target is listed as Stale and changes
// nothing. The same records and file give the same result.
func (f *File) Apply(cvs []*cv.CV) Result {
	var r Result
	cat := f.Venues
	if cat == nil {
		cat = venue.Default()
	}
	for i := range f.Corrections {
		c := &f.Corrections[i]
		applied, why := c.apply(cvs, cat, f.Base)
		if why != "" {
			r.Stale = append(r.Stale, Stale{File: f.Path, Index: i + 1, Line: c.Line, Candidate: c.Candidate, Section: c.Section, Entry: c.Entry, Why: why})
			continue
		}
		for j := range applied {
			applied[j].Index = i + 1
		}
		r.Applied = append(r.Applied, applied...)
	}
	return r
}

// apply applies one correction, or says why it cannot; base is the
// folder a relative file: candidate is in (File.Base).
func (c *Correction) apply(cvs []*cv.CV, cat *venue.Catalog, base string) ([]Applied, string) {
	if c.Section == "" {
		return c.applyRecord(cvs, base)
	}
	sec, ok := sectionNamed(c.Section)
	if !ok || c.actions() != 1 {
		return nil, "not a valid correction" // Load never lets one through
	}
	rec, why := findCandidate(cvs, c.Candidate, base)
	if rec == nil {
		return nil, why
	}
	list := sec.list(rec)
	if c.Add != nil {
		return c.add(rec, sec, list, cat)
	}
	at, why := findEntry(list, sec, c.Entry, rec)
	if at < 0 && c.Set != nil {
		at = renamedBefore(list, sec, c.Set)
	}
	if at < 0 && c.Remove && removedBefore(rec, sec, c.Entry) {
		return []Applied{{Candidate: name(rec), Section: sec.name, Entry: c.Entry, Field: "removed", Note: c.Note}}, ""
	}
	if at < 0 {
		return nil, why
	}
	if c.Remove {
		return c.remove(rec, sec, list, at), ""
	}
	return c.set(rec, sec, list.Index(at), cat)
}

// set sets the correction's fields on entry e.
func (c *Correction) set(rec *cv.CV, sec section, e reflect.Value, cat *venue.Catalog) ([]Applied, string) {
	title := sec.name0(e)
	trial := reflect.New(e.Type()).Elem()
	trial.Set(e)
	if err := sec.assign(trial, c.Set); err != nil {
		return nil, err.Error()
	}
	if why := placeOutOfRange(trial, c.Set); why != "" {
		return nil, why
	}
	raw := catalogued(trial, c.Set, cat)
	moved := placeOwner(rec, e, trial, c.Set)
	idx := fields(e.Type())
	again := setBefore(e, trial, idx, c.Set)
	var out []Applied
	var parts []string
	for _, k := range sortedKeys(c.Set) {
		old, now := show(e.Field(idx[k])), show(trial.Field(idx[k]))
		what := fmt.Sprintf("%s set to %s (was: %s)", k, orUnknown(now), orUnknown(old))
		if k == "venue" && raw != "" {
			now = raw
			what = fmt.Sprintf("venue set to %s, not in the venue catalogue: kept as venue_raw (was: %s)", raw, orUnknown(old))
		}
		out = append(out, Applied{Candidate: name(rec), Section: sec.name, Entry: title, Field: k, Old: old, New: now, Note: c.Note})
		parts = append(parts, what)
		mark(trial, k)
	}
	if moved != nil {
		out = append(out, Applied{Candidate: name(rec), Section: sec.name, Entry: title, Field: "self_index", Old: moved.old, New: moved.now, Note: c.Note})
		parts = append(parts, moved.what)
		mark(trial, "self_index")
	}
	if again {
		return out, ""
	}
	note(trial, c.Note)
	e.Set(trial)
	record(rec, human(sec, title, strings.Join(parts, ", "), c.Note))
	if moved != nil && moved.lost {
		rec.Warnings = append(rec.Warnings, moved.warning(trial))
	}
	return out, ""
}

// ownerMove is how a correction of a paper's authors moved the owner.
type ownerMove struct {
	old, now string // self_index before and after
	what     string // for the record's Corrected line
	lost     bool   // the owner is not among the new authors
}

// placeOwner places the CV's owner again in a publication whose authors
// vals set (unless vals set self_index too): at the first of the new
// authors named as the CV names its owner (its name, or the author at
// self_index in any of its publications, this one as it was), else
// nowhere (self_index 0, unknown). It returns nil when the place did not
// change, and never leaves self_index past the end of the list or on
// another author.
func placeOwner(rec *cv.CV, old, now reflect.Value, vals map[string]any) *ownerMove {
	_, authors := vals["authors"]
	_, given := vals["self_index"]
	was, ok := old.Addr().Interface().(*cv.Publication)
	if !ok || !authors || given {
		return nil
	}
	p := now.Addr().Interface().(*cv.Publication)
	forms := ownerForms(rec)
	p.SelfIndex = 0
	for i, a := range p.Authors {
		if f := cv.FoldName(a); f != "" && forms[f] {
			p.SelfIndex = i + 1
			break
		}
	}
	if p.SelfIndex == was.SelfIndex {
		return nil
	}
	m := &ownerMove{old: fmt.Sprint(was.SelfIndex), now: fmt.Sprint(p.SelfIndex), lost: p.SelfIndex == 0}
	m.what = fmt.Sprintf("self_index set to %d (was: %d): the owner's place among the new authors", p.SelfIndex, was.SelfIndex)
	if m.lost {
		p.EqualContribution = false
		m.what = fmt.Sprintf("self_index set to 0 (was: %d): the owner is not among the new authors", was.SelfIndex)
	}
	return m
}

// ownerForms are the CV owner's names as the CV writes them, folded: its
// name and the author at self_index in each of its publications.
func ownerForms(rec *cv.CV) map[string]bool {
	forms := map[string]bool{}
	if f := cv.FoldName(rec.Name); f != "" {
		forms[f] = true
	}
	for _, p := range rec.Publications {
		if p.SelfIndex > 0 && p.SelfIndex <= len(p.Authors) {
			if f := cv.FoldName(p.Authors[p.SelfIndex-1]); f != "" {
				forms[f] = true
			}
		}
	}
	return forms
}

// warning is the record's warning for a paper whose corrected authors do
// not include the owner.
func (m *ownerMove) warning(e reflect.Value) cv.Warning {
	p := e.Addr().Interface().(*cv.Publication)
	return cv.Warning{Line: p.Line, Section: "publications",
		Message: fmt.Sprintf("a correction set the authors of “%s”: the owner is not among the corrected authors, so their place is unknown (self_index 0, was %s)", p.Title, m.old),
		Text:    strings.Join(p.Authors, "; ")}
}

// remove drops entry at from the list.
func (c *Correction) remove(rec *cv.CV, sec section, list reflect.Value, at int) []Applied {
	title := sec.name0(list.Index(at))
	kept := reflect.MakeSlice(list.Type(), 0, list.Len()-1)
	kept = reflect.AppendSlice(kept, list.Slice(0, at))
	kept = reflect.AppendSlice(kept, list.Slice(at+1, list.Len()))
	list.Set(kept)
	record(rec, human(sec, title, "removed", c.Note))
	return []Applied{{Candidate: name(rec), Section: sec.name, Entry: title, Field: "removed", Note: c.Note}}
}

// add appends the correction's new entry, unless the CV already lists
// one of that title.
func (c *Correction) add(rec *cv.CV, sec section, list reflect.Value, cat *venue.Catalog) ([]Applied, string) {
	e, err := sec.build(c.Add, true)
	if err != nil {
		return nil, err.Error()
	}
	catalogued(e, c.Add, cat)
	title := sec.name0(e)
	applied := []Applied{{Candidate: name(rec), Section: sec.name, Entry: title, Field: "added", New: title, Note: c.Note}}
	if n := matches(list, sec, title); len(n) > 0 {
		if old := list.Index(n[0]); len(n) == 1 && slices.Contains(old.FieldByName("Corrected").Interface().([]string), "added") {
			return applied, "" // added by this correction before: a record read back
		}
		return nil, fmt.Sprintf("the CV already lists the %s “%s”: remove this correction", sec.what, title)
	}
	mark(e, "added")
	note(e, c.Note)
	list.Set(reflect.Append(list, e))
	record(rec, human(sec, title, "added", c.Note))
	return applied, ""
}

// setBefore says whether a set changes nothing in an entry that already
// carries its marks: the correction was applied to a record read back.
func setBefore(e, trial reflect.Value, idx map[string]int, vals map[string]any) bool {
	marks := e.FieldByName("Corrected").Interface().([]string)
	for k := range vals {
		if !slices.Contains(marks, k) || !reflect.DeepEqual(e.Field(idx[k]).Interface(), trial.Field(idx[k]).Interface()) {
			return false
		}
	}
	return true
}

// renamedBefore finds the one entry this set already renamed, in a
// record read back: named as the set names it, and marked as corrected in
// its naming field. -1 when there is none.
func renamedBefore(list reflect.Value, sec section, set map[string]any) int {
	title, ok := set[sec.key].(string)
	if !ok {
		return -1
	}
	at := matches(list, sec, title)
	if len(at) != 1 || !slices.Contains(list.Index(at[0]).FieldByName("Corrected").Interface().([]string), sec.key) {
		return -1
	}
	return at[0]
}

// removedBefore says whether the record's Corrected list says the entry
// titled title was removed: the correction was applied to a record read
// back.
func removedBefore(rec *cv.CV, sec section, title string) bool {
	want := Fold(title)
	for _, l := range rec.Corrected {
		rest, ok := strings.CutPrefix(l, sec.name+": “")
		if t, what, ok2 := strings.Cut(rest, "”: "); ok && ok2 && Fold(t) == want && strings.HasPrefix(what, "removed") {
			return true
		}
	}
	return false
}

// record adds a line to the record's Corrected list.
func record(rec *cv.CV, line string) {
	rec.Corrected = append(rec.Corrected, line)
}

// catalogued looks up a publication's venue that vals set in the
// catalogue, as records read back are: a venue the catalogue has becomes
// its acronym, with its area unless vals set one; any other moves to
// venue_raw, and is returned.
func catalogued(e reflect.Value, vals map[string]any, cat *venue.Catalog) (raw string) {
	p, ok := e.Addr().Interface().(*cv.Publication)
	if _, given := vals["venue"]; !ok || !given || p.Venue == "" {
		return ""
	}
	_, area := vals["area"]
	if v, ok := cat.Lookup(p.Venue); ok {
		p.Venue = v.Acronym
		if !area {
			p.Area = v.Area
		}
		return ""
	}
	raw, p.VenueRaw, p.Venue = p.Venue, p.Venue, ""
	if !area {
		p.Area = ""
	}
	return raw
}

// mark adds what to the entry's Corrected list, once.
func mark(e reflect.Value, what string) {
	f := e.FieldByName("Corrected")
	marks := f.Interface().([]string)
	if !slices.Contains(marks, what) {
		f.Set(reflect.ValueOf(append(slices.Clip(marks), what)))
	}
}

// note adds why to the entry's CorrectionNote, when it has one (the
// entries reports mark: publications and awards), once.
func note(e reflect.Value, why string) {
	f := e.FieldByName("CorrectionNote")
	if why == "" || !f.IsValid() {
		return
	}
	switch old := f.String(); {
	case old == "":
		f.SetString(why)
	case !strings.Contains(old, why):
		f.SetString(old + "; " + why)
	}
}

// human is the line a record's Corrected list gains:
// "publications: “A Title”: venue set to NSDI (was: unknown) — why".
func human(sec section, title, what, note string) string {
	s := fmt.Sprintf("%s: “%s”: %s", sec.name, title, what)
	if note != "" {
		s += " — " + note
	}
	return s
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}

// name is how results name a record.
func name(c *cv.CV) string {
	if n := strings.TrimSpace(c.Name); n != "" {
		return n
	}
	return c.Source
}

// findCandidate finds the one record who names: a cv.StableID, "file:"
// and an input path (relative ones also in the folder base), or a name
// matched folded.
func findCandidate(cvs []*cv.CV, who, base string) (*cv.CV, string) {
	var found []*cv.CV
	for _, c := range cvs {
		if isCandidate(c, who, base) {
			found = append(found, c)
		}
	}
	switch len(found) {
	case 1:
		return found[0], ""
	case 0:
		return nil, fmt.Sprintf("no candidate matches %q", clip(who))
	}
	srcs := make([]string, len(found))
	for i, c := range found {
		srcs[i] = c.Source
	}
	return nil, fmt.Sprintf("%d candidates match %q (%s): name one by its stable id (name:…|e-mail) or by file (file:…)", len(found), clip(who), clipTo(strings.Join(srcs, ", "), maxMsg))
}

// isCandidate says whether who names record c; a relative file: path
// names the input as it was named, or the file in the folder base.
func isCandidate(c *cv.CV, who, base string) bool {
	switch {
	case strings.HasPrefix(who, "file:"):
		p := strings.TrimPrefix(who, "file:")
		if c.Source == p || samePath(c.Source, p) {
			return true
		}
		return base != "" && p != "" && !filepath.IsAbs(filepath.FromSlash(p)) && samePath(c.Source, filepath.Join(base, filepath.FromSlash(p)))
	case strings.HasPrefix(who, "name:"):
		n, email, hasEmail := strings.Cut(strings.TrimPrefix(who, "name:"), "|")
		if cv.FoldName(n) == "" || cv.FoldName(n) != cv.FoldName(c.Name) {
			return false
		}
		return !hasEmail || strings.EqualFold(c.ID(), "name:"+cv.FoldName(n)+"|"+strings.TrimSpace(email))
	}
	f := cv.FoldName(who)
	return f != "" && cv.FoldName(c.Name) == f
}

// samePath says whether a and b name one file: equal once cleaned, or
// once made absolute.
func samePath(a, b string) bool {
	a, b = filepath.Clean(filepath.FromSlash(a)), filepath.Clean(filepath.FromSlash(b))
	if a == b {
		return true
	}
	aa, errA := filepath.Abs(a)
	ab, errB := filepath.Abs(b)
	return errA == nil && errB == nil && aa == ab
}

// findEntry finds the one entry of the list named title, folded.
func findEntry(list reflect.Value, sec section, title string, rec *cv.CV) (int, string) {
	at := matches(list, sec, title)
	switch len(at) {
	case 1:
		return at[0], ""
	case 0:
		return -1, fmt.Sprintf("%s's CV has no %s “%s”", name(rec), sec.what, title)
	}
	lines := make([]string, len(at))
	for i, j := range at {
		lines[i] = fmt.Sprint(list.Index(j).FieldByName("Line").Int())
	}
	return -1, fmt.Sprintf("%s's CV has %d %ss “%s” (lines %s)", name(rec), len(at), sec.what, title, strings.Join(lines, ", "))
}

// matches lists the indexes of the entries named title, folded.
func matches(list reflect.Value, sec section, title string) []int {
	want := Fold(title)
	var at []int
	for i := range list.Len() {
		if want != "" && Fold(sec.name0(list.Index(i))) == want {
			at = append(at, i)
		}
	}
	return at
}

// Fold folds a title for matching: letters and digits only, lower case,
// accents dropped, anything else a word break, words one space apart
// (cv.FoldName, which candidates' stable IDs use too).
func Fold(s string) string { return cv.FoldName(s) }
