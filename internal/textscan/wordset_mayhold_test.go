package textscan

import (
	"strings"
	"testing"
)

// TestWordSetMayHoldASCII: every key, in lower, upper and title case,
// may be held; and words of no key's length are not.
func TestWordSetMayHoldASCII(t *testing.T) {
	dict := map[string]bool{"talk": true, "keynote": true, "panel": true, "x": true}
	ws := NewWordSet(dict)
	for k := range dict {
		for _, w := range []string{k, strings.ToUpper(k), strings.ToUpper(k[:1]) + k[1:]} {
			if !ws.MayHoldASCII(w) {
				t.Errorf("MayHoldASCII(%q) = false for a key", w)
			}
		}
	}
	for _, w := range []string{"", "ab", "abcdefghijk", "Acmeville"} {
		if ws.MayHoldASCII(w) {
			t.Errorf("MayHoldASCII(%q) = true, no key has its length", w)
		}
	}
}
