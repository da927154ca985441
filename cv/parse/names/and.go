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
	t := " " + s
	var b strings.Builder
	from := 0 // t[from:i] is still to copy
	for i := 0; i < len(t); i++ {
		if c := t[i]; c != ' ' && c != ',' {
			continue
		}
		n := andKeyAt(t[i:])
		if n == 0 {
			continue
		}
		if b.Cap() == 0 {
			b.Grow(len(t))
		}
		b.WriteString(t[from:i])
		b.WriteString(", ")
		from = i + n
		i += n - 1
	}
	if from == 0 {
		return t // no key: the text as the Replacer returns it
	}
	b.WriteString(t[from:])
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
