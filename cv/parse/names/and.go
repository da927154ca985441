package names

import "strings"

// andReplacer is the definition of replaceAnds.
var andReplacer = strings.NewReplacer(" and ", ", ", ",and ", ", ", " & ", ", ", " AND ", ", ")

// andSeps are the keys of andReplacer: no two can match at one place (they
// differ in their first two bytes), so the key that matches at a place is
// the one the Replacer takes there.
var andSeps = [...]string{" and ", ",and ", " & ", " AND "}

// replaceAnds is andReplacer.Replace(" " + s) without the Replacer's
// look-up at every byte: only a ' ' or ',' may open a key. Keys are taken
// left to right without overlaps, each becoming ", " (held to the
// Replacer by TestReplaceAnds on every sample/corpus line and by
// FuzzReplaceAnds).
func replaceAnds(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 1)
	from, i := 0, 0 // s[from:i] is still to copy
	// the " " the Replacer is given opens s: a key there is s's own
	// opening without its space (" and " as "and "), and the text starts
	// with the key's ", " or else with that space, never copied from a
	// new " " + s
	if n := andKeyAt(" " + s[:min(len(s), 4)]); n > 0 {
		b.WriteString(", ")
		from, i = n-1, n-1
	} else {
		b.WriteByte(' ')
	}
	for ; i < len(s); i++ {
		if c := s[i]; c != ' ' && c != ',' {
			continue
		}
		n := andKeyAt(s[i:])
		if n == 0 {
			continue
		}
		b.WriteString(s[from:i])
		b.WriteString(", ")
		from = i + n
		i += n - 1
	}
	b.WriteString(s[from:])
	return b.String()
}

// andKeyAt returns the length of the andSeps key that opens s, or 0. A
// key's second byte is 'a', 'A' or '&': at most other places (a space
// before a word) no key is tried.
func andKeyAt(s string) int {
	if len(s) < 2 || (s[1] != 'a' && s[1] != 'A' && s[1] != '&') {
		return 0
	}
	for _, k := range andSeps {
		if strings.HasPrefix(s, k) {
			return len(k)
		}
	}
	return 0
}

// andsToCommas is replaceAnds(s) but for its leading space: s itself,
// with nothing copied, when it holds no key, as most author lists that
// hold an "&" or "and " somewhere (in a word: "Sandra") do not. The
// author-list splitter trims every segment, so the space changes nothing
// there.
func andsToCommas(s string) string {
	if strings.HasPrefix(s, "and ") || strings.HasPrefix(s, "& ") || strings.HasPrefix(s, "AND ") {
		return replaceAnds(s) // a key opens " " + s
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c == ' ' || c == ',') && andKeyAt(s[i:]) > 0 {
			return replaceAnds(s)
		}
	}
	return s
}
