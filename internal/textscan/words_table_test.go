package textscan

import "testing"

// TestASCIIWordByteTable: the table WordsUpTo reads is IsASCIIWordByte
// at every ASCII byte.
func TestASCIIWordByteTable(t *testing.T) {
	for c := range asciiWordByte {
		if got, want := asciiWordByte[c], IsASCIIWordByte(byte(c)); got != want {
			t.Errorf("asciiWordByte[%q] = %v, want %v", rune(c), got, want)
		}
	}
}
