package markdown

import (
	"unicode/utf8"

	unorm "golang.org/x/text/unicode/norm"
)

// isNFC is unorm.NFC.IsNormalString(text), asked only of the runs of
// bytes beyond ASCII, each with the ASCII byte before it; the ASCII text
// between them, most of a CV, is passed over at a few instructions a
// byte rather than the normaliser's dozen. The runs can be asked apart
// because an ASCII character is a starter (combining class 0, which no
// reordering crosses) that composes with no character before it: it
// only ever opens a composition ("e" + U+0301), and the run after it is
// asked with it. A run that is no valid UTF-8 sends the whole text to
// the normaliser, whose reading of a broken byte may reach past the run
// ("\xf0" before a combining mark and a digit).
func isNFC(text string) bool {
	for i := 0; i < len(text); {
		j := nextNonASCII(text, i)
		if j == len(text) {
			return true
		}
		k := j
		for k < len(text) && text[k] >= utf8.RuneSelf {
			k++
		}
		if !utf8.ValidString(text[j:k]) {
			// a byte that is no UTF-8 may take bytes after the run into
			// what the normaliser reads: the whole text is asked
			return unorm.NFC.IsNormalString(text)
		}
		if !stableRun(text[j:k]) && !unorm.NFC.IsNormalString(text[max(j-1, 0):k]) {
			return false
		}
		i = k
	}
	return true
}

// nextNonASCII is the offset of the first byte beyond ASCII at or after
// i, len(text) when there is none; it reads eight bytes at a time, after
// passing over blocks of 32 bytes with none (asciiBlocks, a21_nfc.go).
func nextNonASCII(text string, i int) int {
	i = asciiBlocks(text, i)
	for ; i+8 <= len(text); i += 8 {
		b := text[i : i+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if w&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return i
		}
	}
	return i
}
