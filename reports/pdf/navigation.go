package pdf

import (
	"fmt"
	"math"
)

// The PDF is for reading on a screen as much as on paper: its first
// page(s) are a contents page, and its outline (the bookmarks a viewer
// shows beside the pages) has the same entries: the cohort sections, then
// "Candidates" with one entry per candidate. The contents lines link to
// their pages.
//
// The contents must show page numbers that are known only once the rest
// is laid out, so its pages are reserved first (their number follows from
// the number of entries: one line each) and filled in at the end.

// Titles of the cohort sections, in the order they are drawn; the
// contents and the outline list them.
const (
	secContents   = "Contents"
	secSummary    = "Cohort summary"
	secCharts     = "Cohort charts: publications per year, fellowships"
	secComparison = "Cohort comparison"
	secQuality    = "Data quality"
	secPerYear    = "Publications per year (table)"
)

// cohortSections are the cohort's entries in the contents.
var cohortSections = []string{secSummary, secCharts, secComparison, secQuality, secPerYear, secMatrix}

// entry is one bookmark of the outline and, but for the contents' own,
// one line of the contents.
type entry struct {
	title string
	note  string  // shown after the title in the contents (the stage)
	level int     // 0: a section; 1: a candidate, under "Candidates"
	page  int     // 1-based
	y     float64 // where on the page the entry starts, mm from the top
	pageH float64 // the height of that page (portrait or landscape)
	link  int     // fpdf's internal link to (page, y)
	// file is the candidate's own PDF (WriteSplit's cohort file), linked
	// from the contents instead of a page; page is then 0
	file string
}

// Layout of the contents pages (portrait).
const (
	tocRowH      = 4.6
	tocFirstTop  = headerBottom + 2 + 15 // below the title and the note
	tocTop       = headerBottom + 2
	tocNumberW   = 14.0 // room for the page number
	tocIndent    = 6.0  // of a candidate under "Candidates"
	tocTitleSize = 16.0
)

// tocRows is how many contents lines fit on page i (0-based) of the
// contents.
func tocRows(i int) int {
	top := tocTop
	if i == 0 {
		top = tocFirstTop
	}
	return int(math.Floor((pageH - footerSpace - top) / tocRowH))
}

// tocPages is the number of pages the contents of n lines takes.
func tocPages(n int) int {
	pages := 1
	for n -= tocRows(0); n > 0; n -= tocRows(pages - 1) {
		pages++
	}
	return pages
}

// tocLines is the number of contents lines of a report of n candidates:
// the cohort sections, and "Candidates" with a line for each.
func tocLines(n int) int {
	if n == 0 {
		return len(cohortSections)
	}
	return len(cohortSections) + 1 + n
}

// reserveContents adds the (empty) contents pages and their bookmark.
func (d *doc) reserveContents() {
	n := tocPages(tocLines(len(d.r.Candidates)) + shortlistLines(d.r))
	for i := 0; i < n; i++ {
		d.newPage(false)
		if i == 0 {
			d.mark(secContents, "", 0, 0)
		}
	}
	d.tocFirst, d.tocN = 1, n
}

// mark records an entry at y on the current page.
func (d *doc) mark(title, note string, level int, y float64) {
	_, h := d.pageSize()
	link := d.f.AddLink()
	d.f.SetLink(link, y, -1)
	d.entries = append(d.entries, entry{title: clean(title), note: note, level: level, page: d.f.PageNo(), y: y, pageH: h, link: link})
}

// markSection starts a section: a new page unless the heading and about
// min mm fit, and its entry at the heading.
func (d *doc) markSection(title string, min float64) {
	d.need(7 + min)
	d.mark(title, "", 0, math.Max(d.f.GetY()-2, 0))
}

// finishNavigation fills the reserved contents pages and writes the
// outline; the last page is finished (its footer drawn) before.
func (d *doc) finishNavigation() {
	d.drawContents()
	d.outline()
	d.entries = nil // drawn and in the outline: not kept while the document is written
}

// goTo makes page p current again and puts the graphics state of its
// content stream in step with fpdf's: fpdf skips a font or colour
// operator when its own state already matches, which after a page switch
// may not be the page's.
func (d *doc) goTo(p int) {
	f := d.f
	f.SetPage(p)
	st, sz := d.style, d.size
	f.SetFont(d.family, "", 1) // differs from any size used: forces the font operator
	d.setFont(st, sz)
	d.fill(paper) // emits the fill operator; text colours follow from it
	d.draw(rule)
}

// drawContents writes the contents lines on the reserved pages: the
// cohort sections, then "Candidates (n)" and each candidate with the
// stage, with page numbers and links.
func (d *doc) drawContents() {
	// the entries but the contents' own, read in place (a copy of them
	// was 40 MB at 100,000 candidates)
	n, next := 0, 0
	for _, e := range d.entries {
		if e.title != secContents {
			n++
		}
	}
	line := func() (entry, bool) {
		for ; next < len(d.entries); next++ {
			if e := d.entries[next]; e.title != secContents {
				next++
				return e, true
			}
		}
		return entry{}, false
	}
	for i := 0; i < d.tocN; i++ {
		d.goTo(d.tocFirst + i)
		d.pageMissing, d.pageArabic = 0, 0
		y := tocTop
		if i == 0 {
			d.contentsTitle(n)
			y = tocFirstTop
		}
		for k := 0; k < tocRows(i); k++ {
			e, ok := line()
			if !ok {
				break
			}
			d.contentsLine(e, y)
			y += tocRowH
		}
		d.pageNotes(pageH)
	}
}

// contentsTitle heads the first contents page.
func (d *doc) contentsTitle(n int) {
	top := headerBottom + 2
	d.setFont("B", tocTitleSize)
	d.color(accent)
	d.text(margin, top+5, secContents)
	d.setFont("", 8)
	d.color(text2)
	k := len(d.r.Candidates)
	d.text(margin, top+10.5, d.fit(fmt.Sprintf("%d entr%s: the cohort sections and %d candidate%s. The PDF's outline (bookmarks) has the same entries; each line links to its page.",
		n, map[bool]string{true: "y", false: "ies"}[n == 1], k, plural(k)), pageW-2*margin))
}

// contentsLine draws one line: the title (and the stage of a
// candidate), a dotted leader and the page number, linked to the entry.
func (d *doc) contentsLine(e entry, y float64) {
	f := d.f
	x := margin + float64(e.level)*tocIndent
	right := pageW - margin
	num := fmt.Sprint(e.page)
	switch {
	case e.file != "":
		num = "file"
	case e.page == 0: // a heading of entries in other files
		num = ""
	}
	base := y + 3.3
	d.setFont("", 8.5)
	if e.level == 0 {
		d.setFont("B", 8.5)
	}
	d.color(text1)
	room := right - tocNumberW - x
	title := d.fit(e.title, room)
	d.text(x, base, title)
	end := x + d.measure(title)
	if e.note != "" {
		d.setFont("", 7.5)
		d.color(text3)
		note := " · " + e.note
		if end+d.measure(note) < right-tocNumberW {
			d.text(end, base, note)
			end += d.measure(note)
		}
	}
	d.setFont("", 8.5)
	d.color(text1)
	nw := d.measure(num)
	d.text(right-nw, base, num)
	if lead := right - nw - 2 - (end + 2); lead > 2 {
		d.draw(text3)
		d.lineW(0.25)
		f.SetDashPattern([]float64{0.25, 1.1}, 0)
		f.Line(end+2, base, right-nw-2, base)
		f.SetDashPattern(nil, 0)
	}
	switch {
	case e.file != "":
		f.LinkString(x, y, right-x, tocRowH, e.file)
	case e.page > 0:
		f.Link(x, y, right-x, tocRowH, e.link)
	}
}

// outline writes the bookmarks, in the order of the entries. fpdf places
// a bookmark by the height of the last page; the y given makes it point
// at the entry on a page of either orientation.
func (d *doc) outline() {
	_, lastH := d.pageSize()
	for _, e := range d.entries {
		if e.page == 0 { // in another file
			continue
		}
		d.f.SetPage(e.page)
		d.f.Bookmark(e.title, e.level, e.y+lastH-e.pageH)
	}
}
