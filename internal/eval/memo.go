package eval

import (
	"slices"

	"github.com/vitae-cv/vitae/cv"
)

// VenueMemo is a toy learner that shows what cross-validation is for: it
// knows venues only by memory. It memorises, from its training truth,
// the venue of each publication title, writes it on any publication of
// that title it reads, and leaves every other venue empty (the parser's
// own reading is dropped, so the toy's gain never hangs on what the
// parser misses). It can only know CVs whose truth it has seen, so
// cross-validation that keeps each person out of its own training must
// score it lower than in-sample ("evalcv -learner venue-memo").
type VenueMemo struct{ venue map[string]string }

// Name implements Learner.
func (*VenueMemo) Name() string { return "venue-memo" }

// Train implements Learner: title → venue from the training truth.
func (m *VenueMemo) Train(train []*Example) error {
	m.venue = map[string]string{}
	for _, ex := range train {
		for _, p := range asList(ex.Truth.Value["publications"]) {
			v := asList(field(p, "venue"))
			if len(v) > 0 && truthy(v[0]) {
				m.venue[norm(field(p, "title"))] = pyStr(v[0])
			}
		}
	}
	return nil
}

// Apply implements Learner: the remembered venue on each publication
// whose title it has seen, no venue on the others.
func (m *VenueMemo) Apply(c *cv.CV) *cv.CV {
	out := *c
	out.Publications = slices.Clone(c.Publications)
	for i := range out.Publications {
		p := &out.Publications[i]
		p.Venue, p.VenueRaw = m.venue[norm(p.Title)], ""
	}
	return &out
}
