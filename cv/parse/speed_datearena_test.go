package parse

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestDatesArena: the memo's dates, cut from its arena, are findDates's
// answer for every sample line and random joins of date pieces, each
// slice clipped to its length (an append copies it), empty but not nil
// for a year with no date; and they stay so while the arena fills
// chunk after chunk.
func TestDatesArena(t *testing.T) {
	in := []string{"", "2031", "Sept. 2030 – present", "in 2031 and 2032", "x2031", "Spring 2031 – now (expected)"}
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	pieces := []string{"2030", "1999", "May ", "Sept. ", "–", "-", " ", "present", "now", "(expected)", "x", "/", "12", ", "}
	for s := range cvtext.Joins(8, 9, pieces, 20000, 12) {
		in = append(in, s)
	}
	m := newMemo()
	got := make([][]dateSpan, len(in))
	for i, s := range in {
		got[i] = m.findDates(s)
		checkDatesArena(t, s, got[i])
	}
	for i, s := range in { // nothing cut later wrote over an earlier answer
		if !reflect.DeepEqual(got[i], findDates(s)) {
			t.Fatalf("findDates(%q) changed to %v after later texts", s, got[i])
		}
	}
	if cap(m.spans) < dateChunk {
		t.Fatalf("arena chunk of %d spans", cap(m.spans))
	}
}

// checkDatesArena holds one memo answer to findDates.
func checkDatesArena(t *testing.T, s string, got []dateSpan) {
	t.Helper()
	want := findDates(s)
	if !reflect.DeepEqual(got, want) || (got == nil) != (want == nil) {
		t.Fatalf("memo findDates(%q) = %v, want %v", s, got, want)
	}
	if cap(got) != len(got) {
		t.Fatalf("memo findDates(%q): capacity %d for %d spans", s, cap(got), len(got))
	}
}

// TestDatesArenaEmptied: an emptied memo (as releaseMemo pools it)
// holds no dates and cuts its answers anew from the arena it kept.
func TestDatesArenaEmptied(t *testing.T) {
	m := newMemo()
	m.findDates("Sept. 2030 – present")
	room := cap(m.spans)
	m.empty()
	if len(m.dates) != 0 || len(m.spans) != 0 || cap(m.spans) != room {
		t.Fatalf("emptied memo holds %d texts, %d spans, room %d (was %d)", len(m.dates), len(m.spans), cap(m.spans), room)
	}
	if got := m.findDates("May 2031"); len(got) != 1 || got[0].from.Year != 2031 || got[0].from.Month != 5 {
		t.Fatalf("emptied memo: %v", got)
	}
}

// TestLastDates: the text asked about last is answered again without the
// table, and only that text: not a copy (which the table answers), not
// a text that shares its first bytes, not an empty text.
func TestLastDates(t *testing.T) {
	m := newMemo()
	s := "Sept. 2030 – May 2031, Kite Lab"
	first := m.findDates(s)
	if got, ok := m.lastDates(s); !ok || !reflect.DeepEqual(got, first) {
		t.Fatalf("lastDates(%q) = %v, %v; want %v", s, got, ok, first)
	}
	for _, other := range []string{strings.Clone(s), s[:10], s[:len(s)-1], ""} {
		if _, ok := m.lastDates(other); ok {
			t.Fatalf("lastDates(%q) answered for another text", other)
		}
		if got, want := m.findDates(other), findDates(other); !reflect.DeepEqual(got, want) {
			t.Fatalf("findDates(%q) = %v, want %v", other, got, want)
		}
	}
	m.empty()
	if _, ok := m.lastDates(s); ok {
		t.Fatal("an emptied memo remembers its last text")
	}
}

// TestJoinAround holds joinAround to the join it stands for at every
// pair of cut points of fictional and random dated lines.
func TestJoinAround(t *testing.T) {
	in := []string{"", " ", "2031", " Sept. 2030 – present ", "\tKite Lab, 2031\u00a0", "(2031) Kite Prize", "Prize\u2003 2031"}
	for s := range cvtext.Joins(3, 1, []string{" ", "\t", "\u00a0", "2031", "Kite", "(", ")", ",", "–", "é"}, 3000, 6) {
		in = append(in, s)
	}
	for _, s := range in {
		for start := 0; start <= len(s); start++ {
			for end := start; end <= len(s); end++ {
				if got, want := joinAround(s, start, end), strings.TrimSpace(s[:start]+" "+s[end:]); got != want {
					t.Fatalf("joinAround(%q, %d, %d) = %q, want %q", s, start, end, got, want)
				}
			}
		}
	}
}
