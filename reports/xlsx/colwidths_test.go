package xlsx

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/xuri/excelize/v2"
)

// setColWidthsPlain is how writeSheet set its columns' widths before
// setColWidths: one column at a time, last to first. It is the oracle.
func setColWidthsPlain(sw *excelize.StreamWriter, widths []float64) error {
	for i := len(widths) - 1; i >= 0; i-- {
		if err := sw.SetColWidth(i+1, i+1, widths[i]); err != nil {
			return err
		}
	}
	return nil
}

// sheetWithWidths is the worksheet part of a workbook of one streamed
// sheet whose columns get widths by set (and, styled >= 0, column
// styled+1 a style first, as the Notes column has).
func sheetWithWidths(t testing.TB, widths []float64, styled int, set func(*excelize.StreamWriter, []float64) error) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	if _, err := f.NewSheet("Data"); err != nil {
		t.Fatal(err)
	}
	sw, err := f.NewStreamWriter("Data")
	if err != nil {
		t.Fatal(err)
	}
	if styled >= 0 {
		style, err := f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{WrapText: true}})
		if err != nil {
			t.Fatal(err)
		}
		if err := sw.SetColStyle(styled+1, styled+1, style); err != nil {
			t.Fatal(err)
		}
	}
	if err := set(sw, widths); err != nil {
		t.Fatal(err)
	}
	if err := sw.SetRow("A1", []any{"x"}); err != nil {
		t.Fatal(err)
	}
	if err := sw.Flush(); err != nil {
		t.Fatal(err)
	}
	keep := &capture{path: "xl/worksheets/sheet2.xml", raw: true}
	f.SetZipWriter(func(io.Writer) excelize.ZipWriter { return keep })
	if _, err := f.WriteToBuffer(); err != nil {
		t.Fatal(err)
	}
	if keep.part == nil {
		t.Fatal("no sheet part")
	}
	return keep.part.raw.Bytes()
}

// checkColWidths holds setColWidths to the plain loop on widths.
func checkColWidths(t testing.TB, widths []float64, styled int) {
	t.Helper()
	want := sheetWithWidths(t, widths, styled, setColWidthsPlain)
	if got := sheetWithWidths(t, widths, styled, setColWidths); !bytes.Equal(got, want) {
		t.Fatalf("widths %v (style on %d): the sheets differ:\n%s\nwant\n%s", widths, styled, got, want)
	}
}

// TestColWidthsSame: the sheet's columns are the plain loop's for
// fictional widths and random ones with many runs, with and without a
// styled column.
func TestColWidthsSame(t *testing.T) {
	for _, w := range [][]float64{nil, {6}, {6, 6}, {6, 7}, {7, 6, 6, 6, 45}, {60, 60, 8.5, 8.5, 60}} {
		checkColWidths(t, w, -1)
		checkColWidths(t, w, len(w)-1)
	}
	rng := rand.New(rand.NewPCG(28, 4))
	for range 200 {
		w := make([]float64, 1+rng.IntN(70))
		for i := range w {
			w[i] = float64(6 + rng.IntN(4))
			if rng.IntN(10) == 0 {
				w[i] = 45
			}
		}
		checkColWidths(t, w, rng.IntN(len(w)+1)-1)
	}
}

// FuzzColWidths holds setColWidths to the plain loop on fuzzed widths
// (each byte a width of 1 to 16 characters).
func FuzzColWidths(f *testing.F) {
	f.Add([]byte{6, 6, 7, 7, 7, 45}, 5)
	f.Add([]byte{1}, -1)
	f.Fuzz(func(t *testing.T, b []byte, styled int) {
		if len(b) > 200 {
			b = b[:200]
		}
		w := make([]float64, len(b))
		for i, x := range b {
			w[i] = float64(1 + x%16)
		}
		if styled < -1 || styled >= len(w) {
			styled = -1
		}
		checkColWidths(t, w, styled)
	})
}
