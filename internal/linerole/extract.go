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
	views      []Line
	form       string
	opt        Options
	ss         []shape // blank, page and layout of every line; feats once made
	made       []bool  // ss[i].feats and .start are made
	feats      [][]string
	prev, next []int
	// secs[i] is the section named by the nearest heading-like line
	// above line i, "" until asked (sections_above.go)
	secs []string
}

func newExtractor(views []Line, form string, opt Options) *extractor {
	x := &extractor{views: views, form: formValue(form), opt: opt,
		ss: make([]shape, len(views)), made: make([]bool, len(views)), feats: make([][]string, len(views))}
	x.secs = make([]string, len(views))
	for i, v := range views {
		c := cueOf(v.Cue)
		x.ss[i] = shape{blank: isBlank(v.Text), page: v.Page, indent: c.indent, size: c.size, bold: c.bold}
	}
	x.prev, x.next = neighbours(x.ss)
	return x
}

// shape is line i's shape with its base features.
func (x *extractor) shape(i int) shape {
	if !x.made[i] {
		x.ss[i] = shapeOf(x.views[i])
		x.made[i] = true
	}
	return x.ss[i]
}

// features is line i's features (Extract's), made once.
func (x *extractor) features(i int) []string {
	if x.feats[i] != nil {
		return x.feats[i]
	}
	own := x.shape(i)
	fs := []string{"bias", "form:" + x.form}
	fs = append(fs, own.feats...)
	if p := x.prev[i]; p >= 0 {
		ps := x.shape(p)
		fs = append(fs, prefixed(prevPrefix, ps.feats)...)
		fs = append(fs, relative(own, ps)...)
	} else {
		fs = append(fs, "first")
	}
	if n := x.next[i]; n >= 0 {
		fs = append(fs, prefixed(nextPrefix, x.shape(n).feats)...)
	} else {
		fs = append(fs, "last")
	}
	fs = append(fs, placeOf(x.ss, x.prev, i)...)
	fs = append(fs, "insec:"+x.sectionAbove(i))
	if x.opt.ParserCues {
		fs = append(fs, parserCues(x.views[i])...)
	}
	slices.Sort(fs)
	x.feats[i] = slices.Compact(fs)
	return x.feats[i]
}

// isBlank reports whether text has no letter or digit (no words): a line
// with an ASCII letter or digit has one whatever the rest.
func isBlank(text string) bool {
	for i := 0; i < len(text); i++ {
		if isASCIIWord(text[i]) && text[i] != '_' {
			return false
		}
	}
	return len(words(text)) == 0
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
