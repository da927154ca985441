package linerole

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestReaderOfIsReader: a Reader of lines made on demand (ReaderOf)
// answers RoleAt and ProbAtLeast as the Reader of their slice, on the
// fictional CV and random files, lines asked in a random order; it asks
// for a line only by an index the file has.
func TestReaderOfIsReader(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 22))
	files := [][]Line{fictional}
	for k := range 6 {
		files = append(files, randomLines(rng, uint64(k), 30+40*k))
	}
	for f, lines := range files {
		asked := 0
		at := func(i int) Line {
			if i < 0 || i >= len(lines) {
				t.Fatalf("file %d: line %d asked of %d", f, i, len(lines))
			}
			asked++
			return lines[i]
		}
		plain, lazy := m.Reader(lines, "md"), m.ReaderOf(len(lines), at, "md")
		for _, i := range rng.Perm(len(lines) + 2) {
			i-- // -1 and len(lines) too
			want, wok := plain.RoleAt(i)
			got, gok := lazy.RoleAt(i)
			if gok != wok || !reflect.DeepEqual(got, want) {
				t.Fatalf("file %d line %d: ReaderOf's RoleAt %v %v, Reader's %v %v", f, i, got, gok, want, wok)
			}
			for _, p := range []float64{0.2, 0.5, 0.9} {
				if g, w := lazy.ProbAtLeast(i, "heading", p), plain.ProbAtLeast(i, "heading", p); g != w {
					t.Fatalf("file %d line %d: ProbAtLeast(heading, %v) %v, Reader's %v", f, i, p, g, w)
				}
			}
		}
		if asked < len(lines) {
			t.Fatalf("file %d: %d lines asked for, fewer than the file's %d", f, asked, len(lines))
		}
	}
}
