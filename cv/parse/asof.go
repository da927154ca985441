package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
)

// updatedPhrases say when a CV was last brought up to date
// (words/updated.txt), longest first so "last updated" wins over "updated".
var updatedPhrases = phraseList("updated")

// updatedLeads are the first words of updatedPhrases (nil when one is not
// ASCII letters and digits): a phrase found at word edges starts with one
// of them as a whole run of ASCII letters and digits, so a text without
// such a run holds no phrase.
var updatedLeads = leadWords(updatedPhrases)

// leadSet is a set of lower-case ASCII words with what a run must have
// to be one of them: its first byte and its length (a run failing either
// is passed over without a look-up).
type leadSet struct {
	words map[string]bool
	first [256]bool // the first bytes of the words, both cases
	lens  uint64    // bit n: a word has n bytes (n <= 32)
}

// leadWords returns the set of the first words of phrases, or nil when a
// first word is not made of lower-case ASCII letters and digits.
func leadWords(phrases []string) *leadSet {
	set := &leadSet{words: map[string]bool{}}
	for _, ph := range phrases {
		w, _, _ := strings.Cut(ph, " ")
		if w == "" || len(w) > 32 { // hasRunIn reads runs of up to 32 bytes
			return nil
		}
		for i := 0; i < len(w); i++ {
			if !isASCIIWordByte(w[i]) || lowerASCII(w[i]) != w[i] {
				return nil
			}
		}
		set.words[w] = true
		set.first[w[0]] = true
		if c := w[0]; c >= 'a' && c <= 'z' {
			set.first[c-('a'-'A')] = true
		}
		set.lens |= 1 << len(w)
	}
	return set
}

// hasRunIn reports whether a run of ASCII letters and digits of s (bytes
// beyond ASCII end runs), ASCII case ignored, is in set. Only a run with
// a word's first byte and length is lower-cased and looked up.
func hasRunIn(s string, set *leadSet) bool {
	var buf [32]byte
	for i, j := asciiRun(s, 0); i < len(s); i, j = asciiRun(s, j) {
		if j-i <= len(buf) && set.first[s[i]] && set.lens&(1<<(j-i)) != 0 {
			b := buf[:0]
			for k := i; k < j; k++ {
				b = append(b, lowerASCII(s[k]))
			}
			if set.words[string(b)] {
				return true
			}
		}
	}
	return false
}

// phraseList reads a word list of one phrase per line, longest first.
func phraseList(name string) []string {
	var out []string
	for _, l := range wordLines(name, false) {
		out = append(out, strings.Join(strings.Fields(l), " "))
	}
	// longest first: a longer phrase is the more specific
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && len(out[j]) > len(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// updatedDate reads a "Last updated: March 2024" line: a short line with
// an updated phrase followed by one date. It returns the date and true.
func updatedDate(text string) (cv.Date, bool) {
	if len(text) > 120 || isASCII(text) && !hasYear(text) {
		// a date after the phrase is a year in text: in ASCII text the
		// phrase ends at a word edge, so no digit run is cut there
		return cv.Date{}, false
	}
	return updatedDateScan(text)
}

// updatedDateScan is updatedDate without its guards: it looks for each
// phrase, then reads the date after it.
func updatedDateScan(text string) (cv.Date, bool) {
	if len(text) > 120 {
		return cv.Date{}, false
	}
	if updatedLeads != nil && lowerFoldSafe(text) && !hasRunIn(text, updatedLeads) {
		// no phrase can start here: lower-casing turns no rune of text
		// into ASCII, so the runs of ASCII letters and digits of text
		// are those of its lower-cased form (see lowerFoldSafe)
		return cv.Date{}, false
	}
	low := text // ASCII text is searched ignoring case, without a copy
	if !isASCII(text) {
		low = strings.ToLower(text)
	}
	if updatedLeads != nil && !hasRunIn(low, updatedLeads) {
		return cv.Date{}, false // no phrase can start here
	}
	return phraseDate(text, low)
}

// phraseDate is updatedDateScan after its guards: low is text, lower-cased
// when it is not ASCII.
func phraseDate(text, low string) (cv.Date, bool) {
	for _, ph := range updatedPhrases {
		i := indexFold(low, ph)
		if i < 0 || !wordBoundary(low, i, i+len(ph)) {
			continue
		}
		if i+len(ph) > len(text) {
			// lower-casing changed the length ("\xb0", "İ"): the offset
			// found in low runs past text, which used to panic
			continue
		}
		rest := text[i+len(ph):]
		ds := findDates(rest)
		if len(ds) != 1 || ds[0].isRange || ds[0].from.Present || ds[0].from.Year == 0 {
			return cv.Date{}, false
		}
		if wordCount(text[:i])+wordCount(rest[ds[0].end:]) > 4 {
			return cv.Date{}, false // a sentence that mentions an update
		}
		return ds[0].from, true
	}
	return cv.Date{}, false
}

// wordBoundary reports whether s[i:j] is not part of a longer word.
func wordBoundary(s string, i, j int) bool {
	before := i == 0 || !isASCIIWordByte(s[i-1])
	after := j >= len(s) || !isASCIIWordByte(s[j])
	return before && after
}

// takeUpdatedLines finds "Last updated" lines, blanks them (they are not
// content: not a paper, not an award) and returns the latest date stated.
func takeUpdatedLines(ls []line) (cv.Date, bool) {
	var latest cv.Date
	found := false
	for i := range ls {
		if ls[i].Blank {
			continue
		}
		d, ok := updatedDate(ls[i].Text)
		if !ok {
			continue
		}
		if !found || latest.Before(d) {
			latest, found = d, true
		}
		ls[i] = line{N: ls[i].N, Blank: true, Cells: []string{""}}
	}
	return latest, found
}

// cvAsOf is the one place the parser decides the date a CV is measured
// to (cv.CV.AsOf), first found first: a "Last updated" line of its text
// (stated, hasStated: takeUpdatedLines); for a document (d non-nil), a
// "Last updated" running header or footer, then the file's date unless
// older than the CV's latest entry (docAsOf); else its latest dated
// entry; nil when the CV has no date at all. Analytics measures the CV
// to this date (or to the --as-of year every CV is measured to).
func cvAsOf(c *cv.CV, stated cv.Date, hasStated bool, d *doc.Doc) *cv.AsOf {
	if hasStated {
		return &cv.AsOf{Date: stated, Source: cv.AsOfStated}
	}
	latest := c.LatestDate()
	if d != nil {
		if a := docAsOf(d, latest); a != nil {
			return a
		}
	}
	if latest.Year > 0 {
		return &cv.AsOf{Date: latest, Source: cv.AsOfLatestItem}
	}
	return nil
}

// docAsOf finds the as-of date of a Doc that its text does not state: a
// "Last updated" line among the running headers and footers (which are not
// read as content), then the file's metadata (modified, else created),
// unless the CV's own latest entry is later.
func docAsOf(d *doc.Doc, latest cv.Date) *cv.AsOf {
	for _, l := range d.Lines {
		if l.Repeats {
			if dt, ok := updatedDate(strings.TrimSpace(l.Text)); ok {
				return &cv.AsOf{Date: dt, Source: cv.AsOfStated}
			}
		}
	}
	t := d.Meta.Modified
	if t.IsZero() {
		t = d.Meta.Created
	}
	if t.IsZero() || t.Year() < 1980 {
		return nil
	}
	fd := cv.Date{Year: t.Year(), Month: int(t.Month())}
	if fd.Before(latest) {
		return nil // the file's date is older than what the CV says it holds
	}
	return &cv.AsOf{Date: fd, Source: cv.AsOfFile}
}
