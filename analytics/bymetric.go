package analytics

import (
	"encoding/json"
	"fmt"
)

// metricSlots is how many metrics a ByMetric has room for: every metric
// of Metrics and the committee's top-venue metric (a test holds it).
const metricSlots = 12

// metricSlot is each metric's place in a ByMetric.
var metricSlot = func() map[string]int {
	m := map[string]int{}
	for _, x := range append(append([]Metric(nil), Metrics...), topVenueMetric) {
		m[x.Name] = len(m)
	}
	return m
}()

// ByMetric holds one value per metric, by metric name: a candidate's
// ranks or percentiles. It has a slot for each metric a report may rank
// on, so that a report of 100,000 candidates holds three small arrays per
// candidate rather than three maps. Of reads a value (0 for a metric
// without one, as the map it replaces gave); JSON has it as that map, an
// object from metric name to value.
type ByMetric[T int | float64] struct {
	has  uint16
	vals [metricSlots]T
}

// Of is the value of the metric named name, 0 when it has none.
func (b ByMetric[T]) Of(name string) T {
	if i, ok := metricSlot[name]; ok && b.has&(1<<i) != 0 {
		return b.vals[i]
	}
	return 0
}

// Set sets the value of the metric named name; a name that is no metric
// is an error.
func (b *ByMetric[T]) Set(name string, v T) error {
	i, ok := metricSlot[name]
	if !ok {
		return fmt.Errorf("analytics: %q is not a metric", name)
	}
	b.vals[i] = v
	b.has |= 1 << i
	return nil
}

// IsZero says whether it holds no value (JSON leaves it out).
func (b ByMetric[T]) IsZero() bool { return b.has == 0 }

// Map is the values as a map from metric name.
func (b ByMetric[T]) Map() map[string]T {
	m := make(map[string]T, metricSlots)
	for name, i := range metricSlot {
		if b.has&(1<<i) != 0 {
			m[name] = b.vals[i]
		}
	}
	return m
}

// ByMetricOf holds the values of m.
func ByMetricOf[T int | float64](m map[string]T) (ByMetric[T], error) {
	var b ByMetric[T]
	for name, v := range m {
		if err := b.Set(name, v); err != nil {
			return b, err
		}
	}
	return b, nil
}

// MarshalJSON writes the values as an object from metric name.
func (b ByMetric[T]) MarshalJSON() ([]byte, error) { return json.Marshal(b.Map()) }

// UnmarshalJSON reads an object from metric name.
func (b *ByMetric[T]) UnmarshalJSON(data []byte) error {
	var m map[string]T
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	got, err := ByMetricOf(m)
	*b = got
	return err
}
