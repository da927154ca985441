package parse

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// The patterns the affix scans of speed_affix.go replace, kept as their
// oracle.
var (
	reDocPrefix  = regexp.MustCompile(`(?i)^(?:curriculum\s+vit(?:ae|æ)|cv|r[ée]sum[ée]|vita)\s*(?:of\b|for\b|[:–—|-])\s*`)
	reDocSuffix  = regexp.MustCompile(`(?i)\s*(?:[:–—|-]|'s|’s)\s*(?:curriculum\s+vit(?:ae|æ)|cv|r[ée]sum[ée]|vita)$`)
	reNamePrefix = regexp.MustCompile(`(?i)^(?:(?:dr|prof|professor|mr|ms|mrs|mx)\.?\s+)+`)
	reNameSuffix = regexp.MustCompile(`(?i),?\s+(?:ph\.?\s?d\.?|m\.?d\.?|m\.?sc?\.?|b\.?sc?\.?|jr\.?|sr\.?|mba)$`)
)

// affixCases are fictional name lines with and without affixes, and the
// near misses of each form.
var affixCases = []string{
	"Curriculum Vitae of Ann Example", "CURRICULUM  VITÆ: Ann", "Curriculum vita of Ann", "Curriculumvitae: Ann",
	"CV for Ann Example", "cv forever", "CV ofAnn", "CV of", "CV—Ann", "cv – Ann", "CV | Ann", "CV|Ann", "CV:",
	"Résumé: Ann", "RÉSUMÉ - Ann", "resumé – Ann", "reſume: Ann", "Resume of Ann", "Resumes: Ann", "Vita: Ann", "Vitae: Ann",
	"VITA of_Ann", "Vita of1", "Ann Example - CV", "Ann Example’s Curriculum Vitæ", "Ann Example's CV", "Ann Example'S CV",
	"Ann Example'ſ Vita", "Ann Example s CV", "Ann -- CV", "Ann  -  CV", "Ann - CV - CV", "Ann:Résumé", "Ann | resume",
	"Ann – Curriculum\tVitae", "Ann - Curriculum Vita", "Ann - curriculumvitae", "Ann CV", "'s CV", "s CV", "- CV", "CV",
	"Dr. Ann Example", "dr ann example", "PROF. DR. Ann Example", "Professor Ann Example", "Profesor Ann", "Mx Ann Example",
	"Mrs. Ann Example", "Mrſ. Ann", "Ms\tAnn", "Mr.Ann", "Dr.", "Dr. ", "Dr  Prof  Mr Ann", "Drew Example", "Mary Example",
	"Ann Example, PhD", "Ann Example Ph.D.", "Ann Example, Ph. D.", "Ann Example Ph D", "Ann Example, M.D.", "Ann Example MSc",
	"Ann Example, B.S.", "Ann Example B.Sc.", "Ann Example Jr.", "Ann Example, SR", "Ann Example MBA", "Ann Example, Mſ",
	"Ann Example Mſc", "Ann Example phd ", "Ann Example,PhD", "Ann Example , PhD", "Ann Example,  \tMD", "AnnPhD", "PhD",
	" PhD", ", PhD", "Ann Example M.C.", "Ann Example Ph..D", "Ann Example MSc.", "Ann Example m.s", "Ann, PhD.", "",
	"Ann \xffPhD", "\xffCV: Ann", "Ann - \xe2CV", "Ann – ’s CV", "Ann’ſ résumé",
}

// affixPieces are the pieces TestAffixScans joins at random.
var affixPieces = []string{
	"curriculum", "Curriculum", " ", "  ", "\t", "vitae", "VITÆ", "vita", "cv", "CV", "résumé", "Resume", "reſumé", "of",
	"for", "Of", ":", "–", "—", "|", "-", "'s", "’s", "'S", "’ſ", "Ann", "Example", "dr", "Dr", "prof", "Professor", "mr", "MS",
	"mrs", "mx", ".", ",", "ph", "Ph", "d", "D", "m", "M", "s", "S", "c", "b", "B", "jr", "sr", "MBA", "ſ", "é", "x", "_", "1",
	"\xff", "\xe2", "(", ")",
}

// TestAffixScans holds each affix scan to its regexp.
func TestAffixScans(t *testing.T) {
	for _, s := range affixCases {
		checkAffixScans(t, s)
	}
	var hits [4]int // random texts each pattern matches: the joins reach every form
	for s := range cvtext.Joins(17, 22, affixPieces, 80000, 9) {
		checkAffixScans(t, s)
		for k, re := range []*regexp.Regexp{reDocPrefix, reDocSuffix, reNamePrefix, reNameSuffix} {
			if re.MatchString(s) {
				hits[k]++
			}
		}
	}
	for k, n := range hits {
		if n < 100 {
			t.Errorf("pattern %d matched %d random texts: too few to hold its scan", k, n)
		}
	}
	t.Logf("random texts matched: %v", hits)
}

// checkAffixScans holds the four scans to their regexps on s, both the
// guarded strip functions and the scans themselves.
func checkAffixScans(t *testing.T, s string) {
	t.Helper()
	if got, want := s[docPrefixLen(s):], reDocPrefix.ReplaceAllString(s, ""); got != want {
		t.Fatalf("docPrefixLen(%q): %q, reDocPrefix gives %q", s, got, want)
	}
	if got, want := s[:docSuffixStart(s)], reDocSuffix.ReplaceAllString(s, ""); got != want {
		t.Fatalf("docSuffixStart(%q): %q, reDocSuffix gives %q", s, got, want)
	}
	if got, want := s[namePrefixLen(s):], reNamePrefix.ReplaceAllString(s, ""); got != want {
		t.Fatalf("namePrefixLen(%q): %q, reNamePrefix gives %q", s, got, want)
	}
	if got, want := s[:nameSuffixStart(s)], reNameSuffix.ReplaceAllString(s, ""); got != want {
		t.Fatalf("nameSuffixStart(%q): %q, reNameSuffix gives %q", s, got, want)
	}
	if got, want := stripDocWord(s), stripDocWordOld(s); got != want {
		t.Fatalf("stripDocWord(%q) = %q, the regexps give %q", s, got, want)
	}
	checkNameAffixes(t, s)
}

// stripDocWordOld is stripDocWord by the regexps.
func stripDocWordOld(s string) string {
	s = reDocPrefix.ReplaceAllString(s, "")
	return strings.TrimSpace(reDocSuffix.ReplaceAllString(s, ""))
}

// FuzzAffixScans: the affix scans answer as their regexps.
func FuzzAffixScans(f *testing.F) {
	for _, s := range affixCases[:12] {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkAffixScans(t, s)
	})
}
