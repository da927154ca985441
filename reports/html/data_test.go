package html

import (
	"encoding/json"
	"math"
	"testing"
)

// TestAppendJSON: the data block's own encoder writes what
// encoding/json writes, escapes included, and refuses what it refuses.
func TestAppendJSON(t *testing.T) {
	for _, v := range []any{
		0, -3, 1 << 40, 0.43, 2019.75, -0.5, 1e-7, 1e21, 123456789.125, 1.0 / 3,
		[]int{1, 2, 3}, []int(nil), []float64{0, 2019.08, 1e-9}, []float64(nil), []any(nil), [][]any{{1, "a"}, nil},
		[]any{1, "x", []any{2.5, "<script>&\u2028\u2029"}, nil, map[string]string{"k": "</script>"}},
		"plain", "</script><script>alert(1)</script>",
	} {
		want, _ := json.Marshal(v)
		got, err := appendJSON(nil, v)
		if err != nil || string(got) != string(want) {
			t.Errorf("%#v: %s (%v), want %s", v, got, err, want)
		}
	}
	for _, v := range []any{math.NaN(), math.Inf(1), []float64{math.Inf(-1)}} {
		if _, err := appendJSON(nil, v); err == nil {
			t.Errorf("%v accepted", v)
		}
	}
}
