package parse

import (
	"reflect"
	"regexp"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestTakeLinksOnePass holds takeLinks, which runs reURL once, to the two
// passes it replaced (FindAllString for the links, ReplaceAllString for
// the rest), on crafted text and every sample and corpus line.
func TestTakeLinksOnePass(t *testing.T) {
	extra := []string{"", "see https://example.org/x, and www.example.com.", "a http://x.org b http://y.org", "example.org", "jane@example.org https://jane.example.org"}
	seen := 0
	for _, s := range withCVLines(t, extra) {
		p := &parser{cv: &cv.CV{}}
		rest, found := p.takeLinks(s)
		var want []string
		wantRest, wantFound := s, false
		if mayHaveURL(s) {
			for _, u := range reURL.FindAllString(s, -1) {
				want = appendUnique(want, trimLink(u))
				wantFound = true
			}
			wantRest = reURL.ReplaceAllString(s, " ")
		}
		if rest != wantRest || found != wantFound || !reflect.DeepEqual(p.cv.Contact.Links, want) {
			t.Fatalf("takeLinks(%q) = %q %v %q, want %q %v %q", s, rest, found, p.cv.Contact.Links, wantRest, wantFound, want)
		}
		if found {
			seen++
		}
	}
	if seen == 0 {
		t.Fatal("no line holds a link")
	}
}

func trimLink(u string) string {
	for len(u) > 0 && (u[len(u)-1] == '.' || u[len(u)-1] == ',' || u[len(u)-1] == ';') {
		u = u[:len(u)-1]
	}
	return u
}

// TestReplaceSpansMatchesRegexp holds replaceSpans over reEmail's and
// reURL's matches to the regexps' ReplaceAllString.
func TestReplaceSpansMatchesRegexp(t *testing.T) {
	extra := []string{"", "jane@example.org", "a@b.cd, c@d.ef.", "x jane@example.org y https://x.org z", "@@@"}
	for _, s := range withCVLines(t, extra) {
		for _, re := range []*regexp.Regexp{reEmail, reURL} {
			if got, want := replaceSpans(s, re.FindAllStringIndex(s, -1), " "), re.ReplaceAllString(s, " "); got != want {
				t.Fatalf("replaceSpans(%q) = %q, want %q", s, got, want)
			}
		}
	}
}
