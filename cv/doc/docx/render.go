package docx

import (
	"strings"
	"unicode"
)

// render writes one line's segs as the Markdown a doc.Line carries: bold
// and italic spans as **bold** and *italic*, links as [text](url), tabs as
// one tab between cells (empty cells dropped). plain drops the emphasis
// (heading text). bold reports that all the line's text is bold.
func render(segs []seg, plain bool) (text string, bold bool) {
	var cells []string
	var cur []seg
	flush := func() {
		if c := renderCell(cur, plain); c != "" {
			cells = append(cells, c)
		}
		cur = cur[:0]
	}
	bold = true
	hasText := false
	for _, s := range segs {
		for {
			i := strings.IndexByte(s.text, '\t')
			if i < 0 {
				break
			}
			cur = append(cur, seg{text: s.text[:i], bold: s.bold, italic: s.italic, link: s.link})
			flush()
			s.text = s.text[i+1:]
		}
		cur = append(cur, s)
		if !isSpace(s.text) {
			hasText = true
			bold = bold && s.bold
		}
	}
	flush()
	return strings.Join(cells, "\t"), bold && hasText && !plain
}

// renderCell writes the segs of one cell, trimmed; "" when it holds no
// text.
func renderCell(segs []seg, plain bool) string {
	var b strings.Builder
	for i := 0; i < len(segs); {
		j := groupEnd(segs, i)
		writeGroup(&b, segs[i:j], plain)
		i = j
	}
	return strings.TrimSpace(b.String())
}

// groupEnd is the end of the group of segs starting at i: the segs of one
// link, or the segs of one emphasis (white space joins any group).
func groupEnd(segs []seg, i int) int {
	first := segs[i]
	j := i + 1
	for ; j < len(segs); j++ {
		s := segs[j]
		if first.link != "" || s.link != "" {
			if s.link != first.link {
				break
			}
			continue
		}
		if isSpace(first.text) {
			first = s // a group that opens with white space takes the next style
			continue
		}
		if (s.bold != first.bold || s.italic != first.italic) && !isSpace(s.text) {
			break
		}
	}
	return j
}

// writeGroup writes a group of segs: white space at its ends outside the
// emphasis markers, a link as [text](url).
func writeGroup(b *strings.Builder, g []seg, plain bool) {
	var t strings.Builder
	bold, italic := true, true
	hasText := false
	for _, s := range g {
		t.WriteString(s.text)
		if !isSpace(s.text) {
			hasText = true
			bold, italic = bold && s.bold, italic && s.italic
		}
	}
	text := t.String()
	left := strings.TrimLeftFunc(text, unicode.IsSpace)
	core := strings.TrimRightFunc(left, unicode.IsSpace)
	if core == "" {
		b.WriteString(text)
		return
	}
	if len(left) < len(text) {
		b.WriteString(text[:len(text)-len(left)]) // runs of spaces lay out columns: kept
	}
	body := escape(core)
	if g[0].link != "" && !plain {
		body = "[" + strings.NewReplacer("[", `\[`, "]", `\]`).Replace(body) + "](" + escapeURL(g[0].link) + ")"
		italic = false
	}
	switch {
	case plain || !hasText || !hasWordRune(core):
		// emphasis on punctuation alone (an italic opening quote) says
		// nothing and would only confuse the emphasis pairs around it
	case bold:
		body = "**" + body + "**"
	case italic:
		body = "*" + body + "*"
	}
	b.WriteString(body)
	b.WriteString(left[len(core):])
}

// hasWordRune reports whether s holds a letter or a digit.
func hasWordRune(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// mdEscaper escapes text so that the parser reads it as written: Markdown
// emphasis characters and backslashes, and the characters that would open
// an HTML tag or entity.
var mdEscaper = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "<", "&lt;", "&", "&amp;")

func escape(s string) string {
	s = mdEscaper.Replace(s)
	if strings.HasPrefix(s, "#") {
		s = `\` + s // not a Markdown heading
	}
	return s
}

// urlEscaper keeps a link target inside the Markdown link's parentheses.
var urlEscaper = strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "\t", "%09", "\n", "%0A", "<", "%3C", ">", "%3E")

func escapeURL(u string) string { return urlEscaper.Replace(strings.TrimSpace(u)) }
