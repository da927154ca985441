package parse

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/textscan"
)

var (
	reEmail      = regexp.MustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}`)
	reURL        = regexp.MustCompile(`(?i)\b(?:https?://|www\.)[^\s<>()\]]+|\b[a-z0-9-]+\.(?:com|org|net|edu|io|xyz|me|dev|ai)(?:/[^\s<>()\]]*)?`)
	reBirth      = regexp.MustCompile(`(?i)\b(?:date of birth|born|birth ?date|dob)\s*[:：]?\s*(.+)`)
	reGender     = regexp.MustCompile(`(?i)^(?:gender\s*[:：]\s*)?(male|female|non-binary)\b[,;]?\s*(.*)$`)
	reNation     = regexp.MustCompile(`(?i)^(?:nationality|citizenship)\s*[:：]\s*(.+)$`)
	reAddress    = regexp.MustCompile(`(?i)\d+.*\b(?:ave|avenue|st|street|rd|road|blvd|drive|dr|way|lane|ln|hall|building|bldg|room)\b|\b\d{5}(?:-\d{4})?\b|\b\d{6}\b`)
	reObfuscated = regexp.MustCompile(`(?i)\s*[\[(\{]\s*(?:at|dot)\s*[\])\}]\s*`)
)

// parseHeader reads the owner's name, contact and personal details from
// the lines above the first section.
func (p *parser) parseHeader(ls []line) {
	var para []string
	for _, l := range ls {
		if l.Blank {
			p.flushSummary(para)
			para = nil
			continue
		}
		t := l.Text
		if n, ok := nameOf(t); p.cv.Name == "" && ok {
			p.cv.Name = n
			p.m.note(l.N, roleName, "name: the header's first line that looks like a name")
			continue
		}
		if p.cv.Name == "" && len(l.Cells) >= 2 {
			// columns: "Jane Doe        jane@example.org" or
			// "PERSONAL INFORMATION    Jane Doe"
			n0, ok0 := nameOf(l.Cells[0])
			n1, ok1 := nameOf(l.Cells[1])
			switch {
			case ok0:
				p.cv.Name = n0
			case ok1 && !strings.ContainsAny(l.Cells[0], "@0123456789"):
				p.cv.Name = n1
			}
			if p.cv.Name != "" {
				p.m.note(l.N, roleName, "name: a column of the header's line that looks like a name")
				p.contactLine(l)
				continue
			}
		}
		if n, ok := nameFirstCell(t); p.cv.Name == "" && ok {
			p.cv.Name = n // "Jane Doe, Research Scientist, jane@example.org"
			p.contactLine(l)
			continue
		}
		if p.contactLine(l) {
			p.m.note(l.N, roleContact, "contact: an address, e-mail, phone or link")
			continue
		}
		p.m.note(l.N, roleSummary, "header text: neither the name nor contact; a long paragraph is the summary")
		para = append(para, t)
	}
	p.flushSummary(para)
}

func (p *parser) flushSummary(para []string) {
	s := strings.Join(para, " ")
	p.proseTeaching(s) // "I taught ..." in the bio (misc.go)
	if len(s) > 150 && p.cv.Summary == "" {
		p.cv.Summary = s
	}
}

// contactLine takes what contact details a line holds; it reports whether
// the line was contact or personal data (and so not prose).
func (p *parser) contactLine(l line) bool {
	t := deobfuscateEmail(l.Text)
	var emails [][]int // where the addresses are: one pass of reEmail
	if strings.IndexByte(t, '@') >= 0 {
		emails = emailSpans(t)
	}
	found := p.takeEmails(t, emails)
	if len(t) > 200 {
		return false
	}
	if p.takePersonal(t) {
		return true
	}
	rest := replaceSpans(t, emails, " ")
	rest, links := p.takeLinks(rest)
	phones := p.takePhones(rest)
	found = found || links || phones
	if !found && p.cv.Contact.Address == "" && len(t) < 120 && isAddress(t) {
		p.cv.Contact.Address = t[contactLabelEnd(t):]
		return true
	}
	if hasColon(t) && contactLabelEnd(t) > 0 {
		return true
	}
	return found
}

// deobfuscateEmail writes out "jane [at] example [dot] org" and
// "jane(at)example(dot)org" as an address.
func deobfuscateEmail(t string) string {
	if !mayObfuscateEmail(t) { // speed_regexp.go
		return t
	}
	return reObfuscated.ReplaceAllStringFunc(t, func(m string) string {
		if strings.Contains(strings.ToLower(m), "dot") {
			return "."
		}
		return "@"
	})
}

// takeEmails records the e-mail addresses of t, at the spans given
// (reEmail's matches).
func (p *parser) takeEmails(t string, spans [][]int) bool {
	for _, m := range spans {
		p.cv.Contact.Emails = appendUnique(p.cv.Contact.Emails, strings.TrimRight(t[m[0]:m[1]], "."))
	}
	return len(spans) > 0
}

// replaceSpans returns t with each of the spans replaced by with
// (textscan.ReplaceSpans).
func replaceSpans(t string, spans [][]int, with string) string {
	return textscan.ReplaceSpans(t, spans, with)
}

// takePersonal records a birth date, gender or nationality line; each is
// looked for only when a keyword for it is there.
func (p *parser) takePersonal(t string) bool {
	// the cues are looked for ignoring ASCII case, in a lower-cased copy
	// only when t holds a rune strings.ToLower turns into an ASCII letter
	low := t
	if !lowerFoldSafe(t) {
		low = strings.ToLower(t)
	}
	if !containsAnyFold(low, "birth", "born", "dob", "male", "binary", "national", "citizen") {
		return false // no cue of the three below: one pass over t rather than three
	}
	if containsAnyFold(low, "birth", "born", "dob") {
		if m := reBirth.FindStringSubmatch(t); m != nil {
			p.personal().BirthDate = strings.TrimSpace(m[1])
			return true
		}
	}
	if containsAnyFold(low, "male", "binary") {
		if m := reGender.FindStringSubmatch(t); m != nil && wordCount(t) <= 6 {
			p.personal().Gender = strings.ToLower(m[1])
			if n := strings.TrimSpace(m[2]); n != "" {
				p.personal().Nationality = n
			}
			return true
		}
	}
	if containsAnyFold(low, "national", "citizen") {
		if m := reNation.FindStringSubmatch(t); m != nil {
			p.personal().Nationality = strings.TrimSpace(m[1])
			return true
		}
	}
	return false
}

// takeLinks records the web addresses in t and returns t without them.
func (p *parser) takeLinks(t string) (string, bool) {
	if !mayHaveURL(t) || !urlCue(t) {
		return t, false
	}
	var ms [][]int
	if regexpFoldSafe(t) {
		ms = urlSpans(t) // reURL's matches, by a scan
	} else {
		ms = reURL.FindAllStringIndex(t, -1) // one pass of the regexp
	}
	for _, m := range ms {
		p.cv.Contact.Links = appendUnique(p.cv.Contact.Links, strings.TrimRight(t[m[0]:m[1]], ".,;"))
	}
	return replaceSpans(t, ms, " "), len(ms) > 0
}

// takePhones records the phone numbers in t: 8 to 15 digits.
func (p *parser) takePhones(t string) bool {
	found := false
	for _, ph := range phonesIn(t) {
		digits := 0
		for _, r := range ph {
			if unicode.IsDigit(r) {
				digits++
			}
		}
		if digits >= 8 && digits <= 15 {
			p.cv.Contact.Phones = appendUnique(p.cv.Contact.Phones, strings.TrimSpace(ph))
			found = true
		}
	}
	return found
}

func (p *parser) personal() *cv.Personal {
	if p.cv.Personal == nil {
		p.cv.Personal = &cv.Personal{}
	}
	return p.cv.Personal
}

func appendUnique(xs []string, s string) []string {
	for _, x := range xs {
		if strings.EqualFold(x, s) {
			return xs
		}
	}
	return append(xs, s)
}

// looksLikeName reports whether s could be a person's name: two to five
// capitalised words, no digits or contact marks.
func looksLikeName(s string) bool {
	if len(s) > 60 || hasNameBreakByte(s) {
		return false
	}
	s = stripNamePrefix(s) // speed_regexp.go
	if isDocumentWord(s) {
		return false
	}
	// two to five fields, read in place (header_name_scan.go)
	if n := textscan.FieldCount(s); n < 2 || n > 5 {
		return false
	}
	if hasWord(s, notNameWords) {
		return false // "Acme State University": an affiliation
	}
	if !fieldsOpenAsNames(s) {
		return false
	}
	if _, ok := classify(s); ok {
		return false
	}
	// "PERSONAL INFORMATION": heading words are not a name
	return !allWordsIn(s, headingWords)
}

// cleanName drops titles and degrees around a name and turns an all-caps
// name into title case.
func cleanName(s string) string {
	s = strings.TrimSpace(s)
	s = stripNameSuffix(stripNamePrefix(s)) // speed_regexp.go
	if allCaps(s) {
		f := strings.Fields(strings.ToLower(s))
		for i, w := range f {
			r := []rune(w)
			r[0] = unicode.ToUpper(r[0])
			for j := 1; j < len(r); j++ {
				if r[j-1] == '-' || r[j-1] == '\'' {
					r[j] = unicode.ToUpper(r[j])
				}
			}
			f[i] = string(r)
		}
		s = strings.Join(f, " ")
	}
	return s
}

// notNameWords never appear in a name line (words/not_name.txt).
var notNameWords = wordSet("not_name")

// mayHaveURL is a cheap guard for reURL: a link needs "://", "www." or a
// '.' before one of the top-level domains it knows (ASCII case ignored).
func mayHaveURL(t string) bool {
	if strings.Contains(t, "://") || indexFoldASCII(t, "www.") >= 0 {
		return true
	}
	for i := strings.IndexByte(t, '.'); i >= 0 && i+1 < len(t); {
		switch lowerASCII(t[i+1]) {
		case 'c', 'o', 'n', 'e', 'i', 'x', 'm', 'd', 'a':
			return true
		}
		j := strings.IndexByte(t[i+1:], '.')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// phonesIn finds phone numbers; a line needs a run of eight digits
// (mayPhone) to hold one.
func phonesIn(t string) []string {
	if !mayPhone(t) {
		return nil
	}
	return phoneScan(t) // rePhone.FindAllString(t, -1), contact_phone_scan.go
}
