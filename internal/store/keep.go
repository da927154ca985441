package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	jsonv1 "github.com/go-json-experiment/json/v1"
	"golang.org/x/text/unicode/norm"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// keepable says why c, a normalised record parsed under opt (the venue
// catalogue), would not read back from its JSON (cv.ReadRecordWith) to
// the same JSON; nil when it would. It answers without encoding or
// decoding the record, from what the records reader does to a record,
// step by step:
//
//   - it decodes the JSON: text that is not UTF-8 comes back changed
//     (U+FFFD), a value that encodes itself (cv.Date) or decodes itself
//     (cv.PubStatus) must come back equal from its own JSON (checked once
//     per value), a null list may come back [] (Normalize), and a value
//     of a kind no record holds (a map, an interface) is not vouched for;
//   - it names a record without a source after the file;
//   - it turns the text to NFC;
//   - it refuses a record that breaks the contract (cv.CV.Validate);
//   - it moves a venue not in the catalogue to venue_raw, and writes a
//     catalogued venue as the catalogue's acronym.
//
// A field the encoder leaves out (omitempty, omitzero) comes back empty
// and is left out again, whatever it held. keepable may refuse where the
// JSON would come back the same (as sameJSON may), never the other way:
// TestKeepableAgreesWithReadBack holds it to reading the record back on
// the sample, seed and corpus CVs and thousands of changes to them.
func keepable(c *cv.CV, opt cv.RecordOptions) error {
	if c.Source == "" {
		return errors.New("the record has no source")
	}
	if !readsBack(typeInfoOf(reflect.TypeFor[cv.CV]()), reflect.ValueOf(c).Elem()) {
		return errors.New("its JSON reads back otherwise (text not UTF-8 or not NFC, a null list, a value whose own JSON reads back otherwise)")
	}
	if problems := c.Validate(); len(problems) > 0 {
		return fmt.Errorf("it breaks the record contract: %s", problems[0].Msg)
	}
	cat := opt.Venues
	if cat == nil {
		cat = venue.Default()
	}
	for i := range c.Publications {
		p := &c.Publications[i]
		if p.Venue == "" {
			continue
		}
		if v, ok := cat.Lookup(p.Venue); !ok || v.Acronym != p.Venue {
			return fmt.Errorf("publication %d: venue %q does not read back from the venue catalogue as itself", i+1, p.Venue)
		}
	}
	return nil
}

// readsBack says whether v, of the type ti describes, decodes from its
// JSON to a value that encodes the same, with its text in NFC.
func readsBack(ti *typeInfo, v reflect.Value) bool {
	if ti.own || ti.decodesItself {
		return ti.comparable && ownReadsBack(v)
	}
	switch ti.kind {
	case reflect.Struct:
		if ti.opaque {
			return false
		}
		for _, f := range ti.fields {
			fv := v.Field(f.index)
			if (f.omitEmpty || f.omitZero) && f.omitted(fv) {
				continue // left out, read back empty, left out again
			}
			if !readsBack(f.info, fv) {
				return false
			}
		}
		return true
	case reflect.Slice:
		if v.IsNil() {
			return false // null, which Normalize may read back as []
		}
		for i := range v.Len() {
			if !readsBack(ti.elem, v.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Pointer:
		return v.IsNil() || readsBack(ti.elem, v.Elem())
	case reflect.String:
		return textReadsBack(v.String())
	case reflect.Float32, reflect.Float64:
		f := v.Float()
		return !math.IsNaN(f) && !math.IsInf(f, 0)
	}
	return ti.kind >= reflect.Bool && ti.kind <= reflect.Uint64
}

// ownChecked remembers ownReadsBack's answers, value by value (dates
// repeat across records), up to ownCheckedMax values, so that untrusted
// records cannot grow it without bound.
var (
	ownChecked    sync.Map // comparable value -> bool
	ownCheckedLen atomic.Int64
)

const ownCheckedMax = 1 << 14

// ownReadsBack says whether v, of a comparable type that encodes or
// decodes itself, comes back equal from its JSON (encoding/json's, as
// cv.WriteJSONL writes it), decoded as the records reader decodes: with
// the decoder of go-json-experiment/json/v1, then encoding/json's when
// that one refuses.
func ownReadsBack(v reflect.Value) bool {
	if v.CanAddr() {
		if d, ok := v.Addr().Interface().(*cv.Date); ok {
			return dateReadsBack(*d)
		}
	}
	key := v.Interface()
	if ok, found := ownChecked.Load(key); found {
		return ok.(bool)
	}
	ok := ownRoundTrip(v)
	if ownCheckedLen.Load() < ownCheckedMax {
		if _, loaded := ownChecked.LoadOrStore(key, ok); !loaded {
			ownCheckedLen.Add(1)
		}
	}
	return ok
}

// datesChecked is ownChecked for cv.Date, the value of its own encoding
// that records hold most (two a position and a degree), without making
// an interface value of each.
var datesChecked = struct {
	sync.RWMutex
	m map[cv.Date]bool
}{m: map[cv.Date]bool{}}

// dateReadsBack is ownReadsBack for a date.
func dateReadsBack(d cv.Date) bool {
	datesChecked.RLock()
	ok, found := datesChecked.m[d]
	datesChecked.RUnlock()
	if found {
		return ok
	}
	ok = ownRoundTrip(reflect.ValueOf(d))
	datesChecked.Lock()
	if len(datesChecked.m) < ownCheckedMax {
		datesChecked.m[d] = ok
	}
	datesChecked.Unlock()
	return ok
}

// ownRoundTrip is ownReadsBack without the memory. The value is encoded
// through a pointer, as the encoder meets it in a record (its methods on
// the pointer apply).
func ownRoundTrip(v reflect.Value) bool {
	p := reflect.New(v.Type())
	p.Elem().Set(v)
	data, err := json.Marshal(p.Interface())
	if err != nil {
		return false
	}
	back := reflect.New(v.Type())
	if jsonv1.Unmarshal(data, back.Interface()) != nil {
		back = reflect.New(v.Type())
		if json.Unmarshal(data, back.Interface()) != nil {
			return false
		}
	}
	return back.Elem().Equal(v)
}

// textReadsBack says whether s is UTF-8 in NFC, as the records reader
// leaves it. ASCII is both, and most of a record is ASCII: the check
// starts at the last ASCII character before the first that is not (a
// mark after it may compose with it).
func textReadsBack(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			rest := s[max(i-1, 0):]
			return utf8.ValidString(rest) && norm.NFC.IsNormalString(rest)
		}
	}
	return true
}
