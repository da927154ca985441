package analytics

import "strings"

// The list tables (every paper, award, talk, service role and teaching
// entry of every candidate) made a row at a time, in one slice reused
// from row to row (ChunkedTable.Each), as the cohort tables are: a
// renderer that writes the rows as they come (the workbook measures
// them, then writes them; the CSV streams them) then makes no slice per
// row and no table of them. The whole tables are these rows collected
// (collect), so both are the same rows.

// publicationsHead is PublicationsTable without rows; marked is
// AnyCorrected (the Corrected column).
func publicationsHead(marked bool) Table {
	t := Table{Name: "publications", Title: "Publications", Columns: cols(
		"Candidate", Text, "Year", Year, "Title", Text, "Venue", Text, "Area", Text, "Type", Text, "Status", Text,
		"Place", Int, "Authors", Int, "Author list cut (et al.)", Text, "Place/authors", Text, "Equal contribution", Text, "Awards", Text, "Credit", Number, "Counted", Text, "Note", Text)}
	if marked {
		t.Columns = append(t.Columns, cols("Corrected", Text)...)
	}
	return t
}

// publicationsEach makes PublicationsTable's rows.
func publicationsEach(marked bool) rowMaker {
	return func(cs []*Candidate, row func([]any)) {
		var cells []any
		for _, c := range cs {
			for _, p := range c.Papers {
				eq, counted, etAl := "", "yes", ""
				if p.Equal {
					eq = "yes"
				}
				if !p.Counted {
					counted = "no"
				}
				if p.EtAl {
					etAl = "yes: at least this many"
				}
				cells = append(cells[:0], c.Name, p.Year, p.Title, p.Venue, p.Area, Label(p.Type), Label(p.Status),
					p.Place, p.Authors, etAl, PlaceLabel(p), eq, strings.Join(p.Awards, "; "), round2(p.Credit), counted, p.Why)
				if marked {
					cells = append(cells, CorrectionMark(p.Corrected, p.CorrectionNote))
				}
				row(cells)
			}
		}
	}
}

// awardsHead is AwardsTable without rows; marked is AnyCorrected.
func awardsHead(marked bool) Table {
	t := Table{Name: "awards", Title: "Awards and fellowships", Columns: cols(
		"Candidate", Text, "Year", Year, "Award", Text, "Category", Text, "Status", Text, "Issuer", Text, "Note", Text)}
	if marked {
		t.Columns = append(t.Columns, cols("Corrected", Text)...)
	}
	return t
}

// awardsEach makes AwardsTable's rows.
func awardsEach(marked bool) rowMaker {
	return func(cs []*Candidate, row func([]any)) {
		var cells []any
		for _, c := range cs {
			for _, a := range c.Awards {
				cells = append(cells[:0], c.Name, a.Year, a.Name, Label(a.Category), Label(a.Status), a.Issuer, a.Note)
				if marked {
					cells = append(cells, CorrectionMark(a.Corrected, a.CorrectionNote))
				}
				row(cells)
			}
		}
	}
}

// talksHead, serviceHead and teachingHead are TalksTable, ServiceTable
// and TeachingTable without rows.
func talksHead() Table {
	return Table{Name: "talks", Title: "Talks", Columns: cols("Candidate", Text, "Date", Date, "Title", Text, "Event", Text, "Location", Text)}
}

func serviceHead() Table {
	return Table{Name: "service", Title: "Service", Columns: cols("Candidate", Text, "Year", Year, "Role", Text, "Venue", Text)}
}

func teachingHead() Table {
	return Table{Name: "teaching", Title: "Teaching", Columns: cols("Candidate", Text, "Role", Text, "Course", Text, "Institution", Text, "Terms", Text)}
}

// talksEach makes TalksTable's rows.
func talksEach(cs []*Candidate, row func([]any)) {
	var cells []any
	for _, c := range cs {
		for _, x := range c.TalkList {
			cells = append(cells[:0], c.Name, x.Date, x.Title, x.Event, x.Location)
			row(cells)
		}
	}
}

// serviceEach makes ServiceTable's rows.
func serviceEach(cs []*Candidate, row func([]any)) {
	var cells []any
	for _, c := range cs {
		for _, x := range c.ServiceList {
			cells = append(cells[:0], c.Name, x.Year, x.Role, x.Venue)
			row(cells)
		}
	}
}

// teachingEach makes TeachingTable's rows.
func teachingEach(cs []*Candidate, row func([]any)) {
	var cells []any
	for _, c := range cs {
		for _, x := range c.TeachingList {
			cells = append(cells[:0], c.Name, x.Role, x.Course, x.Institution, strings.Join(x.Terms, ", "))
			row(cells)
		}
	}
}
