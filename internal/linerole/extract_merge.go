package linerole

import (
	"slices"
	"strings"
)

// featuresMerged is featuresSorted made from runs already in order: the
// line's base features (sorted once per line, when its shape is made:
// a line's shape serves its own features and its two neighbours'), the
// next and previous lines' under their prefixes ("n:" runs all come
// before "p:" ones, and a common prefix keeps a run's order), and the
// few features of its place, sorted on their own. Merging the runs
// gives the order one sort of them all gives, and dropping repeats the
// same features.
func (x *extractor) featuresMerged(i int) []string {
	own := x.shape(i)
	p, n := x.prev[i], x.next[i]
	// misc, ctx and the first merge are read here only: on the stack
	// for the usual line (an append past a buffer moves it to the heap)
	var miscBuf [16]string
	var ctxBuf, ownBuf [64]string
	misc := append(miscBuf[:0], "bias", x.formFeature())
	ctx := ctxBuf[:0]
	if n >= 0 {
		ctx = appendPrefixed(ctx, nextPrefix, x.shape(n).feats)
	} else {
		misc = append(misc, "last")
	}
	if p >= 0 {
		ps := x.shape(p)
		ctx = appendPrefixed(ctx, prevPrefix, ps.feats)
		misc = append(misc, relative(own, ps)...)
	} else {
		misc = append(misc, "first")
	}
	misc = append(misc, placeOf(x.ss, x.prev, i)...)
	misc = append(misc, feature("insec", x.sectionAbove(i)))
	if x.opt.ParserCues {
		misc = append(misc, parserCues(x.lineAt(i))...)
	}
	slices.Sort(misc)
	out := make([]string, 0, len(own.feats)+len(misc)+len(ctx))
	out = mergeSorted(out, mergeSorted(ownBuf[:0], own.feats, misc), ctx)
	return slices.Compact(out)
}

// mergeSorted appends the merge of a and b, each in order, to out.
func mergeSorted(out, a, b []string) []string {
	for len(a) > 0 && len(b) > 0 {
		if strings.Compare(b[0], a[0]) < 0 {
			out, b = append(out, b[0]), b[1:]
		} else {
			out, a = append(out, a[0]), a[1:]
		}
	}
	return append(append(out, a...), b...)
}
