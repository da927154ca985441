package parse

import (
	"reflect"
	"strings"
	"testing"
)

// strongSepExtras are crafted separators: each alternative of
// reStrongSep alone, at either end, in runs of white space of every
// kind, next to each other and to the runes around them.
var strongSepExtras = []string{
	"", " ", "\t", "|", "||", "| ", " |", " | ", "a|b", "a | b", "a |b", "a| b", "|a", "| a", "|  a|", "a |", "a|", "a  |",
	"a\t|\tb", "a \t b", "a \t\t\t b", "a  \t", "a  - b", "a - b", "a -b", "a- b", "a — b", "a — b — c", "a –b", "a · b",
	"a\u00b7b", " · ", "a   b", "a  b", "a \n\r b", "a\f-\fb", "   |", "  | x", "\t\t", " -\t", "a—b", " —", "— ", "a \xe2\x80 b",
	"Ph.D. in Physics  |  University of Examples   2015 – 2019", "B.Sc. \u2013 Kite Studies \u00b7 Example College",
	"M.A.\tHistory\tSome University", "x\xff - y", "| | |", " | | ", "a | | b", "a |\t| b",
}

// TestStrongSplit holds strongSplit to reStrongSep.Split on crafted text,
// its windows, and every sample and corpus line.
func TestStrongSplit(t *testing.T) {
	in := append([]string(nil), strongSepExtras...)
	for _, s := range strongSepExtras {
		in = append(in, windows(s, 6)...)
	}
	split := 0
	for _, s := range withCVLines(t, in) {
		want := reStrongSep.Split(s, -1)
		if got := strongSplit(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("strongSplit(%q) = %q, want %q", s, got, want)
		}
		if len(want) > 1 {
			split++
		}
	}
	if split == 0 {
		t.Fatal("no line split")
	}
}

// TestStrongSplitLinear: long white-space runs with no separator in them,
// or with one only at their end, read each run once (the scan measures a
// run when it enters it); the answers equal the regexp's.
func TestStrongSplitLinear(t *testing.T) {
	for _, s := range []string{
		"a" + strings.Repeat(" ", 20000) + "b", "a" + strings.Repeat(" ", 20000) + "|", strings.Repeat("a  ", 10000),
		strings.Repeat(" a", 10000), strings.Repeat(" |", 10000), strings.Repeat("\t", 10000), strings.Repeat("  x", 10000) + "|",
	} {
		if got, want := strongSplit(s), reStrongSep.Split(s, -1); !reflect.DeepEqual(got, want) {
			t.Fatalf("strongSplit differs on a long input of %d bytes", len(s))
		}
	}
}

func FuzzStrongSplit(f *testing.F) {
	for _, s := range strongSepExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := strongSplit(s), reStrongSep.Split(s, -1); !reflect.DeepEqual(got, want) {
			t.Fatalf("strongSplit(%q) = %q, want %q", s, got, want)
		}
	})
}
