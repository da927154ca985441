package latex

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/data/tex"
)

// titleSizes are the size switches a CV's name is set in at the top of
// an article-class CV that has no \author or \name: {\Large Ann Example},
// {\huge\bfseries Ann Example} in a center, a sidebar or a header line.
var titleSizes = map[string]bool{"Large": true, "LARGE": true, "huge": true, "Huge": true}

// title reads the owner's name set in large type at the top of the body,
// before any heading, as the document's title (heading 1, as moderncv's
// \name is read):
//
//	\begin{center}{\LARGE\bfseries Ann Example}\\ ann@example.org\end{center}
//	\noindent{\Large Ann Example}\hfill ann@example.org
//
// It takes the rest of the group the size switch stands in, or without a
// group the text up to the line's end (\\, \par, \hfill, a newline). A
// text that does not look like a name (digits, an address, over eight
// words) is left as it was.
func (s *scanner) title(name string) bool {
	if !titleSizes[name] || !s.out || s.titled || s.head.name != "" || len(s.lines) > 3 {
		return false
	}
	if tex.Text(s.cur.String(), tex.Options{}) != "" {
		return false // the size switch is inside a line of text
	}
	end, next := s.titleEnd(openGroup(s.cur.String()))
	raw := s.s[s.i:end]
	if !nameLike(tex.Text(raw, tex.Options{})) {
		return false
	}
	s.titled = true
	s.cur.Reset()
	s.heading(1, raw)
	s.i = next
	return true
}

// titleEnd is where the title's text ends and where reading goes on:
// past the closing brace of the open group, or at the line's end.
func (s *scanner) titleEnd(inGroup bool) (end, next int) {
	depth := 0
	for j := s.i; j < len(s.s) && j < s.i+400; j++ {
		switch s.s[j] {
		case '\\':
			if !inGroup && depth == 0 && lineEndAt(s.s[j:]) {
				return j, j
			}
			j++
		case '{':
			depth++
		case '}':
			if depth == 0 && inGroup {
				return j, j + 1
			}
			depth--
		case '\n':
			if !inGroup && depth == 0 {
				return j, j
			}
		}
	}
	return s.i, s.i
}

// lineEndAt reports a command that ends the title's line.
func lineEndAt(t string) bool {
	for _, w := range []string{`\\`, `\par`, `\hfill`, `\newline`, `\end`} {
		if strings.HasPrefix(t, w) {
			return true
		}
	}
	return false
}

// openGroup reports raw TeX with a brace left open.
func openGroup(raw string) bool {
	depth := 0
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '\\':
			i++
		case '{':
			depth++
		case '}':
			depth--
		}
	}
	return depth > 0
}

// nameLike reports a short text of words without digits or an address.
func nameLike(t string) bool {
	n := len(strings.Fields(t))
	if n == 0 || n > 8 || strings.ContainsAny(t, "@/:") {
		return false
	}
	return !strings.ContainsFunc(t, unicode.IsDigit)
}
