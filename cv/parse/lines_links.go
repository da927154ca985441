package parse

// Scanners for the link markup of a line, each giving what a regexp used
// to give (lines_links_test.go holds them equal on crafted text and on
// every sample and corpus line): the regexps backtracked on every line
// that held "](" or "<a".

// markdownLinks returns the Markdown links of r, left to right and not
// overlapping, each as {start, end, text start, text end, target start,
// target end}: what
//
//	\[((?:\\.|[^\]\\])*)\]\(\s*([^)\s]*)(?:\s+"[^"]*")?\s*\)
//
// finds with FindAllStringSubmatchIndex. buf is appended to.
func markdownLinks(r string, buf [][6]int) [][6]int {
	for i := 0; i < len(r); {
		if r[i] != '[' {
			i++
			continue
		}
		if m, ok := markdownLinkAt(r, i); ok {
			buf = append(buf, m)
			i = m[1]
			continue
		}
		i++
	}
	return buf
}

// markdownLinkAt matches one Markdown link at r[i] (a '['). Every part of
// the pattern is deterministic: the text runs to the first ']' not
// escaped, the target is the run of non-space bytes other than ')', and
// an optional quoted title is tried before the closing parenthesis alone.
func markdownLinkAt(r string, i int) ([6]int, bool) {
	j := i + 1
	for j < len(r) && r[j] != ']' {
		if r[j] == '\\' {
			if j+1 >= len(r) || r[j+1] == '\n' {
				return [6]int{}, false // a lone '\' ends the text without ']'
			}
			j++ // the escaped byte (a rune's later bytes are never special)
		}
		j++
	}
	if j+1 >= len(r) || r[j+1] != '(' {
		return [6]int{}, false
	}
	textEnd := j
	ts := skipSpaceRE(r, j+2)
	te := ts
	for te < len(r) && r[te] != ')' && !isSpaceRE(r[te]) {
		te++
	}
	if q := skipSpaceRE(r, te); q > te && q < len(r) && r[q] == '"' {
		if k := indexByteFrom(r, q+1, '"'); k >= 0 {
			if c := skipSpaceRE(r, k+1); c < len(r) && r[c] == ')' {
				return [6]int{i, c + 1, i + 1, textEnd, ts, te}, true
			}
		}
	}
	if c := skipSpaceRE(r, te); c < len(r) && r[c] == ')' {
		return [6]int{i, c + 1, i + 1, textEnd, ts, te}, true
	}
	if ts > j+2 && ts < len(r) && r[ts] == '"' {
		// backtracking: the spaces before the target go to the title,
		// and the target is empty ("[x]( "a b")")
		if k := indexByteFrom(r, ts+1, '"'); k >= 0 {
			if c := skipSpaceRE(r, k+1); c < len(r) && r[c] == ')' {
				return [6]int{i, c + 1, i + 1, textEnd, ts - 1, ts - 1}, true
			}
		}
	}
	return [6]int{}, false
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
// with no "</a>" after it ends the scan: no later one has one either.
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
