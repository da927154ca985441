package lines

// Scanners for the link markup of a line, each giving what a regexp used
// to give (links_test.go holds them equal on crafted text and on
// every sample and corpus line): the regexps backtracked on every line
// that held "](" or "<a".

// markdownLinks returns the Markdown links of r, left to right and not
// overlapping, each as {start, end, text start, text end, target start,
// target end}: what
//
//	\[((?:\\.|[^\]\\])*)\]\(\s*([^)\s]*)(?:\s+"[^"]*")?\s*\)
//
// finds with FindAllStringSubmatchIndex. buf is appended to. The work is
// linear in len(r) (see linkScan).
func markdownLinks(r string, buf [][6]int) [][6]int {
	sc := linkScan{r: r, stop: finder{s: r, at: -1}, quote: finder{s: r, at: -1}, fallback: finder{s: r, at: -1}}
	for i := 0; i < len(r); {
		if r[i] != '[' {
			i++
			continue
		}
		m, next := sc.linkAt(i)
		if next < 0 {
			break
		}
		if m[1] > 0 {
			buf = append(buf, m)
		}
		i = next
	}
	return buf
}

// linkScan matches Markdown links left to right, in linear time: every
// '[' before a link's ']' ends its text at that same ']' (the scans meet
// after the '['), so a failed link is passed over whole; and the ends of
// targets and of titles, which later tries share, are found by finders
// that never scan a byte twice.
type linkScan struct {
	r                     string
	stop, quote, fallback finder
}

// linkAt matches one link at r[i] (a '['), returning it ({} if none) and
// where to look next (-1: no link anywhere after i). Every part of the
// pattern is deterministic: the text runs to the first ']' not escaped,
// the target is the run of non-space bytes other than ')', and an
// optional quoted title is tried before the closing parenthesis alone.
func (sc *linkScan) linkAt(i int) ([6]int, int) {
	j, next := linkTextEnd(sc.r, i)
	if j < 0 {
		return [6]int{}, next
	}
	if j+1 >= len(sc.r) || sc.r[j+1] != '(' {
		return [6]int{}, j + 1
	}
	if m, ok := sc.destination(i, j); ok {
		return m, m[1]
	}
	return [6]int{}, j + 1
}

// linkTextEnd is the ']' that ends the link text opened at r[i], the
// first not escaped; -1 when there is none, with where to look next
// (-1: nowhere).
func linkTextEnd(r string, i int) (j, next int) {
	j = i + 1
	for j < len(r) && r[j] != ']' {
		if r[j] == '\\' {
			if j+1 >= len(r) {
				return -1, -1 // a lone '\' ends the text without ']'
			}
			if r[j+1] == '\n' {
				return -1, j + 1 // '.' stops at a newline
			}
			j++ // the escaped byte (a rune's later bytes are never special)
		}
		j++
	}
	if j >= len(r) {
		return -1, -1
	}
	return j, j + 1
}

// destination matches the "(target "title")" after the link text that
// opens at r[i] and ends at r[j]: the title tried before the closing
// parenthesis alone.
func (sc *linkScan) destination(i, j int) ([6]int, bool) {
	r := sc.r
	ts := skipSpaceRE(r, j+2)
	te := sc.stop.next(ts, isTargetEnd)
	if te < 0 {
		te = len(r)
	}
	if q := skipSpaceRE(r, te); q > te && q < len(r) && r[q] == '"' {
		if c := closeAfterQuote(&sc.quote, r, q+1); c >= 0 {
			return [6]int{i, c + 1, i + 1, j, ts, te}, true
		}
	}
	if c := skipSpaceRE(r, te); c < len(r) && r[c] == ')' {
		return [6]int{i, c + 1, i + 1, j, ts, te}, true
	}
	if ts > j+2 && ts < len(r) && r[ts] == '"' {
		// backtracking: the spaces before the target go to the title,
		// and the target is empty ("[x]( "a b")")
		if c := closeAfterQuote(&sc.fallback, r, ts+1); c >= 0 {
			return [6]int{i, c + 1, i + 1, j, ts - 1, ts - 1}, true
		}
	}
	return [6]int{}, false
}

// closeAfterQuote is the ')' after the quote, found by f from p on, that
// closes a title (only spaces between them); -1 when there is none.
func closeAfterQuote(f *finder, r string, p int) int {
	k := f.next(p, isQuote)
	if k < 0 {
		return -1
	}
	if c := skipSpaceRE(r, k+1); c < len(r) && r[c] == ')' {
		return c
	}
	return -1
}

func isTargetEnd(c byte) bool { return c == ')' || isSpaceRE(c) }

func isQuote(c byte) bool { return c == '"' }

// finder finds the first byte of a class at or after p, for p that never
// decrease from call to call (with one class per finder): the stretch
// already known to hold none is not scanned again.
type finder struct {
	s    string
	from int // s[from:at] holds no byte of the class
	at   int // the first byte of the class at or after from, len(s) if none; -1 before the first call
}

// next returns the offset of the first byte c at or after p with is(c),
// or -1.
func (f *finder) next(p int, is func(byte) bool) int {
	if f.at < 0 || p < f.from || p > f.at {
		f.from, f.at = p, p
	}
	for f.at < len(f.s) && !is(f.s[f.at]) {
		f.at++
	}
	if f.at >= len(f.s) {
		return -1
	}
	return f.at
}

// indexByteFrom is the offset of the first c at or after i, or -1.
func indexByteFrom(s string, i int, c byte) int {
	for ; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// anchorTexts returns the texts of the HTML anchors of r, left to right:
// the first submatch of each match of (?i)<a\s[^>]*>(.*?)</a>. An anchor
// with no '>' or "</a>" after it ends the scan: no later one has one
// either. r is one line: a newline in it (which '.' does not cross) may
// cost a scan of the rest for each "<a" before it.
func anchorTexts(r string) []string {
	var out []string
	for i := 0; i+3 < len(r); i++ {
		if r[i] != '<' || r[i+1]|0x20 != 'a' || !isSpaceRE(r[i+2]) {
			continue
		}
		gt := indexByteFrom(r, i+3, '>')
		if gt < 0 {
			return out
		}
		close := indexFoldASCIIFrom(r, gt+1, "</a>")
		if close < 0 {
			return out
		}
		if nl := indexByteFrom(r[:close], gt+1, '\n'); nl >= 0 {
			continue // '.' stops at a newline: no match from this '<'
		}
		out = append(out, r[gt+1:close])
		i = close + len("</a>") - 1
	}
	return out
}

// indexFoldASCIIFrom is the offset of the first match of sub (lower-case
// ASCII) at or after i in s, ignoring ASCII case, or -1.
func indexFoldASCIIFrom(s string, i int, sub string) int {
	for ; i+len(sub) <= len(s); i++ {
		if lowerASCII(s[i]) == sub[0] && hasPrefixFold(s[i+1:], sub[1:]) {
			return i
		}
	}
	return -1
}
