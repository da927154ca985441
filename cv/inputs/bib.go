package inputs

import (
	"fmt"
	"os"
	"sync"

	"github.com/vitae-cv/vitae/cv/data/bibtex"
)

// bibFile is the .bib file of Files.Bib, read once for every record.
type bibFile struct {
	once sync.Once
	data []byte
	err  error
}

// withBib merges the publications of Files.Bib into each record of out
// (bibtex.Merge: the same paper counted once, its empty fields filled
// from the .bib), the owner found in the .bib's author lists by the
// record's name. A .bib that cannot be read fails the input, naming the
// .bib and why.
func (f *Files) withBib(out []Result) []Result {
	if f.Bib == "" {
		return out
	}
	b := f.bib()
	for i, r := range out {
		rec, ok := r.(*Record)
		if !ok {
			continue
		}
		if b.err != nil {
			out[i] = &Failure{Path: rec.CV.Source, Err: fmt.Errorf("%s: --bib %w", rec.CV.Source, b.err)}
			continue
		}
		res, err := bibtex.Publications(b.data, f.Parse.Venues, rec.CV.Name)
		if err != nil {
			out[i] = &Failure{Path: rec.CV.Source, Err: fmt.Errorf("%s: --bib %s: %w", rec.CV.Source, f.Bib, err)}
			continue
		}
		bibtex.Merge(rec.CV, res.Publications)
		for _, w := range res.Warnings {
			w.Message = f.Bib + ": " + w.Message
			rec.CV.Warnings = append(rec.CV.Warnings, w)
		}
	}
	return out
}

func (f *Files) bib() *bibFile {
	b := &f.bibFile
	b.once.Do(func() {
		b.data, b.err = readBib(f.Bib, f.maxSize())
	})
	return b
}

// readBib reads a .bib file of at most limit bytes.
func readBib(name string, limit int64) ([]byte, error) {
	fi, err := os.Stat(name)
	switch {
	case err != nil:
		return nil, err
	case !fi.Mode().IsRegular():
		return nil, fmt.Errorf("%s: not a regular file", name)
	case fi.Size() > limit:
		return nil, fmt.Errorf("%s: over %d bytes, the limit for an input file", name, limit)
	}
	return os.ReadFile(name)
}
