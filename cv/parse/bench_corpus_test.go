package parse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpusDir is ../shared/corpus beside the repository: real CVs that are
// not part of it, read by benchmarks and tests that skip when it is absent.
var corpusDir = filepath.Join("..", "..", "..", "shared", "corpus")

// corpusTexts reads the text forms of the corpus (web/*.md and
// pdf/*.txt) in name order; nil when the corpus is absent.
func corpusTexts(tb testing.TB) (names []string, texts [][]byte) {
	tb.Helper()
	for _, pat := range []string{filepath.Join(corpusDir, "web", "*.md"), filepath.Join(corpusDir, "pdf", "*.txt")} {
		paths, err := filepath.Glob(pat)
		if err != nil {
			tb.Fatal(err)
		}
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				tb.Fatal(err)
			}
			text, err := Decode(p, data, 0)
			if err != nil {
				continue
			}
			names = append(names, p)
			texts = append(texts, []byte(text))
		}
	}
	return names, texts
}

// BenchmarkParseCorpus parses every text CV of ../shared/corpus once per
// iteration (skipped when the corpus is absent); it reports bytes/s.
//
//	go test -run '^$' -bench ParseCorpus -cpu 1 ./cv/parse
func BenchmarkParseCorpus(b *testing.B) {
	names, texts := corpusTexts(b)
	if len(texts) == 0 {
		b.Skip("no corpus text at " + corpusDir + " (it lives beside the repository, not in it)")
	}
	benchParseTexts(b, names, texts)
	b.ReportMetric(float64(b.N)*float64(len(texts))/b.Elapsed().Seconds(), "CVs/s")
}

// benchParseTexts parses every text once per iteration and reports
// bytes/s, allocations and cpu-MB/s.
func benchParseTexts(b *testing.B, names []string, texts [][]byte) {
	var total int64
	for _, t := range texts {
		total += int64(len(t))
	}
	b.SetBytes(total)
	b.ReportAllocs()
	cpu := startCPU()
	for b.Loop() {
		for i, t := range texts {
			if _, err := Parse(names[i], t, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	}
	cpu.report(b, total)
}

// withCVLines is texts followed by every line of the sample CVs and of the
// corpus text (when ../shared is there): what a scan is held equal to the
// regexp it replaces on.
func withCVLines(t *testing.T, texts []string) []string {
	t.Helper()
	for _, text := range sampleCVs(t) {
		texts = append(texts, strings.Split(string(text), "\n")...)
	}
	_, corpus := corpusTexts(t)
	for _, text := range corpus {
		texts = append(texts, strings.Split(string(text), "\n")...)
	}
	return texts
}
