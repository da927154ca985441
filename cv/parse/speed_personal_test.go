package parse

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// takePersonalOld is takePersonal as it was, lower-casing every line
// before looking for its cues: the oracle of TestTakePersonalCues.
func (p *parser) takePersonalOld(t string) bool {
	low := strings.ToLower(t)
	if strings.Contains(low, "birth") || strings.Contains(low, "born") || strings.Contains(low, "dob") {
		if m := reBirth.FindStringSubmatch(t); m != nil {
			p.personal().BirthDate = strings.TrimSpace(m[1])
			return true
		}
	}
	if strings.Contains(low, "male") || strings.Contains(low, "binary") {
		if m := reGender.FindStringSubmatch(t); m != nil && wordCount(t) <= 6 {
			p.personal().Gender = strings.ToLower(m[1])
			if n := strings.TrimSpace(m[2]); n != "" {
				p.personal().Nationality = n
			}
			return true
		}
	}
	if strings.Contains(low, "national") || strings.Contains(low, "citizen") {
		if m := reNation.FindStringSubmatch(t); m != nil {
			p.personal().Nationality = strings.TrimSpace(m[1])
			return true
		}
	}
	return false
}

// TestTakePersonalCues: takePersonal, its cues looked for without a
// lower-cased copy, reads every line as before: fictional personal lines
// (with the runes strings.ToLower turns into ASCII letters), every
// sample line and random joins.
func TestTakePersonalCues(t *testing.T) {
	in := []string{
		"Born: 1 May 2001", "DATE OF BIRTH: 1 May 2001", "DOB 2001-05-01", "Gender: Female", "Male, Examplish",
		"non-binary", "Nationality: Examplish", "Citizenship: Examplish", "BİRTH: 2001", "Bİrth date: 2001",
		"NATİONALİTY: Examplish", "Female", "Kite Street 5", "", "\xffborn 2001",
	}
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	pieces := []string{"Born", "BİRTH", "birth", "date", " ", ":", "DOB", "dob", "male", "Fe", "non-", "binary", "İ",
		"Nationality", "nationalİty", "citizen", "ship", "Examplish", "2001", "\xff", ","}
	for s := range cvtext.Joins(4, 4, pieces, 20000, 6) {
		in = append(in, s)
	}
	taken := 0
	for _, s := range in {
		a, b := &parser{cv: &cv.CV{}}, &parser{cv: &cv.CV{}}
		got, want := a.takePersonal(s), b.takePersonalOld(s)
		if got != want || !reflect.DeepEqual(a.cv.Personal, b.cv.Personal) {
			t.Fatalf("takePersonal(%q) = %v %+v, before %v %+v", s, got, a.cv.Personal, want, b.cv.Personal)
		}
		if got {
			taken++
		}
	}
	if taken < 100 {
		t.Fatalf("%d lines read as personal: too few to hold the change", taken)
	}
}
