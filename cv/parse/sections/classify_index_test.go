package sections

import (
	"strings"
	"testing"
)

// oldClassify is classify as it was: every rule in turn, every key of it
// against every word.
func oldClassify(title string) (Kind, bool) {
	ws := words(title)
	if len(ws) == 0 {
		return Unknown, false
	}
	for _, r := range sectionRules {
		if r.matches(ws) {
			return r.kind, true
		}
	}
	return Unknown, false
}

// classifyExtras reach rules by exact keys, by prefix (keys longer than
// four letters), by both halves of a pair and by one half only, with
// several rules matching at once (the first wins).
var classifyExtras = []string{
	"", "Publications", "PUBLICATIONS", "Selected Publications and Talks", "Research Students", "Students", "Research",
	"Open Source", "Open", "Source Code", "Academic Background", "Background", "Academic", "Teaching Experience",
	"Awards and Honors", "Honours", "Awardees", "Talk", "Talks", "Talking", "Presentations", "Publicationsx",
	"Skillset", "Skil", "Grants", "Grantsmanship", "Experience and Education", "Other", "Others", "News",
	"Work History", "Miscellaneous", "Service and Outreach", "Refereeing", "Reviewing Activities", "Bio",
	"Biographical", "Teaching Assistant", "Interests", "Hobbies and Interests", "Patents", "Contact",
	"Software Projects", "Projects", "Student Research Students", "Sources Openings", "Academics Backgrounds",
}

// TestClassifyIndex holds the indexed classify to the rule-by-rule one on
// crafted headings, their word windows and every sample and corpus line.
func TestClassifyIndex(t *testing.T) {
	in := append([]string(nil), classifyExtras...)
	for _, s := range classifyExtras {
		ws := strings.Fields(s)
		for i := range ws {
			in = append(in, strings.Join(ws[i:], " "), strings.Join(ws[:i], " "))
		}
	}
	known := 0
	for _, s := range withCVLines(t, in) {
		k, ok := Classify(s)
		wk, wok := oldClassify(s)
		if k != wk || ok != wok {
			t.Fatalf("classify(%q) = %v %v, want %v %v", s, k, ok, wk, wok)
		}
		if ok {
			known++
		}
	}
	if known == 0 {
		t.Fatal("no heading classified")
	}
	// every key of every rule alone, and every pair, classify as before
	for _, r := range sectionRules {
		for _, w := range r.words {
			checkClassify(t, w)
			checkClassify(t, w+"x")
		}
		for _, pr := range r.pairs {
			checkClassify(t, pr[0]+" "+pr[1])
			checkClassify(t, pr[1]+" x "+pr[0])
			checkClassify(t, pr[0])
		}
	}
}

// TestClassifyLongWord: a word far longer than any key is looked up by at
// most as many prefixes as the longest key has bytes, and answers as the
// rule-by-rule classify does.
func TestClassifyLongWord(t *testing.T) {
	if sectionIndex.longest < 5 || sectionIndex.longest > 64 {
		t.Fatalf("longest key %d bytes", sectionIndex.longest)
	}
	for _, s := range []string{strings.Repeat("a", 100000), "publications" + strings.Repeat("s", 100000), strings.Repeat("talk ", 20000)} {
		checkClassify(t, s)
	}
}

func checkClassify(t *testing.T, s string) {
	t.Helper()
	k, ok := Classify(s)
	wk, wok := oldClassify(s)
	if k != wk || ok != wok {
		t.Fatalf("classify(%q) = %v %v, want %v %v", s, k, ok, wk, wok)
	}
}

func FuzzClassifyIndex(f *testing.F) {
	for _, s := range classifyExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkClassify(t, s)
	})
}
