// Command gencvs writes a synthetic cohort of N CV records (JSON, as
// vitae parse writes it) for load tests: it reads the sample CVs in a
// folder as vitae does (cv/inputs) and clones them with new names, sources
// and shifted years.
//
//	go run ./internal/cmd/gencvs -n 1000 testdata/cvs > /tmp/cohort-1000.json
//	vitae report --out /tmp/r1000 /tmp/cohort-1000.json
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/sample"
)

func main() {
	n := flag.Int("n", 1000, "number of records")
	flag.Parse()
	dir := "testdata/cvs"
	if flag.NArg() > 0 {
		dir = flag.Arg(0)
	}
	if err := run(*n, dir); err != nil {
		fmt.Fprintln(os.Stderr, "gencvs:", err)
		os.Exit(1)
	}
}

func run(n int, dir string) error {
	base, err := sample.Load(dir)
	if err != nil {
		return err
	}
	cvs, err := sample.Clone(base, n)
	if err != nil {
		return err
	}
	return cv.WriteJSON(os.Stdout, cvs)
}
