package golden

import (
	"strings"
	"testing"
)

func TestDiff(t *testing.T) {
	d := Diff("a\nb\nc\n", "a\nB\nc\n")
	if !strings.Contains(d, "- b") || !strings.Contains(d, "+ B") {
		t.Fatalf("diff misses the change:\n%s", d)
	}
	if strings.Contains(Diff("x\ny", "x\ny"), "-") {
		t.Fatal("equal inputs produced a change")
	}
}
