package sections

// A word of a heading matches a prefix key (one longer than four
// letters) only when its first five bytes are that key's: ruleIndex.word
// asks the prefix table about a word's beginnings only when some key
// opens as the word does. headLens holds, for a hash of the first five
// bytes, the lengths of the prefix keys with such an opening (one bit a
// length, lengths from 63 up on bit 63): a word whose opening no key
// shares is looked up once (its exact key), not once a length.

// headSlots is the number of slots of headLens (a power of two).
const headSlots = 512

// headLens are the lengths of the prefix keys by the slot of their opening.
type headLens [headSlots]uint64

// add notes prefix key k (at least five bytes long).
func (h *headLens) add(k string) {
	h[headSlot(k)] |= lenBit(len(k))
}

// lens are the bits of the lengths of the prefix keys that may open as w
// does (w at least five bytes long).
func (h *headLens) lens(w string) uint64 { return h[headSlot(w)] }

// headSlot is the slot of the first five bytes of s (at least five long).
func headSlot(s string) int {
	x := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 | uint64(s[4])<<32
	return int((x * 0x9e3779b97f4a7c15) >> (64 - 9))
}

// lenBit is the bit of length n in a slot of headLens.
func lenBit(n int) uint64 { return 1 << min(n, 63) }
