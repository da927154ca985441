package markdown

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/textscan"
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
		for range strings.Count(text[i:end], "\n") {
			b.WriteByte('\n') // the comment's newlines, in the builder's room
		}
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
func indexFold(s, sub string) int { return textscan.IndexFold(s, sub) }

// indexFoldFrom is indexFold searching from offset from.
func indexFoldFrom(s, sub string, from int) int { return textscan.IndexFoldFrom(s, sub, from) }

// hasPrefixFold reports whether s starts with prefix (lower case),
// ignoring ASCII case.
func hasPrefixFold(s, prefix string) bool { return textscan.HasPrefixFold(s, prefix) }

// indexFoldASCII is indexFold (w lower-case ASCII).
func indexFoldASCII(s, w string) int { return textscan.IndexFold(s, w) }

// equalFold reports whether s is w (lower case) ignoring ASCII case.
func equalFold(s, w string) bool { return textscan.EqualFold(s, w) }

// lowerASCIIString returns s with its ASCII letters lower-cased.
func lowerASCIIString(s string) string { return textscan.LowerASCIIString(s) }
