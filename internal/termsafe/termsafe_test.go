package termsafe

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestString(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain name.pdf", "plain name.pdf"},
		{"Zoë Ångström 王小明 Ολγα محمد", "Zoë Ångström 王小明 Ολγα محمد"},
		{"red\x1b[31mname", `red\x1b[31mname`},
		{"bell\a", `bell\x07`},
		{"two\nlines", `two\x0alines`},
		{"tab\there", `tab\x09here`},
		{"del\x7f", `del\x7f`},
		{"c1\u009b31m", `c1\u009b31m`},
		{"evil\u202eftp.exe", `evil\u202eftp.exe`},
		{"iso\u2066late\u2069", `iso\u2066late\u2069`},
		{"sep\u2028", `sep\u2028`},
		{"bad\xffbyte", `bad\xffbyte`},
		{`C:\Users\cv.pdf`, `C:\Users\cv.pdf`},
		{`\url{x}`, `\url{x}`},
		{`typed\x1b`, `typed\x1b`},
		{`end\`, `end\`},
		{"keep\ufffdreplacement", "keep\ufffdreplacement"},
	} {
		if got := String(tc.in); got != tc.want {
			t.Errorf("String(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"  a\tb\r\nc\u2028d\u0085e  ", "a b c d e"},
		{"name\x1b[2J", `name\x1b[2J`},
		{"rtl\u202egnp.exe", `rtl\u202egnp.exe`},
		{"", ""},
	} {
		if got := Text(tc.in); got != tc.want {
			t.Errorf("Text(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// safe says whether out could reach a terminal: valid UTF-8 with no
// unsafe rune.
func safe(out string) bool {
	return utf8.ValidString(out) && !strings.ContainsFunc(out, unsafe)
}

// TestStringKeepsNamesApart: names that differ in their controls (or in
// an invalid byte) print differently, unlike with U+FFFD.
func TestStringKeepsNamesApart(t *testing.T) {
	names := []string{"a\x1bb", "a\x07b", "a\u009bb", "a\u202eb", "a\xffb", "a\xfeb", "a\u2028b", "ab", "a b"}
	seen := map[string]string{}
	for _, n := range names {
		out := String(n)
		if other, dup := seen[out]; dup {
			t.Errorf("%q and %q both print %q", other, n, out)
		}
		seen[out] = n
	}
}

func FuzzString(f *testing.F) {
	for _, s := range []string{"a\x1b[31mb", `\x41`, "\u202e\xff", "Zoë", "a\u0085b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := String(s)
		if !safe(out) {
			t.Fatalf("String(%q) = %q: not safe", s, out)
		}
		if again := String(out); again != out {
			t.Fatalf("String is not idempotent on %q: %q, then %q", s, out, again)
		}
		if safe(s) && out != s {
			t.Fatalf("String(%q) = %q: changed safe text", s, out)
		}
		if tx := Text(s); !safe(tx) || String(tx) != tx {
			t.Fatalf("Text(%q) = %q: not one safe line", s, tx)
		}
	})
}
