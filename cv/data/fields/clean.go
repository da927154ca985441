package fields

import (
	"html"
	"regexp"
	"strings"
)

var (
	reHref     = regexp.MustCompile(`\\href\{[^{}]*\}\{([^{}]*)\}`)
	reTexCmd   = regexp.MustCompile(`\\[a-zA-Z]+\*?(?:\[[^\]]*\])?\{([^{}]*)\}`)
	reTexBare  = regexp.MustCompile(`\\[a-zA-Z]+\*?\s?`)
	reTexEsc   = regexp.MustCompile(`\\([&%$#_{}~^])`)
	reTag      = regexp.MustCompile(`<[^<>]*>`)
	reMdLink   = regexp.MustCompile(`\[([^\[\]]*)\]\([^()]*\)`)
	reEmphasis = regexp.MustCompile(`(\*{1,3}|_{2,3})([^*_]+?)(\*{1,3}|_{2,3})`)
	reSpaces   = regexp.MustCompile(`\s+`)
)

// Clean turns a string of a data file into plain text: LaTeX commands
// keep their argument (\textbf{X} → X, \href{url}{X} → X, \& → &), HTML
// tags go and entities are decoded, Markdown links keep their text and
// emphasis marks go; runs of space become one.
func Clean(s string) string {
	if strings.ContainsRune(s, '\\') {
		s = cleanTeX(s)
	}
	if strings.ContainsAny(s, "<&") {
		s = reTag.ReplaceAllString(s, "")
		s = html.UnescapeString(s)
	}
	if strings.ContainsAny(s, "[*_") {
		s = reMdLink.ReplaceAllString(s, "$1")
		s = reEmphasis.ReplaceAllString(s, "$2")
	}
	return strings.TrimSpace(reSpaces.ReplaceAllString(s, " "))
}

func cleanTeX(s string) string {
	s = strings.NewReplacer("---", "—", "--", "–", "~", " ", "``", "\"", "''", "\"").Replace(s)
	for range 4 { // nested commands, innermost first
		t := reTexCmd.ReplaceAllStringFunc(reHref.ReplaceAllString(s, "$1"), texArg)
		if t == s {
			break
		}
		s = t
	}
	s = reTexEsc.ReplaceAllString(s, "$1")
	s = reTexBare.ReplaceAllString(s, "")
	return strings.NewReplacer("{", "", "}", "").Replace(s)
}

// Bold reports the names marked bold or emphasised (**X**, *X*, ***X***,
// \textbf{X}) in an author string, cleaned: how data CVs mark their owner.
func Bold(s string) []string {
	var out []string
	for _, m := range reEmphasis.FindAllStringSubmatch(s, -1) {
		out = append(out, strings.TrimSpace(m[2]))
	}
	for _, m := range reBoldTeX.FindAllStringSubmatch(s, -1) {
		out = append(out, strings.TrimSpace(m[1]))
	}
	return out
}

var reBoldTeX = regexp.MustCompile(`\\(?:textbf|underline|emph)\{([^{}]*)\}`)

// texArg is a command's argument, except for \href, whose second
// argument is its text (reHref takes it once the text holds no braces).
func texArg(cmd string) string {
	if strings.HasPrefix(cmd, `\href{`) {
		return cmd
	}
	return reTexCmd.ReplaceAllString(cmd, "$1")
}
