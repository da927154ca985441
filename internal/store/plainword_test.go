package store

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

// plainByte is plainWord for one byte, the slow way.
func plainByte(b byte) bool { return b >= 0x20 && b < 0x80 && b != '"' && b != '\\' }

// TestPlainWord: every byte value at every place of a word of plain
// letters, and a million words of bytes drawn mostly near the edges
// (control characters, 0x1f/0x20, the quote, the backslash, 0x7f/0x80,
// 0xff), each side by side with the byte-by-byte test.
func TestPlainWord(t *testing.T) {
	for b := range 256 {
		for at := range 8 {
			w := []byte("abcdefgh")
			w[at] = byte(b)
			if got, want := plainWord(string(w)), plainByte(byte(b)); got != want {
				t.Fatalf("%q: %v, want %v", w, got, want)
			}
		}
	}
	edges := []byte{0, 1, 0x1f, 0x20, 0x21, '"', '#', '[', '\\', ']', 0x7e, 0x7f, 0x80, 0x81, 0xc3, 0xfe, 0xff, 'a', 'Z', ' '}
	rng := rand.New(rand.NewPCG(28, 8))
	w := make([]byte, 8)
	for range 1_000_000 {
		want := true
		for i := range w {
			if rng.IntN(4) == 0 {
				w[i] = byte(rng.IntN(256))
			} else {
				w[i] = edges[rng.IntN(len(edges))]
			}
			want = want && plainByte(w[i])
		}
		if got := plainWord(string(w)); got != want {
			t.Fatalf("% x: %v, want %v", w, got, want)
		}
	}
}

// TestAppendTextAsEncodingJSON: appendText writes what encoding/json
// writes (HTML not escaped) for text of every length around the 8-byte
// steps, with the characters it escapes at every place.
func TestAppendTextAsEncodingJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 10))
	pieces := []string{"a", "Z", " ", "\"", "\\", "\n", "\t", "\x00", "\x1f", "\x7f", "<", "&", "\u00e9", "\u2028", "\u2029", "\U0001F600", "ok text"}
	for range 20_000 {
		var b strings.Builder
		for range rng.IntN(30) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		got, ok := appendText(nil, s)
		var want strings.Builder
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		if !ok || string(got) != strings.TrimSuffix(want.String(), "\n") {
			t.Fatalf("%q: %q %v, want %q", s, got, ok, want.String())
		}
	}
}

// TestBelowFirstMarkIsNFC: every character below firstMark is in NFC and
// a boundary before which NFC composes and reorders nothing, so text of
// them alone, in any order, is in NFC; the first mark is not.
func TestBelowFirstMarkIsNFC(t *testing.T) {
	for r := rune(0); r < firstMark; r++ {
		s := string(r)
		if !norm.NFC.IsNormalString(s) || !norm.NFC.PropertiesString(s).BoundaryBefore() {
			t.Fatalf("U+%04X: NFC %v, a boundary before it %v", r, norm.NFC.IsNormalString(s), norm.NFC.PropertiesString(s).BoundaryBefore())
		}
	}
	if norm.NFC.PropertiesString(string(rune(firstMark))).BoundaryBefore() {
		t.Errorf("U+%04X is a boundary: firstMark could be higher", firstMark)
	}
	for _, s := range []string{
		"e\u0301", "Jose\u0301", "A\u030a", "\u00e9\u0301", "\u00c5\u030a", "\u0301", "a\u0323\u0302", "a\u0302\u0323",
		"na\u00efve caf\u00e9 \u00c5ngstr\u00f6m \u0141\u00f3d\u017a \u01c4", "\u00e9\u2028\u00e9", "\u4e2d\u6587", "\u1100\u1161", "\uac00",
	} {
		want := norm.NFC.String(s) == s
		if _, ok := appendText(nil, s); ok != want {
			t.Errorf("%q: said to read back %v, NFC leaves it as it is %v", s, ok, want)
		}
	}
}
