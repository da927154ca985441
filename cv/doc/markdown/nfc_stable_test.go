package markdown

import (
	"testing"
	"unicode/utf8"

	unorm "golang.org/x/text/unicode/norm"
)

// TestStableRunsAreStable holds stableRun to what it claims, for every
// character it accepts: combining class 0, composing with nothing before
// it, normal alone; and checks that it accepts every character of its
// two blocks and refuses their neighbours and broken UTF-8.
func TestStableRunsAreStable(t *testing.T) {
	inBlocks := func(r rune) bool { return r >= 0x80 && r <= 0x2FF || r >= 0x2002 && r <= 0x206F }
	for r := rune(0x80); r <= 0x2FFF; r++ {
		s := string(r)
		if got := stableRun(s); got != inBlocks(r) {
			t.Fatalf("stableRun(%U) = %v", r, got)
		}
		if !stableRun(s) {
			continue
		}
		p := unorm.NFC.PropertiesString(s)
		if p.CCC() != 0 || !p.BoundaryBefore() || !unorm.NFC.IsNormalString(s) {
			t.Fatalf("%U is taken as stable but is not: ccc %d, boundary before %v", r, p.CCC(), p.BoundaryBefore())
		}
	}
	for _, s := range []string{"\xc2", "\xcb", "\xc2\xc2", "\xe2\x80", "\xe2\x80\x81", "\xe2\x81\xb0", "\xcc\x80", "é\xff", "–\x80"} {
		if stableRun(s) {
			t.Fatalf("stableRun(%q) = true", s)
		}
	}
	if !stableRun("é–’“”•…") || !utf8.ValidString("é–’“”•…") {
		t.Fatal("common CV characters not taken as stable")
	}
}
