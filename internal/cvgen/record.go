package cvgen

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// ThisYear is the year the invented CVs are written in; fixed so that
// records do not depend on the clock.
const ThisYear = 2025

// Record is one invented CV: CV is the truth, the rest is what a
// renderer needs beyond it.
type Record struct {
	// ID names the files made from the record ("cv-0007").
	ID     string
	Person Person
	// Address is the header's second line.
	Address string
	// CV is the truth: what a careful reader gets out of any rendering.
	CV cv.CV
	// Kinds is, for each position, every kind a reader may fairly give it
	// (the first is CV.Positions[i].Kind).
	Kinds [][]string
	// Pubs holds, for each publication, how it is written.
	Pubs []PubText
	// Descs holds, for each position, a sentence that a render may write
	// under it.
	Descs []string
	// Months is true when the record's dates carry months.
	Months bool
}

// PubText is what a renderer needs to write a publication beyond the
// truth.
type PubText struct {
	// Self is the owner's place in Authors, 0-based.
	Self int
	// Marks says which authors carry an equal-contribution mark.
	Marks []bool
	// Desc is a sentence a render may write under the entry.
	Desc string
}

// world holds what a record draws its names from: a few invented
// institutions and companies, so that degrees and jobs repeat places as
// real careers do.
type world struct {
	insts, companies []string
}

func newWorld(g *rng) world {
	var w world
	for len(w.insts) < 4 {
		w.insts = appendNew(w.insts, institution(g))
	}
	for len(w.companies) < 3 {
		w.companies = appendNew(w.companies, company(g))
	}
	return w
}

func appendNew(s []string, v string) []string {
	for _, have := range s {
		if have == v {
			return s
		}
	}
	return append(s, v)
}

// Generate makes record i (0-based) of the cohort drawn from seed. A
// record depends only on (seed, i).
func Generate(seed uint64, i int) *Record {
	g := newRNG(seed, uint64(i)*2+1)
	r := &Record{ID: fmt.Sprintf("cv-%04d", i+1), Months: g.chance(0.35)}
	r.Person = newPerson(g, 0.2, 0.1)
	w := newWorld(g)
	r.CV.Source = r.ID
	r.CV.Name = r.Person.Full()
	edu := education(g, w, r.Months)
	r.CV.Education = edu.entries
	r.Address = "Department of " + edu.entries[0].Field + ", " + currentPlace(edu)
	r.CV.Contact.Emails = []string{email(r.Person, currentPlace(edu))}
	r.CV.Positions, r.Kinds = positions(g, w, edu, r.Months)
	for range r.CV.Positions {
		r.Descs = append(r.Descs, pick(g, vocab.descriptions))
	}
	r.CV.Publications, r.Pubs = publications(g, r.Person, edu.phdStart)
	r.CV.Awards = awards(g, w, edu, r.CV.Publications)
	r.CV.Talks = talks(g, w, r.CV.Publications, edu.phdStart, r.Months)
	r.CV.Service = service(g, edu.phdStart)
	r.CV.Teaching = teaching(g, edu)
	r.CV.Normalize()
	return r
}

// Cohort makes records 0..n-1 of seed.
func Cohort(seed uint64, n int) []*Record {
	out := make([]*Record, n)
	for i := range out {
		out[i] = Generate(seed, i)
	}
	return out
}

// currentPlace is where the owner is now: the PhD institution.
func currentPlace(e eduPlan) string {
	return e.entries[0].Institution
}

func email(p Person, inst string) string {
	domain := ascii(strings.Fields(inst)[0])
	for _, f := range strings.Fields(inst) {
		if s := ascii(f); len(s) > 3 && s != "university" && s != "institute" && s != "technical" && s != "state" && s != "polytechnic" {
			domain = s
			break
		}
	}
	return ascii(p.Given)[:1] + ascii(p.Family) + "@cs." + domain + ".edu"
}

// place invents a place name from a stem and an ending of two entries.
func place(g *rng) string {
	return capitalize(pick(g, vocab.places)[0] + pick(g, vocab.places)[1])
}

// word invents a brand-like word ("Korra").
func word(g *rng) string {
	return capitalize(pick(g, vocab.family) + pick(g, vocab.givenEnd))
}

func institution(g *rng) string {
	return strings.ReplaceAll(pick(g, vocab.institutions), "{P}", place(g))
}

func company(g *rng) string {
	return strings.ReplaceAll(pick(g, vocab.companies), "{W}", word(g))
}

// date is a year, with a month when months is true.
func date(year, month int, months bool) cv.Date {
	if !months {
		month = 0
	}
	return cv.Date{Year: year, Month: month}
}
