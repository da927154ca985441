package cv

import (
	"encoding/json"
	"fmt"
	"testing"
)

// FuzzPlainJSONString: what plainJSONString reads without a decoder is
// what encoding/json reads, and it takes the common dates.
func FuzzPlainJSONString(f *testing.F) {
	for _, s := range []string{`"2020-05"`, `"present"`, `"Jos\u00e9"`, "\"\xff\"", `"a"b"`, `""`, `"`, `2020`, "\"tab\there\""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		got, ok := plainJSONString(b)
		if !ok {
			return
		}
		var want string
		if err := json.Unmarshal(b, &want); err != nil || got != want {
			t.Fatalf("%q: plain %q, encoding/json %q (%v)", b, got, want, err)
		}
	})
}

// TestPlainJSONString: dates and statuses without escapes are read
// directly; anything else is left to the decoder.
func TestPlainJSONString(t *testing.T) {
	for in, want := range map[string]bool{`"2020-05"`: true, `"under_review"`: true, `"José"`: true, `""`: true,
		`"a\"b"`: false, "\"\xff\"": false, `2020`: false, `null`: false, `"`: false, "\"a\nb\"": false} {
		if _, ok := plainJSONString([]byte(in)); ok != want {
			t.Errorf("%q: plain %v, want %v", in, ok, want)
		}
	}
}

// TestDateString: a date's text is fmt's "%04d" or "%04d-%02d" of it.
func TestDateString(t *testing.T) {
	for _, y := range []int{-12345, -5, 0, 1, 9, 10, 99, 100, 999, 1000, 1999, 2024, 9999, 10000, 123456} {
		for _, m := range []int{-1, 0, 1, 9, 10, 12, 99, 100} {
			d := Date{Year: y, Month: m}
			want := fmt.Sprintf("%04d-%02d", y, m)
			switch {
			case y == 0:
				want = ""
			case m == 0:
				want = fmt.Sprintf("%04d", y)
			}
			if got := d.String(); got != want {
				t.Errorf("%+v: %q, want %q", d, got, want)
			}
		}
	}
}
