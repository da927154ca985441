package lines

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// The regexps the link scanners of links.go stand in for.
var (
	reLink = regexp.MustCompile(`\[((?:\\.|[^\]\\])*)\]\(\s*([^)\s]*)(?:\s+"[^"]*")?\s*\)`)
	reATag = regexp.MustCompile(`(?i)<a\s[^>]*>(.*?)</a>`)
)

var linkCases = []string{
	"", "[", "[]", "[]()", "[x](y)", "[x](y) and [z](w)", `[a\]b](c)`, `[a\`, `[a\\](b)`, "[x]( y )",
	`[x](y "title")`, `[x](y "title" )`, `[x]( "a b")`, `[x](  "a b"  )`, `[x]("a b")`, `[x](y "t`, `[x](y z)`,
	"[x] (y)", "[[x](y)", "[x](y)(z)", "[x](y))", "[é](ü)", "[\xff](\xfe)", "[x](\ty\t)", "[x](\vy)",
	"[a](b) [c](d \"e\") [f]( )", `\[x](y)`, "[x](y\n)", "[x\n](y)", `[x\` + "\n](y)", "[x](<y>)",
	"**[Paper](https://x.org/p.pdf)** [code](https://github.com/a/b), [slides]( https://s )",
	`[x]( "a"b")`, `[x]( "a" "b")`, `[x](y"z")`, `[x]( ""))`,
	`[a](b[](b[](b "xx`, `[](x[](x[](x`, `[]( "x[]( "x[]( "x"`, `[a](b "c" [d](e "f")`, `[a\[b]c[d](e)`,
	`[](b "c"[](d "e")`, `[]( "[]( "[]( ")`, `[a](b]( "c")`,
}

// linkAdversarial are inputs that made a first version of the link
// scanners quadratic: every '[' re-reading one long target or title.
var linkAdversarial = map[string]string{
	"targets":         strings.Repeat("[](x", 1<<18),
	"titles":          "[a](b" + strings.Repeat("[](b", 1<<17) + ` "` + strings.Repeat("x", 1<<19),
	"quoted targets":  strings.Repeat(`[]( "x`, 1<<17) + `"`,
	"nested brackets": strings.Repeat("[", 1<<19) + strings.Repeat("](", 1<<18),
	"anchors":         strings.Repeat("<a x>", 1<<18) + "</a>",
}

// TestLinkScannersLinear runs the scanners over inputs built to make
// them quadratic (a hang shows as the test timing out) and checks them
// against the regexps on a small cut of each.
func TestLinkScannersLinear(t *testing.T) {
	for name, in := range linkAdversarial {
		markdownLinks(in, nil)
		anchorTexts(in)
		small := in[:200] + in[len(in)-200:]
		checkMarkdownLinks(t, small)
		checkAnchorTexts(t, small)
		t.Logf("%s: done", name)
	}
}

var anchorCases = []string{
	"", "<a", "<a >", "<a href=x>t</a>", "<A HREF=x>t</A>", "<a\thref=x>t</a> and <a b>u</a>", "<ab>t</a>",
	"<a href=x>t", "<a href=x>t</b>", "<a href=x>t</a", "<a x><a y>t</a></a>", "<a x>\nt</a>", "<a\nx>t</a>",
	"<a x>é</A>", "<a x>\xff</a>", "x <a  >y</a>z<a\f>w</a>", "<a x>t</a><a x>",
}

// TestMarkdownLinksMatchRegexp holds markdownLinks equal to reLink on
// crafted text, on their windows and on every sample and corpus line.
func TestMarkdownLinksMatchRegexp(t *testing.T) {
	in := withCVLines(t, linkCases)
	for _, c := range linkCases {
		in = append(in, windows(c, 12)...)
	}
	for _, s := range in {
		checkMarkdownLinks(t, s)
		checkAnchorTexts(t, s)
	}
	for _, s := range anchorCases {
		checkAnchorTexts(t, s)
		for _, w := range windows(s, 12) {
			checkAnchorTexts(t, w)
		}
	}
}

// checkMarkdownLinks fails when markdownLinks(s) differs from reLink.
func checkMarkdownLinks(t *testing.T, s string) {
	t.Helper()
	var want [][6]int
	for _, m := range reLink.FindAllStringSubmatchIndex(s, -1) {
		want = append(want, [6]int(m))
	}
	if got := markdownLinks(s, nil); !reflect.DeepEqual(got, want) {
		t.Fatalf("markdownLinks(%q) = %v, regexp %v", s, got, want)
	}
}

// checkAnchorTexts fails when anchorTexts(s) differs from reATag.
func checkAnchorTexts(t *testing.T, s string) {
	t.Helper()
	var want []string
	for _, m := range reATag.FindAllStringSubmatch(s, -1) {
		want = append(want, m[1])
	}
	if got := anchorTexts(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("anchorTexts(%q) = %q, regexp %q", s, got, want)
	}
}

func FuzzLinkScanners(f *testing.F) {
	for _, c := range append(append([]string{}, linkCases...), anchorCases...) {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkMarkdownLinks(t, s)
		checkAnchorTexts(t, s)
	})
}
