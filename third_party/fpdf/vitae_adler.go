// Copyright ©2026 The vitae authors. Use of this source code is governed
// by the MIT-style license in the LICENSE file.

package fpdf

import "encoding/binary"

// This file is change 29 of the vitae patch (see PATCH.md): the Adler-32
// of a held page's content eight bytes at a time.

// adlerMod is the modulus of Adler-32 (RFC 1950), adlerMax the most bytes
// summed before the sums must be reduced so that they cannot overflow 32
// bits (zlib's NMAX, 5552, a multiple of 8).
const (
	adlerMod = 65521
	adlerMax = 5552
)

// Weights of the bytes of an 8-byte word in the second sum, by 16-bit
// lane: the bytes at even places (lanes of v&0x00ff...) count 8, 6, 4, 2,
// those at odd places 7, 5, 3, 1; a multiply by such a constant sums
// the lanes times their weights into the top lane (no lane can carry:
// 4 × 255 × 8 < 65536).
const (
	adlerEven = 8<<48 | 6<<32 | 4<<16 | 2
	adlerOdd  = 7<<48 | 5<<32 | 3<<16 | 1
	adlerOnes = 1<<48 | 1<<32 | 1<<16 | 1
	adlerLow  = 0x00ff00ff00ff00ff
)

// adlerUpdate is hash/adler32's update: the Adler-32 of a content whose
// first part has checksum sum and whose rest is p. Each 8 bytes add
// their sum to s1 and, to s2, 8 times s1 and the sum of the bytes
// weighted by their distance from the end of the word, as eight steps
// of s1 += b; s2 += s1 do.
func adlerUpdate(sum uint32, p []byte) uint32 {
	s1, s2 := sum&0xffff, sum>>16
	for len(p) > 0 {
		q := p
		if len(q) > adlerMax {
			q, p = p[:adlerMax], p[adlerMax:]
		} else {
			p = nil
		}
		for ; len(q) >= 8; q = q[8:] {
			v := binary.LittleEndian.Uint64(q)
			even, odd := v&adlerLow, v>>8&adlerLow
			s2 += 8*s1 + uint32((even*adlerEven+odd*adlerOdd)>>48)
			s1 += uint32((even + odd) * adlerOnes >> 48)
		}
		for _, c := range q {
			s1 += uint32(c)
			s2 += s1
		}
		s1 %= adlerMod
		s2 %= adlerMod
	}
	return s2<<16 | s1
}
