package analytics

import "github.com/vitae-cv/vitae/cv"

// Totals that add up: a paper without a year is in the "no year" row or
// column of every per-year table (PaperCounts.NoYear, VenueNoYear), and
// work listed apart for its status has a column of its own
// (TypeNotAccepted), so every table's counted total is the counted total.

// TypeNotAccepted is the per-year column of the work a report lists apart
// for its status (under review, submitted, in preparation) while it
// counts its type: never a type of a record, only a column of
// PerYearTable.
const TypeNotAccepted cv.PubType = "not_accepted"

// NoYearLabel is the label of the "no year" row and column.
const NoYearLabel = "no year"

// apartColumn is the per-year column a paper the options do not count for
// its kind is listed in: its type, or TypeNotAccepted when its type counts
// but its status keeps it apart; "" for a paper of a counted kind.
func (o Options) apartColumn(p cv.Publication) cv.PubType {
	switch {
	case o.countsPub(p):
		return ""
	case o.counts(p.Type):
		return TypeNotAccepted
	}
	return p.Type
}

// addYear adds credit c of column t in year y, or in the "no year" row
// when y is not a year.
func (pc *PaperCounts) addYear(y int, t cv.PubType, c float64) {
	if y <= 0 {
		pc.NoYear[t] += c
		return
	}
	if pc.YearType[y] == nil {
		pc.YearType[y] = pc.spare.typeMap()
	}
	pc.YearType[y][t] += c
}

// addTotals adds b's "no year" credit and not-counted reasons to a.
func (a *PaperCounts) addTotals(b PaperCounts) {
	for t, n := range b.NoYear {
		a.NoYear[t] += n
	}
	for v, n := range b.VenueNoYear {
		a.VenueNoYear[v] += n
	}
	for r, n := range b.NotCounted {
		a.NotCounted[r] += n
	}
}

// NoYearCredit is the credit of counted papers without a year.
func (pc PaperCounts) NoYearCredit(counts func(cv.PubType) bool) float64 {
	s := 0.0
	for t, n := range pc.NoYear {
		if counts(t) {
			s += n
		}
	}
	return s
}

// typesWithPapers are the columns with credit in some year or in the "no
// year" row.
func (pc PaperCounts) typesWithPapers() map[cv.PubType]bool {
	has := map[cv.PubType]bool{}
	for _, ts := range pc.YearType {
		for t, v := range ts {
			if v > 0 {
				has[t] = true
			}
		}
	}
	for t, v := range pc.NoYear {
		if v > 0 {
			has[t] = true
		}
	}
	return has
}

// hasVenueNoYear reports whether a catalogued venue has papers without a
// year: only then has the venue × year table a "no year" column.
func (pc PaperCounts) hasVenueNoYear() bool {
	for _, v := range pc.VenueNoYear {
		if v > 0 {
			return true
		}
	}
	return false
}

// noYearRow is the per-year table's "no year" row over the columns types,
// with its Counted and Listed totals; nil when every paper has a year.
func (r *Report) noYearRow(types []cv.PubType) []any {
	row := []any{NoYearLabel}
	counted, listed := 0.0, 0.0
	for _, ty := range types {
		v := r.Cohort.NoYear[ty]
		row = append(row, round2(v))
		listed += v
		if r.Options.counts(ty) {
			counted += v
		}
	}
	if listed == 0 {
		return nil
	}
	return append(row, round2(counted), round2(listed))
}

// apartColumn is Options.apartColumn's answer for one paper, in a byte:
// no column, TypeNotAccepted, or the paper's own type.
type apartColumn uint8

const (
	apartNone apartColumn = iota
	apartNotAccepted
	apartOwnType
)

// apartOf is col, the column of a paper of type t, as an apartColumn.
func apartOf(t, col cv.PubType) apartColumn {
	switch col {
	case "":
		return apartNone
	case TypeNotAccepted:
		return apartNotAccepted
	case t:
		return apartOwnType
	}
	panic("analytics: apart column " + string(col) + " for a paper of type " + string(t))
}

// apartType is the paper's per-year column when it is listed apart, ""
// for none.
func (p Paper) apartType() cv.PubType {
	switch p.apart {
	case apartNotAccepted:
		return TypeNotAccepted
	case apartOwnType:
		return p.Type
	}
	return ""
}
