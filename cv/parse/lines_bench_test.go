package parse

import (
	"sort"
	"testing"
)

// benchTexts is the sample CVs and the corpus text, decoded: what the
// stage benchmarks below run over.
func benchTexts(b *testing.B) []string {
	b.Helper()
	files := sampleCVs(b)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []string
	for _, name := range names {
		if text, err := Decode(name, files[name], 0); err == nil {
			out = append(out, text)
		}
	}
	_, corpus := corpusTexts(b)
	for _, t := range corpus {
		out = append(out, string(t))
	}
	return out
}

// BenchmarkToLinesAll measures the first stage alone: raw text to lines.
//
//	go test ./cv/parse -run '^$' -bench 'ToLinesAll|SplitSections' -cpu 1 -benchmem
func BenchmarkToLinesAll(b *testing.B) {
	texts := benchTexts(b)
	var total int64
	for _, t := range texts {
		total += int64(len(t))
	}
	b.SetBytes(total)
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range texts {
			toLines(t)
		}
	}
}

// BenchmarkSplitSections measures the second stage alone: lines (made
// once, outside the timing) to sections.
func BenchmarkSplitSections(b *testing.B) {
	texts := benchTexts(b)
	var total int64
	lines := make([][]line, len(texts))
	for i, t := range texts {
		total += int64(len(t))
		lines[i] = toLines(t)
	}
	b.SetBytes(total)
	b.ReportAllocs()
	for b.Loop() {
		for _, ls := range lines {
			splitSections(append([]line(nil), ls...))
		}
	}
}
