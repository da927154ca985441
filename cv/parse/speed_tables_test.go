package parse

import "testing"

// TestASCIIWordByteTable: the table wordsUpTo reads is isASCIIWordByte
// at every ASCII byte.
func TestASCIIWordByteTable(t *testing.T) {
	for c := range asciiWordByte {
		if got, want := asciiWordByte[c], isASCIIWordByte(byte(c)); got != want {
			t.Errorf("asciiWordByte[%q] = %v, want %v", rune(c), got, want)
		}
	}
}
