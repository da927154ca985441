package parse

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

const (
	monthNames = `jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?`
	yearPat    = `(?:19[5-9]\d|20\d\d)`
)

// reDateAtom finds one date: "Aug. 2017", "August 21, 2017", "Fall 2009",
// "08/2011", "2017-08", "10.2016", "2017", or a word for "present".
var reDateAtom = regexp.MustCompile(`(?i)\b(?:(` + monthNames + `)\.?,?\s*(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(` + yearPat + `)` +
	`|(spring|summer|fall|autumn|winter)\s+(` + yearPat + `)` +
	`|(0?[1-9]|1[0-2])[/.](` + yearPat + `)` +
	`|(` + yearPat + `)[/.-](0[1-9]|1[0-2])` +
	`|(` + yearPat + `)` +
	`|(present|now|current|today|ongoing|to date))\b`)

var reSince = regexp.MustCompile(`(?i)\b(?:since|from|starting)\s+$`)
var reRangeSep = regexp.MustCompile(`^\s*(?:[-–—~−‒―]+|to|until|till)\s*$`)
var reExpected = regexp.MustCompile(`(?i)^\W{0,3}(?:expected|anticipated|est\.)`)

// dateSpan is a date or a date range found in text.
type dateSpan struct {
	start, end int // byte span in the text
	from, to   cv.Date
	isRange    bool
	expected   bool
}

type atom struct {
	start, end int
	d          cv.Date
	present    bool
}

func monthNum(s string) int {
	s = strings.ToLower(s)
	if len(s) < 3 {
		return 0
	}
	switch s[:3] {
	case "jan":
		return 1
	case "feb":
		return 2
	case "mar":
		return 3
	case "apr":
		return 4
	case "may":
		return 5
	case "jun":
		return 6
	case "jul":
		return 7
	case "aug":
		return 8
	case "sep":
		return 9
	case "oct":
		return 10
	case "nov":
		return 11
	case "dec":
		return 12
	}
	return 0
}

func seasonMonth(s string) int {
	switch strings.ToLower(s) {
	case "spring":
		return 1
	case "summer":
		return 6
	case "fall", "autumn":
		return 9
	case "winter":
		return 12
	}
	return 0
}

// hasYear reports whether s holds four digits that could be a year.
func hasYear(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			run++
			if run == 4 && (s[i-3] == '1' && s[i-2] == '9' || s[i-3] == '2' && s[i-2] == '0') {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// dateWindows returns the stretches of s that can hold a date: around
// each year and each word for "present". Searching only these keeps the
// date pattern off the bulk of the text.
func dateWindows(s string) [][2]int {
	var ws [][2]int
	add := func(a, b int) {
		a, b = max(0, a), min(len(s), b)
		if n := len(ws); n > 0 && a <= ws[n-1][1] {
			ws[n-1][1] = max(ws[n-1][1], b)
			return
		}
		ws = append(ws, [2]int{a, b})
	}
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			run++
			if run == 4 && (s[i-3] == '1' && s[i-2] == '9' || s[i-3] == '2' && s[i-2] == '0') {
				add(i-3-28, i+5)
			}
			continue
		}
		run = 0
		if c|0x20 == 'p' || c|0x20 == 'n' || c|0x20 == 'c' || c|0x20 == 't' || c|0x20 == 'o' {
			rest := s[i:min(len(s), i+7)]
			for _, w := range presentWords {
				if len(rest) >= len(w) && strings.EqualFold(rest[:len(w)], w) {
					add(i-1, i+len(w)+1)
					break
				}
			}
		}
	}
	return ws
}

var presentWords = []string{"present", "now", "current", "today", "ongoing", "to date"}

func atoms(s string) []atom {
	if !hasYear(s) {
		return nil
	}
	var out []atom
	for _, w := range dateWindows(s) {
		out = appendAtoms(out, s, w[0], w[1])
	}
	return out
}

func appendAtoms(out []atom, full string, from, to int) []atom {
	s := full[:to]
	for _, m := range reDateAtom.FindAllStringSubmatchIndex(full[from:to], -1) {
		for k := range m {
			if m[k] >= 0 {
				m[k] += from
			}
		}
		g := func(i int) string {
			if m[2*i] < 0 {
				return ""
			}
			return s[m[2*i]:m[2*i+1]]
		}
		a := atom{start: m[0], end: m[1]}
		switch {
		case g(1) != "":
			a.d = cv.Date{Year: atoi(g(2)), Month: monthNum(g(1))}
		case g(3) != "":
			a.d = cv.Date{Year: atoi(g(4)), Month: seasonMonth(g(3))}
		case g(5) != "":
			a.d = cv.Date{Year: atoi(g(6)), Month: atoi(g(5))}
		case g(7) != "":
			a.d = cv.Date{Year: atoi(g(7)), Month: atoi(g(8))}
		case g(9) != "":
			a.d = cv.Date{Year: atoi(g(9))}
		default:
			a.d = cv.Present
			a.present = true
		}
		out = append(out, a)
	}
	return out
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// findDates returns the dates and date ranges in s, in order. A bare word
// such as "now" only counts as the end of a range.
func findDates(s string) []dateSpan {
	as := atoms(s)
	var out []dateSpan
	for i := 0; i < len(as); i++ {
		a := as[i]
		if i+1 < len(as) && as[i+1].start-a.end <= 16 && reRangeSep.MatchString(s[a.end:as[i+1].start]) && !a.present {
			b := as[i+1]
			ds := dateSpan{start: a.start, end: b.end, from: a.d, to: b.d, isRange: true}
			ds.expected, ds.end = expectedAfter(s, b.end)
			out = append(out, ds)
			i++
			continue
		}
		if a.present {
			continue
		}
		ds := dateSpan{start: a.start, end: a.end, from: a.d, to: a.d}
		ds.expected, ds.end = expectedAfter(s, a.end)
		from := max(0, a.start-16)
		if m := reSince.FindStringIndex(s[from:a.start]); m != nil {
			ds.start, ds.to, ds.isRange = from+m[0], cv.Present, true
		}
		out = append(out, ds)
	}
	return out
}

func expectedAfter(s string, end int) (bool, int) {
	rest := s[end:min(len(s), end+20)] // look just past the date
	if m := reExpected.FindStringIndex(rest); m != nil {
		e := end + m[1]
		if strings.HasPrefix(s[e:], ")") {
			e++
		}
		return true, e
	}
	return false, end
}

// onlyPresent reports whether s is just a word for "now".
func onlyPresent(s string) bool {
	switch strings.ToLower(strings.Trim(s, " *_.()")) {
	case "present", "now", "current", "today", "ongoing":
		return true
	}
	return false
}

// dateLine reports whether a line is (nearly) only a date or date range, and
// returns it. rest is the text left over.
func dateLine(s string) (dateSpan, string, bool) {
	if onlyPresent(s) {
		return dateSpan{to: cv.Present, isRange: true}, "", true
	}
	ds := findDates(s)
	if len(ds) == 0 {
		return dateSpan{}, s, false
	}
	d := ds[len(ds)-1]
	for _, x := range ds {
		if x.isRange {
			d = x
			break
		}
	}
	rest := strings.TrimSpace(s[:d.start] + " " + s[d.end:])
	rest = strings.Trim(rest, " ,;|·•()*_-–—")
	return d, rest, len(words(rest)) <= 1 || (len(ds) == 1 && len(rest) <= 3)
}

// twoDigitYear turns "'24" into 2024 and "'98" into 1998.
func twoDigitYear(s string) int {
	n := atoi(s)
	if n <= 40 {
		return 2000 + n
	}
	return 1900 + n
}
