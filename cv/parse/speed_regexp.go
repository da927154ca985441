package parse

import "regexp"

// replaceMatches is re.ReplaceAllString(s, repl), returning s itself,
// with no allocation, when re does not match it: most lines hold none of
// the forms a per-line replacement removes, and ReplaceAllString builds
// a new string even then.
func replaceMatches(re *regexp.Regexp, s, repl string) string {
	if !re.MatchString(s) {
		return s
	}
	return re.ReplaceAllString(s, repl)
}
