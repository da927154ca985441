package main

import (
	"fmt"
	"io"
	"os"

	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/eval"
)

// scoreRecords is score.py without Python: it scores the records in file
// ("-" for standard input) against the truth files of c.truth and prints
// what score.py prints. With -min it fails (1) as score.py does: when a
// figure is below it or a truth file has no record.
func scoreRecords(c *config, stdin io.Reader, stdout io.Writer) (int, error) {
	data, err := readRecords(c.records, stdin)
	if err != nil {
		return 1, err
	}
	recs, err := eval.DecodeRecords(data)
	if err != nil {
		return 1, fmt.Errorf("%s: %v", c.records, err)
	}
	truths, err := eval.ReadTruthDir(c.truth)
	if err != nil {
		return 1, err
	}
	rep := eval.Score(truths, eval.Keyed(recs), eval.Options{Verbose: c.verbose, OnlyParsed: c.onlyParsed})
	if err := rep.WriteText(stdout, c.perFile); err != nil {
		return 1, err
	}
	if c.min >= 0 && (rep.Worst.Value < c.min || len(rep.Missing) > 0) {
		return 1, nil
	}
	return 0, nil
}

// readRecords reads a record file, at most inputs.MaxRecordSize bytes.
func readRecords(name string, stdin io.Reader) ([]byte, error) {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, inputs.MaxRecordSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(data) > inputs.MaxRecordSize {
		return nil, fmt.Errorf("%s: over %d bytes, the limit for a record file", name, inputs.MaxRecordSize)
	}
	return data, nil
}
