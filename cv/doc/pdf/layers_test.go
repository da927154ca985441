package pdf

import (
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// overlapPDF writes a heading set in the left margin that runs into the
// first line of its section on the same baseline, a name drawn twice a
// hair apart (fake bold) and an ordinary line.
func overlapPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "B", 11)
	f.Text(15, 40, "Selected Writings")
	f.SetFont("Helvetica", "", 10)
	f.Text(40, 40, "Entries marked with a dagger were invited.")
	f.Text(40, 46, "Juno Marsh. Small maps of large ponds. Lantern Review, 2021.")
	f.SetFont("Helvetica", "", 12)
	f.Text(40, 60, "Odile Brackenridge")
	f.Text(40.1, 60, "Odile Brackenridge")
	return output(t, f)
}

func TestOverlappingTextIsTwoLines(t *testing.T) {
	d := read(t, overlapPDF(t))
	var got []string
	for _, l := range d.Lines {
		if l.Text != "" {
			got = append(got, l.Text)
		}
	}
	want := []string{
		"Selected Writings",
		"Entries marked with a dagger were invited.",
		"Juno Marsh. Small maps of large ponds. Lantern Review, 2021.",
		"Odile Brackenridge",
	}
	if len(got) != len(want) {
		t.Fatalf("lines %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: %q, want %q", i+1, got[i], want[i])
		}
	}
}
