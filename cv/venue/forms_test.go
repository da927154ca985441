package venue

import (
	"strings"
	"testing"
)

// Venue strings as CVs write them. Every case is a public venue name or
// abbreviation, or made up; none is taken from a CV. Each group states the
// convention it holds the catalogue to.
func TestMatchForms(t *testing.T) {
	tests := []struct {
		text, want string // want "" : no venue
	}{
		// A publisher's name standing for its flagship venue in a tag,
		// with a year, in straight or curly apostrophes.
		{"USENIX'25", "USENIX Security"},
		{"USENIX’23", "USENIX Security"},
		{"(USENIX 2021)", "USENIX Security"},
		{"USENIX, 2023", "USENIX Security"},
		{"USENIX Sec '24", "USENIX Security"},
		// ... but any other venue the text names beats it.
		{"USENIX 2019 Annual Technical Conference", "ATC"},
		{"USENIX ATC'19", "ATC"},
		// Two-letter and joined forms of IEEE S&P and EuroS&P.
		{"SP'20", "S&P"},
		{"(SP’24)", "S&P"},
		{"S&P '21", "S&P"},
		{"IEEE S&P 2015", "S&P"},
		{"EuroSP 2022", "EuroS&P"},
		{"In EuroSP 2022, June 2022", "EuroS&P"},
		// Tag-only aliases: a former name or a short form that is also a
		// place or a word names the venue only as a tag with its year.
		{"Oakland'15", "S&P"},
		{"(Oakland 2015)", "S&P"},
		{"Security '23", "USENIX Security"},
		{"Sec’24", "USENIX Security"},
		{"Oakland, CA, 2019", ""},
		{"held in Oakland 2019", ""},
		{"Computers & Security 2023", "COSE"},
		{"Institute for Cyber Security", ""},
		{"Center for Pebble Security, 2021", ""},
		// Acronyms in any bracket or badge.
		{"ICLR'25", "ICLR"},
		{"[IPDPS'19]", "IPDPS"},
		{"(ICPP 2018)", "ICPP"},
		{"VMCAI 2020", "VMCAI"},
		{"(TENOR’23)", "TENOR"},
		{"Web Audio Conference (WAC’22), Somewhere, 2022", "WAC"},
		{"IACR Crypto, 2023", "CRYPTO"},
		{"CRYPTO 2021", "CRYPTO"},
		// A mark between an alias's words is part of it.
		{"L@S ’31: Proceedings of the Conference on Learning @ Scale, Nowhere", "L@S"},
		{"J. Doe, L. S. Quill, 2024", ""},
		// Full names with ordinals and years.
		{"19th ACM Conference on Learning @ Scale, Nowhere", "L@S"},
		{"2031 IEEE Congress on Evolutionary Computation (CEC), pp. 9-17", "CEC"},
		{"Proc. 19th Workshop on Accelerators and Hybrid Exascale Systems, Nowhere, 2031", "AsHES"},
		{"Workshop on Privacy in the Electronic Society, Nowhere, 2031", "WPES"},
		{"International Joint Conference on Automated Reasoning, pp. 1–18", "IJCAR"},
		{"Extended Semantic Web Conference, pp. 1–17", "ESWC"},
		{"International Semantic Web Conference 2020", "ISWC"},
		{"Thirty-Sixth Annual Symposium on Pebbles", ""},
		// A workshop named with its host in brackets is the workshop.
		{"Games, Agents, and Incentives Workshop (AAMAS), 2019", "GAIW"},
		{"Workshop on Privacy in the Electronic Society (CCS)", "WPES"},
		// Journals by ISO 4 abbreviation, dotted or dotless, and by full
		// name; an ambiguous acronym names neither journal.
		{"J. Chem. Phys. 152, 024122 (2020)", "J. Chem. Phys."},
		{"J Chem Phys 152, 024122", "J. Chem. Phys."},
		{"The Journal of Chemical Physics, 153", "J. Chem. Phys."},
		{"J. Comput. Phys. 448, 110761", "J. Comput. Phys."},
		{"Journal of Computational Physics, 448", "J. Comput. Phys."},
		{"JCP 2020", ""},
		{"Phys. Rev. A 95, 012345 (2017)", "PRA"},
		{"Phys Rev A 95", "PRA"},
		{"Physical Review A, 95", "PRA"},
		{"Physical Review, 1950", "Phys. Rev."}, // the journal before its split (journal layer), not PRA
		{"Physical Review X (PRX), 2020", "PRX"},
		{"Chem. Phys. Lett. 402, 1", "CPL"},
		{"Chem Phys Lett", "CPL"},
		{"J. Phys. Chem. B 110, 7", "JPCB"},
		{"The Journal of Physical Chemistry A 120", "JPCA"},
		{"Journal of Physical Chemistry, 1990", "J. Phys. Chem."}, // likewise, not JPCA
		{"J. Chem. Theory Comput. 7, 1287 (2011)", "JCTC"},
		{"SIAM J. Sci. Comput. 46(4), A1–A20", "SISC"},
		{"SIAM J Sci Comput", "SISC"},
		{"SIAM Journal on Matrix Analysis and Applications 99(9)", "SIMAX"},
		{"ACM Trans. Math. Softw. 47(1)", "TOMS"},
		{"ACM Transactions on Mathematical Software 99(9)", "TOMS"},
		{"ACM Transactions on Intelligent Systems and Technology 99(9)", "TIST"},
		{"ACM SIGKDD Explorations Newsletter 99(9)", "SIGKDD Explorations"},
		{"Information Processing & Management 60.4 (2023): 103404", "IP&M"},
		{"Int. Math. Res. Not. 2021(21)", "IMRN"},
		{"International Mathematics Research Notices, 2021(21): 1–19", "IMRN"},
		{"Journal of Open Source Software, 11(117), 1234", "JOSS"},
		{"SoftwareX, 15, 100709 (2021)", "SoftwareX"},
		{"Journal of statistical software. 98(12)", "Journal of Statistical Software"},
		{"J. Stat. Softw. 98", "Journal of Statistical Software"},
		{"JSS 2021", ""},
		{"Proteins of the Sea, a survey", ""},
		{"Proteins 2011, 79, 1", "Proteins"},
		{"Proteins: Structure, Function, and Bioinformatics 79", "Proteins"},
		{"Ann. of Math. 190", "Ann. of Math."},
		{"Econometrica 87(3)", "Econometrica"},
		{"Am. Econ. Rev. 110", "AER"},
		// A shorter name inside a longer one is part of it.
		{"Management Science, 2018", "Manage. Sci."},
		{"JAMA Network Open (JAMA Netw. Open), 2019", "JAMA Netw. Open"},
		{"American Economic Review: Insights, 2026", "AER: Insights"},
		{"IEEE/ACM Transactions on Networking, 2014", "TON"},
		// Ordinary words that are also venue acronyms.
		{"the tenor of the reviews", ""},
		{"structure of proteins in cells", ""},
		{"Cell segmentation of pebbles", ""},
		{"random walks, 2019", ""},
		{"Isaac Quill and Bo Reyes", ""},
		{"models of pebbles", ""},
		{"A Study of Pebbles", ""},
	}
	c := Default()
	for _, tc := range tests {
		v, s, e, ok := c.Match(tc.text)
		switch {
		case tc.want == "" && ok:
			t.Errorf("Match(%q) = %s (%q), want no match", tc.text, v.Acronym, tc.text[s:e])
		case tc.want != "" && (!ok || v.Acronym != tc.want):
			t.Errorf("Match(%q) = %q %v, want %s", tc.text, v.Acronym, ok, tc.want)
		}
	}
}

// The catalogue spans the areas committees read CVs in.
func TestCatalogueCoverage(t *testing.T) {
	c := Default()
	if c.Len() < 700 {
		t.Errorf("Len() = %d, want >= 700", c.Len())
	}
	per := map[string]int{}
	for _, v := range c.All() {
		per[v.Area]++
	}
	for _, a := range []string{"mathematics", "statistics", "physics", "chemistry", "biology", "economics"} {
		if per[a] < 10 {
			t.Errorf("area %s: %d venues, want >= 10", a, per[a])
		}
	}
}

// A catalogue line may mark an alias as a tag only ("=Name") and a mark
// between an alias's words is kept.
func TestLoadTagOnlyAndMarks(t *testing.T) {
	src := "PBL | conference | theory | Symposium on Pebbles | =Shore ; P@B\n"
	c, err := Load(strings.NewReader(src), "t.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		text string
		ok   bool
	}{
		{"Shore'21", true}, {"(Shore 2021)", true}, {"On the Shore, 2021", false}, {"Shore", false},
		{"P@B 2021", true}, {"P. B. Quill 2021", false},
	} {
		if _, _, _, ok := c.Match(tc.text); ok != tc.ok {
			t.Errorf("Match(%q) ok = %v, want %v", tc.text, ok, tc.ok)
		}
	}
}
