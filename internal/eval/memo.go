package eval

import (
	"slices"

	"github.com/vitae-cv/vitae/cv"
)

// VenueMemo is a toy learner that shows what cross-validation is for: it
// memorises, from its training truth, the venue of each publication
// title, and writes it on any publication of that title it reads. It can
// only help on CVs whose truth it has seen, so cross-validation that
// keeps each person out of its own training must score it lower than
// in-sample ("evalcv -learner venue-memo").
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
// whose title it has seen.
func (m *VenueMemo) Apply(c *cv.CV) *cv.CV {
	out := *c
	out.Publications = slices.Clone(c.Publications)
	for i, p := range out.Publications {
		if v, ok := m.venue[norm(p.Title)]; ok {
			out.Publications[i].Venue = v
		}
	}
	return &out
}
