package textscan

// WordSet is a set of words (a map as AnyWord reads it) with a quick
// "not in the set" for ASCII words: a bit for each (length, first byte,
// last byte) its keys have, so that most words of a text, which are in
// no set, are passed over without being lower-cased or looked up. The
// map must not change once the WordSet is made.
type WordSet struct {
	dict map[string]bool
	bits [wordSetWords]uint64
}

// wordSetWords is the size of WordSet.bits in 64-bit words: 4,096 bits,
// for sets of tens to hundreds of words.
const wordSetWords = 64

// NewWordSet makes the WordSet of dict's keys.
func NewWordSet(dict map[string]bool) *WordSet {
	ws := &WordSet{dict: dict}
	for k := range dict {
		if k != "" {
			b := wordSetBit(len(k), k[0], k[len(k)-1])
			ws.bits[b/64] |= 1 << (b % 64)
		}
	}
	return ws
}

// wordSetBit is the bit of a word of n bytes that opens with first and
// ends with last (a multiplicative hash of the three, 12 bits).
func wordSetBit(n int, first, last byte) uint32 {
	h := (uint32(n)<<16 | uint32(first)<<8 | uint32(last)) * 0x9E3779B1
	return h >> 20
}

// AnyWord is AnyWord(s, dict, in) for the set's map: an ASCII word whose
// lower case has no bit is no key, and only a word with a bit is
// lower-cased and looked up (TestWordSetIsAnyWord holds the two
// together).
func (ws *WordSet) AnyWord(s string, in bool) bool {
	if !IsASCII(s) {
		return anyWordUnicode(s, ws.dict, in)
	}
	for i, j := ASCIIRun(s, 0); i < len(s); i, j = ASCIIRun(s, j) {
		b := wordSetBit(j-i, LowerASCII(s[i]), LowerASCII(s[j-1]))
		if ws.bits[b/64]&(1<<(b%64)) == 0 {
			if !in {
				return true // no key: dict[w] is false
			}
			continue
		}
		if ws.wordIs(s[i:j], in) {
			return true
		}
	}
	return false
}

// wordIs reports whether dict[w lower-cased] == in, for an ASCII word w.
func (ws *WordSet) wordIs(w string, in bool) bool {
	if !HasUpperASCII(w) {
		return ws.dict[w] == in
	}
	var buf [64]byte
	b := buf[:0]
	if len(w) > len(buf) {
		b = make([]byte, 0, len(w))
	}
	for k := 0; k < len(w); k++ {
		b = append(b, LowerASCII(w[k]))
	}
	return ws.dict[string(b)] == in
}

// MayHoldASCII reports whether the ASCII word w (a run of letters and
// digits, either case) may be a key once lower-cased: false when no key
// has its length and its first and last bytes (AnyWord's quick no).
func (ws *WordSet) MayHoldASCII(w string) bool {
	if w == "" {
		return false
	}
	b := wordSetBit(len(w), LowerASCII(w[0]), LowerASCII(w[len(w)-1]))
	return ws.bits[b/64]&(1<<(b%64)) != 0
}
