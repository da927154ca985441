package fieldmodel

import (
	"slices"
	"strings"
)

// tokenInfo is what the scan of an entry knows of one token beyond the
// token itself.
type tokenInfo struct {
	shape, class string
	// the shape's, class's and catalogue mark's codes (features.go,
	// catValues), for scoring without strings (ids.go); -1 for no class
	// or mark
	shapeCode          uint8
	classCode, catCode int8
	sent, commas       int // sentences ended and commas seen before it (in its sentence)
	quote              bool
	paren              bool
	bracket            bool
	initial            bool // one capital letter followed by "."
	afterIn            bool // in a part that opens with "In"
	lineStart          bool // first token of a source line after the first
	em                 []string
	lex                []string
	cat                string
	low                string // the token lower-cased, for words and URLs
}

// Extract tokenizes an entry and returns each token's features, all
// from Vocabulary(lx).
func Extract(e Entry, lx *Lexicon) ([]Token, [][]string) {
	x := prepare(e, lx)
	out := make([][]string, len(x.toks))
	for i := range x.toks {
		var l featureList
		x.emit(&l, i)
		out[i] = l
	}
	return x.toks, out
}

// extraction is an entry read once: its tokens, what the scan knows of
// each, the part summaries each token shares with its part, and the
// year order. emit gives a token's features from it one by one, so a
// caller that only scores them (Model.Label) needs no list or string per
// feature.
type extraction struct {
	toks  []Token
	info  []tokenInfo
	parts [2][][]string // per token, its sentence part's ("s:") and group part's ("g:") features, shared in the part
	years []string
}

// prepare scans an entry for features.
func prepare(e Entry, lx *Lexicon) extraction { return prepareIn(e, lx, nil) }

// prepareIn is prepare with the tokens' infos in buf's array when buf is
// not nil (Label's scratch, label_bufs.go), else in a new one.
func prepareIn(e Entry, lx *Lexicon, buf *infoBuf) extraction {
	return prepareToks(e, lx, buf, Tokenize(e.Text))
}

// prepareToks is prepareIn of the entry's tokens toks (Tokenize(e.Text)).
func prepareToks(e Entry, lx *Lexicon, buf *infoBuf, toks []Token) extraction {
	var info []tokenInfo
	if buf != nil {
		info = buf.infos(len(toks))
	} else {
		info = make([]tokenInfo, len(toks))
	}
	ends := scan(e, toks, lx, info)
	return extraction{toks: toks, info: info, years: yearOrder(info), parts: partFeatures(toks, info, ends)}
}

// sink takes a token's features in order: whole (add) or as a prefix
// and a value (add2, the feature pre+s).
type sink interface {
	add(f string)
	add2(pre, s string)
}

// featureList is a sink that keeps the features as strings.
type featureList []string

func (l *featureList) add(f string)       { *l = append(*l, f) }
func (l *featureList) add2(pre, s string) { *l = append(*l, pre+s) }

// emit gives token i's features to k: its own and its neighbours', its
// parts', its year order.
func (x *extraction) emit(k sink, i int) {
	x.tokenFeatures(k, i)
	for _, p := range x.parts {
		for _, f := range p[i] {
			k.add(f)
		}
	}
	if x.years[i] != "" {
		k.add(x.years[i])
	}
}

// tokenFeatures gives token i's own features and its neighbours' to k.
func (x *extraction) tokenFeatures(k sink, i int) {
	info := x.info
	t := &info[i]
	k.add("bias")
	k.add2("sh:", t.shape)
	k.add(posBucket(i, len(info)))
	k.add2("sent:", countBucket(t.sent))
	k.add2("comma:", countBucket(t.commas))
	if t.class != "" {
		k.add(t.class)
	}
	for _, f := range [...]struct {
		on   bool
		name string
	}{{t.quote, "quote"}, {t.paren, "paren"}, {t.bracket, "bracket"}, {t.initial, "initial"}, {t.afterIn, "afterin"}, {t.lineStart, "linestart"}} {
		if f.on {
			k.add(f.name)
		}
	}
	for _, f := range t.em {
		k.add(f)
	}
	for _, c := range t.lex {
		k.add2("lex:", c)
	}
	if t.cat != "" {
		k.add(t.cat)
	}
	for _, d := range [...]int{-2, -1, 1, 2} {
		x.neighbour(k, i, d)
	}
}

// neighbourPre are the neighbour feature prefixes by offset + 2: n0: two
// before, n1: one before, n3, n4 after.
var neighbourPre = [5]string{"n0:", "n1:", "n2:", "n3:", "n4:"}

// neighbour gives k the shape (and word class, one step away) of the
// token d steps from i, prefixed by its offset.
func (x *extraction) neighbour(k sink, i, d int) {
	info := x.info
	pre := neighbourPre[2+d]
	j := i + d
	if j < 0 || j >= len(info) {
		k.add2(pre, "none")
		return
	}
	k.add2(pre, info[j].shape)
	if (d == -1 || d == 1) && info[j].class != "" {
		k.add2(pre, info[j].class)
	}
	if (d == -1 || d == 1) && info[j].cat != "" {
		k.add2(pre, info[j].cat)
	}
}

// scan walks the tokens once, keeping the running state of the entry,
// into info (zeroed, one a token).
func scan(e Entry, toks []Token, lx *Lexicon, info []tokenInfo) []bool {
	ends := make([]bool, len(toks))
	low := make([]string, len(toks)) // lower-cased words, "" for the rest (what marks reads)
	for i, t := range toks {
		switch t.Kind {
		case 'w':
			low[i] = strings.ToLower(t.Text)
			info[i].low = low[i]
		case 'u':
			info[i].low = strings.ToLower(t.Text)
		}
	}
	var lex [][]string
	var cat []string
	if lx != nil {
		lex = lx.marks(toks, low)
		cat = lx.venueMarks(e.Text, toks)
	}
	ems := emphasis(e, toks)
	starts := lineStarts(e.Breaks, toks)
	st := scanState{}
	for i, t := range toks {
		in := &info[i]
		if starts[i] {
			in.lineStart = true
			if i > 0 && !ends[i-1] { // a line ends a part
				ends[i-1] = true
				st.sent, st.commas, st.afterIn = st.sent+1, 0, false
			}
		}
		in.shapeCode = shapeCode(t)
		in.shape = shapeNames[in.shapeCode]
		in.classCode, in.catCode = -1, -1
		if t.Kind == 'w' {
			in.classCode = wordClassCode(in.low)
			if in.classCode >= 0 {
				in.class = classNames[in.classCode]
			}
		}
		in.initial = in.shape == "A" && i+1 < len(toks) && toks[i+1].Text == "."
		st.before(toks, i)
		in.sent, in.commas, in.afterIn = st.sent, st.commas, st.afterIn
		in.quote, in.paren, in.bracket = st.quote, st.paren > 0, st.bracket > 0
		ends[i] = st.after(toks, i, in.initial)
		in.em = ems[i]
		if lex != nil {
			in.lex, in.cat = lex[i], cat[i]
			if in.cat != "" {
				in.catCode = int8(slices.Index(catValues, in.cat))
			}
		}
	}
	return ends
}

// lineStarts marks the first token at or after each break.
func lineStarts(breaks []int, toks []Token) []bool {
	out := make([]bool, len(toks))
	i := 0
	for _, b := range breaks {
		for i < len(toks) && toks[i].Start < b {
			i++
		}
		if i < len(toks) {
			out[i] = true
		}
	}
	return out
}

// yearOrder marks each year-shaped token as the only one, the first of
// several or a later one: a date is often the last year of an entry, or
// the one after the authors.
func yearOrder(info []tokenInfo) []string {
	out := make([]string, len(info))
	var at []int
	for i, in := range info {
		if in.shape == "year" {
			at = append(at, i)
		}
	}
	for k, i := range at {
		switch {
		case len(at) == 1:
			out[i] = "year:only"
		case k == 0:
			out[i] = "year:first"
		case k == len(at)-1:
			out[i] = "year:last"
		default:
			out[i] = "year:middle"
		}
	}
	return out
}

// scanState is the state of the scan between tokens.
type scanState struct {
	sent, commas   int
	quote          bool
	paren, bracket int
	afterIn        bool
	lastInitial    bool
}

// before updates the state on reaching token i: quotes, brackets and
// parentheses open, and "In" opens a part.
func (s *scanState) before(toks []Token, i int) {
	t := toks[i]
	switch t.Text {
	case "(":
		s.paren++
	case "[":
		s.bracket++
	case "“":
		s.quote = true
	case `"`:
		s.quote = !s.quote
	}
	if t.Kind == 'w' && strings.EqualFold(t.Text, "in") && (i == 0 || toks[i-1].Kind == 'p') {
		s.afterIn = true
	}
}

// after updates the state on leaving token i: closing marks, sentence
// ends (a period after a word that is not an initial), commas. It
// reports whether token i ends a sentence.
func (s *scanState) after(toks []Token, i int, initial bool) bool {
	t := toks[i]
	end := false
	switch t.Text {
	case ")":
		s.paren = max(0, s.paren-1)
	case "]":
		s.bracket = max(0, s.bracket-1)
	case "”":
		s.quote = false
	case ",", ";":
		s.commas++
	case ".", "?", "!":
		if !s.lastInitial && spaceAfter(toks, i) {
			s.sent++
			s.commas = 0
			s.afterIn = false
			end = true
		}
	}
	if t.Kind == 'w' {
		s.lastInitial = initial
	}
	return end
}

// spaceAfter reports whether token i is the last or is followed by a
// space.
func spaceAfter(toks []Token, i int) bool {
	return i+1 == len(toks) || toks[i+1].Start > toks[i].End
}

// emphasis marks the tokens inside the entry's bold, italic and link
// spans, each span found after the previous one of its kind.
func emphasis(e Entry, toks []Token) [][]string {
	out := make([][]string, len(toks))
	for _, k := range []struct {
		name  string
		spans []string
	}{{"em:bold", e.Bolds}, {"em:italic", e.Italics}, {"em:link", e.Links}} {
		from := 0
		for _, sp := range k.spans {
			j := strings.Index(e.Text[from:], sp)
			if sp == "" || j < 0 {
				continue
			}
			s, end := from+j, from+j+len(sp)
			for i, t := range toks {
				if t.Start >= s && t.End <= end {
					out[i] = append(out[i], k.name)
				}
			}
			from = end
		}
	}
	return out
}
