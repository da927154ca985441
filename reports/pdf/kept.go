package pdf

// Texts that every candidate's pages repeat (the key figures' labels,
// the notes under the timeline and the papers) are wrapped once per
// font, size and width, not once per candidate: wrapping is measuring,
// and measuring depends only on those (the style's font, its size, the
// text). The lines are kept by all of them.

// keptKey is what a kept wrapping follows from.
type keptKey struct {
	style string
	size  float64
	w     float64
	n     int
	s     string
}

// maxKept bounds the wrappings kept: texts that vary from candidate to
// candidate (a date in a note) fill the map again from empty.
const maxKept = 1024

// wrapKept is wrapN for a text many candidates share: the same lines,
// kept. The caller must not change them.
func (d *doc) wrapKept(s string, w float64, n int) []string {
	k := keptKey{style: d.style, size: d.size, w: w, n: n, s: s}
	if lines, ok := d.kept[k]; ok {
		return lines
	}
	lines := d.wrapN(s, w, n)
	if d.kept == nil || len(d.kept) >= maxKept {
		d.kept = make(map[keptKey][]string)
	}
	d.kept[k] = lines
	return lines
}
