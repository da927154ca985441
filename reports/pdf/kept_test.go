package pdf

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/reports"
)

// TestNextField: the fields nextField finds are strings.Fields', for the
// measured texts and random strings of every kind of space (ASCII and
// not), letters and invalid bytes.
func TestNextField(t *testing.T) {
	texts := measureTexts()
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []string{"a", "bc", " ", "\t", "\n", "\v", "\f", "\r", "\u0085", "\u00a0", "\u3000", "\u2028", "é", "中", "\xff", "\xe2\x80", "x\x00y"}
	for range 2000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		var got []string
		for i := 0; ; {
			start, end := nextField(s, i)
			if start < 0 {
				break
			}
			got, i = append(got, s[start:end]), end
		}
		if want := strings.Fields(s); !slices.Equal(got, want) {
			t.Fatalf("fields of %q: %q, want %q", s, got, want)
		}
	}
}

// TestWrapKept: a kept wrapping is wrapN's, in each style, size and
// width, asked once or again, and after the map is filled and made anew.
func TestWrapKept(t *testing.T) {
	r := report(testCVs(t)[:1])
	fonts, family, data, err := loadFonts("")
	if err != nil {
		t.Fatal(err)
	}
	d, err := newDoc(r, reports.Options{}, settings{}, fonts, family, data)
	if err != nil {
		t.Fatal(err)
	}
	texts := measureTexts()
	for round := range 3 {
		for _, style := range []string{"", "B", "I"} {
			for _, size := range []float64{6.5, 8} {
				d.setFont(style, size)
				for i, s := range texts {
					w := []float64{3, 40, 182}[(i+round)%3]
					n := []int{2, maxWrapLines}[i%2]
					if got, want := d.wrapKept(s, w, n), d.wrapN(s, w, n); !slices.Equal(got, want) {
						t.Fatalf("round %d, %q %v: wrapKept(%q, %v, %d) = %q, want %q", round, style, size, s, w, n, got, want)
					}
				}
			}
		}
		if len(d.kept) > maxKept {
			t.Fatalf("%d wrappings kept, at most %d", len(d.kept), maxKept)
		}
	}
}

// TestReusedSeries: yearSeriesTo and timelineBarsTo reading each
// candidate's charts into the previous candidate's arrays give what
// reading them afresh gives.
func TestReusedSeries(t *testing.T) {
	r := report(scaleCVs(t, 60))
	var ss []series
	var bars []tbar
	var items []legendItem
	for _, c := range r.Candidates {
		ch := charts.CandidatePerYear(r, c)
		got, gotApart := yearSeriesTo(ss, ch)
		want, wantApart := yearSeries(ch)
		if gotApart != wantApart || len(got) != len(want) || len(got) > 0 && !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: series %+v (%v), want %+v (%v)", c.Name, got, gotApart, want, wantApart)
		}
		ss = got
		tl := charts.CandidateTimeline(r, c)
		gotBars, gotLegend := timelineBarsTo(bars, items, tl)
		wantBars, wantLegend := timelineBars(tl)
		if len(gotBars) != len(wantBars) || len(gotBars) > 0 && !reflect.DeepEqual(gotBars, wantBars) ||
			len(gotLegend) != len(wantLegend) || len(gotLegend) > 0 && !reflect.DeepEqual(gotLegend, wantLegend) {
			t.Fatalf("%s: bars %+v, want %+v", c.Name, gotBars, wantBars)
		}
		bars, items = gotBars, gotLegend
	}
}
