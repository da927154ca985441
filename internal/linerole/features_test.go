package linerole

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// fictional is a made-up CV's lines, in the shapes real CVs have, with
// words no template or word list holds.
var fictional = []Line{
	{Page: 1, Cue: Cue{Heading: 1, Size: 1.6}, Text: "Quorvath Zelminster", Section: "header"},
	{Page: 1, Text: "quorvath.z@zelminsterlab.example · +12 345 678 9012", Section: "header"},
	{Page: 1, Text: ""},
	{Page: 1, Cue: Cue{Heading: 2, Bold: true}, Text: "Publications", Section: "publications", Title: "Publications"},
	{Page: 1, Cue: Cue{List: "[1]"}, Text: "[1] Q. Zelminster, Brontavia Yulquist, and Ferrimond Oskaby. Glimmering", Section: "publications"},
	{Page: 1, Cue: Cue{Indent: 4}, Text: "In Proc. of NeurIPS 2031 (FICTCONF), pp. 12–19.", Section: "publications"},
	{Page: 1, Cue: Cue{Italic: true}, Text: "“Ploxiterian Wobblefields”, Journal of Zarnquix, vol. 3, 2029–2030", Section: "publications"},
	{Page: 2, Cue: Cue{Bold: true, Cells: 3, Depth: 2}, Text: "Sept 2028 – present\tZelminster Institute\tVorpal Fellow", Section: "positions"},
	{Page: 2, Cue: Cue{Size: 0.8, Repeats: true}, Text: "Quorvath Zelminster — page 2 of 2"},
	{Page: 2, Text: "I grobble the quintessa of flumperdinks across mirkwobbling skarns, and this is a long line of prose."},
}

// madeUp are the made-up words of fictional, which no feature may hold.
var madeUp = []string{"quorvath", "zelminster", "zelminsterlab", "brontavia", "yulquist", "ferrimond",
	"oskaby", "glimmering", "fictconf", "ploxiterian", "wobblefields",
	"zarnquix", "vorpal", "grobble", "quintessa", "flumperdinks", "mirkwobbling", "skarns"}

func TestFeaturesComeFromTheVocabulary(t *testing.T) {
	vocab := Vocabulary()
	for _, opt := range []Options{{}, {ParserCues: true}} {
		for _, form := range []string{"pdf", "md", "odd"} {
			fs := Extract(fictional, form, opt)
			if len(fs) != len(fictional) {
				t.Fatalf("%d feature sets for %d lines", len(fs), len(fictional))
			}
			for i, line := range fs {
				for _, f := range line {
					if _, ok := slices.BinarySearch(vocab, f); !ok {
						t.Errorf("line %d: feature %q is not in the vocabulary", i+1, f)
					}
					for _, w := range madeUp {
						if strings.Contains(strings.ToLower(f), w) {
							t.Errorf("line %d: feature %q holds the line's word %q", i+1, f, w)
						}
					}
				}
			}
		}
	}
}

// TestRandomTextGivesVocabularyOnly feeds lines of random runes and cue
// strings: whatever the text, a feature is a vocabulary name.
func TestRandomTextGivesVocabularyOnly(t *testing.T) {
	vocab := Vocabulary()
	rng := rand.New(rand.NewPCG(3, 4))
	alphabet := []rune("aZ09 .,:;()[]\"“–-•@/\tñÉ字1920")
	cues := []Cue{{}, {Heading: 3}, {Bold: true, Italic: true}, {List: "-", Depth: 1}, {List: "99.", Indent: 40},
		{Cells: 7}, {Size: 2.1, Repeats: true}, {Size: 0.5}, {Heading: 9}}
	var vs []Line
	for i := range 300 {
		r := make([]rune, rng.IntN(60))
		for j := range r {
			r[j] = alphabet[rng.IntN(len(alphabet))]
		}
		vs = append(vs, Line{Page: i / 50, Cue: cues[rng.IntN(len(cues))], Text: string(r),
			Section: []string{"", "header", "unknownkind"}[rng.IntN(3)], Title: []string{"", "x"}[rng.IntN(2)]})
	}
	for i, line := range Extract(vs, "txt", Options{ParserCues: true}) {
		for _, f := range line {
			if _, ok := slices.BinarySearch(vocab, f); !ok {
				t.Fatalf("line %d (%q): feature %q is not in the vocabulary", i+1, vs[i].Text, f)
			}
		}
	}
}

func TestFeaturesSayTheShapes(t *testing.T) {
	fs := Extract(fictional, "pdf", Options{})
	want := map[int][]string{
		1:  {"h:1", "size:huge", "top:1", "first", "words:2", "cap:all", "insec:none"},
		2:  {"email", "phone", "gap:below"},
		3:  {"blank"},
		4:  {"h:2", "bold", "headwords:all", "section:publications", "gap:above"},
		5:  {"list:tag", "start:tag", "authors", "commas:2", "p:h:2", "insec:publications", "block:2"},
		6:  {"block:3", "insec:publications", "indent:3-6", "rel_indent:more", "startin", "years:1", "pagerange", "volume", "venue:conference", "end:period"},
		7:  {"italic", "quotes", "daterange", "start:quote"},
		8:  {"cells:3+", "depth:2", "month", "present", "page:2+", "firstonpage", "middash"},
		9:  {"repeats", "size:small"},
		10: {"cap:low", "words:13-20", "chars:101+", "last"},
	}
	for n, ws := range want {
		for _, w := range ws {
			if !slices.Contains(fs[n-1], w) {
				t.Errorf("line %d: no feature %q in %v", n, w, fs[n-1])
			}
		}
	}
	two := Extract([]Line{{Text: "2030 Flumph prize"}, {Text: "2031 Grob medal"}, {Text: "Grob medal"}}, "txt", Options{})
	if !slices.Contains(two[1], "same_shape") || slices.Contains(two[2], "same_shape") {
		t.Errorf("same_shape: %v / %v", two[1], two[2])
	}
	if slices.Contains(fs[0], "psec:header") {
		t.Error("parser cues given without Options.ParserCues")
	}
	if p := Extract(fictional, "pdf", Options{ParserCues: true}); !slices.Contains(p[3], "ptitle") || !slices.Contains(p[0], "psec:header") {
		t.Errorf("parser cues missing: %v / %v", p[3], p[0])
	}
}

func TestExtractEmpty(t *testing.T) {
	if fs := Extract(nil, "md", Options{}); len(fs) != 0 {
		t.Errorf("no lines gave %d feature sets", len(fs))
	}
}

// TestWordListsRead: the parser's word lists give the classes the
// features use.
func TestWordListsRead(t *testing.T) {
	if len(sectionKinds) < 5 || !headingWords["publications"] || !degreeForms["ph.d."] || !degreeForms["dr. rer."] {
		t.Errorf("word lists read wrong: %d kinds", len(sectionKinds))
	}
}

// TestPrefiltersNeverHideAMatch: a pattern is tried only when the text
// has what the pattern needs, so every text a pattern matches passes its
// test.
func TestPrefiltersNeverHideAMatch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	alphabet := []rune("aeEtT lLx09@:()[]-–—|. ،①²ſK")
	texts := []string{"Q. Zelminster et al. 2031", "Quill ET AL", "q@z.example", "q (at) z", "[at] x", "A: b", "a – b", "2030-2031",
		"HTTPS://q.example", "see www.q.example", "q.com/x", "q.comx", "q.edu_", "q.org", "GitHub", "LinKedIn", "linkedin",
		"Scholar.Google", "ORCID 1", "http:/x", "q.co", "ſcholar.google"}
	pieces := []string{"http", "s://", "www.", ".com", ".org", ".edu", "github", "linked", "in", "scholar", ".google", "orcid", "x", "_", " ", "K", "ſ", "Q"}
	for range 3000 {
		var b strings.Builder
		for range rng.IntN(5) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if rng.IntN(2) == 0 {
			s = strings.ToUpper(s)
		}
		texts = append(texts, s)
	}
	for range 3000 {
		r := make([]rune, rng.IntN(16))
		for j := range r {
			r[j] = alphabet[rng.IntN(len(alphabet))]
		}
		texts = append(texts, string(r))
	}
	for _, s := range texts {
		if got, want := hasURL(s), reURL.MatchString(s); got != want {
			t.Errorf("hasURL(%q) = %v, the pattern says %v", s, got, want)
		}
		num := strings.ContainsAny(s, "0123456789")
		for name, c := range map[string][2]bool{
			"etal":      {reEtAl.MatchString(s), hasEt(s)},
			"email":     {reEmail.MatchString(s), mayBeEmail(s)},
			"year":      {reYear.MatchString(s), num},
			"daterange": {reDateRange.MatchString(s), num},
			"phone":     {rePhone.MatchString(s), num},
			"pagerange": {rePageRange.MatchString(s), num},
			"volume":    {reVolume.MatchString(s), num},
			"midcolon":  {reMidColon.MatchString(s), strings.Contains(s, ":")},
			"middash":   {reMidDash.MatchString(s), strings.ContainsAny(s, "-–—|")},
		} {
			if c[0] && !c[1] {
				t.Errorf("%s matches %q, which its prefilter refuses", name, s)
			}
		}
	}
}
