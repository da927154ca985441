package blind

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// record blinds c, the record of person p, field by field.
func (b *Blinder) record(c *cv.CV, p *person) {
	c.Name, c.Source = p.pseudonym, p.pseudonym
	c.Contact = cv.Contact{Emails: []string{}}
	c.Personal, c.Summary = nil, ""
	b.texts(c.Interests)
	b.texts(c.Skills)
	b.texts(c.Corrected)
	for i := range c.Projects {
		c.Projects[i].Title = b.title(c.Projects[i].Title)
	}
	b.education(c.Education)
	b.positions(c.Positions)
	for i := range c.Publications {
		b.publication(&c.Publications[i], p)
	}
	b.awards(c.Awards)
	b.activities(c)
	for i := range c.Warnings {
		w := &c.Warnings[i]
		w.Message, w.Section = b.Text(w.Message), b.Text(w.Section)
		if w.Text != "" {
			w.Text = textWithheld
		}
	}
}

// title blinds the title of a work (a paper, a talk, a project): names
// and contacts as in any text; in strict mode, the names of the
// institutions of the candidate's own records and phrases built on an
// institution word ("… at Example University"), but not other
// candidates' employers, distinctive words nor acronyms: a title is
// scholarship, and its "Meta-learning", "MPI", "Intel Xeon Phi" or
// "bridges" name a topic, not where its author works.
func (b *Blinder) title(s string) string {
	if s == "" {
		return s
	}
	s = b.names.replace(dropContacts(s))
	if b.strict && b.cur != nil {
		s = replacePhrases(b.cur.names.replace(s))
		s = repeated.ReplaceAllString(s, AnInstitution)
	}
	return s
}

// textWithheld stands for the line of CV text a warning quoted.
const textWithheld = "[CV text withheld in blind mode]"

// texts blinds each string of xs in place.
func (b *Blinder) texts(xs []string) {
	for i := range xs {
		xs[i] = b.Text(xs[i])
	}
}

// place is an institution field: blinded text, or in strict mode the
// neutral word (nothing for nothing).
func (b *Blinder) place(s, neutral string) string {
	switch {
	case s == "":
		return ""
	case b.strict:
		return neutral
	}
	return b.Text(s)
}

// location is a location field: dropped in strict mode (a city names
// the institution).
func (b *Blinder) location(s string) string {
	if b.strict {
		return ""
	}
	return b.Text(s)
}

func (b *Blinder) education(es []cv.Education) {
	for i := range es {
		e := &es[i]
		e.Degree, e.Field, e.Thesis = b.Text(e.Degree), b.Text(e.Field), b.Text(e.Thesis)
		e.Institution, e.Location = b.place(e.Institution, AUniversity), b.location(e.Location)
		if b.strict {
			e.Advisors = nil // an advisor names the lab
		} else {
			b.texts(e.Advisors)
		}
	}
}

func (b *Blinder) positions(ps []cv.Position) {
	for i := range ps {
		p := &ps[i]
		neutral := AnInstitution
		if p.Kind == cv.KindIndustry || p.Kind == cv.KindInternship {
			neutral = ACompany
		}
		p.Title, p.Organization, p.Location = b.Text(p.Title), b.place(p.Organization, neutral), b.location(p.Location)
	}
}

// publication blinds a paper: the owner's author entry (and any entry
// that names a candidate) becomes the pseudonym; co-authors stay.
func (b *Blinder) publication(pub *cv.Publication, owner *person) {
	pub.Title, pub.VenueRaw = b.title(pub.Title), b.Text(pub.VenueRaw)
	pub.Distinction, pub.CorrectionNote = b.Text(pub.Distinction), b.Text(pub.CorrectionNote)
	b.texts(pub.Awards)
	for i, a := range pub.Authors {
		fa := cv.FoldName(a)
		switch {
		case i == pub.SelfIndex-1 || owner.isFolded(fa):
			pub.Authors[i] = owner.pseudonym
		default:
			pub.Authors[i] = b.otherAuthor(a, fa)
		}
	}
}

// otherAuthor is a co-author as the reports may show them: the
// pseudonym of a candidate of the set they name, else as written.
func (b *Blinder) otherAuthor(a, fa string) string {
	for _, w := range strings.Fields(fa) {
		for _, p := range b.bySurname[w] {
			if p.isFolded(fa) {
				return p.pseudonym
			}
		}
	}
	return a
}

func (b *Blinder) awards(as []cv.Award) {
	for i := range as {
		a := &as[i]
		a.Name, a.Note, a.CorrectionNote = b.Text(a.Name), b.Text(a.Note), b.Text(a.CorrectionNote)
		if b.strict && isInstitution(a.Issuer, b.known) {
			a.Issuer = AnInstitution
		} else {
			a.Issuer = b.Text(a.Issuer)
		}
	}
}

// activities blinds talks, service and teaching.
func (b *Blinder) activities(c *cv.CV) {
	for i := range c.Talks {
		t := &c.Talks[i]
		t.Title, t.Event, t.Location = b.title(t.Title), b.Text(t.Event), b.location(t.Location)
	}
	for i := range c.Service {
		s := &c.Service[i]
		s.Role, s.Venue = b.Text(s.Role), b.Text(s.Venue)
	}
	for i := range c.Teaching {
		t := &c.Teaching[i]
		t.Role, t.Course, t.Institution = b.Text(t.Role), b.Text(t.Course), b.place(t.Institution, AUniversity)
	}
}
