package linerole

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// startClassPlain and endClassPlain are startClass and endClass as they
// were, on the text's runes: the plain answers the fast ones are held to.
func startClassPlain(text string) string {
	r := []rune(text)
	first := r[0]
	switch {
	case reTagStart.MatchString(text):
		return "tag"
	case len(r) >= 4 && reYear.MatchString(string(r[:4])):
		return "year"
	case unicode.IsDigit(first):
		return "digit"
	case strings.ContainsRune("•·–—-*▪◦●○■□➢►", first):
		return "bullet"
	case first == '(' || first == '[':
		return "paren"
	case strings.ContainsRune("\"“”«„'‘", first):
		return "quote"
	case unicode.IsLower(first):
		return "lower"
	case unicode.IsUpper(first):
		return "upper"
	}
	return "other"
}

func endClassPlain(text string) string {
	r := []rune(text)
	last := r[len(r)-1]
	switch {
	case last == '.':
		return "period"
	case last == ',':
		return "comma"
	case last == ':':
		return "colon"
	case last == ';':
		return "semicolon"
	case last == ')' || last == ']':
		return "paren"
	case unicode.IsDigit(last):
		return "digit"
	case unicode.IsLetter(last):
		return "letter"
	}
	return "other"
}

// TestStartEndClassesArePlain holds startClass and endClass to the
// plain ones on every line of the sample CVs and ../shared's text CVs,
// and on random joins of starts, ends, digits and bad bytes.
func TestStartEndClassesArePlain(t *testing.T) {
	var texts []string
	for _, pat := range []string{"../../testdata/cvs/*", "../../../shared/corpus/*/*.md", "../../../shared/corpus/*/*.txt"} {
		paths, _ := filepath.Glob(pat)
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err == nil {
				texts = append(texts, strings.Split(string(data), "\n")...)
			}
		}
	}
	pieces := []string{"[", "(", "]", ")", "12", "1", "19", "20", "2031", "199", "B", "abcd", "x", "é", "É", "•", "–", "“",
		"'", "\xff", "\xe2\x80", "\x80", "٣", " ", ".", ",", ":", ";", "Ⅻ", "ǅ"}
	for s := range cvtext.Joins(14, 2, pieces, 40000, 7) {
		texts = append(texts, s)
	}
	n := 0
	for _, s := range texts {
		if s == "" {
			continue
		}
		n++
		if got, want := startClass(s), startClassPlain(s); got != want {
			t.Fatalf("startClass(%q) = %s, plain %s", s, got, want)
		}
		if got, want := endClass(s), endClassPlain(s); got != want {
			t.Fatalf("endClass(%q) = %s, plain %s", s, got, want)
		}
	}
	if n < 40000 {
		t.Fatalf("only %d texts", n)
	}
}
