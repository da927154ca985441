package fpdf

import (
	"bytes"
	"testing"
)

// TestMalformedUTF8: text that ends inside a UTF-8 character (a string
// cut at a byte), a stray continuation byte, or a character past the BMP
// is written without a panic, each bad character as U+FFFD; valid BMP
// text keeps the bytes of the lead-byte arithmetic it replaced.
func TestMalformedUTF8(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"A\u00e9\u201d", "\x00A\x00\xe9\x20\x1d"},
		{"quote\xe2\x80", "\x00q\x00u\x00o\x00t\x00e\xff\xfd\xff\xfd"},
		{"\xc3", "\xff\xfd"},
		{"\x80x", "\xff\xfd\x00x"},
		{"\U0001F600", "\xff\xfd"},
	} {
		if got := utf8toutf16(c.in, false); got != c.want {
			t.Errorf("utf8toutf16(%q) = %q, want %q", c.in, got, c.want)
		}
		var esc []byte
		esc = appendEscaped([]byte(nil), c.want)
		if got := appendEscaped16(nil, c.in); !bytes.Equal(got, esc) {
			t.Errorf("appendEscaped16(%q) = %q, want %q", c.in, got, esc)
		}
	}
}
