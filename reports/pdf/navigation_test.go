package pdf

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// bookmark is an outline item read back from a PDF.
type bookmark struct {
	title string
	level int // 0 at the top
	page  int // 1-based page of the destination
}

// readOutline reads the outline items of an uncompressed fpdf file in
// file order (the order fpdf writes them: the document's): their titles
// (UTF-16 with a byte order mark), levels (from their /Parent chain) and
// destination pages (fpdf writes page n as object 2n+1).
func readOutline(t *testing.T, data []byte) []bookmark {
	t.Helper()
	head := regexp.MustCompile(`(\d+) 0 obj\n<</Title \(`)
	parent := regexp.MustCompile(`\A\)\n/Parent (\d+) 0 R`)
	dest := regexp.MustCompile(`/Dest \[(\d+) 0 R /XYZ`)
	type item struct {
		bookmark
		obj, parent int
	}
	var items []item
	byObj := map[int]int{}
	for _, m := range head.FindAllSubmatchIndex(data, -1) {
		obj, _ := strconv.Atoi(string(data[m[2]:m[3]]))
		raw, end := pdfString(data, m[1])
		pm := parent.FindSubmatch(data[end:])
		if pm == nil {
			continue // the document's /Info title has no parent
		}
		it := item{obj: obj}
		it.parent, _ = strconv.Atoi(string(pm[1]))
		it.title = utf16Text(t, raw)
		stop := bytes.Index(data[end:], []byte("endobj"))
		dm := dest.FindSubmatch(data[end : end+stop])
		if dm == nil {
			t.Fatalf("outline item %q has no destination", it.title)
		}
		p, _ := strconv.Atoi(string(dm[1]))
		it.page = (p - 1) / 2
		byObj[obj] = len(items)
		items = append(items, it)
	}
	out := make([]bookmark, len(items))
	for i, it := range items {
		for p, ok := byObj[it.parent]; ok; p, ok = byObj[items[p].parent] {
			it.level++
		}
		out[i] = it.bookmark
	}
	return out
}

// pdfString reads a literal string's bytes from just after its "(" up to
// its closing ")", undoing fpdf's escapes; it returns where the ")" is.
func pdfString(data []byte, i int) ([]byte, int) {
	var b []byte
	for ; i < len(data) && data[i] != ')'; i++ {
		if data[i] == '\\' && i+1 < len(data) {
			i++
			switch data[i] {
			case 'r':
				b = append(b, '\r')
				continue
			case 'n':
				b = append(b, '\n')
				continue
			}
		}
		b = append(b, data[i])
	}
	return b, i
}

// utf16Text decodes UTF-16BE text with a byte order mark.
func utf16Text(t *testing.T, b []byte) string {
	t.Helper()
	if len(b) < 2 || b[0] != 0xFE || b[1] != 0xFF || len(b)%2 != 0 {
		t.Fatalf("outline title %q is not UTF-16BE with a byte order mark", b)
	}
	u := make([]uint16, 0, len(b)/2-1)
	for i := 2; i+1 < len(b); i += 2 {
		u = append(u, uint16(b[i])<<8|uint16(b[i+1]))
	}
	return string(utf16.Decode(u))
}

// cohortOf clones the sample CVs into a fictional cohort of n.
func cohortOf(t *testing.T, n int) *analytics.Report {
	t.Helper()
	cvs, err := sample.Clone(testCVs(t), n)
	if err != nil {
		t.Fatal(err)
	}
	return report(cvs)
}

// renderPlain renders uncompressed.
func renderPlain(t *testing.T, r *analytics.Report, opt reports.Options) ([]byte, stats) {
	t.Helper()
	var buf bytes.Buffer
	st, err := renderWith(&buf, r, opt, settings{uncompressed: true})
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), st
}

// wantOutline is the outline a report should have: the contents, the
// cohort sections, then "Candidates (n)" and each candidate in report
// order at the first of the candidate's pages.
func wantOutline(r *analytics.Report, st stats) []bookmark {
	want := []bookmark{{"Contents", 0, 1}}
	for _, s := range cohortSections {
		want = append(want, bookmark{s, 0, -1}) // pages checked apart
	}
	if len(r.Candidates) == 0 {
		return want
	}
	page := st.CohortPages + 1
	want = append(want, bookmark{fmt.Sprintf("Candidates (%d)", len(r.Candidates)), 0, page})
	for i, c := range r.Candidates {
		want = append(want, bookmark{c.Name, 1, page})
		page += st.CandidatePages[i]
	}
	return want
}

// checkOutline compares the outline read from data with wantOutline, and
// checks that the cohort sections point at pages in order after the
// contents and before the candidates.
func checkOutline(t *testing.T, data []byte, r *analytics.Report, st stats) []bookmark {
	t.Helper()
	got := readOutline(t, data)
	want := wantOutline(r, st)
	if len(got) != len(want) {
		t.Fatalf("outline has %d entries, want %d: %v", len(got), len(want), got)
	}
	prev := st.ContentsPages
	for i, w := range want {
		g := got[i]
		if g.title != w.title || g.level != w.level {
			t.Errorf("outline entry %d = %q (level %d), want %q (level %d)", i, g.title, g.level, w.title, w.level)
		}
		if w.page < 0 {
			if g.page <= st.ContentsPages || g.page > st.CohortPages || g.page < prev {
				t.Errorf("outline entry %q points at page %d: not a cohort page after %d", g.title, g.page, prev)
			}
			prev = g.page
		} else if g.page != w.page {
			t.Errorf("outline entry %q points at page %d, want %d", g.title, g.page, w.page)
		}
	}
	return got
}

// TestOutlineAndContents40: a fictional cohort of 40 has an outline of
// 48 entries (the contents, 6 cohort sections, "Candidates (40)" and the
// 40 candidates), a one-page contents whose lines give the pages the
// outline points at, each line a link, and the comparison of all 40 on
// one page.
func TestOutlineAndContents40(t *testing.T) {
	r := cohortOf(t, 40)
	data, st := renderPlain(t, r, reports.Options{Title: "Forty"})
	if st.ContentsPages != 1 {
		t.Fatalf("contents take %d pages, want 1 for 40 candidates", st.ContentsPages)
	}
	got := checkOutline(t, data, r, st)
	if len(got) != 48 {
		t.Errorf("outline has %d entries, want 48", len(got))
	}
	if _, err := exec.LookPath("qpdf"); err == nil {
		path := filepath.Join(t.TempDir(), "r.pdf")
		os.WriteFile(path, data, 0o644)
		out, err := exec.Command("qpdf", "--show-npages", path).CombinedOutput()
		if err != nil || strings.TrimSpace(string(out)) != fmt.Sprint(st.Pages) {
			t.Errorf("qpdf --show-npages: %s %v, want %d", out, err, st.Pages)
		}
	}

	// the contents page: each entry's title and page number on one line
	toc := pdfText(t, data, "-f", "1", "-l", "1")
	if !strings.Contains(toc, "Contents") || !strings.Contains(squash(toc), "47 entries: the cohort sections and 40 candidates.") {
		t.Errorf("contents page heading missing:\n%s", toc)
	}
	for _, b := range got[1:] {
		line := lineWith(toc, b.title)
		if line == "" {
			t.Errorf("contents: no line for %q", b.title)
			continue
		}
		if !strings.HasSuffix(line, " "+fmt.Sprint(b.page)) {
			t.Errorf("contents line %q does not end with page %d", line, b.page)
		}
		if b.level == 1 {
			c := r.Candidates[indexOf(r, b.title)]
			if !strings.Contains(line, b.title+" · "+analytics.Label(c.Stage)) {
				t.Errorf("contents line %q lacks the stage %q", line, analytics.Label(c.Stage))
			}
		}
	}
	if n := bytes.Count(pageObject(t, data, 1), []byte("/Subtype /Link")); n != 47 {
		t.Errorf("contents page has %d links, want 47", n)
	}

	// the comparison: every candidate on the one page the outline names
	cmpPage := got[3].page
	if got[3].title != secComparison {
		t.Fatalf("entry 3 is %q", got[3].title)
	}
	text := pdfText(t, data, "-f", fmt.Sprint(cmpPage), "-l", fmt.Sprint(cmpPage))
	for _, c := range r.Candidates {
		if lineWith(text, c.Name+" ") == "" && lineWith(text, c.Name) == "" {
			t.Errorf("comparison page %d: %s missing", cmpPage, c.Name)
		}
	}
	if strings.Contains(text, "Continued on the next page") {
		t.Error("the comparison of 40 does not fit on one page")
	}
}

// indexOf is the position of the candidate named name.
func indexOf(r *analytics.Report, name string) int {
	for i, c := range r.Candidates {
		if c.Name == name {
			return i
		}
	}
	return -1
}

// pageObject returns page p's object dictionary (fpdf writes page p as
// object 2p+1), up to its endobj.
func pageObject(t *testing.T, data []byte, p int) []byte {
	t.Helper()
	start := bytes.Index(data, []byte(fmt.Sprintf("\n%d 0 obj\n<</Type /Page\n", 2*p+1)))
	if start < 0 {
		t.Fatalf("page %d object not found", p)
	}
	end := bytes.Index(data[start:], []byte("endobj"))
	return data[start : start+end]
}

// TestOutlineLargeCohort: 130 candidates need contents over more than one
// page and a comparison that goes on over the next page; the outline
// and the contents still give every candidate's page.
func TestOutlineLargeCohort(t *testing.T) {
	r := cohortOf(t, 130)
	data, st := renderPlain(t, r, reports.Options{})
	if want := tocPages(tocLines(130)); st.ContentsPages != want || want < 2 {
		t.Fatalf("contents take %d pages, want %d (more than one)", st.ContentsPages, want)
	}
	got := checkOutline(t, data, r, st)
	toc := pdfText(t, data, "-f", "1", "-l", fmt.Sprint(st.ContentsPages))
	for _, b := range got[1:] {
		if line := lineWith(toc, b.title); !strings.HasSuffix(line, " "+fmt.Sprint(b.page)) {
			t.Errorf("contents line %q does not end with page %d", line, b.page)
		}
	}
	cmp, quality := got[3].page, got[4].page // the comparison goes on up to the data quality
	if quality-cmp < 2 {
		t.Errorf("the comparison of 130 takes pages %d to %d: want more than one", cmp, quality)
	}
	text := squash(pdfText(t, data, "-f", fmt.Sprint(cmp), "-l", fmt.Sprint(quality)))
	if !strings.Contains(text, "Continued on the next page") {
		t.Error("a comparison of 130 does not say it goes on")
	}
	for _, c := range r.Candidates {
		if !strings.Contains(text, c.Name+" ") {
			t.Errorf("comparison: %s missing", c.Name)
		}
	}
}

// TestComparisonFigures checks the fictional cohort's comparison lines
// against figures worked out by hand.
func TestComparisonFigures(t *testing.T) {
	r := report(fictionalCVs())
	data, _ := renderPlain(t, r, reports.Options{})
	got := readOutline(t, data)
	text := pdfText(t, data, "-f", fmt.Sprint(got[3].page), "-l", fmt.Sprint(got[3].page))
	// Ilse: 2 counted papers (OSDI, SOSP), 1 first-author, 2 fellowships
	// awarded and no other award won; Tomasz: second author only
	for name, tail := range map[string]string{
		"Ilse Marchetti":          " 2 50% 2 2 OSDI 1 · SOSP 1",
		"Oskar Lindqvist":         " 2 100% 0 0 NSDI 2",
		"Priya Venkataraman-Holt": " 1 100% 0 0 VLDB 1",
		"Tomasz Reyes":            " 1 0% 0 0 PODC 1",
	} {
		c := r.Candidates[indexOf(r, name)]
		head := fmt.Sprintf("%s %s %s %d of %d %d", name, analytics.Label(c.Stage), num(c.PapersPerYear),
			c.StageRanks.Of(analytics.Headline), c.StageSize, c.Ranks.Of(analytics.Headline))
		line := lineWith(text, name)
		if !strings.HasPrefix(line, head) || !strings.HasSuffix(line, tail) {
			t.Errorf("comparison line of %s = %q, want %q … %q", name, line, head, tail)
		}
	}
}

// TestNavigationDeterministic: the contents and outline, filled in at the
// end, give the same bytes each time.
func TestNavigationDeterministic(t *testing.T) {
	r := cohortOf(t, 60)
	a, _ := renderBytes(t, r, reports.Options{Date: "2024-05-01"})
	b, _ := renderBytes(t, cohortOf(t, 60), reports.Options{Date: "2024-05-01"})
	if !bytes.Equal(a, b) {
		t.Fatal("two renders of the same 60-candidate cohort differ")
	}
}
