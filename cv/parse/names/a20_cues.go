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
	for i := 0; i < len(s); i++ {
		if !listCueLead[s[i]] {
			continue
		}
		t := s[i:]
		switch s[i] {
		case 'e':
			etAl = etAl || strings.HasPrefix(t, "et al") || strings.HasPrefix(t, "etc")
		case 'E':
			etAl = etAl || strings.HasPrefix(t, "Et al")
		case '.':
			etAl = etAl || strings.HasPrefix(t, "..")
		case '&':
			and = true
		case 'a':
			and = and || strings.HasPrefix(t, "and ")
		default:
			etAl = etAl || strings.HasPrefix(t, "…")
		}
		if etAl && and {
			break
		}
	}
	return etAl, and
}
