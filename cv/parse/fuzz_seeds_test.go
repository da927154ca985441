package parse

import (
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/golden"
)

// fuzzSeedDir holds FuzzParse's seed corpus, which go test also replays
// as regression cases.
var fuzzSeedDir = filepath.Join("testdata", "fuzz", "FuzzParse")

// fuzzSeeds are FuzzParse's written seeds: small invented CV fragments,
// one form each (every person, title and address here is made up), odd
// Unicode, broken markup and long lines. TestFuzzParseSeedFiles writes
// them to testdata/fuzz/FuzzParse with -update. Keep each small (at most
// maxSeedSize): the fuzzer spends its time mutating and minimizing them.
var fuzzSeeds = map[string]string{
	"empty":            "",
	"blank-lines":      "\n\n\n \t\n",
	"name-only":        "Orla Vantremont\n",
	"md-name-contact":  "# Orla Vantremont\n\nAssistant Professor, Example University\n\n+1 555 0100 • [orla@example.org](mailto:orla@example.org) • [Web](#)\n",
	"md-education":     "# Orla Vantremont\n## Education\n### Ph.D. in Computer Science\nExample University, Springfield\nSep. 2015 – May 2021\nAdvisor: Prof. Ivo Marrant\n### B.S. in Mathematics\nJune 2015\n",
	"md-positions":     "# Orla Vantremont\n## Experience\n- **Postdoctoral Researcher**, Example Institute, 2021 – present\n- Research Intern, Example Labs, Summer 2019\n- Teaching Assistant, Example University, Fall 2016 - Spring 2018\n",
	"md-pubs-numbered": "# Orla Vantremont\n## Publications\n1. **Orla Vantremont**, Ivo Marrant, and Pell Osgood. A Study of Nothing in Particular. In *OSDI 2022*.\n2. Pell Osgood, **O. Vantremont**\\*. Fast Paths for Slow Things. *SOSP '21*. **Best Paper Award**\n",
	"md-pubs-tags":     "# Orla Vantremont\n## Publications\n- [C3] O. Vantremont, I. Marrant. Tiny Caches. EuroSys ’23.\n- [J1] I. Marrant, O. Vantremont. Big Queues. ACM Trans. Comput. Syst. 39, 1–4, Article 7 (June 2021).\n- [P1] O. Vantremont. Preprint Title. arXiv:2101.00001, 2021.\n",
	"md-pubs-linked":   "## PUBLICATION\n- 1. [Warm Starts for Cold Stores**](#)\n  [O. Vantremont*](#), [I. Marrant](#), et al.\n  [\\[NSDI '24\\]](#) *to appear, with an artifact badge*\n",
	"md-awards":        "# Orla Vantremont\n## Awards\n- Graduate Fellowship ( <i>awarded</i> )\t2020\n- Finalist, Example Fellowship\t2019\n- 2018 — Travel Grant, Example Conference\n\n2017\n\nDean's List\n",
	"md-talks":         "## Talks\n* Invited talk, Example University, March 2022 * Keynote, Example Workshop 2021 ** Seminar, Example Labs 2020\n",
	"md-service":       "## Service\n- Program Committee: MLSys 2020, EuroSys 2021\n- Reviewer: NeurIPS 2018, ICML 2019\n- [ATC '22] USENIX ATC\tArtifact Evaluation Committee\n",
	"md-teaching":      "## Teaching\n- <i>Instructor</i>, <a href=\"#\">CS 101</a>\tSpring 2018, Spring 2020 & Spring 2021\n- **CS 452 – Distributed Systems (Example U)** Fall 2017\n",
	"md-table":         "## Education\n| Degree | School | Years |\n|---|---|---|\n| Ph.D. | Example University | 2015–2020 |\n| M.S. | Example College | 2013–2015 |\n",
	"md-resume":        "## EDUCATION\n---\n### Example University\n*Ph.D. in Computer Science*  \n**Springfield, USA**  \n*Sep 2016 – Jun 2021 (Expected)*\n",
	"md-html":          "<!-- a position left out: Engineer, Example Corp, 2010 -->\n<b>Lecturer</b> &mdash; Example University <i>2019&ndash;2022</i><br>\nO. Vantremont &amp; I. Marrant.&nbsp;Title.&nbsp;<b>Best Paper</b>\n",
	"md-math":          "## Projects\n- Sped up joins by $2\\times$ with $\\rightarrow$ pipelining; see [EuroSys'19],[SysML'18]\n- Escapes: \\* \\_ \\\\_ \\[ \\]\n",
	"text-bare":        "ORLA VANTREMONT\norla@example.org · orla.v@example.com\n\nEDUCATION\nExample University\nPh.D., Computer Science\nGPA: 3.9/4.0\n2016 - 2021\n\nEXPERIENCE\n2021 - present    Research Scientist, Example Labs\n",
	"text-numbered":    "PUBLICATIONS\n[J2] O. Vantremont, \"Title Two,\" IEEE TPDS, vol. 30, no. 4, pp. 1-14, 2019.\n[C1] O. Vantremont and I. Marrant, (2022). \"Title One.\" Proc. of OSDI.\n[C0] I. Marrant, O. Vantremont, in Proc. of EuroSys, 2019. (Best Paper Award)\n",
	"text-compact":     "Orla Vantremont\nDate of Birth: 1 Jan 1990\nE-mail: orla@example.org\n- **Ph.D** *Now*\n  Example University\n- Jun. 2019 — Sept. 2019** Research Intern in Example Labs, supervised by I. Marrant\n",
	"text-authors":     "Publications\nVantremont O., Marrant I., Osgood P. Title of a Paper[C]//Distributed Computing Systems (ICDCS), 2016 IEEE 36th International Conference on. IEEE, 2016: 1201-1212.\n",
	"text-dates":       "Experience\nJan. 2024 ~ Now  Engineer, Example Corp\n10.2016 – 09.2020 Researcher\nsince 2021 Lecturer\n05/2017 – 08/2017 Intern\n2020–2019 Fellow\n9999-99 -- 0000-00 Nothing\n",
	"europe":           "# Dr. Zoë Łąkowska-Brünn\n## Positions\n- since 2021 — Assistant Professor, Uniwersytet Przykładowy, Łódź\n- 2015–2019 — Doktorandin, Beispieluniversität, Zürich\n## Publications\n- Ζωή Λ., Дмитрий Пример, Søren Æbelø. Ein Titel. In EuroSys ’23.\n",
	"cjk-rtl":          "# 王小明\n## 教育\n- 博士，示例大学，2015–2020\n## Publications\n- مثال, O. Vantremont. \u202edesrever\u202c Title. OSDI 2020.\n",
	"bom-crlf":         "\ufeff# Orla Vantremont\r\n## Education\r\n- Ph.D., Example University, 2020\r\n",
	"utf16":            "\xff\xfe#\x00 \x00O\x00r\x00l\x00a\x00\n\x00",
	"latin1":           "Jos\xe9 M\xfcller\r\nZ\xfcrich\r\nPublications\r\n1. J. M\xfcller. T\xedtulo. 2019.\r\n",
	"invalid-utf8":     "# Orla \xc3\x28 \xa0\xa1 \xe2\x82 \xf0\x28\x8c\xbc\n## Awards\n- \xed\xa0\x80 2020 \xc0\xaf Prize\n",
	"controls":         "\t\t\t|a|b|\n|---|---|\n|\x1b[31m|\u202e|\n\x00\x01\x7f\u0085\n",
	"zero-width":       "Orla\u200bVantremont\u2028Publications\u2029\u00a0\u200b\ufeff\u2060\n- \u200dTitle\u00ad, 2020\n",
	"combining":        "# Zo\u0308e\u0301\u0302\u0303\u0304 Va\u0300\u0301\u0302ntremont\n## Awards\n- Prize\u0338\u20dd 2020\n",
	"fullwidth":        "# Ｏｒｌａ\n## Ｅｄｕｃａｔｉｏｎ\n- Ｐｈ．Ｄ．，２０１５－２０２０\n",
	"emoji":            "## 📧 orla@example.org  \n## 🎓 Education\n- 🏆 Best Paper 2020 👍🏽\n- 👨\u200d👩\u200d👧 family\n",
	"empty-markers":    "# \n## \n### \n- \n* \n1. \n[1]\n> \n---\n",
	"stars":            strings.Repeat("*", 46) + "\n" + strings.Repeat("_", 46) + "\n**Bold** ***x*** **open\n",
	"brackets":         "[[[[[[[[[[[[((((((((((((]]]]]]\n[a](b)[c](d)[[e]](f)\n<<<>>><a href=\"\n",
	"nested-lists":     nestedList(40),
	"many-headings":    strings.Repeat("## Publications\n", 60),
	"long-authors":     "## Publications\n- " + longAuthors(120) + ". A Title. In OSDI 2020.\n",
	"long-word":        "## Awards\n- " + strings.Repeat("x", 3000) + " 2020\n",
	"long-years":       "## Service\n- " + yearRun(1900, 2100) + "\n",
	"long-cells":       "|" + strings.Repeat(" a |", 400) + "\n|" + strings.Repeat("---|", 400) + "\n",
	"long-dashes":      "## Experience\n" + strings.Repeat("2019 – 2020 – ", 150) + "\n",
}

// maxSeedSize is the largest seed fuzzSeeds may hold.
const maxSeedSize = 4096

// nestedList is a list n levels deep.
func nestedList(n int) string {
	var b strings.Builder
	b.WriteString("## Service\n")
	for i := range n {
		fmt.Fprintf(&b, "%s- level %d\n", strings.Repeat("  ", i), i)
	}
	return b.String()
}

// longAuthors is an author list of n invented names.
func longAuthors(n int) string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("A%c. Person%d", 'A'+rune(i%26), i)
	}
	return strings.Join(names, ", ")
}

// yearRun is every year from a to b, comma-separated.
func yearRun(a, b int) string {
	years := make([]string, 0, b-a+1)
	for y := a; y <= b; y++ {
		years = append(years, strconv.Itoa(y))
	}
	return strings.Join(years, ", ")
}

// corpusFile is data in the form of the Go fuzzing engine's corpus files
// for a target of one []byte argument.
func corpusFile(data string) []byte {
	return []byte("go test fuzz v1\n[]byte(" + strconv.Quote(data) + ")\n")
}

// TestFuzzParseSeedFiles: testdata/fuzz/FuzzParse holds every seed of
// fuzzSeeds as written (-update writes them), and each is small.
func TestFuzzParseSeedFiles(t *testing.T) {
	names := make([]string, 0, len(fuzzSeeds))
	for name := range fuzzSeeds {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		data := fuzzSeeds[name]
		if len(data) > maxSeedSize {
			t.Errorf("seed %s is %d bytes, more than %d", name, len(data), maxSeedSize)
		}
		golden.Check(t, filepath.Join(fuzzSeedDir, name), corpusFile(data))
	}
}
