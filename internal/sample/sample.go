// Package sample loads CVs for tests, benchmarks and the load-test
// generator: the fictional CVs in testdata, read by cv/inputs as the
// vitae command reads them, and synthetic cohorts cloned from them.
package sample

import (
	"encoding/json"
	"fmt"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
)

// Load reads the CVs at paths as vitae does (see inputs.Files: files,
// folders walked for CV files in path order, JSON records) and fails on
// the first input it cannot read. Each record's Source is its path.
func Load(paths ...string) ([]*cv.CV, error) {
	return inputs.Load(paths...)
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
			if c.Awards[j].EndYear > 0 {
				c.Awards[j].EndYear += shift
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
