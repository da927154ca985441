package venue

import (
	"strings"
	"testing"
)

// A name or alias written "<Name" is a former name: it matches as any
// other, and Venue.Former lists it so a report can say "(now ...)".
func TestFormerNames(t *testing.T) {
	c, err := Load(strings.NewReader(`KITE | conference | ml | Conference on Kite Systems ; <Workshop on Kite Flying Systems | <KFS ; !<=Kiting ; KSC
`), "f.txt")
	if err != nil {
		t.Fatal(err)
	}
	v, ok := c.Lookup("kfs")
	if !ok || v.Acronym != "KITE" {
		t.Fatalf("Lookup(kfs) = %+v %v", v, ok)
	}
	if want := []string{"Workshop on Kite Flying Systems", "KFS", "Kiting"}; strings.Join(v.Former, "|") != strings.Join(want, "|") {
		t.Errorf("Former = %q, want %q", v.Former, want)
	}
	for text, want := range map[string]bool{
		"KFS 2019": true, "Proceedings of the 3rd Workshop on Kite Flying Systems": true,
		"(Kiting '18)": true, "KSC 2024": false, "Conference on Kite Systems": false,
	} {
		got, s, e, ok := c.Match(text)
		if !ok || got.Acronym != "KITE" {
			t.Errorf("Match(%q) = %s %v", text, got.Acronym, ok)
			continue
		}
		if got.IsFormer(text[s:e]) != want {
			t.Errorf("IsFormer(%q) = %v, want %v", text[s:e], !want, want)
		}
	}
	// "!<=" in any order: year only, tag only and former at once
	if _, _, _, ok := c.Match("Kiting 2019 in the park"); !ok {
		t.Errorf("tag-only former alias did not match as a tag")
	}
	if _, _, _, ok := c.Match("the art of Kiting 2019"); ok {
		t.Errorf("tag-only former alias matched inside the text")
	}
}

// The embedded catalogue marks well-known renamings.
func TestDefaultFormer(t *testing.T) {
	c := Default()
	for text, acr := range map[string]string{"NIPS 2017": "NeurIPS", "Oakland'15": "S&P", "SysML 2019": "MLSys", "FAT* 2019": "FAccT", "ICSM 2013": "ICSME"} {
		v, s, e, ok := c.Match(text)
		if !ok || v.Acronym != acr || !v.IsFormer(text[s:e]) {
			t.Errorf("Match(%q) = %s %v, former %v; want %s, former", text, v.Acronym, ok, ok && v.IsFormer(text[s:e]), acr)
		}
	}
	if v, _ := c.Lookup("NeurIPS"); v.IsFormer("NeurIPS") {
		t.Errorf("NeurIPS is its own current name")
	}
}

// An acronym or name right after a body's word and a linking word names
// the body, not the venue.
func TestPartOfBody(t *testing.T) {
	c := Default()
	for _, text := range []string{
		"Imaginary Chapter of the ACL 2024",
		"Pebble Chapter of the Association for Computational Linguistics",
		"Institute for Cyber Security, Kite University",
		"Department of Computational Linguistics, Kite University",
	} {
		if v, s, e, ok := c.Match(text); ok {
			t.Errorf("Match(%q) = %s (%q), want none", text, v.Acronym, text[s:e])
		}
	}
	for text, want := range map[string]string{"In Proceedings of the ACL 2024": "ACL", "Annual Meeting of the Association for Computational Linguistics": "ACL"} {
		if v, _, _, ok := c.Match(text); !ok || v.Acronym != want {
			t.Errorf("Match(%q) = %s %v, want %s", text, v.Acronym, ok, want)
		}
	}
}

// Two venues' acronyms joined by "-" or "/" name a joint event, neither
// venue alone, unless the catalogue holds the joint name.
func TestJoint(t *testing.T) {
	c, err := Load(strings.NewReader(`AAA | conference | ml | Conference on Aaa Things
BBB | workshop | ml | Workshop on Bbb Things
CCC | conference | ml | Conference on Ccc Things | CCC-BBB
`), "j.txt")
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"AAA-BBB 2020": "", "AAA/BBB 2020": "", "BBB 2020": "BBB", "CCC-BBB 2020": "CCC", "AAA 2020 and BBB 2021": "BBB", "AAA-2020": "AAA"} {
		v, _, _, ok := c.Match(text)
		got := ""
		if ok {
			got = v.Acronym
		}
		if got != want {
			t.Errorf("Match(%q) = %q, want %q", text, got, want)
		}
	}
}

// A journal named "Proceedings of the ACM on X" is matched word for
// word: its field alone names it not.
func TestProceedingsJournal(t *testing.T) {
	c := Default()
	if v, s, e, ok := c.Match("My work spans programming languages and software engineering."); ok {
		t.Errorf("Match = %s (%q), want none", v.Acronym, "My work spans programming languages and software engineering."[s:e])
	}
	if v, _, _, ok := c.Match("Proceedings of the ACM on Programming Languages 7"); !ok || v.Acronym != "PACMPL" {
		t.Errorf("Match = %s %v, want PACMPL", v.Acronym, ok)
	}
}
