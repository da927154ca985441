package corrections

import (
	"fmt"
	"reflect"

	"github.com/vitae-cv/vitae/cv"
)

// The owner's place in a paper's author list (self_index) may be set
// alone: the authors are the record's, which a correction checked on
// its own does not know. So a set of self_index without authors is
// checked for its range against the record when it is applied
// (placeOutOfRange), not against the empty list of a fresh entry
// (unknownAuthors stands the record's authors in for the check).

// unknownAuthors gives the fresh publication v, on which vals set
// self_index but not the authors, as many stand-in authors as the place
// needs, so that Check does not refuse a place in a list it cannot see.
func unknownAuthors(v reflect.Value, vals map[string]any) {
	p, ok := v.Addr().Interface().(*cv.Publication)
	_, place := vals["self_index"]
	_, authors := vals["authors"]
	if !ok || !place || authors || p.SelfIndex <= 0 {
		return
	}
	p.Authors = make([]string, p.SelfIndex)
	for i := range p.Authors {
		p.Authors[i] = "author"
	}
}

// placeOutOfRange says why a correction cannot set the publication
// trial's self_index: a place past the end of its authors; "" when it
// can (or trial is no publication).
func placeOutOfRange(trial reflect.Value, vals map[string]any) string {
	p, ok := trial.Addr().Interface().(*cv.Publication)
	if _, place := vals["self_index"]; !ok || !place || p.SelfIndex <= len(p.Authors) {
		return ""
	}
	return fmt.Sprintf("self_index %d is past the end of the paper's %d author(s)", p.SelfIndex, len(p.Authors))
}
