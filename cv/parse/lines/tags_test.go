package lines

import (
	"testing"
)

// TestStripTagsMatchesRegexp holds stripTags equal to reTag on crafted
// markup and on every line of the sample CVs and, when present, the
// corpus text.
func TestStripTagsMatchesRegexp(t *testing.T) {
	texts := []string{
		"<b>Bold</b>", "<a href=\"x\">link</a> and <br/> <br /> <BR>", "a < b > c", "<1>", "</>", "<a", "<a b", "<a b<c>",
		"<p\tclass=x>t</p>", "<img src=x/>", "x<y>z", "<h1 id=a>T</h1 >", "< b>", "<b/ >", "<\xffb>", "<b \xff>", "",
	}
	texts = withCVLines(t, texts)
	tags := 0
	for _, s := range texts {
		want := reTag.ReplaceAllString(s, "")
		if got := stripTags(s); got != want {
			t.Fatalf("stripTags(%q) = %q, regexp gives %q", s, got, want)
		}
		if want != s {
			tags++
		}
	}
	if tags < 5 {
		t.Fatalf("only %d texts held a tag", tags)
	}
}
