package parse

import (
	"strings"
	"sync"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/linerole"
)

// defaultLineModel is the committed line-role model; nil when it does not
// load (internal/linerole's tests guard the embedded file).
var defaultLineModel = sync.OnceValue(func() *linerole.Model {
	m, err := linerole.Default()
	if err != nil {
		return nil
	}
	return m
})

// lineRoles is the line-role model's reading of one parse's lines. It is
// made on the first question (roleAt), so a parse whose rules are sure
// of every decision never runs the model, and reads only the lines
// around those asked about.
type lineRoles struct {
	model  *linerole.Model
	lines  []line   // the parse's lines
	d      *doc.Doc // the typed document, nil for text
	read   bool
	at     lineIndex // line number -> index of the line in reader (linerole_index.go)
	reader *linerole.Reader
	// opened are the lines that open a section on the model's word
	// (linerole_sections.go): their sections keep the kind their words
	// give, not one read from their content
	opened map[int]bool
}

// newLineRoles prepares the model's reading of the parse's lines ls, of
// d (nil for a text): opt's model, else the committed one. The lines are
// read when the model is first asked: by then the parser has blanked
// the lines it took out of the text ("Last updated" lines, asof.go),
// which the model reads as blank; it changes no other line's text or
// cues.
func newLineRoles(opt Options, d *doc.Doc, ls []line) *lineRoles {
	m := opt.LineRoles
	if m == nil {
		m = defaultLineModel()
	}
	return &lineRoles{model: m, lines: ls, d: d}
}

// roleAt is the model's reading of line n of the parse (false when there
// is no model or no such line).
func (r *lineRoles) roleAt(n int) (linerole.Role, bool) {
	if r == nil || r.model == nil {
		return linerole.Role{}, false
	}
	if !r.read {
		r.read = true
		r.label()
	}
	i, ok := r.at.of(n)
	if !ok {
		return linerole.Role{}, false
	}
	return r.reader.RoleAt(i)
}

// probAtLeast reports whether the model's probability of role for line
// n of the parse is at least p (roleAt's, compared): false when there is
// no model or no such line. The model decides most questions from the
// line's own features (linerole.Reader.ProbAtLeast).
func (r *lineRoles) probAtLeast(n int, role string, p float64) bool {
	if r == nil || r.model == nil {
		return false
	}
	if !r.read {
		r.read = true
		r.label()
	}
	i, ok := r.at.of(n)
	return ok && r.reader.ProbAtLeast(i, role, p)
}

// label prepares the model's reading of the lines as Explain views them
// (the views the model was trained on): each line asked about is read
// over the lines around it (linerole.Reader), its features made once.
// The reader makes each line's view when it needs it (roleLineAt), not
// an array of them all; r.at is the index of each line number.
func (r *lineRoles) label() {
	r.at = newLineIndex(r.lines)
	r.reader = r.model.ReaderOf(len(r.lines), r.roleLineAt, formOf(r.d))
}

// roleLineAt is the parse's line i as the model reads it.
func (r *lineRoles) roleLineAt(i int) linerole.Line {
	return RoleLine(r.view(r.lines[i]))
}

// view is line l as Explain views it (without its section).
func (r *lineRoles) view(l line) LineView {
	v := LineView{Src: l.N, Text: l.Text}
	src := doc.Line{Src: l.N}
	if r.d != nil {
		var ok bool
		if src, ok = r.d.LineAt(l.N); !ok {
			return v
		}
	}
	v.Page, v.Src, v.Cue = src.Page, src.Src, cueOf(src, l)
	if src.Repeats {
		v.Text = strings.TrimSpace(src.Text)
	}
	return v
}

// formOf is the model's name of d's format (the extension of the files it
// was trained on): txt for a text read without a Doc.
func formOf(d *doc.Doc) string {
	if d == nil {
		return "txt"
	}
	switch d.Format {
	case doc.Markdown:
		return "md"
	case doc.Text:
		return "txt"
	}
	return d.Format
}

// withLineRoles gives the lines ls of d a memo that reads them with
// opt's line-role model, as a parse does (Explain's lines have none).
func withLineRoles(ls []line, opt Options, d *doc.Doc) {
	m := newMemoFor(len(ls))
	m.lr = newLineRoles(opt, d, ls)
	for i := range ls {
		ls[i].Ctx = m.lineCtx()
	}
}
