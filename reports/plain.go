package reports

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/termsafe"
)

// Clean makes CV text safe to print on a terminal or in a plain-text
// file, as one line: termsafe.Text (white space folds to one space, other
// control characters and bidirectional overrides are escaped visibly).
func Clean(s string) string { return termsafe.Text(s) }

// Truncate cuts s to n runes, the last an ellipsis when it was longer.
func Truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// JoinNonEmpty joins the parts that are not blank.
func JoinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
