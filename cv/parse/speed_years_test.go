package parse

import (
	"reflect"
	"strings"
	"testing"
)

// citationYearsEveryByte is citationYears as it was first written: a
// year tried at every byte of s.
func citationYearsEveryByte(s string) []int {
	var out []int
	for i := 0; i+4 <= len(s); i++ {
		if !isYearAt(s, i) || wordByteBefore(s, i) {
			continue
		}
		if i > 0 && (s[i-1] == ':' || s[i-1] == '/' || s[i-1] == '.') {
			continue
		}
		if i+5 < len(s) && s[i+4] == '.' && s[i+5] >= '0' && s[i+5] <= '9' {
			continue
		}
		out = append(out, atoi(s[i:i+4]))
		i += 3
	}
	return out
}

// yearTexts are fictional citation lines with years where identifiers,
// page ranges and runs of digits put '1's and '2's around them.
var yearTexts = []string{
	"", "2019", "A. Quill. Tiles. In Proc. SST 2019, pp. 1212-1220.", "arXiv:1908.01234 (2019)",
	"doi:10.1145/2020.12 2021", "1950-1999", "20192020 2020", "x2019 2019x 2019_ _2019 (2019)",
	"12 21 2 1 1999.5 1999. 2001.", "Vol. 12(2), 2012–2013", "22222 2222 2022 1922 1812 2100",
	"ÉTÉ 2018 — 2019’s", "1\xff2019", "https://example.org/2018/tiles 2017",
}

// TestCitationYearsLeads: citationYears, trying only the offsets that
// open with a '1' or a '2', finds the years of the byte-by-byte scan on
// fictional lines, every line of the sample CVs and random strings.
func TestCitationYearsLeads(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := citationYears(s), citationYearsEveryByte(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("citationYears(%q) = %v, want %v", s, got, want)
		}
	}
	for _, s := range yearTexts {
		check(s)
	}
	for _, data := range sampleCVs(t) {
		for _, s := range strings.Split(string(data), "\n") {
			check(s)
		}
	}
	pieces := []string{"1", "2", "19", "20", "2019", "1999", "0", "9", ".", ":", "/", "a", " ", "-", "_", "é"}
	state := uint64(7)
	for range 20000 {
		var b strings.Builder
		for range 1 + state%12 {
			state ^= state << 13
			state ^= state >> 7
			state ^= state << 17
			b.WriteString(pieces[state%uint64(len(pieces))])
		}
		check(b.String())
	}
}

// FuzzCitationYears: the two scans agree on any text.
func FuzzCitationYears(f *testing.F) {
	for _, s := range yearTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := citationYears(s), citationYearsEveryByte(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("citationYears(%q) = %v, want %v", s, got, want)
		}
	})
}

// TestAddYears: addYears counts the distinct years a map counted.
func TestAddYears(t *testing.T) {
	var seen []int
	m := map[int]bool{}
	for _, ys := range [][]int{nil, {2019}, {2019, 2020}, {2018, 2019, 2018}, {}, {2030}} {
		seen = addYears(seen, ys)
		for _, y := range ys {
			m[y] = true
		}
		if len(seen) != len(m) {
			t.Fatalf("addYears: %d years %v, a map holds %d", len(seen), seen, len(m))
		}
	}
}
