package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"sync/atomic"

	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// keep is c, a normalised record parsed under opt (the venue
// catalogue), as one JSON line, byte for byte as cv.WriteJSONL writes it,
// when that JSON reads back (cv.ReadRecordWith) to the same JSON; when
// it would not, the error says why. It checks without decoding the JSON,
// from what the records reader does to a record, step by step, as it
// writes it (one walk of the record):
//
//   - it decodes the JSON: text that is not UTF-8 comes back changed
//     (U+FFFD), a value that encodes itself (cv.Date) or decodes itself
//     (cv.PubStatus) must come back equal from its own JSON (checked once
//     per value), a null list may come back [] (Normalize), and a value
//     of a kind no record holds (a map, an interface, a float) is not
//     vouched for;
//   - it names a record without a source after the file;
//   - it turns the text to NFC;
//   - it refuses a record that breaks the contract (cv.CV.Validate);
//   - it moves a venue not in the catalogue to venue_raw, and writes a
//     catalogued venue as the catalogue's acronym.
//
// A field the encoder leaves out (omitempty, omitzero) comes back empty
// and is left out again, whatever it held. keep may refuse where the
// JSON would come back the same, never the other way:
// TestKeepAgreesWithReadBack holds it to reading the record back, and
// its JSON to cv.WriteJSONL's, on the sample, seed, format and corpus
// CVs and thousands of changes to them (FuzzKeep too).
func keep(c *cv.CV, opt cv.RecordOptions) ([]byte, error) {
	if c.Source == "" {
		return nil, errors.New("the record has no source")
	}
	if problems := c.Validate(); len(problems) > 0 {
		return nil, fmt.Errorf("it breaks the record contract: %s", problems[0].Msg)
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
			return nil, fmt.Errorf("publication %d: venue %q does not read back from the venue catalogue as itself", i+1, p.Venue)
		}
	}
	buf := encodeBuffers.Get().(*[]byte)
	defer func() {
		if cap(*buf) <= maxPooledBuffer {
			encodeBuffers.Put(buf)
		}
	}()
	b, ok := appendRecord((*buf)[:0], c)
	*buf = b
	if !ok {
		return nil, errors.New("its JSON reads back otherwise (text not UTF-8 or not NFC, a null list, a value whose own JSON reads back otherwise)")
	}
	line := make([]byte, len(b)+1)
	copy(line, b)
	line[len(b)] = '\n'
	return line, nil
}

// encodeBuffers are the buffers records are written in, reused; one
// grown past maxPooledBuffer by a large record is let go.
var encodeBuffers = sync.Pool{New: func() any { return new([]byte) }}

const maxPooledBuffer = 1 << 20

// ownValue is the JSON of v, a value of a type that encodes or decodes
// itself, and whether v comes back equal from it: remembered value by
// value (dates repeat across records, and most are dates), up to
// ownCheckedMax values, so that untrusted records cannot grow the memory
// without bound.
func ownValue(v reflect.Value) own {
	if v.CanAddr() {
		if d, ok := v.Addr().Interface().(*cv.Date); ok {
			return dateValue(*d)
		}
	}
	if !v.Type().Comparable() {
		return own{}
	}
	key := v.Interface()
	if o, found := ownChecked.Load(key); found {
		return o.(own)
	}
	o := ownEncode(v)
	if ownCheckedLen.Load() < ownCheckedMax {
		if _, loaded := ownChecked.LoadOrStore(key, o); !loaded {
			ownCheckedLen.Add(1)
		}
	}
	return o
}

// own is a value's JSON and whether the value reads back from it.
type own struct {
	json []byte
	ok   bool
}

var (
	ownChecked    sync.Map // comparable value -> own
	ownCheckedLen atomic.Int64
	// datesChecked and statusesChecked are ownChecked for cv.Date and
	// cv.PubStatus, without making an interface value of each.
	datesChecked    memo[cv.Date]
	statusesChecked memo[cv.PubStatus]
)

const ownCheckedMax = 1 << 14

// dateValue is ownValue for a date: for a date of the contract's range
// (a year from cv.MinYear to cv.MaxYear, a month or none, not present:
// nearly every date), remembered in a table read without a lock, which
// two workers checking dozens of dates a record otherwise contend for.
func dateValue(d cv.Date) own {
	if d.Present || d.Year < cv.MinYear || d.Year > cv.MaxYear || d.Month < 0 || d.Month > 12 {
		return datesChecked.get(d)
	}
	slot := &dateSlots[(d.Year-cv.MinYear)*13+d.Month]
	if o := slot.Load(); o != nil {
		return *o
	}
	o := ownEncode(reflect.ValueOf(d))
	slot.Store(&o)
	return o
}

// dateSlots are dateValue's table: ownEncode's answer for each date of
// the contract's range, found once.
var dateSlots [(cv.MaxYear - cv.MinYear + 1) * 13]atomic.Pointer[own]

// memo remembers ownEncode's answer for up to ownCheckedMax values of a
// type.
type memo[T comparable] struct {
	sync.RWMutex
	m map[T]own
}

// get is ownEncode(v), remembered.
func (m *memo[T]) get(v T) own {
	m.RLock()
	o, found := m.m[v]
	m.RUnlock()
	if found {
		return o
	}
	o = ownEncode(reflect.ValueOf(v))
	m.Lock()
	if m.m == nil {
		m.m = map[T]own{}
	}
	if len(m.m) < ownCheckedMax {
		m.m[v] = o
	}
	m.Unlock()
	return o
}

// ownEncode is ownValue without the memory: v encoded as encoding/json
// encodes it in a record (through a pointer, so that its methods on the
// pointer apply; HTML characters not escaped, as cv.WriteJSONL), and
// decoded as the records reader decodes, with the decoder of
// go-json-experiment/json/v1, then encoding/json's when that one refuses.
func ownEncode(v reflect.Value) own {
	p := reflect.New(v.Type())
	p.Elem().Set(v)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if enc.Encode(p.Interface()) != nil {
		return own{}
	}
	data := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	back := reflect.New(v.Type())
	if jsonv1.Unmarshal(data, back.Interface()) != nil {
		back = reflect.New(v.Type())
		if json.Unmarshal(data, back.Interface()) != nil {
			return own{json: data}
		}
	}
	return own{json: data, ok: back.Elem().Equal(v)}
}
