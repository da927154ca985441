package parse

import (
	"math"
	"testing"
)

func TestFilledHelpers(t *testing.T) {
	ls := []line{{Blank: true}, {Text: "a"}, {Blank: true}, {Text: "b"}, {Blank: true}}
	if n := filledCount(ls); n != 2 {
		t.Errorf("filledCount = %d, want 2", n)
	}
	for _, tc := range []struct{ from, want int }{{0, 1}, {1, 1}, {2, 3}, {4, 5}, {5, 5}} {
		if got := nextFilled(ls, tc.from); got != tc.want {
			t.Errorf("nextFilled(%d) = %d, want %d", tc.from, got, tc.want)
		}
	}
	if fewerThanTwoFilled(ls) || !fewerThanTwoFilled(ls[:2]) || !fewerThanTwoFilled(nil) {
		t.Error("fewerThanTwoFilled: wrong count")
	}
	if narrow(7) != 7 || narrow(math.MaxInt64) != math.MaxInt32 || narrow(math.MinInt64) != math.MinInt32 {
		t.Error("narrow: not held at the int32 range")
	}
}

// TestPairedAwardItemsInPlace: pairs are read across blank lines, and a
// section that breaks the pattern anywhere gives nil (fictional awards).
func TestPairedAwardItemsInPlace(t *testing.T) {
	text := "Imaginary Graduate Scholarship\n\n  Example University, Department of Kites    2021\n\n" +
		"Lantern Prize of Distinction\n  Harbor College    2019\n"
	items := pairedAwardItems(toLines(text))
	if len(items) != 2 || items[0].head.Text != "Imaginary Graduate Scholarship" || items[1].head.Text != "Lantern Prize of Distinction" {
		t.Fatalf("pairs = %+v", items)
	}
	if len(items[1].more) != 1 || items[1].more[0].N != 6 {
		t.Errorf("detail of the second pair = %+v", items[1].more)
	}
	if got := pairedAwardItems(toLines(text + "Kite Fellowship 2018\n  Harbor College 2017\n")); got != nil {
		t.Errorf("a dated upper line: got %d items, want nil", len(got))
	}
}
