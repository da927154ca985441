package parse

// An entry, block or item whose lines are a run of the section's lines
// with nothing left out is that run itself: a view of the section's
// array, capacity clipped so that an append to it copies. Only the lines
// of a run that skips blank lines are copied. No reader writes a line of
// an entry in place (a changed line is a copy: withoutGlyph, the wrapped
// joins), so a view reads exactly as a copy did, at none of the copy's
// cost (a line is some 200 bytes).

// cutAtViews is cutAt: a new entry at each non-blank line where start(i)
// holds (and at the first non-blank line), blank lines dropped.
func cutAtViews(ls []line, start func(int) bool) []entry {
	var out []entry
	var v runViews
	for i := range ls {
		if ls[i].Blank {
			continue
		}
		if len(out) == 0 || start(i) {
			v.close(out, ls)
			v.from, v.count = i, 0
			out = append(out, entry{})
		}
		v.end = i + 1
		v.count++
	}
	v.close(out, ls)
	return out
}

// runViews is the state of cutAtViews: the open entry is the non-blank
// lines of ls[from:end], count of them; buf holds the lines of the
// entries that skip a blank line, in order.
type runViews struct {
	from, end, count int
	buf              []line
}

// close gives the last entry of out its lines: ls[from:end] itself when
// it holds no blank line, else a copy of its non-blank lines.
func (v *runViews) close(out []entry, ls []line) {
	if len(out) == 0 {
		return
	}
	if v.count == v.end-v.from {
		out[len(out)-1].lines = ls[v.from:v.end:v.end]
		return
	}
	if v.buf == nil {
		v.buf = make([]line, 0, countNonBlank(ls[v.from:]))
	}
	k := len(v.buf)
	for i := v.from; i < v.end; i++ {
		if !ls[i].Blank {
			v.buf = append(v.buf, ls[i])
		}
	}
	out[len(out)-1].lines = v.buf[k:len(v.buf):len(v.buf)]
}

// headWithBody is a head line followed by the non-blank lines of its
// body, in one array sized to fit.
func headWithBody(h line, body []line) []line {
	out := make([]line, 1, 1+countNonBlank(body))
	out[0] = h
	for i := range body {
		if !body[i].Blank {
			out = append(out, body[i])
		}
	}
	return out
}
