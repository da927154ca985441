package fpdf

import (
	"encoding"
	"encoding/binary"
	"hash/adler32"
	"math/rand/v2"
	"testing"
)

// adlerOracle is the checksum as adlerContinue computed it before change
// 29: hash/adler32 continued from sum through its marshalled state.
func adlerOracle(sum uint32, p []byte) uint32 {
	h := adler32.New()
	state := binary.BigEndian.AppendUint32([]byte("adl\x01"), sum)
	if err := h.(encoding.BinaryUnmarshaler).UnmarshalBinary(state); err != nil {
		panic(err)
	}
	h.Write(p)
	return h.Sum32()
}

// TestAdlerUpdate: adlerUpdate is hash/adler32's checksum, from the
// start (1) and continued from other sums, on lengths about the word
// and the reduction, all-0xff bytes (the largest sums) and random bytes,
// and on fictional page content.
func TestAdlerUpdate(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	var lens []int
	for n := range 40 {
		lens = append(lens, n)
	}
	for _, n := range []int{adlerMax - 9, adlerMax - 8, adlerMax - 1, adlerMax, adlerMax + 1, adlerMax + 7, adlerMax + 8, 2 * adlerMax, 3*adlerMax + 5, 100000} {
		lens = append(lens, n)
	}
	for _, n := range lens {
		ff := make([]byte, n)
		rnd := make([]byte, n)
		for i := range ff {
			ff[i] = 0xff
			rnd[i] = byte(rng.Uint32())
		}
		for _, p := range [][]byte{ff, rnd} {
			for _, sum := range []uint32{1, 0, adlerMod - 1 | (adlerMod-1)<<16, rng.Uint32N(adlerMod) | rng.Uint32N(adlerMod)<<16} {
				if got, want := adlerUpdate(sum, p), adlerOracle(sum, p); got != want {
					t.Fatalf("adlerUpdate(%#x, %d bytes) = %#x, want %#x", sum, n, got, want)
				}
			}
		}
		if got, want := adlerUpdate(1, rnd), adler32.Checksum(rnd); got != want {
			t.Fatalf("adlerUpdate(1, %d bytes) = %#x, want Checksum %#x", n, got, want)
		}
	}
	page := []byte("BT /F1 8.50 Tf ET\n0.286 0.314 0.341 rg\nBT 39.69 738.43 Td (\x00P\x00h\x00D) Tj ET\n39.69 653.95 98.65 -59.53 re f\n")
	for i := range page {
		if got, want := adlerUpdate(adlerUpdate(1, page[:i]), page[i:]), adler32.Checksum(page); got != want {
			t.Fatalf("split at %d: %#x, want %#x", i, got, want)
		}
	}
}

// FuzzAdlerUpdate: adlerUpdate against hash/adler32 on any bytes and any
// starting sum.
func FuzzAdlerUpdate(f *testing.F) {
	f.Add(uint32(1), []byte("BT 28.35 785.20 Td (\x00a) Tj ET\n"))
	f.Add(uint32(0xfff0fff0), make([]byte, 70))
	f.Fuzz(func(t *testing.T, sum uint32, p []byte) {
		sum = sum%adlerMod | (sum>>16%adlerMod)<<16
		if got, want := adlerUpdate(sum, p), adlerOracle(sum, p); got != want {
			t.Fatalf("adlerUpdate(%#x, %q) = %#x, want %#x", sum, p, got, want)
		}
	})
}
