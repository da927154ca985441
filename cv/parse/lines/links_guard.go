package lines

import "strings"

// noLinkMarkup reports that r holds no "](": then neither an image
// (reImage) nor a link can match in it, and readMarkdownLinks returns r
// as it is after one byte search (a line without ']', most lines) instead
// of a search for "![" and one for "](".
func noLinkMarkup(r string) bool {
	i := strings.IndexByte(r, ']')
	return i < 0 || !strings.Contains(r[i:], "](")
}
