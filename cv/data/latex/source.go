package latex

import (
	"path"
	"strings"
)

// StripComments drops TeX comments: from an unescaped "%" to the end of
// the line, the line's end with it (as TeX reads "%" at a line's end),
// and what \iffalse … \fi and \begin{comment} … \end{comment} hide.
func StripComments(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for len(s) > 0 {
		line, rest, nl := strings.Cut(s, "\n")
		s = rest
		if i := commentAt(line); i >= 0 {
			b.WriteString(line[:i])
			if strings.TrimSpace(line[:i]) == "" && nl {
				// a whole-line comment is no line at all (it does not end
				// a paragraph)
				continue
			}
			continue
		}
		b.WriteString(line)
		if nl {
			b.WriteByte('\n')
		}
	}
	return dropBlocks(b.String())
}

// commentAt is the byte of the line's comment "%", -1 for none.
func commentAt(line string) int {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '\\':
			i++ // \% and any escaped character
		case '%':
			return i
		}
	}
	return -1
}

// dropBlocks removes \iffalse … \fi and comment environments, in one
// pass: an opening with no end drops the rest.
func dropBlocks(s string) string {
	pairs := [][2]string{{`\iffalse`, `\fi`}, {`\begin{comment}`, `\end{comment}`}}
	var b strings.Builder
	for {
		at, which := -1, 0
		for k, p := range pairs {
			if i := strings.Index(s, p[0]); i >= 0 && (at < 0 || i < at) {
				at, which = i, k
			}
		}
		if at < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:at])
		rest := s[at+len(pairs[which][0]):]
		j := strings.Index(rest, pairs[which][1])
		if j < 0 {
			return b.String()
		}
		s = rest[j+len(pairs[which][1]):]
	}
}

// texFile is the file name \input{name} reads: name as given when it
// has an extension, else name.tex.
func texFile(name string) string {
	name = strings.TrimSpace(name)
	if path.Ext(name) == "" {
		return name + ".tex"
	}
	return name
}

// bibFile is the file \bibliography{name} reads.
func bibFile(name string) string {
	name = strings.TrimSpace(name)
	if !strings.HasSuffix(strings.ToLower(name), ".bib") {
		return name + ".bib"
	}
	return name
}
