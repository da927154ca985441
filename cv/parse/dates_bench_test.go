package parse

import "testing"

// BenchmarkFindDatesLines runs findDates on every line of the sample CVs
// (most of which hold no date, as in a real parse).
func BenchmarkFindDatesLines(b *testing.B) {
	in := guardLines()
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range in {
			findDates(l)
		}
	}
}
