package store

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestDateValue: for every date of the contract's range and around it
// (years and months out of range, present, unknown), dateValue says
// what ownEncode says, the first time and from its memory after.
func TestDateValue(t *testing.T) {
	var dates []cv.Date
	for y := cv.MinYear - 2; y <= cv.MaxYear+2; y++ {
		for m := -1; m <= 13; m++ {
			dates = append(dates, cv.Date{Year: y, Month: m})
		}
	}
	dates = append(dates, cv.Date{}, cv.Date{Month: 3}, cv.Present, cv.Date{Year: 2020, Present: true}, cv.Date{Year: -5}, cv.Date{Year: 10000, Month: 100})
	for round := range 2 {
		for _, d := range dates {
			got, want := dateValue(d), ownEncode(reflect.ValueOf(d))
			if got.ok != want.ok || !bytes.Equal(got.json, want.json) {
				t.Fatalf("round %d, %+v: %q %v, want %q %v", round, d, got.json, got.ok, want.json, want.ok)
			}
		}
	}
	if o := dateValue(cv.Date{Year: 2020, Month: 5}); !o.ok || string(o.json) != `"2020-05"` {
		t.Errorf("2020-05: %q %v", o.json, o.ok)
	}
	if o := dateValue(cv.Date{Year: 2020, Month: 13}); o.ok {
		t.Errorf("month 13 reads back: %q", o.json)
	}
}
