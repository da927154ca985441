package venue

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestMatch(t *testing.T) {
	tests := []struct {
		text, want string
		span       string // expected matched text, if checked
	}{
		{"*PLDI 2020*", "PLDI", "PLDI"},
		{"ASPLOS 2019", "ASPLOS", "ASPLOS"},
		{"*Interspeech 2017*", "Interspeech", "Interspeech"},
		{"[NSDI '24]", "NSDI", "NSDI"},
		{"[\\[OSDI '21\\]](#) *Operating Systems Design and Implementation (USENIX)*", "OSDI", "OSDI"},
		{"ATC '22", "ATC", "ATC"},
		{"SC '21", "SC", "SC"},
		{"CSUR '24", "CSUR", "CSUR"},
		{"WWW '24", "WWW", "WWW"},
		{"ICDE '24", "ICDE", "ICDE"},
		{"[SoCC'15, **Best Paper Award**]", "SoCC", "SoCC"},
		{"[SysML'19]", "MLSys", "SysML"},
		{"[EuroSys'19]", "EuroSys", "EuroSys"},
		{"[LearningSys @ NeurIPS'18]", "LearningSys", "LearningSys"},
		{"[KDD'15]", "KDD", "KDD"},
		{"[WWW'15]", "WWW", "WWW"},
		{"[AAAI'15]", "AAAI", "AAAI"},
		{"[ATC'14]", "ATC", "ATC"},
		{"[SafeConfig'11]", "SafeConfig", "SafeConfig"},
		{"In 2024 USENIX Annual Technical Conference (ATC'24).", "ATC", ""},
		{"In IEEE International Symposium on Workload Characterization 2016 (IISWC16).", "IISWC", ""},
		{"IISWC16", "IISWC", "IISWC"},
		{"Distributed Computing Systems (ICDCS), 2019 IEEE 39th International Conference on. IEEE, 2019: 210-221.", "ICDCS", "ICDCS"},
		{"Proc. 19th ACM European Conference on Computer Systems, Lisbon, 2024.", "EuroSys", "ACM European Conference on Computer Systems"},
		{"ACM Trans. Comput. Syst. 12, 3–9, Article 2 (June 2021).", "TOCS", "ACM Trans. Comput. Syst"},
		{"IEEE Internet of Things Journal, 2021 (Impact factor: 7.1).", "IoT-J", "IEEE Internet of Things Journal"},
		{"in Proc. Neural Information Processing Systems 2031 (NeurIPS 2031), Hobart, December, 2031", "NeurIPS", "Neural Information Processing Systems"},
		{"Proc. of the Intl. Conference for High Performance Computing, Networking, Storage and Analysis (SC 2030), Perth, Australia", "SC", ""},
		{"*ACM Computing Surveys*", "CSUR", "ACM Computing Surveys"},
		{"*The Web Conference*", "WWW", "Web Conference"},
		{"*IEEE International Conference on Data Engineering*", "ICDE", "IEEE International Conference on Data Engineering"},

		// Year forms after an acronym.
		{"Proc. of MICRO-2019", "MICRO", "MICRO"},
		{"NSDI ’24", "NSDI", "NSDI"},
		{"SC19", "SC", "SC"},
		{"(SC 2019)", "SC", "SC"},
		{"FPGA '19", "FPGA", "FPGA"},
		// Other spellings.
		{"NIPS 2017", "NeurIPS", "NIPS"},
		{"Advances in Neural Information Processing Systems 30", "NeurIPS", ""},
		{"TheWebConf 2021", "WWW", "TheWebConf"},
		{"International World Wide Web Conference", "WWW", ""},
		{"Proc. VLDB Endow. 13(12)", "VLDB", ""},
		{"PVLDB 2020", "VLDB", "PVLDB"},
		{"Proceedings of the VLDB Endowment, 14(1)", "VLDB", ""},
		{"USENIX ATC 2019", "ATC", "USENIX ATC"},
		{"In 28th USENIX Security Symposium", "USENIX Security", ""},
		{"USENIX Security '20", "USENIX Security", "USENIX Security"},
		{"IEEE S&P 2020", "S&P", "IEEE S&P"},
		{"IEEE Symposium on Security and Privacy (S&P), 2019", "S&P", ""},
		{"European Symposium on Security and Privacy (IEEE)", "EuroS&P", ""},
		{"Euro-Par 2019: Parallel Processing", "Euro-Par", "Euro-Par"},
		{"IEEE/ACM Transactions on Networking, vol. 27", "TON", ""},
		{"IEEE Trans. Parallel Distrib. Syst. 31(4)", "TPDS", ""},
		{"IEEE Transactions on Parallel and Distributed Systems", "TPDS", ""},
		{"IEEE IoT-J", "IoT-J", "IEEE IoT-J"},
		{"IoTJ, 2021", "IoT-J", "IoTJ"},
		{"Communications of the ACM 63(5)", "CACM", "Communications of the ACM"},
		{"IEEE Micro, vol. 40", "IEEE Micro", "IEEE Micro"},
		{"IEEE Computer Architecture Letters", "CAL", ""},
		{"ACM SIGOPS 27th Symposium on Operating Systems Principles", "SOSP", ""},
		{"Proceedings of the Thirtieth Annual ACM-SIAM Symposium on Discrete Algorithms", "SODA", ""},
		{"ISCAS 2020", "ISCAS", "ISCAS"},
		{"ISCA 2020", "ISCA", "ISCA"},
		{"ICSE 2020", "ICSE", "ICSE"},
		{"ICS '20", "ICS", "ICS"},
		{"ACM International Conference on Supercomputing", "ICS", ""},
		{"Proceedings of the 2019 International Conference on Management of Data", "SIGMOD", ""},
		{"Findings of the Association for Computational Linguistics: EMNLP 2030", "Findings of EMNLP", ""},
		{"Findings of the Association for Computational Linguistics 2021", "Findings", ""},
		{"Asian Conference on Machine Learning (ACML), 2018", "ACML", "Asian Conference on Machine Learning"},
		{"Nations of the Americas Chapter of the Association for Computational Linguistics (NAACL) Conference 2031", "NAACL", ""},
		{"Computer Vision and Pattern Conference (CVPR), 2031", "CVPR", "CVPR"},
		{"International Conference on Machine Learning (ICML 2031)", "ICML", ""},
		{"International Conference on Machine Learning (PMLR), 2020", "ICML", ""},
		{"Annals of Statistics (AoS) 2023", "AoS", ""},
		{"North American Chapter of the ACL, 2019", "NAACL", ""},
		{"SIGOPS Operating Systems Review July 2019", "OSR", ""},
		{"Science 2023", "Science", "Science"},
		{"Joint Conf. on Lexical and Computational Semantics (*SEM)", "*SEM", ""},
		{"North American Chapter of the Association for Computational Linguistics (NAACL)", "NAACL", ""},
		{"CVPR 2021", "CVPR", "CVPR"},
		{"International Conference on Computer Vision (IEEE/CVF)", "ICCV", ""},
		{"Conference on Computer Vision and Pattern Recognition (IEEE)", "CVPR", ""},
		{"Workshop on Machine Learning and Systems (EuroMLSys '21)", "EuroMLSys", ""},
		{"World Artificial Intelligence Conference (WAIC)", "WAIC", ""},
		{"HASP 2018", "HASP", "HASP"},
		{"IEEE Transactions on Computers", "TC", ""},
		{"IEEE TC, 2019", "TC", "IEEE TC"},
		{"A Fast Scheduler. In FAST '19", "FAST", "FAST"},
		{"Mining the WWW for Facts. In KDD 2015", "KDD", "KDD"},
		{"Journal of Machine Learning Research 21", "JMLR", ""},
		{"INTERSPEECH 2019", "Interspeech", "INTERSPEECH"},
		{"eurosys '19", "EuroSys", "eurosys"},
	}
	c := Default()
	for _, tc := range tests {
		v, s, e, ok := c.Match(tc.text)
		if !ok {
			t.Errorf("Match(%q): no match, want %s", tc.text, tc.want)
			continue
		}
		if v.Acronym != tc.want {
			t.Errorf("Match(%q) = %s (%q), want %s", tc.text, v.Acronym, tc.text[s:e], tc.want)
			continue
		}
		if s < 0 || e > len(tc.text) || s >= e {
			t.Errorf("Match(%q): bad span [%d,%d)", tc.text, s, e)
			continue
		}
		if tc.span != "" && tc.text[s:e] != tc.span {
			t.Errorf("Match(%q) span = %q, want %q", tc.text, tc.text[s:e], tc.span)
		}
	}
}

func TestMatchNegative(t *testing.T) {
	tests := []struct {
		text  string
		notAc string // if non-empty, a match is allowed but must not be this venue
	}{
		{"Submitted to a Conference", ""},
		{"[Preprint]", ""},
		{"Some Unknown Workshop on Things 2020", ""},
		{"", ""},
		{"   ", ""},
		{"SCALE: Elastic Scaling for Scheduling", ""},
		{"Scheduling in the Cloud", ""},
		{"Sc 2019", ""},
		{"Physics of Computation", ""},
		{"ICSE 2020", "ICS"},
		{"Fast Data-Parallel Iterative Analytics", ""},
		{"fast 2019", ""},
		{"BATCH processing", ""},
		{"ATCs and more", ""},
		{"Tsinghua University, Beijing, China", ""},
		{"Chi-square tests", ""},
		{"ISCAS 2020", "ISCA"},
		{"Columbia, SC, USA", ""},
		{"An FPGA accelerator for graph analytics", ""},
		{"A Middleware for the Internet of Things", ""},
		{"A Lock-Free Queue", ""},
		{"arXiv preprint arXiv:2001.00001", ""},
		{"Energy-Efficient Supercomputing", ""},
		{"Intern at MSR Asia", ""},
		{"Sparse matrix codes", ""},
		{"socc 2015", ""},
		{"Lecture Notes in Computer Science", ""},
		{"International Conference on Pebble Semantics 2020", ""},
		{"Nordic Conference on Machine Learning, 2018", ""},
		{"International Conference on Computer Vision and Imaging Methods", ""},
		{"Conference on Machine Learning (QCML) 2019", ""},
		{"Conference of the Imaginary Chapter of the Association for Computational Linguistics (ICACL)", "ACL"},
		{"SIGOPS Operating Systems Review 53(1)", "SOSP"},
	}
	c := Default()
	for _, tc := range tests {
		v, s, e, ok := c.Match(tc.text)
		if tc.notAc == "" && ok {
			t.Errorf("Match(%q) = %s (%q), want no match", tc.text, v.Acronym, tc.text[s:e])
		}
		if tc.notAc != "" && ok && v.Acronym == tc.notAc {
			t.Errorf("Match(%q) = %s, must not be %s", tc.text, v.Acronym, tc.notAc)
		}
	}
}

// TestMatchAcronyms checks that every acronym and alias matches itself
// followed by a year.
func TestMatchAcronyms(t *testing.T) {
	c := Default()
	for _, v := range c.All() {
		for _, a := range append([]string{v.Acronym}, v.Aliases...) {
			text := "In " + a + " 2019, Somewhere"
			if tagOnlyKey(c, v, a) {
				text = "(" + a + " 2019) Somewhere" // a tag only (see tagOnlyAt)
			}
			got, s, e, ok := c.Match(text)
			if !ok || got.Acronym != v.Acronym {
				t.Errorf("Match(%q) = %s %v (%q), want %s", text, got.Acronym, ok, text[s:e], v.Acronym)
			}
		}
	}
}

// TestMatchNames checks that every full name finds its own venue.
func TestMatchNames(t *testing.T) {
	c := Default()
	for _, v := range c.All() {
		for _, n := range v.Names {
			text := "In Proceedings of the 12th " + n + ", pages 1-12, 2019."
			if len(normalizeName(n)) < 2 && yearOnlyKey(c, v, n) {
				text = "In " + n + " 2019, 12(3)" // an ordinary word: with its year only
			}
			got, s, e, ok := c.Match(text)
			if !ok || got.Acronym != v.Acronym {
				t.Errorf("Match(%q) = %s %v (%q), want %s", text, got.Acronym, ok, text[s:e], v.Acronym)
			}
		}
	}
}

func TestDefaultCatalog(t *testing.T) {
	c := Default()
	if c.Len() < 180 {
		t.Errorf("Len() = %d, want >= 180", c.Len())
	}
	all := c.All()
	if len(all) != c.Len() {
		t.Fatalf("len(All()) = %d, Len() = %d", len(all), c.Len())
	}
	seen := map[string]string{}
	for i, v := range all {
		if i > 0 && strings.ToLower(all[i-1].Acronym) > strings.ToLower(v.Acronym) {
			t.Errorf("All() not sorted: %s before %s", all[i-1].Acronym, v.Acronym)
		}
		if !v.Kind.Valid() {
			t.Errorf("%s: bad kind %q", v.Acronym, v.Kind)
		}
		if !ValidArea(v.Area) {
			t.Errorf("%s: bad area %q", v.Acronym, v.Area)
		}
		if len(v.Names) == 0 {
			t.Errorf("%s: no names", v.Acronym)
		}
		for _, a := range append([]string{v.Acronym}, v.Aliases...) {
			k := keyOf(a)
			if prev, ok := seen[k]; ok && prev != v.Acronym {
				t.Errorf("key %q used by %s and %s", a, prev, v.Acronym)
			}
			seen[k] = v.Acronym
			got, ok := c.Lookup(a)
			if !ok || got.Acronym != v.Acronym {
				t.Errorf("Lookup(%q) = %s %v, want %s", a, got.Acronym, ok, v.Acronym)
			}
			if got, ok := c.Lookup(strings.ToLower(a)); !ok || got.Acronym != v.Acronym {
				t.Errorf("Lookup(%q) = %s %v, want %s", strings.ToLower(a), got.Acronym, ok, v.Acronym)
			}
		}
		if strings.EqualFold(v.Acronym, "arxiv") {
			t.Errorf("arXiv must not be in the catalogue")
		}
	}
	required := []string{"ASPLOS", "ISCA", "MICRO", "HPCA", "OSDI", "SOSP", "NSDI", "SIGCOMM", "EuroSys", "ATC", "FAST", "SoCC", "SC", "PPoPP", "HPDC", "ICS", "IPDPS", "MLSys", "NeurIPS", "ICML", "ICLR", "AAAI", "IJCAI", "KDD", "WWW", "SIGMOD", "VLDB", "ICDE", "PLDI", "OOPSLA", "POPL", "CGO", "ICDCS", "IISWC", "ISPASS", "Interspeech", "ICASSP", "CVPR", "ICCV", "ECCV", "ACL", "EMNLP", "NAACL", "CCS", "USENIX Security", "S&P", "NDSS", "ICSE", "FSE", "CHI", "STOC", "FOCS", "SODA", "DAC", "ICCAD", "MobiCom", "MobiSys", "SenSys", "INFOCOM", "IMC", "CoNEXT", "Middleware", "DSN", "PODC", "SPAA", "ICPP", "CLUSTER", "Euro-Par", "PACT", "VEE", "SIGMETRICS", "HotOS", "HotNets", "HotCloud", "HotStorage", "LearningSys", "SafeConfig", "HASP", "WAIC", "EuroMLSys", "TOCS", "TPDS", "TC", "TACO", "TOS", "TON", "CSUR", "IoT-J", "JMLR", "TPAMI", "TKDE", "TODS", "TOPLAS", "CACM", "JPDC", "TCC", "TNNLS", "TMC", "JSAC", "IEEE Micro", "CAL"}
	for _, a := range required {
		v, ok := c.Lookup(a)
		if !ok || v.Acronym != a {
			t.Errorf("required venue %s missing (got %q)", a, v.Acronym)
		}
	}
	for a, kind := range map[string]Kind{"LearningSys": Workshop, "SafeConfig": Workshop, "HASP": Workshop, "TOCS": Journal, "OSDI": Conference} {
		if v, _ := c.Lookup(a); v.Kind != kind {
			t.Errorf("%s kind = %s, want %s", a, v.Kind, kind)
		}
	}
	for alias, want := range map[string]string{"USENIX ATC": "ATC", "Supercomputing": "SC", "SysML": "MLSys", "NIPS": "NeurIPS", "TheWebConf": "WWW", "PVLDB": "VLDB", "Proc. VLDB Endow.": "VLDB", "ACM Trans. Comput. Syst.": "TOCS", "ACM TOCS": "TOCS", "IEEE Trans. Parallel Distrib. Syst.": "TPDS", "IEEE IoT-J": "IoT-J", "IoTJ": "IoT-J", "iot-j": "IoT-J"} {
		if v, ok := c.Lookup(alias); !ok || v.Acronym != want {
			t.Errorf("Lookup(%q) = %s %v, want %s", alias, v.Acronym, ok, want)
		}
	}
	if _, ok := c.Lookup("arXiv"); ok {
		t.Errorf("Lookup(arXiv) found a venue")
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"fields", "# c\nFOO | conference | systems\n", "bad.txt:2:"},
		{"kind", "FOO | meeting | systems | Foo Conference\n", "bad.txt:1: FOO: unknown kind"},
		{"area", "\n\nFOO | conference | cooking | Foo Conference\n", "bad.txt:3: FOO: unknown area"},
		{"names", "FOO | conference | systems |  ; \n", "bad.txt:1: FOO: no full name"},
		{"acronym", " | conference | systems | Foo Conference\n", "bad.txt:1: empty acronym"},
		{"duplicate", "FOO | conference | systems | Foo Conference\nfoo | journal | systems | Foo Journal\n", "bad.txt:2: duplicate acronym"},
		{"alias conflict", "FOO | conference | systems | Foo Conference | FC\nBAR | conference | systems | Bar Conference | fc\n", "bad.txt:2: BAR: alias \"fc\" is already used by FOO (bad.txt:1)"},
		{"alias vs acronym", "FOO | conference | systems | Foo Conference\nBAR | conference | systems | Bar Conference | FOO\n", "bad.txt:2: BAR: alias"},
		{"name conflict", "FOO | conference | systems | Conference on Foo Systems\nBAR | conference | systems | 12th International Conference on Foo Systems\n", "bad.txt:2: BAR: name"},
	}
	for _, tc := range tests {
		_, err := Load(strings.NewReader(tc.src), "bad.txt")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Load error = %v, want containing %q", tc.name, err, tc.want)
		}
	}
	c, err := Load(strings.NewReader("\ufeff# comment\n\nFOO | workshop | theory | Foo Workshop on Bars | !FW ; Foo W.\n"), "ok.txt")
	if err != nil {
		t.Fatal(err)
	}
	if c.Len() != 1 {
		t.Fatalf("Len = %d", c.Len())
	}
	v, ok := c.Lookup("fw")
	if !ok || v.Acronym != "FOO" || v.Kind != Workshop || v.Area != "theory" || len(v.Aliases) != 2 || v.Aliases[0] != "FW" {
		t.Errorf("Lookup(fw) = %+v %v", v, ok)
	}
	if _, _, _, ok := c.Match("FW rocks"); ok {
		t.Errorf("year-only alias matched without a year")
	}
	if v, _, _, ok := c.Match("FW 2020"); !ok || v.Acronym != "FOO" {
		t.Errorf("year-only alias did not match with a year")
	}
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, errors.New("boom") }

func TestLoadReadError(t *testing.T) {
	if _, err := Load(failReader{}, "x.txt"); err == nil || !strings.Contains(err.Error(), "x.txt") {
		t.Errorf("err = %v", err)
	}
}

func TestExtend(t *testing.T) {
	base := Default()
	user, err := Load(strings.NewReader(`
# Override OSDI's area, take over alias "USENIX ATC", add a new venue.
OSDI | conference | theory | Operating Systems Design Summit | OSDI Summit
NEWV | workshop | ml | Workshop on Brand New Things | USENIX ATC
`), "user.txt")
	if err != nil {
		t.Fatal(err)
	}
	c := base.Extend(user)
	if c.Len() != base.Len()+1 {
		t.Errorf("Len = %d, want %d", c.Len(), base.Len()+1)
	}
	v, ok := c.Lookup("OSDI")
	if !ok || v.Area != "theory" || v.Names[0] != "Operating Systems Design Summit" {
		t.Errorf("OSDI not overridden: %+v", v)
	}
	if v, _ := base.Lookup("OSDI"); v.Area != "systems" {
		t.Errorf("Extend modified the base catalogue: %+v", v)
	}
	if v, _, _, ok := c.Match("Operating Systems Design Summit 2020"); !ok || v.Acronym != "OSDI" {
		t.Errorf("new OSDI name not matched: %v %v", v.Acronym, ok)
	}
	if _, _, _, ok := c.Match("USENIX Symposium on Operating Systems Design and Implementation"); ok {
		t.Errorf("old OSDI name still matched")
	}
	if v, ok := c.Lookup("USENIX ATC"); !ok || v.Acronym != "NEWV" {
		t.Errorf("Lookup(USENIX ATC) = %s, want NEWV", v.Acronym)
	}
	atc, _ := c.Lookup("ATC")
	for _, a := range atc.Aliases {
		if a == "USENIX ATC" {
			t.Errorf("ATC kept an alias it lost")
		}
	}
	if v, _, _, ok := c.Match("[NEWV'20]"); !ok || v.Acronym != "NEWV" {
		t.Errorf("new venue not matched")
	}
	if v, _, _, ok := c.Match("ATC '20"); !ok || v.Acronym != "ATC" {
		t.Errorf("ATC lost its acronym")
	}
	if got := base.Extend(nil); got != base {
		t.Errorf("Extend(nil) should return the receiver")
	}
}

func TestDefaultOnce(t *testing.T) {
	a, b := Default(), Default()
	if a != b {
		t.Errorf("Default() not cached: two calls gave two catalogues")
	}
}

func BenchmarkMatch(b *testing.B) {
	c := Default()
	text := "J. Doe, A. Smith, and B. Jones. Scaling Distributed Machine Learning with the Parameter Server: " +
		"A Study of Fast Data-Parallel Training on Commodity Clusters. In Proceedings of the 11th USENIX " +
		"Symposium on Operating Systems Design and Implementation (OSDI '14), Broomfield, CO, pages 583-598, 2014."
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, _, ok := c.Match(text); !ok {
			b.Fatal("no match")
		}
	}
}

func BenchmarkDefaultLoad(b *testing.B) {
	for b.Loop() {
		if _, err := Load(strings.NewReader(embedded), "venues.txt"); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzMatch checks that Match never panics and returns a sane span.
func FuzzMatch(f *testing.F) {
	for _, s := range []string{"[NSDI '24]", "IISWC18", "S&P", "’", "SC ’", "a&", "ACM Trans. Comput. Syst.", "\xff\xfeOSDI"} {
		f.Add(s)
	}
	c := Default()
	f.Fuzz(func(t *testing.T, s string) {
		v, start, end, ok := c.Match(s)
		if ok && (start < 0 || end > len(s) || start >= end || v.Acronym == "") {
			t.Fatalf("Match(%q) = %q [%d,%d)", s, v.Acronym, start, end)
		}
	})
}

// tagOnlyKey reports whether alias a of v is written "=a" in the catalogue.
func tagOnlyKey(c *Catalog, v Venue, a string) bool {
	for _, e := range c.entries.entries() {
		if e.Acronym == v.Acronym {
			return slices.Contains(e.tagOnly, a)
		}
	}
	return false
}

// yearOnlyKey reports whether key a of v is written "!a" in the catalogue.
func yearOnlyKey(c *Catalog, v Venue, a string) bool {
	for _, e := range c.entries.entries() {
		if e.Acronym == v.Acronym {
			return slices.Contains(e.yearOnly, a)
		}
	}
	return false
}

// BenchmarkDefaultReady loads the embedded curated catalogue from its
// text and builds its matching index, as the first Match of a process
// did before the catalogue was built ahead (Default decodes catalog.bin
// now: BenchmarkDefaultDecode).
func BenchmarkDefaultReady(b *testing.B) {
	for b.Loop() {
		c, err := Load(strings.NewReader(embedded), "venues.txt")
		if err != nil {
			b.Fatal(err)
		}
		c.ready()
	}
}
