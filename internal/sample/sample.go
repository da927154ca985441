// Package sample loads CVs for tests, benchmarks and the load-test
// generator: the fictional CVs in testdata, parsed the way vitae parses
// them, and synthetic cohorts cloned from them.
package sample

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
)

// Load parses the CVs at paths: files, or folders whose CV files (per
// parse.IsCVFile) are read in name order. Each record's Source is its
// path with forward slashes.
func Load(paths ...string) ([]*cv.CV, error) {
	var out []*cv.CV
	for _, p := range paths {
		files := []string{p}
		if st, err := os.Stat(p); err != nil {
			return nil, err
		} else if st.IsDir() {
			all, err := filepath.Glob(filepath.Join(p, "*"))
			if err != nil {
				return nil, err
			}
			sort.Strings(all)
			files = files[:0]
			for _, f := range all {
				if parse.IsCVFile(f) {
					files = append(files, f)
				}
			}
		}
		for _, f := range files {
			text, err := parse.ReadFile(f, 0)
			if err != nil {
				return nil, err
			}
			c, err := parse.Parse(filepath.ToSlash(f), []byte(text), parse.Options{})
			if err != nil {
				return nil, fmt.Errorf("%s: %w", f, err)
			}
			out = append(out, c)
		}
	}
	return out, nil
}

// Clone returns n deep copies of the base records, cycling through them,
// each with a distinct name and source and its dates shifted by up to
// four years, so that a cohort of any size can be made from a few CVs.
func Clone(base []*cv.CV, n int) ([]*cv.CV, error) {
	if len(base) == 0 {
		return nil, fmt.Errorf("sample: nothing to clone")
	}
	raws := make([][]byte, len(base))
	for i, c := range base {
		b, err := json.Marshal(c)
		if err != nil {
			return nil, err
		}
		raws[i] = b
	}
	out := make([]*cv.CV, n)
	for i := range out {
		var c cv.CV
		if err := json.Unmarshal(raws[i%len(base)], &c); err != nil {
			return nil, err
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
		out[i] = &c
	}
	return out, nil
}

var (
	given  = []string{"Ada", "Bo", "Chen", "Dana", "Emil", "Farah", "Goran", "Hana", "Ivo", "Jun", "Kira", "Lena", "Mateo", "Nia", "Omar", "Pia"}
	family = []string{"Quill", "Rossi", "Sato", "Tanaka", "Ueda", "Varga", "Weber", "Xu", "Yilmaz", "Zhou", "Novak", "Lund", "Okafor", "Park"}
)
