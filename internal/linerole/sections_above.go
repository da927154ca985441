package linerole

// sectionAbove is the section kind named by the nearest heading-like
// line above line i: a line with a heading cue, or of at most five
// words all heading words; its kind, "unknown" when its words name
// none, "none" above the first. It is found when first asked, walking
// up from i only as far as a line whose answer is known or a
// heading-like line, and remembered for every line passed: a question
// about a few lines reads the lines above them only up to the nearest
// heading, and asking about every line reads each line once.
func (x *extractor) sectionAbove(i int) string {
	j := i - 1
	above := "none"
	for ; j >= 0; j-- {
		if k, ok := x.headingKind(j); ok {
			above = k
			break
		}
		if x.secs[j] != "" {
			above = x.secs[j]
			break
		}
	}
	for k := max(j+1, 0); k <= i; k++ {
		x.secs[k] = above // the lines below j up to i: none is heading-like
	}
	return above
}

// headingKind is the section kind line j names when it is heading-like
// (see sectionAbove), false when it is not.
func (x *extractor) headingKind(j int) (string, bool) {
	v := x.lineAt(j)
	if x.ss[j].blank || cueOf(v.Cue).heading == 0 && fieldsOver(v.Text, 5) {
		return "", false // not heading-like: too many words for one
	}
	ws := x.rd.words(v.Text)
	if !headingLine(v, ws) {
		return "", false
	}
	if k := x.rd.sectionKind(ws); k != "" {
		return k, true
	}
	return "unknown", true
}
