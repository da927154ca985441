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
	c, err := Parse("orle.txt", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Service) != 7 {
		t.Errorf("%d service entries, want 7: %+v", len(c.Service), c.Service)
	}
}
