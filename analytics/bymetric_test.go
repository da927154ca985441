package analytics

import (
	"encoding/json"
	"maps"
	"testing"
)

// byMetric is ByMetricOf for tests: m names metrics only.
func byMetric[T int | float64](m map[string]T) ByMetric[T] {
	b, err := ByMetricOf(m)
	if err != nil {
		panic(err)
	}
	return b
}

// TestByMetric: every metric has a slot; values read back as set, 0 when
// unset; JSON is the object the map it replaces was written as, and reads
// back; a name that is no metric is refused.
func TestByMetric(t *testing.T) {
	if n := len(Metrics) + 1; n > metricSlots {
		t.Fatalf("%d metrics, %d slots: raise metricSlots", n, metricSlots)
	}
	want := map[string]float64{}
	for i, m := range append(append([]Metric(nil), Metrics...), topVenueMetric) {
		want[m.Name] = float64(i) + 0.5
	}
	b := byMetric(want)
	for name, v := range want {
		if b.Of(name) != v {
			t.Errorf("%s = %v, want %v", name, b.Of(name), v)
		}
	}
	var one ByMetric[int]
	if !one.IsZero() || one.Of("papers") != 0 {
		t.Errorf("an empty ByMetric is not zero or reads %d", one.Of("papers"))
	}
	_ = one.Set("papers", 3) // a metric of Metrics
	got, _ := json.Marshal(one)
	plain, _ := json.Marshal(map[string]int{"papers": 3})
	if string(got) != string(plain) {
		t.Errorf("JSON %s, want %s", got, plain)
	}
	var back ByMetric[float64]
	data, _ := json.Marshal(b)
	if err := json.Unmarshal(data, &back); err != nil || !maps.Equal(back.Map(), want) {
		t.Errorf("round trip %v (%v), want %v", back.Map(), err, want)
	}
	if err := one.Set("no_such_metric", 1); err == nil {
		t.Errorf("a name that is no metric is set")
	}
}
