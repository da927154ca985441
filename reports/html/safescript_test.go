package html

import (
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// safeScriptPlain is safeScript as it was before mayEndScript: every
// script through the regular expression. It is the oracle of the fast
// path.
func safeScriptPlain(js []byte) string {
	s := string(js)
	s = regexp.MustCompile(`(?i)</(script)`).ReplaceAllString(s, `<\/$1`)
	return strings.ReplaceAll(s, "<!--", `<\!--`)
}

// scriptPieces are bits of scripts for random joins: the ends of a
// script element in every case, comments, and what is close to them.
var scriptPieces = []string{
	"<", "/", "</", "script", "SCRIPT", "Script", "scrip", "ſcript", "ſ", "</ſcript>", "</scrİpt", "K",
	"<!--", "<!-", "!--", "-", "</s", "</span>", "var a=1;", "x<y", "é", "王", " ", "\n", "'</script>'",
	"if(a</b)", "</sc", "ript>",
}

// TestSafeScriptSame holds safeScript to the plain regular expression on
// the vendored ECharts, fictional cases, every line of the sample CVs
// and random joins of script pieces.
func TestSafeScriptSame(t *testing.T) {
	inputs := []string{string(echartsJS), "", "<", "</", "</script", "</SCRIPT>", "</ſcript>", "<!--", "a<!-b",
		"</scrip", "</scriptx", "x</Script y</script", "<\xff", "</\xc5\xbfcript"}
	inputs = append(inputs, cvtext.Lines("../..", nil)...)
	for s := range cvtext.Joins(28, 3, scriptPieces, 5000, 12) {
		inputs = append(inputs, s)
	}
	for _, in := range inputs {
		if got, want := safeScript([]byte(in)), safeScriptPlain([]byte(in)); got != want {
			t.Fatalf("safeScript(%.80q) = %.80q, want %.80q", in, got, want)
		}
	}
	if mayEndScript(echartsJS) {
		t.Log("the vendored ECharts goes through the regular expression: the fast path gives nothing")
	}
}

// FuzzSafeScript holds safeScript to the plain regular expression.
func FuzzSafeScript(f *testing.F) {
	for _, s := range []string{"</script>", "a</ſcript", "<!-- x", "</span>", "plain"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := safeScript([]byte(s)), safeScriptPlain([]byte(s)); got != want {
			t.Fatalf("safeScript(%q) = %q, want %q", s, got, want)
		}
	})
}
