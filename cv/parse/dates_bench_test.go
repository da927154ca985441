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

// BenchmarkToLines cleans the lines of every sample CV.
func BenchmarkToLines(b *testing.B) {
	files := sampleCVs(b)
	var texts []string
	for name, data := range files {
		if text, err := Decode(name, data, 0); err == nil {
			texts = append(texts, text)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range texts {
			toLines(t)
		}
	}
}
