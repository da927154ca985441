package sections

import "testing"

func TestListNumber(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
		ok   bool
	}{
		{"5.", 5, true}, {"[12]", 12, true}, {"(3)", 3, true}, {"7)", 7, true},
		{"-", 0, false}, {"•", 0, false}, {"a.", 0, false}, {"", 0, false},
	} {
		got, ok := listNumber(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("listNumber(%q) = %d, %v; want %d, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
