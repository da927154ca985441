package markdown

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// sharedDir is the shared evaluation folder beside the repository.
var sharedDir = filepath.Join("..", "..", "..", "..", "shared")

// sharedTexts are the Markdown and text CVs of ../shared/corpus, read to
// hold the scanners to their references on real text; none when the
// folder is absent. Nothing of them is kept.
func sharedTexts(t testing.TB) []string {
	t.Helper()
	var out []string
	for _, pat := range []string{filepath.Join(sharedDir, "corpus", "web", "*.md"), filepath.Join(sharedDir, "corpus", "pdf", "*.txt")} {
		paths, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, string(data))
		}
	}
	return out
}

// withSharedLines is texts and every line of sharedTexts.
func withSharedLines(t testing.TB, texts []string) []string {
	t.Helper()
	for _, text := range sharedTexts(t) {
		texts = append(texts, strings.Split(text, "\n")...)
	}
	return texts
}

// TestDropCommentsSame holds dropComments to the regexp it replaced, on
// crafted text and every corpus text.
func TestDropCommentsSame(t *testing.T) {
	reComment := regexp.MustCompile(`(?s)<!--.*?-->`)
	commentNewlines := func(c string) string { return strings.Repeat("\n", strings.Count(c, "\n")) }
	in := []string{"a<!-- x -->b", "<!--\n\n-->", "<!-- open", "<!-- a --> <!-- b\n -->c", "-->", "<!---->", "<!--->-->"}
	for _, s := range append(in, sharedTexts(t)...) {
		if got, want := dropComments(s), reComment.ReplaceAllStringFunc(s, commentNewlines); got != want {
			t.Fatalf("dropComments(%.200q) = %.200q, reComment gives %.200q", s, got, want)
		}
	}
}

// TestPageFooterGuard holds endsWithDigit to rePageNo: a line the guard
// rejects never matches.
func TestPageFooterGuard(t *testing.T) {
	extra := []string{"Page 2 of 3", "page 2 / 3 ", "2 of 3\t", "Page 2 of 3\u00a0", "Page two", "3", ""}
	for _, s := range withSharedLines(t, extra) {
		if !endsWithDigit(s) && rePageNo.MatchString(s) {
			t.Errorf("endsWithDigit guard rejects %q, which matches", s)
		}
	}
}
