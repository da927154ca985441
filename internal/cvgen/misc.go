package cvgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// talks draws 0–8 talks, each on one of the owner's papers or a new
// subject, most recent first.
func talks(g *rng, w world, pubs []cv.Publication, from int, months bool) []cv.Talk {
	n := g.between(0, 8)
	out := make([]cv.Talk, 0, n)
	for range n {
		title := pick(g, pubs).Title
		if g.chance(0.3) {
			title = fill(g, pick(g, vocab.titles))
		}
		where := fill(g, strings.ReplaceAll(pick(g, vocab.talks), "{I}", pick(g, w.insts)))
		y := g.between(min(from+1, ThisYear), ThisYear)
		out = append(out, cv.Talk{Title: title, Event: where, Date: date(y, g.between(1, 12), months)})
	}
	slices.SortStableFunc(out, func(a, b cv.Talk) int { return key(b.Date) - key(a.Date) })
	return out
}

// service draws 0–9 service roles.
func service(g *rng, from int) []cv.Service {
	n := g.between(0, 9)
	out := make([]cv.Service, 0, n)
	for range n {
		y := g.between(from+1, ThisYear)
		v := pick(g, catalogByKind["conference"]).Acronym
		role := fill(g, strings.NewReplacer("{V}", v, "{Y}", fmt.Sprint(y)).Replace(pick(g, vocab.roles)))
		out = append(out, cv.Service{Role: role, Year: y})
	}
	return out
}

// teaching draws 0–5 teaching entries at the PhD institution, most
// recent first.
func teaching(g *rng, e eduPlan) []cv.Teaching {
	type dated struct {
		year int
		t    cv.Teaching
	}
	var ds []dated
	inst := e.entries[0].Institution
	for n := g.between(0, 5); n > 0; n-- {
		y := g.between(e.phdStart, min(e.phdEnd, ThisYear))
		term := pick(g, []string{"Fall ", "Spring ", "Winter "}) + fmt.Sprint(y)
		ds = append(ds, dated{y, cv.Teaching{Role: pick(g, vocab.teachRoles), Course: courseName(g),
			Institution: inst, Terms: []string{term}}})
	}
	slices.SortStableFunc(ds, func(a, b dated) int { return b.year - a.year })
	out := make([]cv.Teaching, len(ds))
	for i, d := range ds {
		out[i] = d.t
	}
	return out
}

func courseName(g *rng) string {
	return fmt.Sprintf("%s %d: %s", pick(g, []string{"CS", "CSE", "EECS", "COMP"}), g.between(100, 699), pick(g, vocab.courses))
}
