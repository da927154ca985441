package parse

import "testing"

// All CVs here are fictional: invented people, places and events.

// A date range broken by a line's wrap reads whole: the month or the
// dash on one line, the rest on the next.
func TestDateWrapJoined(t *testing.T) {
	text := "Mira Quell\n\n" +
		"Education\n\n" +
		"PhD in Kite Science, Lantern University. September 2030 – May\n" +
		"2035 (expected)\n" +
		"MSc in Kite Science, Paper Hill College. September 2028 –\n" +
		"May 2030\n" +
		"BSc in Wind Studies, Paper Hill College. September\n" +
		"2024 – May 2028\n"
	c := parseKindCV(t, "wrap.txt", text)
	want := [][2]string{{"2030-09", "2035-05"}, {"2028-09", "2030-05"}, {"2024-09", "2028-05"}}
	if len(c.Education) != len(want) {
		t.Fatalf("got %d degrees, want %d", len(c.Education), len(want))
	}
	for i, e := range c.Education {
		if e.Start.String() != want[i][0] || e.End.String() != want[i][1] {
			t.Errorf("degree %d: %s to %s, want %s to %s", i, e.Start, e.End, want[i][0], want[i][1])
		}
	}
}

// A date on a line of its own under a finished line is not joined, nor
// is a line that holds more than a date.
func TestDateWrapNotJoined(t *testing.T) {
	cases := [][2]string{
		{"Lantern Prize for Kite Science.", "2031"},
		{"Visiting student, Paper Hill College, May", "2030 and again in 2031 for a month"},
		{"Kite Design, taught in 2030 –", "Wind Studies"},
	}
	for _, c := range cases {
		ls := toLines(c[0] + "\n" + c[1] + "\n")
		if got := joinDateWraps(ls); len(got) != len(ls) {
			t.Errorf("%q over %q: joined", c[0], c[1])
		}
	}
}
