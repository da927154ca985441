package lines

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

func checkTrimRight(t *testing.T, r string) {
	t.Helper()
	if got, want := trimRightSpaceCR(r), strings.TrimRight(r, " \r"); got != want {
		t.Fatalf("trimRightSpaceCR(%q) = %q, strings.TrimRight says %q", r, got, want)
	}
}

// TestTrimRightSpaceCR holds trimRightSpaceCR to strings.TrimRight(r,
// " \r") on the sample lines and random joins of spaces, carriage
// returns, other white bytes and runes beyond ASCII.
func TestTrimRightSpaceCR(t *testing.T) {
	for _, r := range withCVLines(t, []string{"", " ", "\r", " \r \r", "Kite \r", "Kite\t", "Kite\u00a0", "é \r\n"}) {
		checkTrimRight(t, r)
	}
	pieces := []string{" ", "\r", "\t", "\n", "\u00a0", "é", "\xe2", "Kite", "\x00"}
	for s := range cvtext.Joins(23, 13, pieces, 20000, 8) {
		checkTrimRight(t, s)
	}
}

// FuzzTrimRightSpaceCR holds trimRightSpaceCR to strings.TrimRight on
// any text:
//
//	go test -run '^$' -fuzz FuzzTrimRightSpaceCR ./cv/parse/lines
func FuzzTrimRightSpaceCR(f *testing.F) {
	f.Add("Kite Society \r ")
	f.Fuzz(checkTrimRight)
}
