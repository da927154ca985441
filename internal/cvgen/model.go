package cvgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Inline marks in item text; each format writes them its own way.
const (
	boldOn    = "\x01"
	boldOff   = "\x02"
	italicOn  = "\x03"
	italicOff = "\x04"
)

// Doc is a record laid out for writing: the header and the sections, the
// text already worded by the style. Templates differ only in how they
// write it.
type Doc struct {
	Person   Person
	Name     string
	Contact  []string // address, e-mail
	Email    string
	Sections []Section
	Style    Style
}

// Section is one heading and its items, in groups when the publications
// are split by type.
type Section struct {
	Kind    string
	Heading string
	Note    string // a line under the heading ("* equal contribution")
	Groups  []Group
}

// Group is a run of items, with a subheading ("" for none).
type Group struct {
	Heading string
	Items   []Item
}

// Item is one entry: its date for a margin, and its text in parts (one a
// line in a multi-line layout; joined with Sep on one line).
type Item struct {
	When  string   // date text; "" for none
	Dated bool     // Parts already carry the date
	Parts []string // the first is the main part (degree, title)
	Sep   string
	Desc  string // a sentence written under the item, or ""
	Tag   string // "[ACR'21]" for a paper: before the entry or after its title
	// TitleAt is the index of a paper's title in Parts.
	TitleAt int
}

// Line is the item on one line, with its date at the end when withWhen
// and the parts do not carry it.
func (it Item) Line(withWhen bool, s Style) string {
	parts := slices.Clone(it.Parts)
	if s.Tag == 1 && it.Tag != "" {
		parts[0] = it.Tag + " " + parts[0]
	} else if s.Tag == 2 && it.Tag != "" {
		parts[it.TitleAt] += " " + it.Tag
	}
	line := joinParts(parts, it.Sep)
	if withWhen && !it.Dated && it.When != "" {
		line += ", " + it.When
	}
	if !s.NoPeriod && !strings.HasSuffix(plain(line), ".") {
		line += "."
	}
	return line
}

// joinParts joins parts with sep, without doubling a period ("et al." and
// ". " give "et al. ").
func joinParts(parts []string, sep string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			if strings.HasSuffix(plain(parts[i-1]), ".") && strings.HasPrefix(sep, ".") {
				b.WriteString(sep[1:])
			} else {
				b.WriteString(sep)
			}
		}
		b.WriteString(p)
	}
	return b.String()
}

// Layout lays r out in style s.
func Layout(r *Record, s Style) Doc {
	d := Doc{Person: r.Person, Name: r.CV.Name, Email: r.CV.Contact.Emails[0], Style: s}
	d.Contact = []string{r.Address, r.CV.Contact.Emails[0]}
	for i, kind := range s.Order {
		sec := Section{Kind: kind, Heading: s.Headings[i]}
		sec.Groups, sec.Note = sectionGroups(r, s, kind)
		if len(sec.Groups) > 0 {
			d.Sections = append(d.Sections, sec)
		}
	}
	return d
}

func sectionGroups(r *Record, s Style, kind string) ([]Group, string) {
	var items []Item
	switch kind {
	case "education":
		items = eduItems(r, s)
	case "positions":
		items = positionItems(r, s)
	case "publications":
		return pubGroups(r, s)
	case "awards":
		items = awardItems(r, s)
	case "talks":
		items = talkItems(r, s)
	case "service":
		items = serviceItems(r)
	case "teaching":
		items = teachingItems(r)
	}
	if len(items) == 0 {
		return nil, ""
	}
	return []Group{{Items: items}}, ""
}

// dateText writes d in the style's month format.
func dateText(d cv.Date, s Style) string {
	switch {
	case d.Present:
		return s.Present
	case d.Year == 0:
		return ""
	case d.Month == 0:
		return fmt.Sprint(d.Year)
	}
	m := vocab.months[d.Month-1]
	switch s.Months {
	case 1:
		return fmt.Sprintf("%02d/%d", d.Month, d.Year)
	case 2:
		return m[0] + " " + fmt.Sprint(d.Year)
	case 3:
		return fmt.Sprintf("%d-%02d", d.Year, d.Month)
	}
	return m[1] + " " + fmt.Sprint(d.Year)
}

func span(a, b cv.Date, s Style) string {
	x, y := dateText(a, s), dateText(b, s)
	if y == "" || y == x {
		return x
	}
	return x + s.Dash + y
}

func eduItems(r *Record, s Style) []Item {
	var out []Item
	for _, e := range r.CV.Education {
		when := span(e.Start, e.End, s)
		if e.Expected {
			when += " (expected)"
		}
		it := Item{When: when, Parts: []string{boldOn + e.Degree + boldOff, e.Institution}, Sep: ", "}
		if len(e.Advisors) > 0 {
			it.Desc = advisorLine(e.Advisors)
		}
		out = append(out, it)
	}
	return ordered(out, s.Reverse)
}

func advisorLine(names []string) string {
	if len(names) == 1 {
		return "Advisor: " + names[0]
	}
	return "Advisors: " + strings.Join(names, " and ")
}

func positionItems(r *Record, s Style) []Item {
	var out []Item
	for i, p := range r.CV.Positions {
		it := Item{When: span(p.Start, p.End, s), Parts: []string{boldOn + p.Title + boldOff, p.Organization}, Sep: ", "}
		if s.Descs {
			it.Desc = r.Descs[i]
		}
		out = append(out, it)
	}
	return ordered(out, s.Reverse)
}

func ordered(items []Item, reverse bool) []Item {
	if reverse {
		for i, j := 0, len(items)-1; i < j; i, j = i+1, j-1 {
			items[i], items[j] = items[j], items[i]
		}
	}
	return items
}

func awardItems(r *Record, s Style) []Item {
	var out []Item
	for _, a := range r.CV.Awards {
		when := ""
		if a.Year != 0 {
			when = fmt.Sprint(a.Year)
			if a.EndYear != 0 && a.EndYear != a.Year {
				when += s.Dash + fmt.Sprint(a.EndYear)
			}
		}
		out = append(out, Item{When: when, Parts: []string{awardName(a)}, Sep: ", "})
	}
	return out
}

// awardName writes the award with its status.
func awardName(a cv.Award) string {
	switch a.Status {
	case cv.StatusFinalist:
		return a.Name + " (Finalist)"
	case cv.StatusNominee:
		return "Nominated for the " + a.Name
	case cv.StatusHonorableMention:
		return a.Name + ", Honorable Mention"
	}
	return a.Name
}

func talkItems(r *Record, s Style) []Item {
	var out []Item
	for _, t := range r.CV.Talks {
		out = append(out, Item{When: dateText(t.Date, s), Parts: []string{quoted(t.Title, s), t.Event}, Sep: ", "})
	}
	return out
}

func serviceItems(r *Record) []Item {
	var out []Item
	for _, v := range r.CV.Service {
		out = append(out, Item{Parts: []string{v.Role}, Sep: ", ", Dated: true})
	}
	return out
}

func teachingItems(r *Record) []Item {
	var out []Item
	for _, t := range r.CV.Teaching {
		out = append(out, Item{When: strings.Join(t.Terms, ", "), Parts: []string{t.Role, t.Course, t.Institution}, Sep: ", "})
	}
	return out
}

// quoted writes a title in curly quotes when the style says so.
func quoted(title string, s Style) string {
	if s.Curly {
		return "“" + title + "”"
	}
	return title
}

// plain strips the inline marks.
func plain(s string) string {
	return strings.NewReplacer(boldOn, "", boldOff, "", italicOn, "", italicOff, "").Replace(s)
}
