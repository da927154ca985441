package linerole

import "testing"

// TestFeatureNamesAreJoined holds feature to the plain join of template
// and value: for every value of every template, and for values and
// templates the vocabulary does not have.
func TestFeatureNamesAreJoined(t *testing.T) {
	n := 0
	for name, ns := range featureNames {
		for _, full := range ns {
			v := full[len(name)+1:]
			if got := feature(name, v); got != full {
				t.Fatalf("feature(%q, %q) = %q, want %q", name, v, got, full)
			}
			n++
		}
		for _, v := range []string{"", "x", "1-", ":", "2+:"} {
			if got := feature(name, v); got != name+":"+v {
				t.Fatalf("feature(%q, %q) = %q", name, v, got)
			}
		}
	}
	if n < 50 {
		t.Fatalf("only %d names made", n)
	}
	if got := feature("nosuch", "1"); got != "nosuch:1" {
		t.Fatalf("feature(nosuch, 1) = %q", got)
	}
}
