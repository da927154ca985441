package train

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A fix file holds hand corrections of one label file's lines: its name
// is the label file's with ".fix" for ".json"
// (labels/fixes/30.pdf.0123456789abcdef.fix), so a changed CV (another
// hash) leaves the fix file stale. One directive a line:
//
//	# comment
//	12 sure
//	13-15 role=continuation
//	16 role=entry_start kind=publication item=7
//
// "N" or "N-M" (inclusive) name label lines n; "sure" clears unsure and
// nothing else; "role=R [kind=K] [item=I]" sets the role (and the kind
// and item when given, keeping them otherwise) and clears unsure.
// Directives apply in the file's order, so a later one overrides an
// earlier one's settings for the same line. A fix file holds numbers and
// vocabulary words only (and comments): no CV text. Spans are not
// corrected; a span on a line named whose kind or item is not the line's
// is flagged unsure. The format: labels/README.md.

// FixDir is where labelcv looks for fix files, from the module's root.
const FixDir = "internal/train/labels/fixes"

// Limits of a fix file read.
const (
	maxFixFile = 1 << 20 // bytes
	maxFixLine = 300     // bytes a line
	// maxFixErrors is how many bad lines of one file are reported.
	maxFixErrors = 10
)

// Fix is one fix file read.
type Fix struct {
	Name       string // the file's base name: NUMBER.FORM.SHA16.fix
	Directives []Directive
	Comments   []Comment
}

// Comment is a comment of a fix file, kept so that tests can check it
// holds no CV text.
type Comment struct {
	At   int
	Text string
}

// Directive is one line of a fix file.
type Directive struct {
	At       int // its line in the fix file
	From, To int // label lines named, inclusive
	Sure     bool
	Role     string // with !Sure
	Kind     string // "" keeps the line's kind
	Item     int
	HasItem  bool
}

// fixName is the form of a fix file's name.
var fixName = regexp.MustCompile(`^(seed\d{3}|\d+)\.[a-z]+\.[0-9a-f]{16}\.fix$`)

// Stem is the fix file's name without ".fix": the label file it corrects
// is Stem()+".json".
func (x *Fix) Stem() string { return strings.TrimSuffix(x.Name, ".fix") }

// ParseFix reads a fix file named name (its base name decides the label
// file it corrects). Every error names the file and line.
func ParseFix(name string, r io.Reader) (*Fix, error) {
	base := filepath.Base(name)
	if !fixName.MatchString(base) {
		return nil, fmt.Errorf("%s: not a fix file name (want NUMBER.FORM.SHA16.fix, the label file's stem)", name)
	}
	data, err := io.ReadAll(io.LimitReader(r, maxFixFile+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(data) > maxFixFile {
		return nil, fmt.Errorf("%s: over %d bytes", name, maxFixFile)
	}
	x := &Fix{Name: base}
	var errs []error
	bad := 0
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), maxFixFile+1)
	for at := 1; sc.Scan(); at++ {
		d, ok, err := parseDirective(sc.Text(), at)
		if _, c, found := strings.Cut(sc.Text(), "#"); found && err == nil {
			x.Comments = append(x.Comments, Comment{At: at, Text: c})
		}
		switch {
		case err != nil:
			if bad++; bad <= maxFixErrors {
				errs = append(errs, fmt.Errorf("%s:%d: %w", name, at, err))
			}
		case ok:
			x.Directives = append(x.Directives, d)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if bad > maxFixErrors {
		errs = append(errs, fmt.Errorf("%s: %d more bad lines", name, bad-maxFixErrors))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return x, nil
}

var (
	reLineNo = regexp.MustCompile(`^[1-9][0-9]{0,5}$`)
	reItem   = regexp.MustCompile(`^(-1|0|[1-9][0-9]{0,5})$`)
)

// parseDirective reads one line; ok is false for a blank or comment line.
func parseDirective(text string, at int) (d Directive, ok bool, err error) {
	if len(text) > maxFixLine {
		return d, false, fmt.Errorf("line over %d bytes", maxFixLine)
	}
	if !isPlainText(text) {
		return d, false, errors.New("a control character or invalid UTF-8")
	}
	body, _, _ := strings.Cut(text, "#")
	if len(body) > 0 && strings.Contains(text, "#") && !endsInSpace(body) {
		return d, false, fmt.Errorf("a comment must start a line or follow white space: %.30q", text)
	}
	ts := strings.Fields(body)
	if len(ts) == 0 {
		return d, false, nil
	}
	d = Directive{At: at, Item: -1}
	if d.From, d.To, err = parseRange(ts[0]); err != nil {
		return d, false, err
	}
	if len(ts) == 1 {
		return d, false, fmt.Errorf("%.20q names lines but says nothing of them (want sure or role=...)", ts[0])
	}
	if ts[1] == "sure" {
		if len(ts) > 2 {
			return d, false, fmt.Errorf("%.20q after sure: sure stands alone", ts[2])
		}
		d.Sure = true
		return d, true, nil
	}
	if err := d.setKeys(ts[1:]); err != nil {
		return d, false, err
	}
	return d, true, nil
}

func endsInSpace(s string) bool {
	return strings.HasSuffix(s, " ") || strings.HasSuffix(s, "\t")
}

// isPlainText reports whether s is valid UTF-8 without control
// characters other than tab.
func isPlainText(s string) bool {
	for _, r := range s {
		if r == '\uFFFD' || r < 0x20 && r != '\t' || r == 0x7f {
			return false
		}
	}
	return true
}

// parseRange reads "N" or "N-M" with 1 <= N <= M.
func parseRange(s string) (from, to int, err error) {
	a, b, isRange := strings.Cut(s, "-")
	if !isRange {
		b = a
	}
	if !reLineNo.MatchString(a) || !reLineNo.MatchString(b) {
		return 0, 0, fmt.Errorf("%.20q is not a line number or range N-M (lines count from 1)", s)
	}
	from, _ = strconv.Atoi(a)
	to, _ = strconv.Atoi(b)
	if to < from {
		return 0, 0, fmt.Errorf("range %.20q is reversed", s)
	}
	return from, to, nil
}

// setKeys reads role=R [kind=K] [item=I] in any order, each once.
func (d *Directive) setKeys(ts []string) error {
	seen := map[string]bool{}
	for _, t := range ts {
		k, v, ok := strings.Cut(t, "=")
		if !ok {
			return fmt.Errorf("%.20q is not a number, sure, or role=, kind=, item=", t)
		}
		if seen[k] {
			return fmt.Errorf("%.10s= given twice", k)
		}
		seen[k] = true
		switch k {
		case "role":
			if !slices.Contains(Roles, v) {
				return fmt.Errorf("role %.20q is not one of %s", v, strings.Join(Roles, ", "))
			}
			d.Role = v
		case "kind":
			if !slices.Contains(Kinds, v) {
				return fmt.Errorf("kind %.20q is not one of %s", v, strings.Join(Kinds, ", "))
			}
			d.Kind = v
		case "item":
			if !reItem.MatchString(v) {
				return fmt.Errorf("item %.20q is not -1 or a number from 0", v)
			}
			d.Item, _ = strconv.Atoi(v)
			d.HasItem = true
		default:
			return fmt.Errorf("key %.20q is not role, kind or item", k)
		}
	}
	if d.Role == "" {
		return errors.New("kind= or item= without role=: give the line's role too")
	}
	if d.Kind == KindNone && d.HasItem && d.Item != -1 {
		return fmt.Errorf("kind=none with item=%d: a line of no kind has item=-1", d.Item)
	}
	return nil
}

// Apply applies x's directives in order to f's lines, sets f.HandFixed
// to the number of lines named and counts the aligned items again. It
// changes nothing and returns an error naming the fix file's line when a
// directive names a line past f's last, or when a line named ends with an
// item past the truth's count of its kind or with no kind but an item.
// Applying a fix file twice gives what applying it once gives.
func (x *Fix) Apply(f *File) error {
	if want := f.Stem(); want != x.Stem() {
		return fmt.Errorf("%s: corrects %s.json, not %s.json", x.Name, x.Stem(), want)
	}
	lines := slices.Clone(f.Lines)
	last := map[int]int{} // label line -> fix file line that last named it
	for _, d := range x.Directives {
		if d.To > len(lines) {
			return fmt.Errorf("%s:%d: line %d past the label file's %d lines", x.Name, d.At, d.To, len(lines))
		}
		for n := d.From; n <= d.To; n++ {
			d.apply(&lines[n-1])
			last[n] = d.At
		}
	}
	for _, n := range slices.Sorted(maps.Keys(last)) {
		if err := checkLine(lines[n-1], f.Items); err != nil {
			return fmt.Errorf("%s:%d: line %d: %w", x.Name, last[n], n, err)
		}
	}
	f.Lines = lines
	f.HandFixed = len(last)
	f.Aligned = alignedCounts(lines)
	f.Spans = flagSpans(f.Spans, lines, last)
	return nil
}

// flagSpans returns spans with those on a line named by hand whose kind
// or item is no longer the line's flagged unsure: their field may be
// wrong now, and fix files do not correct spans.
func flagSpans(spans []Span, lines []Line, named map[int]int) []Span {
	out := slices.Clone(spans)
	for i, s := range out {
		l := lines[s.N-1]
		if named[s.N] > 0 && (s.Kind != l.Kind || s.Item != l.Item) {
			out[i].Unsure = true
		}
	}
	return out
}

func (d Directive) apply(l *Line) {
	l.Unsure = false
	if d.Sure {
		return
	}
	l.Role = d.Role
	if d.Kind != "" {
		l.Kind = d.Kind
	}
	if d.HasItem {
		l.Item = d.Item
	}
}

// checkLine checks a line's item against its kind and the truth's counts.
func checkLine(l Line, items map[string]int) error {
	switch {
	case l.Kind == KindNone && l.Item != -1:
		return fmt.Errorf("kind none with item %d (add item=-1)", l.Item)
	case l.Item >= items[l.Kind]:
		return fmt.Errorf("item %d of kind %s, but the truth lists %d", l.Item, l.Kind, items[l.Kind])
	}
	return nil
}

// alignedCounts counts, by kind, the truth items that have a line.
func alignedCounts(lines []Line) map[string]int {
	out := map[string]int{}
	seen := map[[2]int]bool{}
	for _, l := range lines {
		k := [2]int{slices.Index(Kinds, l.Kind), l.Item}
		if l.Item >= 0 && !seen[k] {
			seen[k] = true
			out[l.Kind]++
		}
	}
	return out
}

// ReadFixes reads every *.fix file in dir by stem. A missing dir holds no
// fixes. Files of other names are skipped. The error joins every file's
// errors.
func ReadFixes(dir string) (map[string]*Fix, error) {
	out := map[string]*Fix{}
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	var errs []error
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".fix") {
			continue
		}
		x, err := ReadFix(filepath.Join(dir, e.Name()))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out[x.Stem()] = x
	}
	return out, errors.Join(errs...)
}

// ReadFix reads the fix file at path.
func ReadFix(path string) (*Fix, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return ParseFix(path, fh)
}

// StaleFixes returns an error for each fix file whose stem is none of
// the label files named (label file names, NUMBER.FORM.SHA16.json): the
// CV changed since it was reviewed, or the fix file is misnamed.
func StaleFixes(fixes map[string]*Fix, labelNames []string) []error {
	stems := map[string]bool{}
	byKey := map[string]string{}
	for _, n := range labelNames {
		stem := strings.TrimSuffix(n, ".json")
		stems[stem] = true
		byKey[keyOfStem(stem)] = n
	}
	var errs []error
	for _, stem := range slices.Sorted(maps.Keys(fixes)) {
		if stems[stem] {
			continue
		}
		now := byKey[keyOfStem(stem)]
		if now == "" {
			errs = append(errs, fmt.Errorf("%s: no label file %s.json nor any for %s: a misnamed or stale fix file",
				fixes[stem].Name, stem, keyOfStem(stem)))
			continue
		}
		errs = append(errs, fmt.Errorf("%s: no label file %s.json: %s changed since the review (its labels are now %s); re-review its lines and write %s.fix anew",
			fixes[stem].Name, stem, keyOfStem(stem), now, strings.TrimSuffix(now, ".json")))
	}
	return errs
}

// keyOfStem is "30.pdf" of "30.pdf.0123456789abcdef".
func keyOfStem(stem string) string {
	if i := strings.LastIndexByte(stem, '.'); i >= 0 {
		return stem[:i]
	}
	return stem
}
