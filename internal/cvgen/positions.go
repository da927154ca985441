package cvgen

import (
	"cmp"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// positions draws a career that fits the degrees: research during the
// degrees, internships in PhD summers, then postdoc, faculty or industry.
// They come most recent first, with the kinds a reader may give each.
func positions(g *rng, w world, e eduPlan, months bool) ([]cv.Position, [][]string) {
	var ps []cv.Position
	var kinds [][]string
	add := func(key, org string, start, end cv.Date) {
		title, alt := positionTitle(g, key)
		kind := key
		if key == "undergrad" {
			kind = "research"
		}
		ps = append(ps, cv.Position{Title: title, Organization: org, Kind: cv.PositionKind(kind), Start: start, End: end})
		kinds = append(kinds, append([]string{kind}, strings.Fields(alt)...))
	}
	gradEnd := cv.Present
	if e.done {
		gradEnd = date(e.phdEnd, 5, months)
	}
	add("research", w.insts[0], date(e.phdStart, 9, months), gradEnd)
	if g.chance(0.3) {
		y := e.phdStart - 1
		add("undergrad", e.bsInst, date(y-1, 6, months), date(y, 5, months))
	}
	last := min(e.phdEnd-1, ThisYear)
	if last > e.phdStart {
		years := make([]int, 0, last-e.phdStart)
		for y := e.phdStart + 1; y <= last; y++ {
			years = append(years, y)
		}
		shuffle(g, years)
		for _, y := range years[:min(len(years), g.between(0, 3))] {
			add("internship", pick(g, w.companies), date(y, 6, months), date(y, 8, months))
		}
	}
	if g.chance(0.2) && last > e.phdStart+1 {
		y := g.between(e.phdStart+1, last)
		add("visiting", pick(g, w.insts[1:]), date(y, 1, months), date(y, 6, months))
	}
	if e.done {
		careerAfterPhD(g, w, e.phdEnd, months, add)
	}
	order := make([]int, len(ps))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(key(ps[b].Start), key(ps[a].Start)) })
	outP, outK := make([]cv.Position, len(ps)), make([][]string, len(ps))
	for i, j := range order {
		outP[i], outK[i] = ps[j], kinds[j]
	}
	return outP, outK
}

func key(d cv.Date) int { return d.Year*100 + d.Month }

// careerAfterPhD adds a postdoc and then a faculty or industry job.
func careerAfterPhD(g *rng, w world, from int, months bool, add func(kind, org string, start, end cv.Date)) {
	y := from
	if g.chance(0.5) && y+2 <= ThisYear {
		add("postdoc", pick(g, w.insts[1:]), date(y, 9, months), date(y+2, 8, months))
		y += 2
	}
	end := cv.Present
	kind, org := "faculty", pick(g, w.insts[1:])
	if g.chance(0.4) {
		kind, org = "industry", pick(g, w.companies)
	}
	add(kind, org, date(y, 9, months), end)
}

// positionTitle draws a title of key (a kind, or "undergrad" for research
// as a student) and the other kinds it may be read as.
func positionTitle(g *rng, key string) (title, alt string) {
	t, a, _ := strings.Cut(pick(g, vocab.positions.get(key)), "|")
	return t, a
}
