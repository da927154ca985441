package inputs_test

import (
	"fmt"

	"github.com/vitae-cv/vitae/cv/inputs"
)

// Read a folder: the records come in path order, with the files left out
// for their format named in their place.
func ExampleFiles() {
	files := &inputs.Files{Paths: []string{"../../testdata/formats"}, Jobs: 4}
	for files.Scan() {
		switch r := files.Result().(type) {
		case *inputs.Record:
			fmt.Printf("%s: %s, %d papers (%s)\n", r.CV.Source, r.CV.Name, len(r.CV.Publications), r.CV.Format)
		case *inputs.Skip:
			fmt.Printf("%s: skipped\n", r.Path)
		case *inputs.Failure:
			fmt.Println(r)
		}
	}
	// Output:
	// ../../testdata/formats/ferreira-scan.png: skipped
	// ../../testdata/formats/ferreira.doc: skipped
	// ../../testdata/formats/ferreira.docx: Tomasz Ferreira-Lund, 3 papers (docx)
	// ../../testdata/formats/ferreira.html: Tomasz Ferreira-Lund, 3 papers (html)
	// ../../testdata/formats/ferreira.odt: skipped
	// ../../testdata/formats/ferreira.pdf: Tomasz Ferreira-Lund, 3 papers (pdf)
	// ../../testdata/formats/ferreira.rtf: skipped
	// ../../testdata/formats/ferreira.txt: Tomasz Ferreira-Lund, 3 papers (text)
}
