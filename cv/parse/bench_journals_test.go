package parse

import (
	"sort"
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
)

// The journal layer of the venue catalogue (about 28,000 journals) must
// not slow parsing measurably: these benchmarks parse the sample CVs and
// the corpus with the full catalogue and with its curated layer only
// (venue.Catalog.WithoutJournals; the few cues that read venue.Default
// keep the layer). The layer is built before the timer starts; BenchmarkJournalLayerBuild in cv/venue measures the build. On a
// loaded machine compare cpu-MB/s (bytes per CPU second), not ns/op.
//
//	go test ./cv/parse -run '^$' -bench 'Journals' -cpu 1 -count 3

// BenchmarkParseJournals parses the sample CVs (as BenchmarkParse does)
// with and without the journal layer.
func BenchmarkParseJournals(b *testing.B) {
	files := sampleCVs(b)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	var srcs []string
	var texts [][]byte
	for _, name := range names {
		text, err := Decode(name, files[name], 0)
		if err != nil {
			continue
		}
		srcs = append(srcs, name)
		texts = append(texts, []byte(text))
	}
	if len(texts) == 0 {
		b.Skip("no decodable sample CVs in " + cvTestdata)
	}
	benchJournals(b, srcs, texts)
}

// BenchmarkParseCorpusJournals parses the corpus texts (as
// BenchmarkParseCorpus does) with and without the journal layer.
func BenchmarkParseCorpusJournals(b *testing.B) {
	names, texts := corpusTexts(b)
	if len(texts) == 0 {
		b.Skip("no corpus text at " + corpusDir)
	}
	benchJournals(b, names, texts)
}

func benchJournals(b *testing.B, names []string, texts [][]byte) {
	var total int64
	for _, t := range texts {
		total += int64(len(t))
	}
	for _, cat := range []struct {
		name string
		c    *venue.Catalog
	}{{"with", venue.Default()}, {"without", venue.Default().WithoutJournals()}} {
		b.Run(cat.name, func(b *testing.B) {
			opt := Options{Venues: cat.c}
			// build the layer before the clock starts, the default
			// catalogue's too (a few cues read it, as the line model does)
			venue.Default().Match("J. Pebble Stud. 1")
			b.SetBytes(total)
			b.ReportAllocs()
			b.ResetTimer()
			cpu := startCPU()
			for b.Loop() {
				for i, t := range texts {
					if _, err := Parse(names[i], t, opt); err != nil {
						b.Fatal(err)
					}
				}
			}
			cpu.report(b, total)
		})
	}
}
