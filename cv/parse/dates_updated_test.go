package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

var updatedCases = []string{
	"Last updated: March 2024", "last UPDATED 2023", "Updated on 2022-01-05", "CV revised 2023-11", "Last modified May 2021",
	"élast updated 2020", "xupdated 2020", "updatedx 2020", "Last update 2019", "REVISED: 2020", "revİsed 2020", "up dated 2020",
	"updated2020", "2020 updated", "Last\u00a0updated 2020", "Last  updated 2020", "", "updated",
	"Last updatedé 2020", "Ünı updated 2020", "\u212aast updated 2020", "las\u0130 updated 2020", "upda\u212aed 2020",
}

// phraseDateOf is updatedDateScan without the lead-word guard.
func phraseDateOf(text string) (cv.Date, bool) {
	if len(text) > 120 {
		return cv.Date{}, false
	}
	low := text
	if !isASCII(text) {
		low = strings.ToLower(text)
	}
	return phraseDate(text, low)
}

// TestUpdatedLeadsGuard holds updatedDate, which skips text with no
// lead word of a phrase, equal to the phrase search alone.
func TestUpdatedLeadsGuard(t *testing.T) {
	if updatedLeads == nil {
		t.Fatal("no lead words: the guard is off")
	}
	in := withCVLines(t, updatedCases)
	for _, c := range updatedCases {
		in = append(in, windows(c, 16)...)
	}
	found := 0
	for _, s := range in {
		if checkUpdatedLeads(t, s) {
			found++
		}
	}
	if found == 0 {
		t.Fatal("no case holds an updated date")
	}
}

func checkUpdatedLeads(t *testing.T, s string) bool {
	t.Helper()
	d, ok := updatedDateScan(s)
	if wd, wok := phraseDateOf(s); ok != wok || d != wd {
		t.Fatalf("updatedDateScan(%q) = %v %v, phrase search %v %v", s, d, ok, wd, wok)
	}
	return ok
}

func FuzzUpdatedLeads(f *testing.F) {
	for _, c := range updatedCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, s string) { checkUpdatedLeads(t, s) })
}
