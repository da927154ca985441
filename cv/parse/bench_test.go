package parse

import (
	"sort"
	"strings"
	"testing"
)

// BenchmarkParse parses every sample CV in testdata/cvs once per
// iteration; it reports bytes/s and CVs/s.
//
//	go test ./cv/parse -bench . -benchmem
func BenchmarkParse(b *testing.B) {
	files := sampleCVs(b)
	if len(files) == 0 {
		b.Skip("no sample CVs in " + cvTestdata)
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	var inputs [][]byte
	var sources []string
	var total int64
	for _, name := range names {
		text, err := Decode(name, files[name], 0)
		if err != nil {
			continue // not every test file need be a valid CV
		}
		inputs = append(inputs, []byte(text))
		sources = append(sources, name)
		total += int64(len(text))
	}
	if len(inputs) == 0 {
		b.Skip("no decodable sample CVs in " + cvTestdata)
	}
	opt := Options{}
	b.SetBytes(total)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := startCPU()
	for b.Loop() {
		for i, in := range inputs {
			if _, err := Parse(sources[i], in, opt); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)*float64(len(inputs))/b.Elapsed().Seconds(), "CVs/s")
	cpu.report(b, total)
}

// BenchmarkBlankLines parses 2 MB of blank lines: memory must stay a small
// multiple of the input (runs of blank lines read as one).
func BenchmarkBlankLines(b *testing.B) {
	data := []byte("Ada Quill\n" + strings.Repeat("\n", 2<<20))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("blank.txt", data, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
