package parse

import (
	"unicode"
	"unicode/utf8"
)

// Scans for the word patterns of the award readers: reNoteWords (a note
// that says how an award was given: "top 5%", "among 40 students"),
// reHonMention, reFinalist and reNominee (an award's status). Each
// pattern is a set of words and phrases, in any case, between two word
// boundaries, so a scan tries each of its forms wherever one may open
// (foldForms). The patterns are kept in speed_awardwords_test.go as the
// oracle that TestAwardWordScans holds the scans to.

// foldForms is a finite set of words, each matched as (?i)\bform\b:
// ASCII case ignored, a letter also matching every rune it folds to
// ("ſ" for s, "K" for k, foldAt), \b the boundary of regexp's ASCII \w
// (reBoundary).
type foldForms struct {
	lead  [256]bool // the first bytes a form may open with
	forms []string  // in lower case
}

// newFoldForms returns the set of forms.
func newFoldForms(forms ...string) *foldForms {
	f := &foldForms{forms: forms}
	var buf [utf8.UTFMax]byte
	for _, w := range forms {
		r, _ := utf8.DecodeRuneInString(w)
		f.lead[buf[:utf8.EncodeRune(buf[:], r)][0]] = true
		for o := unicode.SimpleFold(r); o != r; o = unicode.SimpleFold(o) {
			f.lead[buf[:utf8.EncodeRune(buf[:], o)][0]] = true
		}
	}
	return f
}

// in reports whether s holds one of the forms between word boundaries.
func (f *foldForms) in(s string) bool {
	for i := 0; i < len(s); i++ {
		if !f.lead[s[i]] || !reBoundary(s, i) {
			continue
		}
		for _, w := range f.forms {
			if e := foldAt(s, i, w); e > 0 && reBoundary(s, e) {
				return true
			}
		}
	}
	return false
}

var (
	// noteWordForms are reNoteWords' words (its symbols are noteSymbols)
	noteWordForms = newFoldForms("top", "student", "students", "winner", "winners", "awardee", "awardees",
		"worldwide", "ranked", "out of", "selected", "among", "recipient", "recipients", "dept", "researchers", "usd")
	honMentionForms = newFoldForms("honorable mention", "honourable mention",
		"runner up", "runner-up", "runnerup", "runners up", "runners-up", "runnersup")
	finalistForms = newFoldForms("finalist", "finalists", "semifinalist", "semifinalists", "semi-finalist",
		"semi-finalists", "shortlisted", "short-listed")
	nomineeForms = newFoldForms("nominee", "nominees", "nominated", "nomination")
)

// noteSymbols are the signs reNoteWords finds anywhere.
const noteSymbols = "%$€£"

// hasNoteWords is reNoteWords.MatchString(s) (its signs found by a byte
// search each, textscan.ContainsAnyOf, not by decoding s).
func hasNoteWords(s string) bool {
	return containsAnyOf(s, noteSymbols) || noteWordForms.in(s)
}
