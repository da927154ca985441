package linerole

import (
	"slices"
	"unicode"
)

// extractor makes the features of a file's lines on demand (Extract's
// features, exactly): what a line's features read of the lines above it
// (blank or not, page, layout, the section kind named by the nearest
// heading-like line above: a heading cue, or at most five words all
// heading words, "unknown" when they name no kind, "none" above the
// first) is made for all lines at once and cheaply; the base features,
// the costly part (patterns, word lists, the venue catalogue), are made
// only for the lines asked about and their neighbours, each once.
type extractor struct {
	n          int              // the number of lines
	lineAt     func(i int) Line // line i (lines_source.go)
	form       string
	formFeat   string // "form:" and form, made once (formFeature)
	opt        Options
	rd         *readers // fastReaders; plainReaders in the tests' reference
	ss         []shape  // blank, page and layout of every line; feats once made
	made       []bool   // ss[i].feats and .start are made
	feats      [][]string
	prev, next []int
	// secs[i] is the section named by the nearest heading-like line
	// above line i, "" until asked (sections_above.go)
	secs []string
}

func newExtractor(views []Line, form string, opt Options) *extractor {
	return newExtractorWith(views, form, opt, &fastReaders)
}

// newExtractorWith is newExtractor reading the lines with rd.
func newExtractorWith(views []Line, form string, opt Options, rd *readers) *extractor {
	return newExtractorOf(len(views), sliceLines(views), form, opt, rd)
}

// newExtractorOf is newExtractorWith reading the n lines from lineAt
// (lines_source.go): each is asked for once here, and again only for
// the lines whose features are made.
func newExtractorOf(n int, lineAt func(int) Line, form string, opt Options, rd *readers) *extractor {
	x := &extractor{n: n, lineAt: lineAt, form: formValue(form), opt: opt, rd: rd,
		ss: make([]shape, n), made: make([]bool, n), feats: make([][]string, n)}
	x.secs = make([]string, n)
	for i := range n {
		v := lineAt(i)
		c := cueOf(v.Cue)
		x.ss[i] = shape{blank: isBlank(v.Text, rd), page: v.Page, indent: c.indent, size: c.size, bold: c.bold}
	}
	x.prev, x.next = neighbours(x.ss)
	return x
}

// shape is line i's shape with its base features.
func (x *extractor) shape(i int) shape {
	if !x.made[i] {
		x.ss[i] = shapeOf(x.lineAt(i), x.rd)
		if x.rd.merge {
			slices.Sort(x.ss[i].feats) // in order once, for featuresMerged
		}
		x.made[i] = true
	}
	return x.ss[i]
}

// features is line i's features (Extract's), made once: the base
// features of the line and its neighbours (the neighbours' under their
// prefixes), its place and section, in order and without repeats.
func (x *extractor) features(i int) []string {
	if x.feats[i] == nil {
		if x.rd.merge {
			x.feats[i] = x.featuresMerged(i)
		} else {
			x.feats[i] = x.featuresSorted(i)
		}
	}
	return x.feats[i]
}

// featuresSorted is line i's features made in one slice sized for them
// all, then sorted: the plain way.
func (x *extractor) featuresSorted(i int) []string {
	own := x.shape(i)
	p, n := x.prev[i], x.next[i]
	fs := make([]string, 0, featureRoom(own, x.shapeOr(p), x.shapeOr(n)))
	fs = append(fs, "bias", x.formFeature())
	fs = append(fs, own.feats...)
	if p >= 0 {
		ps := x.shape(p)
		fs = appendPrefixed(fs, prevPrefix, ps.feats)
		fs = append(fs, relative(own, ps)...)
	} else {
		fs = append(fs, "first")
	}
	if n >= 0 {
		fs = appendPrefixed(fs, nextPrefix, x.shape(n).feats)
	} else {
		fs = append(fs, "last")
	}
	fs = append(fs, placeOf(x.ss, x.prev, i)...)
	fs = append(fs, "insec:"+x.sectionAbove(i))
	if x.opt.ParserCues {
		fs = append(fs, parserCues(x.lineAt(i))...)
	}
	slices.Sort(fs)
	return slices.Compact(fs)
}

// shapeOr is line i's shape (shape), the zero shape for no line (i < 0).
func (x *extractor) shapeOr(i int) shape {
	if i < 0 {
		return shape{}
	}
	return x.shape(i)
}

// featureRoom is room enough for the features of a line of shape own
// between lines of shapes p and n: their base features, and at most 12
// more (bias, form, first or last, relative, place, section, cues).
func featureRoom(own, p, n shape) int {
	return len(own.feats) + len(p.feats) + len(n.feats) + 12
}

// formFeature is the form's feature, made once per file.
func (x *extractor) formFeature() string {
	if x.formFeat == "" {
		x.formFeat = "form:" + x.form
	}
	return x.formFeat
}

// isBlank reports whether text has no letter or digit (no words): a line
// with an ASCII letter or digit has one whatever the rest.
func isBlank(text string, rd *readers) bool {
	for i := 0; i < len(text); i++ {
		if isASCIIWord(text[i]) && text[i] != '_' {
			return false
		}
	}
	return len(rd.words(text)) == 0
}

// fieldsOver reports whether text has more than n fields (as
// strings.Fields splits it).
func fieldsOver(text string, n int) bool {
	k, in := 0, false
	for _, r := range text {
		space := unicode.IsSpace(r)
		if !space && !in {
			k++
			if k > n {
				return true
			}
		}
		in = !space
	}
	return false
}
