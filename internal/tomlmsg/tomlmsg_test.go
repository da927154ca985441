package tomlmsg

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestClip(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"exactly10!", 10, "exactly10!"},
		{"eleven char", 10, "eleven ch…"},
		{"ééééééééééé", 5, "éééé…"},
		{"", 3, ""},
	} {
		if got := Clip(c.in, c.n); got != c.want {
			t.Errorf("Clip(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}

func TestKeyOfManyParts(t *testing.T) {
	parts := make([]string, 200_000)
	for i := range parts {
		parts[i] = "a"
	}
	got := Key(parts)
	if n := utf8.RuneCountInString(got); n != MaxQuoted || !strings.HasSuffix(got, "…") {
		t.Fatalf("Key of 200,000 parts: %d characters %q, want %d ending in …", n, got, MaxQuoted)
	}
	if got := Key([]string{"output", "dir"}); got != "output.dir" {
		t.Fatalf("Key = %q", got)
	}
}

// TestKeyWithControlCharacters: a key part holding a line break, an
// escape or bytes that are not UTF-8 is quoted with escapes, so the key
// is said on one line of printable text.
func TestKeyWithControlCharacters(t *testing.T) {
	for _, c := range []struct {
		parts []string
		want  string
	}{
		{[]string{"output", "c\nd"}, `output."c\nd"`},
		{[]string{"x\x1b[31m", "y"}, `"x\x1b[31m".y`},
		{[]string{"a\xffb"}, `"a\xffb"`},
		{[]string{"caf\u00e9", "ключ"}, "caf\u00e9.ключ"},
	} {
		if got := Key(c.parts); got != c.want {
			t.Errorf("Key(%q) = %q, want %q", c.parts, got, c.want)
		}
	}
}
