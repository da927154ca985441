package parse

import (
	"strings"
	"testing"
)

// A margin year written once per year: the spaced lines with the margin
// left empty are entries of the year above, not labels of the lines
// below them. The label over the list sits tight on its first entry.
func TestMarginYearWrittenOnce(t *testing.T) {
	src := strings.Join([]string{
		"Tamsin Orle",
		"",
		"SERVICE",
		"Program Committee Member",
		"2024        Kite Symposium",
		"",
		"2023        Imaginary Workshop",
		"",
		"            Example Conference",
		"",
		"            Made-Up Forum",
		"",
		"2022        Fictional Colloquium",
		"",
		"            Pretend Meeting",
		"",
		"2021        Nowhere Summit",
	}, "\n")
	c := mustParse(t, "orle.txt", src)
	if len(c.Service) != 7 {
		t.Errorf("%d service entries, want 7: %+v", len(c.Service), c.Service)
	}
}

// A bold label over one line, followed by bold labels over several
// lines, is a label like them: the plain lines are the entries.
func TestBoldLabelOverOneLine(t *testing.T) {
	src := strings.Join([]string{
		"# Tamsin Orle",
		"",
		"## Professional Services",
		"**Conference Area Chair**",
		"Kite Symposium 2025; Imaginary Review Cycle",
		"",
		"**Conference Program Committee Member**",
		"Kite Symposium 2022-2025; Fictional Forum 2023;",
		"Made-Up Meeting 2021-2024; Pretend Summit 2024;",
		"",
		"**Student Volunteer**",
		"Nowhere Workshop 2020; Kite Symposium 2022",
	}, "\n")
	c := mustParse(t, "orle.md", src)
	if len(c.Service) != 4 {
		t.Errorf("%d service entries, want 4: %+v", len(c.Service), c.Service)
	}
}
