package parse

import (
	"strings"
	"testing"
	"time"
)

// TestAdversarialInputsFinish parses large inputs built to trip quadratic
// paths. It asserts the records come back; the timings are logged, not
// asserted (a hang shows up as the test timing out).
func TestAdversarialInputsFinish(t *testing.T) {
	size := adversarialSize
	inputs := map[string]string{
		"one long line of dots":     strings.Repeat("A. ", size/3),
		"one long author line":      "## Publications\n- " + strings.Repeat("Ann Lee, ", size/9),
		"many headings":             strings.Repeat("## Publications\n", size/16),
		"many dates":                "## Education\n" + strings.Repeat("Aug. 2017 – May 2024 ", size/21),
		"emphasis soup":             strings.Repeat("*a **b* _c__ ", size/13),
		"nested brackets":           strings.Repeat("[", size/2) + strings.Repeat("](", size/4),
		"talks run together":        "## Talks\n" + strings.Repeat("Title*Place**Jun. 2024**", size/24),
		"many short entries":        "## Awards\n" + strings.Repeat("Best Paper Award\t2020\n", size/22),
		"html comment unterminated": "<!--" + strings.Repeat("x\n", size/2),
	}
	for name, in := range inputs {
		start := time.Now()
		c, err := Parse(name, []byte(in), Options{})
		if err != nil || c == nil {
			t.Errorf("%s: %v", name, err)
		}
		t.Logf("%-26s %7.1f ms", name, float64(time.Since(start).Microseconds())/1000)
	}
}

var adversarialSize = 1 << 20
