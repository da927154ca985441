package sections

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// A style of entry heads is no heading style: bold job titles, few of
// which name a section, stay entries of their section.
func TestStyleHeadingsNotEntryHeads(t *testing.T) {
	ls := lines.FromDoc(&doc.Doc{Format: doc.DOCX, Lines: []doc.Line{
		{Text: "Tam Orrin"},
		{Text: "Experience", Heading: 0, Bold: true, Size: 1.3},
		{Text: "Research Engineer", Bold: true},
		{Text: "Example Labs, 2020–2022"},
		{Text: "Software Developer", Bold: true},
		{Text: "Nowhere Systems, 2018–2020"},
		{Text: "Data Analyst", Bold: true},
		{Text: "Imaginary Analytics, 2016–2018"},
	}}, nil)
	if st := styleHeadings(testReader{}, ls); st != nil {
		t.Errorf("entry heads taken for a heading style: %v", st)
	}
}
