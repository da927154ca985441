package cvgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// pubTypes are the publication groups in the order a grouped list
// writes them.
var pubTypes = []cv.PubType{cv.TypeConference, cv.TypeJournal, cv.TypeWorkshop, cv.TypePreprint}

// pubGroups lays the publications out, one group or one per type, and the
// note on equal-contribution marks when any paper has them.
func pubGroups(r *Record, s Style) ([]Group, string) {
	note := ""
	for _, t := range r.Pubs {
		if slices.Contains(t.Marks, true) {
			note = "Authors marked with * contributed equally."
		}
	}
	if !s.Group {
		var items []Item
		for i := range r.CV.Publications {
			items = append(items, pubItem(r, i, s))
		}
		return []Group{{Items: items}}, note
	}
	var groups []Group
	for _, typ := range pubTypes {
		g := Group{Heading: pubGroupHeading(typ, len(r.CV.Publications))}
		for i, p := range r.CV.Publications {
			if p.Type == typ {
				g.Items = append(g.Items, pubItem(r, i, s))
			}
		}
		if len(g.Items) > 0 {
			groups = append(groups, g)
		}
	}
	return groups, note
}

// pubGroupHeading picks a subheading for typ; n varies the choice between
// records without a draw.
func pubGroupHeading(typ cv.PubType, n int) string {
	hs := vocab.pubGroups.get(string(typ))
	return hs[n%len(hs)]
}

// pubItem writes publication i: parts title, authors, venue line, and
// the one-line order the style asks for.
func pubItem(r *Record, i int, s Style) Item {
	p, t := r.CV.Publications[i], r.Pubs[i]
	authors := authorList(p, t, s)
	venue := venueLine(p)
	title := p.Title
	it := Item{Dated: true, Sep: ". "}
	switch s.Cite {
	case 1:
		it.Parts = []string{boldOn + title + boldOff, authors, venue}
	case 2:
		it.Parts = []string{authors + ",", "“" + title + ",”", venue}
		it.Sep, it.TitleAt = " ", 1
	default:
		it.Parts = []string{authors, quoted(title, s), venue}
		it.TitleAt = 1
	}
	if p.Year != 0 {
		it.When = fmt.Sprint(p.Year)
	}
	if p.Venue != "" && p.Year != 0 && !strings.Contains(p.Venue, " ") {
		it.Tag = fmt.Sprintf("[%s'%02d]", p.Venue, p.Year%100)
	}
	if s.Descs {
		it.Desc = t.Desc
	}
	return it
}

// authorList joins the authors the way their name style is usually
// joined, with marks, the owner in bold when the style says, and "et al."
// after a cut list.
func authorList(p cv.Publication, t PubText, s Style) string {
	names := make([]string, len(p.Authors))
	for i, a := range p.Authors {
		if t.Marks[i] {
			a += "*"
		}
		if i == t.Self && s.Bold {
			a = boldOn + a + boldOff
		}
		names[i] = a
	}
	lastFirst := strings.Contains(p.Authors[0], ", ")
	var out string
	switch {
	case len(names) == 1:
		out = names[0]
	case lastFirst:
		out = strings.Join(names, "; ")
	case len(names) == 2:
		out = names[0] + " and " + names[1]
	default:
		out = strings.Join(names[:len(names)-1], ", ") + ", and " + names[len(names)-1]
	}
	if p.EtAl {
		if lastFirst {
			return out + "; et al."
		}
		return strings.Replace(out, ", and ", ", ", 1) + ", et al."
	}
	return out
}

// venueLine writes where and when a paper appeared, its status and award.
func venueLine(p cv.Publication) string {
	var b strings.Builder
	switch {
	case p.Status == cv.PubUnderReview:
		b.WriteString("Under review")
	case p.Status == cv.PubToAppear:
		b.WriteString("To appear in " + italicOn + p.VenueRaw + italicOff)
	default:
		if rest, ok := strings.CutPrefix(p.VenueRaw, "In "); ok {
			b.WriteString("In " + italicOn + rest + italicOff)
		} else {
			b.WriteString(italicOn + p.VenueRaw + italicOff)
		}
	}
	if p.Year != 0 && p.Status != cv.PubUnderReview {
		b.WriteString(", " + fmt.Sprint(p.Year))
	}
	for _, a := range p.Awards {
		b.WriteString(". " + boldOn + a + boldOff)
	}
	return b.String()
}
