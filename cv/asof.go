package cv

// AsOf is the date a CV speaks for, and where vitae found it. Rates per
// career year, "present" spans and years since the PhD are measured to it.
type AsOf struct {
	Date Date `json:"date"`
	// Source says where the date came from: AsOfStated, AsOfFile or
	// AsOfLatestItem.
	Source string `json:"source"`
}

// Where an AsOf date came from, most trusted first.
const (
	AsOfStated     = "stated"      // a "Last updated …" line in the CV
	AsOfFile       = "file"        // the file's own metadata (PDF info, DOCX core properties, HTML meta)
	AsOfLatestItem = "latest item" // the latest dated entry of the CV
	AsOfOverride   = "override"    // --as-of, for every CV of a report
)

// LatestDate returns the latest date the CV's own entries carry: starts
// and ends of degrees and positions, and the years of published papers,
// awards, talks and service. Expected ends, "present" and papers
// not yet published (planned work is not "now") do not count. The zero
// Date when the CV has no dated entry.
func (c *CV) LatestDate() Date {
	var latest Date
	see := func(d Date) {
		if !d.Present && d.Year > 0 && latest.Before(d) {
			latest = d
		}
	}
	for _, e := range c.Education {
		see(e.Start)
		if !e.Expected {
			see(e.End)
		}
	}
	for _, p := range c.Positions {
		see(p.Start)
		see(p.End)
	}
	for _, p := range c.Publications {
		if p.Type != TypePreprint && (p.Status == "" || p.Status == PubPublished || p.Status == PubToAppear) {
			see(Date{Year: p.Year})
		}
	}
	for _, a := range c.Awards {
		see(Date{Year: a.Year})
	}
	for _, t := range c.Talks {
		see(t.Date)
	}
	for _, s := range c.Service {
		see(Date{Year: s.Year})
	}
	return latest
}
