package cvgen

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// eduPlan is a record's degrees, most recent first, and the years the
// rest of the record hangs on.
type eduPlan struct {
	entries          []cv.Education
	phdStart, phdEnd int
	done             bool // the PhD is finished
	bsInst           string
}

func education(g *rng, w world, months bool) eduPlan {
	var p eduPlan
	p.phdStart = g.between(2004, 2021)
	p.phdEnd = p.phdStart + g.between(5, 6)
	p.done = p.phdEnd <= ThisYear
	field := pick(g, vocab.fields)
	phd := degree(g, cv.LevelPhD, field, w.insts[0])
	phd.Start = date(p.phdStart, 9, months)
	phd.End = date(p.phdEnd, 5, months)
	phd.Expected = !p.done
	phd.Advisors = advisors(g)
	p.entries = append(p.entries, phd)
	bsEnd := p.phdStart
	if g.chance(0.45) {
		ms := degree(g, cv.LevelMasters, field, pick(g, w.insts[1:]))
		ms.Start = date(p.phdStart-2, 9, months)
		ms.End = date(p.phdStart, 5, months)
		p.entries = append(p.entries, ms)
		bsEnd = p.phdStart - 2
	}
	bsField := field
	if g.chance(0.3) {
		bsField = pick(g, vocab.fields)
	}
	bs := degree(g, cv.LevelBachelors, bsField, pick(g, w.insts[1:]))
	bs.Start = date(bsEnd-4, 9, months)
	bs.End = date(bsEnd, 5, months)
	p.bsInst = bs.Institution
	p.entries = append(p.entries, bs)
	return p
}

// degree writes a degree of level in field at inst.
func degree(g *rng, level cv.Level, field, inst string) cv.Education {
	tmpl := pick(g, vocab.degrees.get(string(level)))
	return cv.Education{
		Degree:      strings.ReplaceAll(tmpl, "{F}", field),
		Level:       level,
		Field:       field,
		Institution: inst,
	}
}

func advisors(g *rng) []string {
	out := []string{advisorName(g)}
	if g.chance(0.3) {
		out = append(out, advisorName(g))
	}
	return out
}

func advisorName(g *rng) string {
	return newPerson(g, 0.1, 0.05).Full()
}
