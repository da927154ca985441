// Command gencvs writes a synthetic cohort of N CV records (JSON, as
// vitae parse writes it) for load tests: it parses the sample CVs in a
// folder and clones them with new names, sources and shifted years.
//
//	go run ./internal/cmd/gencvs -n 1000 testdata/cvs > /tmp/cohort-1000.json
//	vitae report --out /tmp/r1000 /tmp/cohort-1000.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
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

var given = []string{"Ada", "Bo", "Chen", "Dana", "Emil", "Farah", "Goran", "Hana", "Ivo", "Jun", "Kira", "Lena", "Mateo", "Nia", "Omar", "Pia"}
var family = []string{"Quill", "Rossi", "Sato", "Tanaka", "Ueda", "Varga", "Weber", "Xu", "Yilmaz", "Zhou", "Novak", "Lund", "Okafor", "Park"}

func run(n int, dir string) error {
	files, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil {
		return err
	}
	sort.Strings(files)
	var base []*cv.CV
	for _, f := range files {
		if !parse.IsCVFile(f) {
			continue
		}
		text, err := parse.ReadFile(f, 0)
		if err != nil {
			return err
		}
		c, err := parse.Parse(f, []byte(text), parse.Options{})
		if err != nil {
			return err
		}
		base = append(base, c)
	}
	if len(base) == 0 {
		return fmt.Errorf("no CVs in %s", dir)
	}
	out := make([]*cv.CV, 0, n)
	for i := 0; i < n; i++ {
		src := base[i%len(base)]
		b, _ := json.Marshal(src) // a deep copy
		var c cv.CV
		if err := json.Unmarshal(b, &c); err != nil {
			return err
		}
		shift := i%9 - 4
		c.Name = fmt.Sprintf("%s %s %d", given[i%len(given)], family[(i/len(given))%len(family)], i)
		c.Source = fmt.Sprintf("synthetic/%05d.json", i)
		for j := range c.Publications {
			if c.Publications[j].Year > 0 {
				c.Publications[j].Year += shift
			}
		}
		for j := range c.Awards {
			if c.Awards[j].Year > 0 {
				c.Awards[j].Year += shift
			}
		}
		out = append(out, &c)
	}
	enc := json.NewEncoder(os.Stdout)
	return enc.Encode(out)
}
