package names

import "strings"

// listCueLead marks the bytes the cues listCues looks for open with: the
// first bytes of "et al", "Et al", "etc", "…", "..", "&" and "and ".
var listCueLead = func() (t [256]bool) {
	for _, c := range []byte{'e', 'E', "…"[0], '.', '&', 'a'} {
		t[c] = true
	}
	return t
}()

// listCues is, in one pass over s, the two questions the splitter asks
// of a whole list before cutting it: etAl, whether it may be cut short
// (strings.Contains of "et al", "Et al", "etc", "…" or ".."), and and,
// whether it holds "&" or "and " (TestListCues holds the two to those
// strings.Contains).
func listCues(s string) (etAl, and bool) {
	for i := 0; i < len(s) && !(etAl && and); i++ {
		if listCueLead[s[i]] && mayOpenCue(s, i) { // a21b_cues.go
			e, a := listCueAt(s[i:])
			etAl, and = etAl || e, and || a
		}
	}
	return etAl, and
}

// listCueAt reports which cue of listCues opens t, whose first byte is
// one of listCueLead.
func listCueAt(t string) (etAl, and bool) {
	switch t[0] {
	case 'e':
		return strings.HasPrefix(t, "et al") || strings.HasPrefix(t, "etc"), false
	case 'E':
		return strings.HasPrefix(t, "Et al"), false
	case '.':
		return strings.HasPrefix(t, ".."), false
	case '&':
		return false, true
	case 'a':
		return false, strings.HasPrefix(t, "and ")
	}
	return strings.HasPrefix(t, "…"), false
}
