package xlsx

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// units counts s as excelize counts a header or footer against its limit
// (excelize.MaxFieldLength): in UTF-16 code units.
func units(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// astralName is a fictional name of n letters from the Mathematical Bold
// block (U+1D400...): each letter is a surrogate pair in UTF-16.
func astralName(n, seed int) string {
	var b strings.Builder
	for i := range n {
		b.WriteRune(rune(0x1D400 + (seed*7+i)%26))
	}
	return b.String()
}

// headerCVs are fictional CVs named names, one paper each.
func headerCVs(names ...string) []*cv.CV {
	var cvs []*cv.CV
	for i, n := range names {
		cvs = append(cvs, &cv.CV{Source: "c" + string(rune('a'+i)) + ".md", Name: n,
			Publications: []cv.Publication{paper("A paper", 2020, cv.TypeJournal)}})
	}
	return cvs
}

// headerAttacks are the inputs that made a page header longer than
// excelize allows: a long job title, a name of ampersands (each doubled
// in the header's codes) and seven names in astral-plane letters (two
// UTF-16 units each).
func headerAttacks() map[string]struct {
	title string
	cvs   []*cv.CV
} {
	title97 := strings.Repeat("Tenure-track Assistant Professor ", 3)[:97]
	var astral, plain []string
	for i := range 7 {
		astral = append(astral, astralName(30, i))
		plain = append(plain, "Alexandra Example-"+string(rune('A'+i))+"mple")
	}
	return map[string]struct {
		title string
		cvs   []*cv.CV
	}{
		"title of 97":         {title97, headerCVs(plain...)},
		"title of 2000":       {strings.Repeat("Lecturer & Chair ", 118), headerCVs("Ada Example")},
		"name of 120 &":       {"", headerCVs("Ann "+strings.Repeat("&", 120)+" Example", "Bo Sample")},
		"7 astral names":      {"", headerCVs(astral...)},
		"everything together": {strings.Repeat("𝐓&", 200), headerCVs(append(astral, strings.Repeat("&", 300))...)},
	}
}

// TestPageHeaderWithinLimit: whatever the title and the names, the
// workbook is written, opens, and every sheet's page header and footer
// are within excelize's limit, their escapes whole, cut with an ellipsis.
// Before the fix each attack failed Write ("field OddHeader must be less
// than or equal to 255 characters"), so "vitae report" wrote no
// workbook and "vitae run" published nothing.
func TestPageHeaderWithinLimit(t *testing.T) {
	for name, a := range headerAttacks() {
		t.Run(name, func(t *testing.T) {
			r := analytics.Compute(a.cvs, analytics.Options{}).Finish()
			f := open(t, render(t, r, reports.Options{Title: a.title}))
			cut := false
			for _, sheet := range f.GetSheetList() {
				hf, err := f.GetHeaderFooter(sheet)
				if err != nil || hf == nil {
					t.Fatalf("%s: no page header (%v)", sheet, err)
				}
				for _, field := range []string{hf.OddHeader, hf.OddFooter} {
					if n := units(field); n > excelize.MaxFieldLength {
						t.Errorf("%s: header of %d units, over %d: %q", sheet, n, excelize.MaxFieldLength, field)
					}
					checkCodes(t, sheet, field)
					cut = cut || strings.Contains(field, "…")
				}
			}
			if !cut {
				t.Error("no header was cut (no ellipsis): the attack did not reach the limit")
			}
		})
	}
}

// checkCodes checks that a header holds only the codes printSetup puts
// there and doubled ampersands: a cut never leaves half an escape.
func checkCodes(t *testing.T, sheet, field string) {
	t.Helper()
	if !utf8.ValidString(field) {
		t.Errorf("%s: header is not valid text (a split surrogate pair?): %q", sheet, field)
	}
	rest := field
	for _, code := range []string{`&"-,Bold"`, "&P", "&N", "&L", "&C", "&R"} {
		rest = strings.ReplaceAll(rest, code, "")
	}
	rest = strings.ReplaceAll(rest, "&&", "")
	if strings.Contains(rest, "&") {
		t.Errorf("%s: a lone & (half an escape) in %q", sheet, field)
	}
}

// TestFitHeaderAgainstExcelize: random sections of ampersands, astral and
// plain letters, fitted into a header, are always accepted by excelize's
// own check (SetHeaderFooter), and a section that fits is kept whole.
func TestFitHeaderAgainstExcelize(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 2))
	alphabet := []rune{'a', 'B', ' ', '&', '&', 'é', '中', 0x1D400, 0x1F600, utf8.RuneError}
	text := func(max int) string {
		rs := make([]rune, rng.IntN(max))
		for i := range rs {
			rs[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(rs)
	}
	f := excelize.NewFile()
	defer f.Close()
	for i := range 2000 {
		secs := []headerSection{{`&L&"-,Bold"`, text(40)}, {"&C", text(300)}, {"&R", text(300)}}
		if i%3 == 0 {
			secs[1].text = ""
		}
		got := fitHeader(secs...)
		if err := f.SetHeaderFooter("Sheet1", &excelize.HeaderFooterOptions{OddHeader: got}); err != nil {
			t.Fatalf("case %d: excelize refuses %q: %v", i, got, err)
		}
		checkCodes(t, "case", got)
		whole, want, capped := "", 0, true
		for _, s := range secs {
			e := headerEscape(s.text)
			whole += s.code + e
			want += units(s.code) + min(units(e), maxHeaderUnits)
			capped = capped && units(e) <= maxHeaderUnits
		}
		if capped && units(whole) <= excelize.MaxFieldLength && got != whole {
			t.Fatalf("case %d: %q fits, but was changed to %q", i, whole, got)
		}
		if n := units(got); n < min(want, excelize.MaxFieldLength)-len(secs) {
			t.Fatalf("case %d: cut to %d units, want about %d: %q", i, n, min(want, excelize.MaxFieldLength), got)
		}
	}
}
