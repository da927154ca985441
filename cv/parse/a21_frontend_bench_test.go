package parse

import (
	"sort"
	"testing"
)

// BenchmarkFrontEnd measures the parse's front end alone on the sample
// CVs: the Markdown front end and the typed lines (lineBufs.read), the
// stated update date (takeUpdatedLines) and the sections pass
// (splitSections), as parseLinesUntil runs them.
//
//	go test ./cv/parse -run '^$' -bench 'FrontEnd$' -cpu 1 -benchmem
func BenchmarkFrontEnd(b *testing.B) {
	files := sampleCVs(b)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	var texts []string
	var total int64
	for _, name := range names {
		if text, err := Decode(name, files[name], 0); err == nil {
			texts = append(texts, text)
			total += int64(len(text))
		}
	}
	if len(texts) == 0 {
		b.Skip("no decodable sample CVs")
	}
	b.SetBytes(total)
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range texts {
			frontEnd(t)
		}
	}
}

// frontEnd runs the front end of a parse of text (see BenchmarkFrontEnd).
func frontEnd(text string) int {
	bufs := takeLineBufs()
	_, ls := bufs.read(text, nil)
	m := takeMemo(len(ls))
	m.lr = newLineRoles(Options{}, nil, ls)
	for i := range ls {
		ls[i].Ctx = m.lineCtx()
	}
	takeUpdatedLines(ls)
	n := len(splitSections(ls))
	releaseMemo(m, len(ls))
	bufs.release()
	return n
}
