package xlsx

import (
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// A page header or footer is one text of Excel codes ("&L" the left
// section, "&C" the centre, "&R" the right, "&P" the page number, "&&" an
// ampersand) that excelize refuses past excelize.MaxFieldLength (255)
// UTF-16 code units: an ampersand of the text counts twice once escaped,
// a letter outside the Basic Multilingual Plane twice as a surrogate
// pair. Its texts come from the report (the title, candidates' names), so
// they are escaped and then cut to fit, never let fail the workbook.

// maxHeaderUnits is the most one section's text takes of a page header,
// in UTF-16 units, when the others leave room: a longer one is cut with an
// ellipsis, for the sections not to run over each other on the page.
const maxHeaderUnits = 140

// ellipsis ends a cut text; it is one UTF-16 unit.
const ellipsis = "…"

// headerSection is one section of a page header or footer: its codes,
// written as they are, and its text, escaped and cut by fitHeader.
type headerSection struct{ code, text string }

// fitHeader joins the sections into one header or footer that excelize
// accepts: each text is escaped (headerEscape), then the units left by
// the codes are shared between the texts (shareUnits) and each is cut to
// its share (cutUnits). Sections that fit are kept whole.
func fitHeader(secs ...headerSection) string {
	texts := make([]string, len(secs))
	need := make([]int, len(secs))
	budget := excelize.MaxFieldLength
	for i, s := range secs {
		budget -= headerUnits(s.code)
		texts[i] = headerEscape(s.text)
		need[i] = min(headerUnits(texts[i]), maxHeaderUnits)
	}
	shares := shareUnits(need, budget)
	var b strings.Builder
	for i, s := range secs {
		b.WriteString(s.code)
		b.WriteString(cutUnits(texts[i], shares[i]))
	}
	return b.String()
}

// headerEscape is s as header text: "&" starts a code there, so it is
// doubled.
func headerEscape(s string) string {
	return strings.ReplaceAll(s, "&", "&&")
}

// headerUnits counts s as excelize counts a header against its limit: in
// UTF-16 code units (its countUTF16String).
func headerUnits(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// shareUnits shares budget units between texts that need need[i] each:
// the smallest needs are met first, and what they leave is shared equally
// by the larger ones (so a short sheet name is never cut for a long
// title, and two long texts get half each).
func shareUnits(need []int, budget int) []int {
	order := make([]int, len(need))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return need[a] - need[b] })
	shares := make([]int, len(need))
	left := max(budget, 0)
	for k, i := range order {
		shares[i] = min(need[i], left/(len(order)-k))
		left -= shares[i]
	}
	return shares
}

// cutUnits cuts the escaped header text s to at most n UTF-16 units,
// ending it with an ellipsis when cut. It cuts between tokens, a token
// being an escaped "&&" or one character (a surrogate pair for one
// outside the Basic Multilingual Plane), so a cut never leaves half an
// escape, which would turn the next letter into a code, nor half a pair.
func cutUnits(s string, n int) string {
	if headerUnits(s) <= n {
		return s
	}
	if n < 1 {
		return ""
	}
	used, end := 0, 0
	for end < len(s) {
		tok, size := headerToken(s[end:])
		if used+size > n-1 { // room for the ellipsis
			break
		}
		used += size
		end += len(tok)
	}
	return s[:end] + ellipsis
}

// headerToken is the first token of the escaped text s and its size in
// UTF-16 units.
func headerToken(s string) (string, int) {
	if strings.HasPrefix(s, "&&") {
		return "&&", 2
	}
	r, size := utf8.DecodeRuneInString(s) // an invalid byte: one unit, as excelize counts it
	return s[:size], utf16.RuneLen(r)
}
