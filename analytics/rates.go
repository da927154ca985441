package analytics

import (
	"fmt"
	"strings"
)

// Rate bases: where a rate's window starts.
const (
	BasisPhDStart   = "from PhD start"
	BasisFirstPaper = "from first paper"
)

// Rate is a rate that explains itself: Papers (credit of counted papers)
// over Years (calendar years From..To, both counted), the window starting
// at the PhD start or, without one, at the first counted paper (Basis)
// and ending at the year the CV is measured to. Papers without a year are
// in Papers (NoYear of them); counted papers before From are not (Before
// of them). The zero Rate is no rate: no start, or a start after the CV's
// date.
type Rate struct {
	Value  float64 `json:"value"`
	Papers float64 `json:"papers"`
	Years  float64 `json:"years"`
	From   int     `json:"from,omitempty"`
	To     int     `json:"to,omitempty"`
	Basis  string  `json:"basis,omitempty"`
	NoYear float64 `json:"no_year,omitempty"`
	Before float64 `json:"before,omitempty"`
}

// String says how the rate is made: "15 counted papers / 8 years,
// 2018–2025, from PhD start", with the papers without a year it includes
// and the papers before the window it leaves out; "" for no rate.
func (r Rate) String() string {
	if r.Years == 0 {
		return ""
	}
	papers := "counted papers"
	if r.Papers == 1 {
		papers = "counted paper"
	}
	years := "years"
	if r.Years == 1 {
		years = "year"
	}
	s := fmt.Sprintf("%s %s / %s %s, %d–%d, %s", FormatNumber(round2(r.Papers)), papers, FormatNumber(r.Years), years, r.From, r.To, r.Basis)
	var notes []string
	if r.NoYear > 0 {
		notes = append(notes, FormatNumber(round2(r.NoYear))+" without a year included")
	}
	if r.Before > 0 {
		notes = append(notes, fmt.Sprintf("%s before %d not in it", FormatNumber(round2(r.Before)), r.From))
	}
	if len(notes) > 0 {
		s += " (" + strings.Join(notes, "; ") + ")"
	}
	return s
}

// rateOf is the candidate's papers per year, measured to the year asOf:
// from the PhD start, else from the first counted paper with a year.
func rateOf(c *Candidate, asOf int) Rate {
	r := Rate{Basis: BasisPhDStart}
	if c.PhD != nil && c.PhD.Start.Year > 0 {
		r.From = c.PhD.Start.Year
	}
	if r.From == 0 {
		r.Basis, r.From = BasisFirstPaper, firstCountedYear(c)
	}
	if r.From == 0 || asOf < r.From {
		return Rate{}
	}
	r.To = asOf
	r.Years = float64(clampYear(asOf) - clampYear(r.From) + 1)
	// the rate counts the papers of those years (and papers without a
	// year), so papers from before the PhD do not inflate it
	for _, p := range c.Papers {
		switch {
		case !p.Counted:
		case p.Year == 0:
			r.Papers += p.Credit
			r.NoYear += p.Credit
		case p.Year >= r.From && p.Year <= asOf:
			r.Papers += p.Credit
		case p.Year < r.From:
			r.Before += p.Credit
		}
	}
	r.Value = round2(r.Papers / r.Years)
	return r
}

// firstCountedYear is the year of the candidate's first counted paper, 0
// when no counted paper has a year.
func firstCountedYear(c *Candidate) int {
	first := 0
	for _, p := range c.Papers {
		if p.Counted && p.Year > 0 && (first == 0 || p.Year < first) {
			first = p.Year
		}
	}
	return first
}
