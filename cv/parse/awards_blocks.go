package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
)

// How an award's entry runs over several lines.
//
// A list item nested under an award describes it, when it names no award
// of its own:
//
//	- Lantern Prize, Harbor College, 2011.
//	  - Given each year to three juniors for their promise.
//
// Lines with no list marker under a bulleted award carry it on (a wrapped
// line, a project title, a grant number): they are never awards of the
// same year, as a short line under a dated line of a column layout is.
//
// A bold word that opens a sentence ("**Elected** to the Example Society,
// 2011") is emphasis, not the award's name: the sentence is.

// nestedUnder reports whether l is a list item nested deeper than the
// list item above, by its depth or its indentation.
func nestedUnder(l, above line) bool {
	if l.List == "" || above.List == "" {
		return false
	}
	if d, a := l.Depth&15, above.Depth&15; d != a {
		return d > a
	}
	return l.Indent > above.Indent
}

// describesAward reports whether an item's head is a description of the
// award item above it (whose head is above): a list item nested under it
// that names no award.
func describesAward(l, above line) bool {
	return nestedUnder(l, above) && !namesAward(l.Text)
}

// carriesListItem reports whether l, a line below an award whose head is
// head, carries that item on: the head is a list item and l is not.
func carriesListItem(head, l line) bool {
	return head.List != "" && l.List == ""
}

// boldOpensSentence reports whether the bold span b that opens a line is
// one word whose sentence goes on in lower case after it ("**Elected**
// to ..."): the bold is emphasis, the whole line the award.
func boldOpensSentence(b, rest string) bool {
	if strings.ContainsAny(strings.TrimSpace(b), " \t") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(rest))
	return unicode.IsLower(r)
}

// An award set on two lines, its name above and its issuer and date
// below, the name often in bold:
//
//	Imaginary Graduate Scholarship
//	  Example University, Department of Physics              2021—2023
//	Lantern Prize of Distinction
//	  Harbor College                                               2019
//
// Read line by line, the dated lines look like the entries and each name
// like a line carrying on the entry above, so every name lands on the
// wrong year. When a section alternates so, an undated line then a dated
// one, from its first line to its last, each pair is one award: the
// upper line its name, the lower its issuer and date.

// pairedAwardItems reads a section laid out as name/detail pairs, nil
// when it is not: at least two pairs, every upper line undated and not a
// list item, every lower line dated at one end and not bold.
func pairedAwardItems(ls []line) []item {
	n := filledCount(ls) // speed_filled.go: the rows are read in place, not copied
	if n < 4 || n%2 != 0 {
		return nil
	}
	first := nextFilled(ls, 0)
	out := make([]item, 0, n/2)
	for i := first; i < len(ls); {
		j := nextFilled(ls, i+1)
		name, detail := ls[i], ls[j]
		if !awardNameOfPair(name, ls[first]) || !awardDetailOfPair(detail) {
			return nil
		}
		out = append(out, item{head: name, more: []line{detail}})
		i = nextFilled(ls, j+1)
	}
	return out
}

// awardNameOfPair reports whether l can be the upper line of a pair: no
// date, no list marker, not a heading, set like the first upper line.
func awardNameOfPair(l, first line) bool {
	return l.List == "" && l.Heading == 0 && l.Bold == first.Bold && len(memOf(l).findDates(l.Text)) == 0
}

// awardDetailOfPair reports whether l can be the lower line of a pair:
// dated at one end, not only a date, not bold.
func awardDetailOfPair(l line) bool {
	return !l.Bold && l.List == "" && headDated(l)
}

// readPairDetail reads the lower line of a name/detail pair into the
// award above: the date is its year, the text beside it its issuer.
func (p *parser) readPairDetail(a *cv.Award, l line) {
	issuer, dateText := "", ""
	if len(l.Cells) > 1 {
		var text string
		text, dateText, issuer = awardCells(l.Cells)
		if issuer == "" {
			issuer = text // "Issuer<tab>2021": the cells that are not the date
		}
	} else if ds := p.m.findDates(l.Text); len(ds) > 0 {
		d := ds[len(ds)-1]
		if ds[0].start == 0 {
			d = ds[0]
		}
		dateText = l.Text[d.start:d.end]
		issuer = strings.TrimSpace(l.Text[:d.start] + " " + l.Text[d.end:])
	}
	if ds := p.m.findDates(dateText); len(ds) > 0 && a.Year == 0 {
		setAwardYear(a, ds[0])
	}
	if issuer = strings.Trim(issuer, " ,;:-–—"); a.Issuer == "" && issuer != "" {
		a.Issuer = issuer
	}
}

// endsWithAwardWord reports whether a part of an award list ("Acme
// Scholarship, Globex Prize") ends with a word that names an award. A
// society is an award only as an honour society ("Sigma Kappa Lambda
// Honor Society"); "Conference of the Example Computing Society" after
// "Best Paper Award," names who gave the award, not a second one.
func endsWithAwardWord(ws []string) bool {
	if len(ws) < 2 || !awardWords[ws[len(ws)-1]] {
		return false
	}
	if ws[len(ws)-1] != "society" {
		return true
	}
	for _, w := range ws {
		switch w {
		case "honor", "honour", "honors", "honours":
			return true
		}
	}
	return false
}

// trimFullStop drops the full stop that ends an award line written as a
// sentence ("Harbor Graduate Fellowship."), keeping the one of an
// abbreviation ("Ph.D.", "Inc.", "Dr.").
func trimFullStop(name string) string {
	t, ok := strings.CutSuffix(name, ".")
	if !ok {
		return name
	}
	last := t[strings.LastIndexAny(t, " \t")+1:]
	if len(last) < 4 || strings.Contains(last, ".") {
		return name
	}
	return strings.TrimRight(t, " ")
}
