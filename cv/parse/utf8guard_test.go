package parse

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
)

// TestCutBytesKeepsCharacters: a byte bound never cuts a character.
func TestCutBytesKeepsCharacters(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"abc", 5, "abc"},
		{"abc", 2, "ab"},
		{"ab”", 3, "ab"}, // ” is 3 bytes: a cut inside it backs off
		{"ab”", 4, "ab"},
		{"ab”", 5, "ab”"},
		{"é", 1, ""},
		{"abc", 0, ""},
	} {
		if got := cutBytes(tc.s, tc.n); got != tc.want {
			t.Errorf("cutBytes(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
}

// TestLongVenueCutKeepsUTF8: a venue longer than the record's bound is
// cut at a character boundary, whatever character the bound falls in
// (a fictional workshop name padded so the bound meets a run of
// two-byte letters at each of their bytes).
func TestLongVenueCutKeepsUTF8(t *testing.T) {
	for pad := 0; pad < 4; pad++ {
		venue := "Proceedings of the Grand Fictional Workshop on Invented" + strings.Repeat("x", pad) +
			" Topics, Held Together with the Imaginary Symposium on Pretend Systems, " +
			"Éçôéàüéçôéàüéçôéàüéçôéàüéçôéàüéçôéàü Édition"
		text := "# Ada Quillfeather\n\n## Publications\n\n" +
			"- A. Quillfeather and B. Marrowby. “A Made-Up Study of Pretend Things”. " + venue + ", 2019.\n"
		c, err := Parse("cv.md", []byte(text), Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range c.Warnings {
			if strings.HasPrefix(w.Message, "internal: invalid UTF-8") {
				t.Errorf("pad %d: %s", pad, w.Message)
			}
		}
		for i, p := range c.Publications {
			if !utf8.ValidString(p.VenueRaw) {
				t.Errorf("pad %d: publications[%d].venue_raw not UTF-8: %q", pad, i, p.VenueRaw)
			}
		}
	}
}

// TestRepairUTF8 names each repaired field as the JSON record does and
// leaves valid strings alone.
func TestRepairUTF8(t *testing.T) {
	c := &cv.CV{
		Name:    "Ada Quillfeather",
		Contact: cv.Contact{Emails: []string{"ada@example.org", "bad\xffmail@example.org"}},
		Publications: []cv.Publication{
			{Title: "Fine"},
			{Title: "Cut “Pipelines\xe2\x80", VenueRaw: "Workshop\xe2\x80", Authors: []string{"A. Quill\xc3"}},
		},
	}
	repairUTF8(c)
	want := []string{
		"internal: invalid UTF-8 repaired in contact.emails[1]",
		"internal: invalid UTF-8 repaired in publications[1].title",
		"internal: invalid UTF-8 repaired in publications[1].authors[0]",
		"internal: invalid UTF-8 repaired in publications[1].venue_raw",
	}
	var got []string
	for _, w := range c.Warnings {
		got = append(got, w.Message)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if p := c.Publications[1]; p.Title != "Cut “Pipelines\uFFFD" || p.VenueRaw != "Workshop\uFFFD" || p.Authors[0] != "A. Quill\uFFFD" {
		t.Errorf("repaired publication = %+v", p)
	}
	if c.Name != "Ada Quillfeather" || c.Publications[0].Title != "Fine" {
		t.Errorf("a valid string changed: %+v", c)
	}
	if invalidStrings(c) != nil {
		t.Errorf("still invalid: %v", invalidStrings(c))
	}
}

// TestRepairUTF8NoWarningWhenValid: a record of valid strings gets no
// warning.
func TestRepairUTF8NoWarningWhenValid(t *testing.T) {
	c := &cv.CV{Name: "Ada Quillfeather", Publications: []cv.Publication{{Title: "Déjà “Vu”"}}}
	repairUTF8(c)
	if len(c.Warnings) != 0 {
		t.Errorf("warnings on a valid record: %+v", c.Warnings)
	}
}

// invalidStrings lists the strings reachable from v that are not valid
// UTF-8, without changing them (a property the fuzz test checks on every
// record).
func invalidStrings(v any) []string {
	var bad []string
	var walk func(reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.String:
			if !utf8.ValidString(v.String()) {
				bad = append(bad, v.String())
			}
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Map:
			for _, k := range v.MapKeys() {
				walk(k)
				walk(v.MapIndex(k))
			}
		}
	}
	walk(reflect.ValueOf(v))
	return bad
}

// BenchmarkRepairUTF8 is the guard's cost on the records of the sample
// CVs, in the units of BenchmarkParse (the same bytes a loop): compare
// the two ns/op to see the guard's share of a parse.
func BenchmarkRepairUTF8(b *testing.B) {
	var recs []*cv.CV
	var total int64
	for name, data := range sampleCVs(b) {
		text, err := Decode(name, data, 0)
		if err != nil {
			continue
		}
		c, err := Parse(name, []byte(text), Options{})
		if err != nil {
			continue
		}
		recs = append(recs, c)
		total += int64(len(text))
	}
	if len(recs) == 0 {
		b.Skip("no sample CVs in " + cvTestdata)
	}
	b.SetBytes(total)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, c := range recs {
			repairUTF8(c)
		}
	}
}
