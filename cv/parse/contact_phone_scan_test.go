package parse

import (
	"regexp"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// rePhone is the pattern phoneScan reads, kept as its oracle.
var rePhone = regexp.MustCompile(`(?:\+\s?\d{1,3}[\s.-]?|\(\+?\d{1,3}\)\s?)?(?:\(\d{2,4}\)\s?)?\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}`)

// phonePieces are fictional pieces of contact lines: digits and runs of
// them, "+", brackets, every \s byte and \v, dots, dashes, letters and
// bytes beyond ASCII.
var phonePieces = []string{"0", "1", "12", "123", "1234", "12345", "+", "+1", "(", ")", "(0)", "(555)", " ", "\t", "\n", "\v", "\f", "\r", ".", "-", "x",
	"Tel:", "é", "\xff", "５"}

func checkPhoneScan(t *testing.T, s string) int {
	t.Helper()
	got, want := phoneScan(s), rePhone.FindAllString(s, -1)
	if !slices.Equal(got, want) {
		t.Fatalf("phoneScan(%q) = %q, rePhone gives %q", s, got, want)
	}
	return len(got)
}

// TestPhoneScan holds phoneScan to rePhone.FindAllString on fictional
// lines and 300,000 random joins.
func TestPhoneScan(t *testing.T) {
	for _, s := range []string{"", "Tel: +1 555 123 4567", "(+44) (20) 7946-0958", "+1(555)1234567", "555.123.4567 and 555-987-6543",
		"12345678", "1234567", "+12 3456 7890 1234", "(0)20 1234 5678"} {
		checkPhoneScan(t, s)
	}
	found := 0
	for s := range cvtext.Joins(22, 31, phonePieces, 300000, 12) {
		found += checkPhoneScan(t, s)
	}
	if found < 10000 {
		t.Fatalf("%d numbers found: the test reads too few", found)
	}
}

// FuzzPhoneScan holds phoneScan to rePhone on any text:
//
//	go test -run '^$' -fuzz FuzzPhoneScan ./cv/parse
func FuzzPhoneScan(f *testing.F) {
	f.Add("Tel: +1 (555) 123-4567")
	f.Fuzz(func(t *testing.T, s string) { checkPhoneScan(t, s) })
}
