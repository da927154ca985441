package markdown

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// What a reader never sees: HTML comments, <script> and <style>
// elements, elements styled "display: none", and the front matter a site
// generator reads. Each is blanked where it stands, its newlines kept, so
// every other line keeps its number.

// dropComments turns each "<!--" up to the first "-->" after it into the
// newlines it held.
func dropComments(text string) string {
	var b strings.Builder
	at := 0 // text[:at] is written to b
	for {
		i := strings.Index(text[at:], "<!--")
		if i < 0 {
			break
		}
		i += at
		j := strings.Index(text[i+len("<!--"):], "-->")
		if j < 0 {
			break // no comment closes after this one: none after a later one either
		}
		end := i + len("<!--") + j + len("-->")
		if at == 0 {
			b.Grow(len(text))
		}
		b.WriteString(text[at:i])
		b.WriteString(strings.Repeat("\n", strings.Count(text[i:end], "\n")))
		at = end
	}
	if at == 0 {
		return text
	}
	b.WriteString(text[at:])
	return b.String()
}

// blankHiddenHTML blanks what a browser never shows: <script> and <style>
// elements and elements styled "display: none" (a collapsed abstract).
// An element that is never closed is left alone. Tags are searched in
// the text itself, ignoring ASCII case as HTML does.
func blankHiddenHTML(text string) string {
	if indexFold(text, "<script") < 0 && indexFold(text, "<style") < 0 && indexFold(text, "display") < 0 {
		return text
	}
	var b strings.Builder
	i := 0
	for {
		start, name := nextHiddenElement(text, i)
		if start < 0 {
			break
		}
		end := closingTagEnd(text, start, name)
		if end < 0 {
			break
		}
		if b.Len() == 0 {
			b.Grow(len(text))
		}
		b.WriteString(text[i:start])
		b.WriteString(strings.Repeat("\n", strings.Count(text[start:end], "\n")))
		i = end
	}
	if i == 0 {
		return text // nothing blanked: no copy
	}
	b.WriteString(text[i:])
	return b.String()
}

// nextHiddenElement finds the next opening tag at or after i that hides
// its content, returning its offset and tag name, lower-cased.
func nextHiddenElement(s string, i int) (int, string) {
	for i < len(s) {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			return -1, ""
		}
		j += i
		k := strings.IndexByte(s[j:], '>')
		if k < 0 {
			return -1, ""
		}
		tag := s[j+1 : j+k]
		name := tag
		if sp := strings.IndexAny(tag, " \t\n/"); sp >= 0 {
			name = tag[:sp]
		}
		if equalFold(name, "script") || equalFold(name, "style") || (name != "" && name[0] != '/' && hidesContent(tag)) {
			return j, lowerASCIIString(name)
		}
		i = j + 1
	}
	return -1, ""
}

// hidesContent reports whether a tag's attributes say "display: none".
func hidesContent(tag string) bool {
	k := indexFold(tag, "display")
	if k < 0 {
		return false
	}
	rest := strings.TrimLeft(tag[k+len("display"):], " ")
	rest = strings.TrimLeft(strings.TrimPrefix(rest, ":"), " ")
	return hasPrefixFold(rest, "none")
}

// closingTagEnd returns the offset just past the tag that closes the
// element named name (lower case) opened at start, counting nested
// elements of the same name; -1 when there is none. Each search resumes
// where the last one stopped (linear however deep the nesting).
func closingTagEnd(s string, start int, name string) int {
	depth := 0
	open, closing := "<"+name, "</"+name
	nextO, nextC := -2, -2 // absolute offsets; -2: not searched yet, -1: none
	for i := start; i < len(s); {
		if nextC != -1 && nextC < i {
			nextC = indexFoldFrom(s, closing, i)
		}
		if nextC < 0 {
			return -1
		}
		if nextO != -1 && nextO < i {
			nextO = indexFoldFrom(s, open, i)
		}
		if nextO >= 0 && nextO < nextC && tagNameEnds(s, nextO+len(open)) {
			depth++
			i = nextO + len(open)
			continue
		}
		depth--
		i = nextC + len(closing)
		if depth == 0 {
			if k := strings.IndexByte(s[i:], '>'); k >= 0 {
				return i + k + 1
			}
			return -1
		}
	}
	return -1
}

func tagNameEnds(s string, i int) bool {
	return i < len(s) && strings.IndexByte(" \t\n>/", s[i]) >= 0
}

// hasFrontMatter reports whether text opens like a YAML front-matter
// block: its first line is "---".
func hasFrontMatter(text string) bool {
	first, _, _ := strings.Cut(text, "\n")
	return strings.TrimSpace(strings.TrimPrefix(first, "\ufeff")) == "---"
}

// blankFrontMatter blanks a YAML front-matter block ("---" on the first
// line, up to the next "---" or "..." within the first 200 source lines), which Jekyll and
// similar site generators put above the page: settings, not CV content.
func blankFrontMatter(ls []doc.Line) {
	if len(ls) == 0 || strings.TrimSpace(strings.TrimPrefix(ls[0].Text, "\ufeff")) != "---" {
		return
	}
	for i := 1; i < len(ls) && ls[i].Src <= 200; i++ {
		if t := strings.TrimSpace(ls[i].Text); t == "---" || t == "..." {
			for j := 0; j <= i; j++ {
				ls[j].Text = ""
			}
			return
		}
	}
}

// ASCII case folding: HTML tag names and CSS words, searched in the text
// itself so that offsets stay those of the text.

// indexFold is the offset of the first sub (lower case) in s ignoring
// ASCII case, -1 when there is none.
func indexFold(s, sub string) int { return indexFoldFrom(s, sub, 0) }

// indexFoldFrom is indexFold searching from offset from.
func indexFoldFrom(s, sub string, from int) int {
	if sub == "" {
		return from
	}
	if k := indexFoldAt(s[from:], sub); k >= 0 {
		return from + k
	}
	return -1
}

// indexFoldAt is indexFold: candidates are found with IndexByte, once
// for each case of the first byte (nextLo and nextUp: -1 when none is
// left), so that a long text with no match costs two byte scans.
func indexFoldAt(s, sub string) int {
	n := len(sub)
	lo, up := sub[0], upperASCII(sub[0])
	nextLo, nextUp := strings.IndexByte(s, lo), -1
	if up != lo {
		nextUp = strings.IndexByte(s, up)
	}
	for nextLo >= 0 || nextUp >= 0 {
		i := nextLo
		if i < 0 || nextUp >= 0 && nextUp < i {
			i = nextUp
		}
		if i+n > len(s) {
			return -1
		}
		if hasPrefixFold(s[i+1:], sub[1:]) {
			return i
		}
		if i == nextLo {
			nextLo = nextIndexByte(s, lo, i+1)
		} else {
			nextUp = nextIndexByte(s, up, i+1)
		}
	}
	return -1
}

// nextIndexByte is the offset of the first c in s at or after from, -1
// when there is none.
func nextIndexByte(s string, c byte, from int) int {
	if j := strings.IndexByte(s[from:], c); j >= 0 {
		return from + j
	}
	return -1
}

// hasPrefixFold reports whether s starts with prefix (lower case),
// ignoring ASCII case.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for j := 0; j < len(prefix); j++ {
		if lowerASCII(s[j]) != prefix[j] {
			return false
		}
	}
	return true
}

// indexFoldASCII is indexFold (w lower-case ASCII).
func indexFoldASCII(s, w string) int { return indexFold(s, w) }

// equalFold reports whether s is w (lower case) ignoring ASCII case.
func equalFold(s, w string) bool { return len(s) == len(w) && hasPrefixFold(s, w) }

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func upperASCII(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// lowerASCIIString returns s with its ASCII letters lower-cased.
func lowerASCIIString(s string) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = lowerASCII(c)
	}
	return string(b)
}
