package cv

// The readers of each record type for fastDecoder (a23d_decode.go): one
// case a field, under its JSON name, with the bit that finds it given
// twice (its place in the struct). A key that is no field's gives up.

func (d *fastDecoder) cv(c *CV) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "source":
			return met.first(0) && d.str(&c.Source)
		case "format":
			return met.first(1) && d.str(&c.Format)
		case "name":
			return met.first(2) && d.str(&c.Name)
		case "contact":
			return met.first(3) && (d.null() || d.contact(&c.Contact))
		case "personal":
			return met.first(4) && d.personal(&c.Personal)
		case "summary":
			return met.first(5) && d.str(&c.Summary)
		case "interests":
			return met.first(6) && d.strings(&c.Interests)
		}
		return d.cvLists(c, key, &met)
	})
}

// cvLists reads the fields of a CV that come after its summary.
func (d *fastDecoder) cvLists(c *CV, key []byte, met *fields) bool {
	switch string(key) {
	case "education":
		return met.first(7) && list(d, &d.eds, &c.Education, d.education)
	case "positions":
		return met.first(8) && list(d, &d.poss, &c.Positions, d.position)
	case "publications":
		return met.first(9) && list(d, &d.pubs, &c.Publications, d.publication)
	case "awards":
		return met.first(10) && list(d, &d.awds, &c.Awards, d.award)
	case "talks":
		return met.first(11) && list(d, &d.talks, &c.Talks, d.talk)
	case "service":
		return met.first(12) && list(d, &d.servs, &c.Service, d.service)
	case "teaching":
		return met.first(13) && list(d, &d.teach, &c.Teaching, d.teaching)
	case "skills":
		return met.first(14) && d.strings(&c.Skills)
	case "projects":
		return met.first(15) && list(d, &d.projs, &c.Projects, d.project)
	case "corrected":
		return met.first(16) && d.strings(&c.Corrected)
	case "stage":
		return met.first(17) && named(d, &c.Stage)
	case "as_of":
		return met.first(18) && d.asOf(&c.AsOf)
	case "warnings":
		return met.first(19) && list(d, &d.warns, &c.Warnings, d.warning)
	}
	return false
}

func (d *fastDecoder) contact(c *Contact) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "emails":
			return met.first(0) && d.strings(&c.Emails)
		case "phones":
			return met.first(1) && d.strings(&c.Phones)
		case "links":
			return met.first(2) && d.strings(&c.Links)
		case "address":
			return met.first(3) && d.str(&c.Address)
		}
		return false
	})
}

// personal reads an object into a new Personal; null leaves *p alone.
func (d *fastDecoder) personal(p **Personal) bool {
	if d.null() {
		return true
	}
	v := new(Personal)
	var met fields
	ok := d.members(func(key []byte) bool {
		switch string(key) {
		case "birth_date":
			return met.first(0) && d.str(&v.BirthDate)
		case "gender":
			return met.first(1) && d.str(&v.Gender)
		case "nationality":
			return met.first(2) && d.str(&v.Nationality)
		}
		return false
	})
	*p = v
	return ok
}

func (d *fastDecoder) education(e *Education) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "degree":
			return met.first(0) && d.str(&e.Degree)
		case "level":
			return met.first(1) && named(d, &e.Level)
		case "field":
			return met.first(2) && d.str(&e.Field)
		case "institution":
			return met.first(3) && d.str(&e.Institution)
		case "location":
			return met.first(4) && d.str(&e.Location)
		case "start":
			return met.first(5) && d.date(&e.Start)
		case "end":
			return met.first(6) && d.date(&e.End)
		case "expected":
			return met.first(7) && d.boolean(&e.Expected)
		case "advisors":
			return met.first(8) && d.strings(&e.Advisors)
		case "thesis":
			return met.first(9) && d.str(&e.Thesis)
		case "gpa":
			return met.first(10) && d.str(&e.GPA)
		case "line":
			return met.first(11) && d.integer(&e.Line)
		case "corrected":
			return met.first(12) && d.strings(&e.Corrected)
		}
		return false
	})
}

func (d *fastDecoder) position(p *Position) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "title":
			return met.first(0) && d.str(&p.Title)
		case "organization":
			return met.first(1) && d.str(&p.Organization)
		case "location":
			return met.first(2) && d.str(&p.Location)
		case "kind":
			return met.first(3) && named(d, &p.Kind)
		case "start":
			return met.first(4) && d.date(&p.Start)
		case "end":
			return met.first(5) && d.date(&p.End)
		case "line":
			return met.first(6) && d.integer(&p.Line)
		case "corrected":
			return met.first(7) && d.strings(&p.Corrected)
		}
		return false
	})
}

func (d *fastDecoder) publication(p *Publication) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "title":
			return met.first(0) && d.str(&p.Title)
		case "authors":
			return met.first(1) && d.strings(&p.Authors)
		case "self_index":
			return met.first(2) && d.integer(&p.SelfIndex)
		case "equal_contribution":
			return met.first(3) && d.boolean(&p.EqualContribution)
		case "et_al":
			return met.first(4) && d.boolean(&p.EtAl)
		case "venue":
			return met.first(5) && d.str(&p.Venue)
		case "venue_raw":
			return met.first(6) && d.str(&p.VenueRaw)
		case "area":
			return met.first(7) && d.str(&p.Area)
		}
		return d.publicationRest(p, key, &met)
	})
}

// publicationRest reads the fields of a Publication from its year on.
func (d *fastDecoder) publicationRest(p *Publication, key []byte, met *fields) bool {
	switch string(key) {
	case "year":
		return met.first(8) && d.integer(&p.Year)
	case "type":
		return met.first(9) && named(d, &p.Type)
	case "status":
		return met.first(10) && d.status(&p.Status)
	case "awards":
		return met.first(11) && d.strings(&p.Awards)
	case "distinction":
		return met.first(12) && d.str(&p.Distinction)
	case "line":
		return met.first(13) && d.integer(&p.Line)
	case "corrected":
		return met.first(14) && d.strings(&p.Corrected)
	case "correction_note":
		return met.first(15) && d.str(&p.CorrectionNote)
	}
	return false
}

func (d *fastDecoder) award(a *Award) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "name":
			return met.first(0) && d.str(&a.Name)
		case "year":
			return met.first(1) && d.integer(&a.Year)
		case "end_year":
			return met.first(2) && d.integer(&a.EndYear)
		case "category":
			return met.first(3) && named(d, &a.Category)
		case "status":
			return met.first(4) && named(d, &a.Status)
		case "issuer":
			return met.first(5) && d.str(&a.Issuer)
		case "note":
			return met.first(6) && d.str(&a.Note)
		case "line":
			return met.first(7) && d.integer(&a.Line)
		case "corrected":
			return met.first(8) && d.strings(&a.Corrected)
		case "correction_note":
			return met.first(9) && d.str(&a.CorrectionNote)
		}
		return false
	})
}

func (d *fastDecoder) talk(t *Talk) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "title":
			return met.first(0) && d.str(&t.Title)
		case "event":
			return met.first(1) && d.str(&t.Event)
		case "location":
			return met.first(2) && d.str(&t.Location)
		case "date":
			return met.first(3) && d.date(&t.Date)
		case "line":
			return met.first(4) && d.integer(&t.Line)
		case "corrected":
			return met.first(5) && d.strings(&t.Corrected)
		}
		return false
	})
}

func (d *fastDecoder) service(s *Service) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "role":
			return met.first(0) && d.str(&s.Role)
		case "venue":
			return met.first(1) && d.str(&s.Venue)
		case "year":
			return met.first(2) && d.integer(&s.Year)
		case "line":
			return met.first(3) && d.integer(&s.Line)
		case "corrected":
			return met.first(4) && d.strings(&s.Corrected)
		}
		return false
	})
}

func (d *fastDecoder) teaching(t *Teaching) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "role":
			return met.first(0) && d.str(&t.Role)
		case "course":
			return met.first(1) && d.str(&t.Course)
		case "institution":
			return met.first(2) && d.str(&t.Institution)
		case "terms":
			return met.first(3) && d.strings(&t.Terms)
		case "line":
			return met.first(4) && d.integer(&t.Line)
		case "corrected":
			return met.first(5) && d.strings(&t.Corrected)
		}
		return false
	})
}

func (d *fastDecoder) project(p *Project) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "title":
			return met.first(0) && d.str(&p.Title)
		case "start":
			return met.first(1) && d.date(&p.Start)
		case "end":
			return met.first(2) && d.date(&p.End)
		case "line":
			return met.first(3) && d.integer(&p.Line)
		}
		return false
	})
}

// asOf reads an object into a new AsOf; null leaves *p alone.
func (d *fastDecoder) asOf(p **AsOf) bool {
	if d.null() {
		return true
	}
	v := new(AsOf)
	var met fields
	ok := d.members(func(key []byte) bool {
		switch string(key) {
		case "date":
			return met.first(0) && d.date(&v.Date)
		case "source":
			return met.first(1) && d.str(&v.Source)
		}
		return false
	})
	*p = v
	return ok
}

func (d *fastDecoder) warning(w *Warning) bool {
	var met fields
	return d.members(func(key []byte) bool {
		switch string(key) {
		case "page":
			return met.first(0) && d.integer(&w.Page)
		case "line":
			return met.first(1) && d.integer(&w.Line)
		case "section":
			return met.first(2) && d.str(&w.Section)
		case "message":
			return met.first(3) && d.str(&w.Message)
		case "text":
			return met.first(4) && d.str(&w.Text)
		}
		return false
	})
}
