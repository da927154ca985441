package fpdf

import (
	"bytes"
	"compress/flate"
	"io"
	"math/bits"
	"math/rand/v2"
	"testing"

	kflate "github.com/klauspost/compress/flate"
)

// inflateHead inflates sync-flushed, non-final deflate blocks (a held
// page's head after the zlib header): a final empty stored block is
// appended for compress/flate to read to the end.
func inflateHead(t testing.TB, blocks []byte) []byte {
	t.Helper()
	r := flate.NewReader(io.MultiReader(bytes.NewReader(blocks), bytes.NewReader([]byte{1, 0, 0, 0xff, 0xff})))
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("inflating %d bytes: %v", len(blocks), err)
	}
	return b
}

// headFlate is the head zlibHead wrote before patch 30, the oracle of
// the tests: klauspost's flate writer at level 1, flushed.
func headFlate(data []byte) []byte {
	var b bytes.Buffer
	fw, _ := kflate.NewWriter(&b, kflate.BestSpeed)
	must(fw.Write(data))
	mustNil(fw.Flush())
	return b.Bytes()
}

// deflateCases are fictional contents: empty, short, runs longer than a
// match (259 bytes and more, split into matches of at most 258, none
// shorter than 3), matches at the largest distance and beyond it,
// random bytes (every literal), and pages drawn at random.
func deflateCases(t *testing.T) [][]byte {
	rng := rand.New(rand.NewPCG(30, 1))
	cases := [][]byte{nil, {0}, []byte("BT /F1 9.00 Tf ET\n"), []byte("0123456789abcdef0123456789abcdef")}
	for _, n := range []int{12, 13, 17, 20, 259, 260, 261, 262, 263, 264, 265, 517, 518, 519, 10000} { // a literal and a match of n-1
		cases = append(cases, bytes.Repeat([]byte{'a'}, n), append([]byte("x\x00y"), bytes.Repeat([]byte("\x00a\x00b"), n)...))
	}
	far := make([]byte, pdMaxDist+200)
	for i := range far {
		far[i] = byte(rng.Uint32())
	}
	copy(far[pdMaxDist-7:], far[:64])   // a match at 32761
	copy(far[pdMaxDist+100:], far[:64]) // too far: literals
	cases = append(cases, far)
	for _, n := range []int{1, 100, 5000, 70000} {
		r := make([]byte, n)
		for i := range r {
			r[i] = byte(rng.Uint32())
		}
		cases = append(cases, r)
	}
	cases = append(cases, modelContent())
	ttf := testTTF(t)
	for seed := range uint64(20) {
		f := New("P", "mm", "A4", "")
		f.SetCompression(false)
		f.AddUTF8FontFromBytes("u", "", ttf)
		f.AddUTF8FontFromBytes("u", "B", ttf)
		drawRandom(f, rand.New(rand.NewPCG(seed, 30)), 300)
		f.Close()
		for n := 1; n < len(f.pages); n++ {
			cases = append(cases, f.pages[n].Bytes())
		}
	}
	// joins of the drawn pages: longer pages, and content repeated
	var join []byte
	for i := range 40 {
		join = append(join, cases[len(cases)-1-i%10]...)
		cases = append(cases, bytes.Clone(join))
	}
	return cases
}

// TestPageDeflate: pageDeflate's blocks inflate to the content, as the
// flate writer's did (the oracle), on the cases, with one encoder for
// all of them (older contents are never matched); and cost little more.
func TestPageDeflate(t *testing.T) {
	var e pageDeflate
	var out []byte
	mine, theirs := 0, 0
	for i, data := range deflateCases(t) {
		out = e.deflate(out[:0], data)
		if !bytes.HasSuffix(out, []byte{0, 0, 0xff, 0xff}) {
			t.Fatalf("case %d: not sync-flushed: %x", i, out[max(len(out)-8, 0):])
		}
		got := inflateHead(t, out)
		old := headFlate(data)
		if want := inflateHead(t, old); !bytes.Equal(got, want) || !bytes.Equal(got, data) {
			t.Fatalf("case %d (%d bytes): inflates to %d other bytes", i, len(data), len(got))
		}
		mine, theirs = mine+len(out), theirs+len(old)
		// as a page's tail: one final block, read to its end
		fin := e.deflateFinal(nil, data)
		back, err := io.ReadAll(flate.NewReader(bytes.NewReader(fin)))
		if err != nil || !bytes.Equal(back, data) {
			t.Fatalf("case %d (%d bytes), final: %v, inflates to %d other bytes", i, len(data), err, len(back))
		}
	}
	if mine > theirs*120/100 { // random bytes cost more with one code
		t.Errorf("%d bytes, flate %d: more than 20 %% larger", mine, theirs)
	}
	t.Logf("%d bytes, flate %d", mine, theirs)
}

// TestPageDeflateTable: the encoder's table is reset when its positions
// would overflow, and older pages' entries are never taken: the same
// content deflates to the same bytes whatever came before.
func TestPageDeflateTable(t *testing.T) {
	data := modelContent()
	var fresh pageDeflate
	want := fresh.deflate(nil, data)
	e := pageDeflate{base: 1<<31 - 1 - 3*pdMaxDist}
	e.deflate(nil, data[:5000])
	for range 3 {
		if got := e.deflate(nil, data); !bytes.Equal(got, want) {
			t.Fatalf("after base %d: other bytes", e.base)
		}
	}
}

// TestPageCodes: the code of every page gives every literal, length and
// distance symbol a code of at most 15 bits, and is a complete prefix
// code (Kraft sum 1).
func TestPageCodes(t *testing.T) {
	c := pageCodes()
	for name, codes := range map[string][]pdCode{"literal/length": c.lit[:], "distance": c.dist[:]} {
		sum := 0.0
		for s, code := range codes {
			if code.n == 0 || code.n > 15 {
				t.Errorf("%s symbol %d: %d bits", name, s, code.n)
			}
			sum += 1 / float64(uint(1)<<code.n)
		}
		if sum != 1 {
			t.Errorf("%s code: Kraft sum %v", name, sum)
		}
	}
	// the fixed codes: RFC 1951's examples (bits in the order written)
	fx := tailCodes()
	for _, c := range []struct {
		sym  int
		code uint32
		n    uint8
	}{{0, 0b00110000, 8}, {143, 0b10111111, 8}, {144, 0b110010000, 9}, {255, 0b111111111, 9}, {256, 0, 7}, {279, 0b0010111, 7}, {280, 0b11000000, 8}, {285, 0b11000101, 8}} {
		if got := fx.lit[c.sym]; got.n != c.n || got.bits != bits.Reverse32(c.code)>>(32-c.n) {
			t.Errorf("fixed code of %d: %+v, want %0*b", c.sym, got, c.n, c.code)
		}
	}
	for d := 1; d <= pdMaxDist; d++ {
		s := pdDistSym(uint32(d))
		if d < int(pdDistBase[s]) || s < 29 && d >= int(pdDistBase[s+1]) || d-int(pdDistBase[s]) >= 1<<pdDistExtr[s] {
			t.Fatalf("distance %d: symbol %d", d, s)
		}
		ts := pdDistSyms[(d-1)&255]
		if d > 256 {
			ts = pdDistSyms[256+(d-1)>>7&255]
		}
		if int(ts) != s {
			t.Fatalf("distance %d: table gives %d, want %d", d, ts, s)
		}
	}
}

// FuzzPageDeflate: any content deflates to blocks, sync-flushed or
// final, that inflate to it.
func FuzzPageDeflate(f *testing.F) {
	f.Add([]byte("BT 28.35 785.20 Td (\x00a\x00b) Tj ET\nBT 28.35 771.02 Td (\x00a\x00b) Tj ET\n"))
	f.Add(bytes.Repeat([]byte("ab"), 300))
	var e pageDeflate
	f.Fuzz(func(t *testing.T, data []byte) {
		if got := inflateHead(t, e.deflate(nil, data)); !bytes.Equal(got, data) {
			t.Fatalf("%q inflates to %q", data, got)
		}
		got, err := io.ReadAll(flate.NewReader(bytes.NewReader(e.deflateFinal(nil, data))))
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("%q, final: %v, inflates to %q", data, err, got)
		}
	})
}
