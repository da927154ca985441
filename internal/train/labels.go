// Package train holds aligned labels for real CVs: for each CV file, the
// role of each line as the parser's front ends read it (parse.Explain over
// the file's doc.Doc) and the field of each token span inside entries,
// found by aligning the CV's hand-made truth to its lines.
//
// A label file holds line numbers, token indices and words of a fixed
// vocabulary only, never CV text: it names its CV by the corpus file's
// number and form and the SHA-256 of the file's bytes and of the lines
// read, so a changed source or a changed front end is detected (see
// Check). Where the alignment is unsure a line is flagged unsure rather
// than guessed; such lines are for correcting by hand.
package train

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
)

// Version is the label file schema's version.
const Version = 1

// Line roles.
const (
	RoleBlank        = "blank"
	RoleHeading      = "heading"
	RoleEntryStart   = "entry_start"
	RoleContinuation = "continuation"
	RoleDescription  = "description"
	RoleGroupLabel   = "group_label"
	RoleContact      = "contact"
	RoleFurniture    = "furniture"
	RoleProse        = "prose"
	RoleOther        = "other"
)

// Roles is every line role, in a fixed order.
var Roles = []string{RoleBlank, RoleHeading, RoleEntryStart, RoleContinuation,
	RoleDescription, RoleGroupLabel, RoleContact, RoleFurniture, RoleProse, RoleOther}

// Entry kinds: what an entry line belongs to ("none" outside entries).
const (
	KindNone        = "none"
	KindPublication = "publication"
	KindEducation   = "education"
	KindPosition    = "position"
	KindAward       = "award"
	KindTalk        = "talk"
	KindService     = "service"
	KindTeaching    = "teaching"
)

// Kinds is every entry kind.
var Kinds = []string{KindNone, KindPublication, KindEducation, KindPosition,
	KindAward, KindTalk, KindService, KindTeaching}

// Fields is every token-span field, by entry kind.
var Fields = map[string][]string{
	KindPublication: {"author", "title", "venue", "tag", "year", "status", "note", "award"},
	KindEducation:   {"degree", "field", "institution", "date", "advisor"},
	KindPosition:    {"title", "organisation", "date"},
	KindAward:       {"name", "issuer", "year", "status"},
}

// Sets and forms a label file may name.
var (
	Sets  = []string{"corpus", "seed"}
	Forms = []string{"md", "html", "txt", "pdf", "docx"}
)

// Line is the label of one line: N is its 1-based place in
// parse.Explain's views of the file; Page and Src are where the view says
// it is (as "vitae parse --show-lines" prints them).
type Line struct {
	N      int    `json:"n"`
	Page   int    `json:"page"`
	Src    int    `json:"src"`
	Role   string `json:"role"`
	Kind   string `json:"kind"`
	Item   int    `json:"item"` // index of the truth item in its list; -1 for none
	Unsure bool   `json:"unsure"`
}

// Span is the field of tokens [From, To) of line N, the tokens being
// Tokens(text of line N).
type Span struct {
	N      int    `json:"n"`
	From   int    `json:"from"`
	To     int    `json:"to"`
	Kind   string `json:"kind"`
	Field  string `json:"field"`
	Item   int    `json:"item"`
	Unsure bool   `json:"unsure"`
}

// File is one label file.
type File struct {
	Version int    `json:"version"`
	Set     string `json:"set"`
	Number  int    `json:"number"` // the corpus file's number ("30" of 30_x.pdf)
	Form    string `json:"form"`
	// SourceSHA256 is the hash of the file's bytes; LinesSHA256 that of
	// its lines as read (LinesHash).
	SourceSHA256 string `json:"source_sha256"`
	LinesSHA256  string `json:"lines_sha256"`
	LineCount    int    `json:"line_count"`
	// Items and Aligned count the truth's items and those found, by kind.
	Items   map[string]int `json:"items"`
	Aligned map[string]int `json:"aligned"`
	// HandFixed counts the lines its fix file names (labels/fixes,
	// Fix.Apply): corrected or confirmed by hand.
	HandFixed int    `json:"hand_fixed"`
	Lines     []Line `json:"lines"`
	Spans     []Span `json:"spans"`
}

// Name is the label file's name: number, form and the first 16 hex
// digits of the source's hash ("30.pdf.0123456789abcdef.json"; seeds
// "seed000.txt....json").
func (f *File) Name() string {
	return f.Stem() + ".json"
}

// Stem is the label file's name without ".json", which its fix file's
// name shares ("30.pdf.0123456789abcdef").
func (f *File) Stem() string {
	return f.Key() + "." + f.SourceSHA256[:16]
}

// Key names the CV file the labels are for: "30.pdf", "seed000.txt".
func (f *File) Key() string {
	if f.Set == "seed" {
		return fmt.Sprintf("seed%03d.%s", f.Number, f.Form)
	}
	return fmt.Sprintf("%d.%s", f.Number, f.Form)
}

// Counts returns how many lines are in entries and how many are unsure.
func (f *File) Counts() (entry, unsure int) {
	for _, l := range f.Lines {
		if l.Kind != KindNone && (l.Role == RoleEntryStart || l.Role == RoleContinuation || l.Role == RoleDescription) {
			entry++
		}
		if l.Unsure {
			unsure++
		}
	}
	return entry, unsure
}

// Marshal writes f as JSON, one line or span a line, so that a change
// shows as a small diff.
func Marshal(f *File) ([]byte, error) {
	if err := f.Validate(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	head := *f
	head.Lines, head.Spans = nil, nil
	h, err := json.Marshal(head)
	if err != nil {
		return nil, err
	}
	h = bytes.TrimSuffix(h, []byte("}"))
	h = bytes.Replace(h, []byte(`,"lines":null,"spans":null`), nil, 1)
	b.Write(h)
	writeList(&b, "lines", f.Lines)
	writeList(&b, "spans", f.Spans)
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}

func writeList[T any](b *bytes.Buffer, name string, xs []T) {
	fmt.Fprintf(b, ",\n%q: [", name)
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		j, _ := json.Marshal(x) // plain structs of numbers and strings
		b.WriteString("\n ")
		b.Write(j)
	}
	b.WriteString("\n]")
}

// maxLabelFile bounds a label file read back.
const maxLabelFile = 16 << 20

// Read reads a label file strictly: unknown fields, trailing data, words
// outside the vocabulary and numbers out of range are errors.
func Read(r io.Reader) (*File, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxLabelFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxLabelFile {
		return nil, fmt.Errorf("label file over %d bytes", maxLabelFile)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("label file: %w", err)
	}
	if dec.More() {
		return nil, errors.New("label file: data after the object")
	}
	if err := f.Validate(); err != nil {
		return nil, err
	}
	return &f, nil
}

var hexHash = regexp.MustCompile(`^[0-9a-f]{64}$`)

// IsVocabulary reports whether s is a word a label file may hold: a
// set, form, kind, role or field name, or a SHA-256 in hex.
func IsVocabulary(s string) bool {
	if slices.Contains(Roles, s) || slices.Contains(Kinds, s) || slices.Contains(Sets, s) ||
		slices.Contains(Forms, s) || hexHash.MatchString(s) {
		return true
	}
	for _, fs := range Fields {
		if slices.Contains(fs, s) {
			return true
		}
	}
	return false
}

// Validate checks f against the schema.
func (f *File) Validate() error {
	switch {
	case f.Version != Version:
		return fmt.Errorf("label file: version %d, want %d", f.Version, Version)
	case !slices.Contains(Sets, f.Set):
		return fmt.Errorf("label file: set %.20q not known", f.Set)
	case !slices.Contains(Forms, f.Form):
		return fmt.Errorf("label file: form %.20q not known", f.Form)
	case f.Number < 0 || f.Number > 9999:
		return fmt.Errorf("label file: number %d out of range", f.Number)
	case !hexHash.MatchString(f.SourceSHA256) || !hexHash.MatchString(f.LinesSHA256):
		return errors.New("label file: a hash is not 64 hex digits")
	case f.LineCount != len(f.Lines):
		return fmt.Errorf("label file: line_count %d but %d lines", f.LineCount, len(f.Lines))
	case f.HandFixed < 0 || f.HandFixed > f.LineCount:
		return fmt.Errorf("label file: hand_fixed %d, not 0 to line_count %d", f.HandFixed, f.LineCount)
	}
	for k := range f.Items {
		if !slices.Contains(Kinds, k) {
			return fmt.Errorf("label file: items kind %.20q not known", k)
		}
	}
	for k := range f.Aligned {
		if !slices.Contains(Kinds, k) {
			return fmt.Errorf("label file: aligned kind %.20q not known", k)
		}
	}
	for i, l := range f.Lines {
		if err := l.validate(i + 1); err != nil {
			return err
		}
	}
	for _, s := range f.Spans {
		if err := s.validate(len(f.Lines)); err != nil {
			return err
		}
	}
	return nil
}

func (l Line) validate(n int) error {
	switch {
	case l.N != n:
		return fmt.Errorf("label file: line %d numbered %d", n, l.N)
	case l.Page < 0 || l.Src < 0:
		return fmt.Errorf("label file: line %d: negative page or src", n)
	case !slices.Contains(Roles, l.Role):
		return fmt.Errorf("label file: line %d: role %.20q not known", n, l.Role)
	case !slices.Contains(Kinds, l.Kind):
		return fmt.Errorf("label file: line %d: kind %.20q not known", n, l.Kind)
	case l.Item < -1:
		return fmt.Errorf("label file: line %d: item %d", n, l.Item)
	}
	return nil
}

func (s Span) validate(lines int) error {
	switch {
	case s.N < 1 || s.N > lines:
		return fmt.Errorf("label file: span on line %d of %d", s.N, lines)
	case s.From < 0 || s.To <= s.From:
		return fmt.Errorf("label file: line %d: span [%d,%d) empty or negative", s.N, s.From, s.To)
	case !slices.Contains(Fields[s.Kind], s.Field):
		return fmt.Errorf("label file: line %d: field %.20q not one of %s's", s.N, s.Field, s.Kind)
	case s.Item < 0:
		return fmt.Errorf("label file: line %d: span item %d", s.N, s.Item)
	}
	return nil
}
