package blind

import (
	"fmt"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// cohortOf is n fictional records of 20 papers of 5 authors, 3
// positions and 2 degrees each.
func cohortOf(n int) []*cv.CV {
	out := make([]*cv.CV, n)
	for i := range out {
		name := fmt.Sprintf("Person%s Surname%s", Letters(i), Letters(i*7))
		c := &cv.CV{Source: fmt.Sprintf("apps/%05d.pdf", i), Name: name, Contact: cv.Contact{Emails: []string{fmt.Sprintf("p%d@example.org", i)}}}
		for j := range 20 {
			c.Publications = append(c.Publications, cv.Publication{Title: fmt.Sprintf("A study %d of things at scale with Surname%s", j, Letters(j)),
				Authors: []string{"Co Author", name, "Third Person", fmt.Sprintf("X. Surname%s", Letters(j*3)), "Last One"}, SelfIndex: 2, Year: 2020})
		}
		for j := range 3 {
			c.Positions = append(c.Positions, cv.Position{Title: "Researcher", Organization: fmt.Sprintf("Org%s Labs", Letters(i+j)), Kind: cv.KindResearch})
		}
		c.Education = []cv.Education{{Institution: fmt.Sprintf("University of Town%s", Letters(i%500))}, {Institution: "Example Institute of Technology"}}
		out[i] = c
	}
	return out
}

// BenchmarkApply blinds a cohort of 1,000 (go test -bench Apply -benchmem).
func BenchmarkApply(b *testing.B) {
	for _, mode := range []Mode{Names, Strict} {
		b.Run(string(mode), func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				cvs := cohortOf(1000)
				b.StartTimer()
				if _, err := Apply(cvs, Options{Mode: mode, Rand: fixedSalt()}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
