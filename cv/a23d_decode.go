package cv

import (
	"sync"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"
)

// A record's JSON is decoded by go-json-experiment's v1 decoder through
// reflection (decodeRecord); on record files of thousands of records
// that was most of the time spent reading them. fastDecoder reads the
// JSON that vitae writes directly into a CV, field by field, over the
// bytes. It is exact by construction: it accepts only JSON whose meaning
// under encoding/json's rules it is sure of, and gives up (ok false, the
// caller then decodes as before) on anything else:
//
//   - a key that is not exactly a field's name (another case, an
//     escape, an unknown field), or a key given twice in one object;
//   - a value of another type than its field's (a number in a string
//     field, a string in an int), an integer with a fraction, an
//     exponent or more than 18 digits, a null inside a list;
//   - a string with invalid UTF-8, a control character, a bad escape or
//     a lone surrogate;
//   - JSON that is not well formed, or anything after the record.
//
// A null field is left as it is (zero): what encoding/json does for
// strings, numbers, booleans, lists, pointers and the two types with
// their own UnmarshalJSON (Date and PubStatus, which both read null as
// their zero). The values of those two types are read by their
// UnmarshalJSON, as the v1 decoder does, after a quick path for the plain
// strings vitae writes ("2020-05", "present", "published").
//
// TestFastDecodeSame, TestFastDecodeMutated and FuzzFastDecodeSame hold
// the two ways equal (the same record, or fastDecoder giving up where
// the old way fails); TestFastDecodeKnowsEveryField fails when a field is
// added to CV, or to a type it holds, that fastDecoder does not read.

// decodeFast decodes one record's JSON as decodeRecord does, or reports
// false when it is not sure it would give the same record. With nfc,
// every string that is not ASCII is put in Unicode NFC as it is made,
// as nfc does to the record afterwards (its other strings are ASCII).
func decodeFast(data []byte, nfc bool) (CV, bool) {
	d := fastDecoders.Get().(*fastDecoder)
	d.data, d.at, d.nfc = data, 0, nfc
	var c CV
	ok := d.record(&c)
	d.data = nil
	fastDecoders.Put(d)
	if !ok {
		return CV{}, false
	}
	return c, true
}

var fastDecoders = sync.Pool{New: func() any { return new(fastDecoder) }}

// fastDecoder is the state of decoding one record: the JSON, the offset
// read up to, and lists reused from record to record to gather a list's
// elements before they are copied into one of the right size (a list's
// elements never hold a list of their own type, so one of each is
// enough).
type fastDecoder struct {
	data  []byte
	at    int
	buf   []byte // a string's text when it has escapes
	arena []byte // the room left in the block the short strings are cut from
	nfc   bool   // put strings in NFC
	wide  bool   // the string last read is not all ASCII

	strs  []string
	eds   []Education
	poss  []Position
	pubs  []Publication
	awds  []Award
	talks []Talk
	servs []Service
	teach []Teaching
	projs []Project
	warns []Warning
}

// record reads the object that is the whole of d.data (white space
// around it allowed).
func (d *fastDecoder) record(c *CV) bool {
	d.space()
	if !d.cv(c) {
		return false
	}
	d.space()
	return d.at == len(d.data)
}

// fields are the keys met in one object, by the bit its decoder gives
// each field.
type fields uint32

// first marks field bit as met and reports whether it was not met
// before.
func (f *fields) first(bit uint) bool {
	if *f&(1<<bit) != 0 {
		return false
	}
	*f |= 1 << bit
	return true
}

// space skips JSON white space.
func (d *fastDecoder) space() {
	for d.at < len(d.data) {
		switch d.data[d.at] {
		case ' ', '\n', '\t', '\r':
			d.at++
		default:
			return
		}
	}
}

// is reports whether the next byte is c.
func (d *fastDecoder) is(c byte) bool {
	return d.at < len(d.data) && d.data[d.at] == c
}

// null reads a null if one is next.
func (d *fastDecoder) null() bool {
	if len(d.data)-d.at >= 4 && string(d.data[d.at:d.at+4]) == "null" {
		d.at += 4
		return true
	}
	return false
}

// members reads the object at d.at, calling member with each key, the
// decoder at the key's value; member returns false to give up (an
// unknown or repeated key, a bad value).
func (d *fastDecoder) members(member func(key []byte) bool) bool {
	if !d.is('{') {
		return false
	}
	d.at++
	d.space()
	if d.is('}') {
		d.at++
		return true
	}
	for {
		key, ok := d.key()
		if !ok {
			return false
		}
		d.space()
		if !d.is(':') {
			return false
		}
		d.at++
		d.space()
		if !member(key) {
			return false
		}
		d.space()
		if !d.is(',') {
			break
		}
		d.at++
		d.space()
	}
	if !d.is('}') {
		return false
	}
	d.at++
	return true
}

// key reads an object's key: a string of printable ASCII without
// escapes (every field's name is one), d.data's bytes.
func (d *fastDecoder) key() ([]byte, bool) {
	if !d.is('"') {
		return nil, false
	}
	start := d.at + 1
	for i := start; i < len(d.data); i++ {
		switch c := d.data[i]; {
		case c == '"':
			d.at = i + 1
			return d.data[start:i], true
		case c < 0x20 || c == '\\' || c >= utf8.RuneSelf:
			return nil, false
		}
	}
	return nil, false
}

// elements reads the array at d.at, calling element with the decoder at
// each element's value; null is no element it reads.
func (d *fastDecoder) elements(element func() bool) bool {
	if !d.is('[') {
		return false
	}
	d.at++
	d.space()
	if d.is(']') {
		d.at++
		return true
	}
	for {
		if d.is('n') || !element() {
			return false
		}
		d.space()
		if !d.is(',') {
			break
		}
		d.at++
		d.space()
	}
	if !d.is(']') {
		return false
	}
	d.at++
	return true
}

// list reads an array of objects into *out, each read by elem; null
// leaves *out alone. The elements are gathered in *scratch and copied
// into a list of their number.
func list[T any](d *fastDecoder, scratch *[]T, out *[]T, elem func(*T) bool) bool {
	if d.null() {
		return true
	}
	buf := (*scratch)[:0]
	ok := d.elements(func() bool {
		var zero T
		buf = append(buf, zero)
		return elem(&buf[len(buf)-1])
	})
	if ok {
		*out = append(make([]T, 0, len(buf)), buf...)
	}
	clear(buf)
	*scratch = buf[:0]
	return ok
}

// strings reads an array of strings into *out; null leaves it alone.
func (d *fastDecoder) strings(out *[]string) bool {
	return list(d, &d.strs, out, d.str)
}

// str reads a string into *s; null leaves it alone.
func (d *fastDecoder) str(s *string) bool {
	if d.null() {
		return true
	}
	text, ok := d.text()
	if ok {
		*s = d.string(text)
	}
	return ok
}

// named reads a string into *s, a string type; null leaves it alone.
func named[T ~string](d *fastDecoder, s *T) bool {
	if d.null() {
		return true
	}
	text, ok := d.text()
	if ok {
		*s = T(d.string(text))
	}
	return ok
}

// A record holds some 150 strings, most of them short: made one by one
// they were most of what decoding a record allocated. The short ones
// are copied one after the other into blocks of arenaBlock bytes
// instead, each string a view of its bytes, which are never written
// again (a block's room left over goes to the next strings, of this
// record or the next one this decoder reads); a longer one is made on
// its own.
const (
	arenaBlock   = 2048
	arenaLongest = arenaBlock / 16
)

// string is a string of the bytes b (copied), the text of the string
// last read; in NFC if d.nfc.
func (d *fastDecoder) string(b []byte) string {
	s := d.copied(b)
	if d.nfc && d.wide {
		s = nfcString(s)
	}
	return s
}

// copied is a string of the bytes b.
func (d *fastDecoder) copied(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > arenaLongest {
		return string(b)
	}
	if len(b) > cap(d.arena)-len(d.arena) {
		d.arena = make([]byte, 0, arenaBlock)
	}
	at := len(d.arena)
	d.arena = append(d.arena, b...)
	return unsafe.String(&d.arena[at], len(b))
}

// nfcString is s in Unicode NFC, as nfc puts a string.
func nfcString(s string) string {
	if !norm.NFC.IsNormalString(s) {
		return norm.NFC.String(s)
	}
	return s
}

// decodeNFC is decodeRecord followed by nfc when decodeFast reads the
// record: then normal is true, and every string of the record is in
// NFC; else the record is decodeRecord's as it is.
func decodeNFC(data []byte) (c CV, normal bool, err error) {
	if c, ok := decodeFast(data, true); ok {
		return c, true, nil
	}
	c, err = decodeSlow(data)
	return c, false, err
}

// text reads a string and returns its text: d.data's bytes when it has
// no escapes, else d.buf. It gives up on bad UTF-8, control characters,
// bad escapes and lone surrogates.
func (d *fastDecoder) text() ([]byte, bool) {
	if !d.is('"') {
		return nil, false
	}
	start := d.at + 1
	d.wide = false
	for i := start; i < len(d.data); {
		switch c := d.data[i]; {
		case c == '"':
			d.at = i + 1
			return d.data[start:i], true
		case c == '\\':
			return d.escaped(start, i)
		case c < 0x20:
			return nil, false
		case c < utf8.RuneSelf:
			i++
		default:
			r, n := utf8.DecodeRune(d.data[i:])
			if r == utf8.RuneError && n == 1 {
				return nil, false
			}
			d.wide = true
			i += n
		}
	}
	return nil, false
}

// escaped goes on with a string whose text starts at start and whose
// first escape is at i, writing its text into d.buf.
func (d *fastDecoder) escaped(start, i int) ([]byte, bool) {
	buf := append(d.buf[:0], d.data[start:i]...)
	defer func() { d.buf = buf[:0] }()
	for i < len(d.data) {
		c := d.data[i]
		switch {
		case c == '"':
			d.at = i + 1
			return buf, true
		case c == '\\':
			var ok bool
			if buf, i, ok = d.escape(buf, i); !ok {
				return nil, false
			}
		case c < 0x20:
			return nil, false
		case c < utf8.RuneSelf:
			buf = append(buf, c)
			i++
		default:
			r, n := utf8.DecodeRune(d.data[i:])
			if r == utf8.RuneError && n == 1 {
				return nil, false
			}
			buf = append(buf, d.data[i:i+n]...)
			d.wide = true
			i += n
		}
	}
	return nil, false
}

// escape appends the text of the escape at d.data[i] (a backslash) to
// buf and returns the offset past it.
func (d *fastDecoder) escape(buf []byte, i int) ([]byte, int, bool) {
	if i+1 >= len(d.data) {
		return nil, 0, false
	}
	switch c := d.data[i+1]; c {
	case '"', '\\', '/':
		return append(buf, c), i + 2, true
	case 'b':
		return append(buf, '\b'), i + 2, true
	case 'f':
		return append(buf, '\f'), i + 2, true
	case 'n':
		return append(buf, '\n'), i + 2, true
	case 'r':
		return append(buf, '\r'), i + 2, true
	case 't':
		return append(buf, '\t'), i + 2, true
	case 'u':
		r, ok := d.hex4(i + 2)
		if !ok {
			return nil, 0, false
		}
		d.wide = d.wide || r >= utf8.RuneSelf
		if !utf16.IsSurrogate(r) {
			return utf8.AppendRune(buf, r), i + 6, true
		}
		// A surrogate pair; a lone one gives up.
		if i+7 >= len(d.data) || d.data[i+6] != '\\' || d.data[i+7] != 'u' {
			return nil, 0, false
		}
		low, ok := d.hex4(i + 8)
		if r = utf16.DecodeRune(r, low); !ok || r == utf8.RuneError {
			return nil, 0, false
		}
		return utf8.AppendRune(buf, r), i + 12, true
	}
	return nil, 0, false
}

// hex4 reads the four hexadecimal digits at d.data[i].
func (d *fastDecoder) hex4(i int) (rune, bool) {
	if i+4 > len(d.data) {
		return 0, false
	}
	var r rune
	for _, c := range d.data[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// integer reads an integer of at most 18 digits (no fraction, no
// exponent) into *n; null leaves it alone.
func (d *fastDecoder) integer(n *int) bool {
	if d.null() {
		return true
	}
	v, ok := d.digits()
	if ok {
		*n = v
	}
	return ok
}

// digits reads -?(0|[1-9][0-9]*) of at most 18 digits, not followed by
// a fraction or an exponent.
func (d *fastDecoder) digits() (int, bool) {
	i := d.at
	neg := i < len(d.data) && d.data[i] == '-'
	if neg {
		i++
	}
	start, v := i, 0
	for ; i < len(d.data) && '0' <= d.data[i] && d.data[i] <= '9'; i++ {
		v = v*10 + int(d.data[i]-'0')
	}
	switch n := i - start; {
	case n == 0 || n > 18 || n > 1 && d.data[start] == '0':
		return 0, false
	case i < len(d.data) && (d.data[i] == '.' || d.data[i] == 'e' || d.data[i] == 'E'):
		return 0, false
	}
	d.at = i
	if neg {
		v = -v
	}
	return v, true
}

// boolean reads true or false into *b; null leaves it alone.
func (d *fastDecoder) boolean(b *bool) bool {
	rest := d.data[d.at:]
	switch {
	case len(rest) >= 4 && string(rest[:4]) == "true":
		*b = true
		d.at += 4
	case len(rest) >= 5 && string(rest[:5]) == "false":
		*b = false
		d.at += 5
	default:
		return d.null()
	}
	return true
}

// date reads a Date as its UnmarshalJSON does, "YYYY", "YYYY-MM" and
// "present" without it; null leaves it alone.
func (d *fastDecoder) date(p *Date) bool {
	if d.null() {
		return true
	}
	if v, n := plainDate(d.data[d.at:]); n > 0 {
		*p = v
		d.at += n
		return true
	}
	raw, ok := d.scalar()
	return ok && p.UnmarshalJSON(raw) == nil
}

// plainDate reads "YYYY" (a year from 1000), "YYYY-MM" (a month from 01
// to 12) or "present" at the start of b, and the bytes read; 0 bytes
// when b starts otherwise.
func plainDate(b []byte) (Date, int) {
	if len(b) >= 9 && string(b[:9]) == `"present"` {
		return Present, 9
	}
	if len(b) < 6 || b[0] != '"' || b[1] < '1' || b[1] > '9' {
		return Date{}, 0
	}
	year, ok := fixedDigits(b[1:5])
	switch {
	case !ok:
		return Date{}, 0
	case b[5] == '"':
		return Date{Year: year}, 6
	case len(b) < 9 || b[5] != '-' || b[8] != '"':
		return Date{}, 0
	}
	month, ok := fixedDigits(b[6:8])
	if !ok || month < 1 || month > 12 {
		return Date{}, 0
	}
	return Date{Year: year, Month: month}, 9
}

// fixedDigits reads b, all decimal digits.
func fixedDigits(b []byte) (int, bool) {
	v := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	return v, true
}

// scalar reads a string or a number as it is in d.data (checked as JSON
// is); anything else gives up.
func (d *fastDecoder) scalar() ([]byte, bool) {
	start := d.at
	if d.is('"') {
		if _, ok := d.text(); !ok {
			return nil, false
		}
		return d.data[start:d.at], true
	}
	if !d.number() {
		return nil, false
	}
	return d.data[start:d.at], true
}

// number reads a JSON number: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (d *fastDecoder) number() bool {
	i := d.at
	if i < len(d.data) && d.data[i] == '-' {
		i++
	}
	switch n := digitRun(d.data, i); {
	case n == 0 || n > 1 && d.data[i] == '0':
		return false
	default:
		i += n
	}
	if i < len(d.data) && d.data[i] == '.' {
		n := digitRun(d.data, i+1)
		if n == 0 {
			return false
		}
		i += 1 + n
	}
	if i < len(d.data) && (d.data[i] == 'e' || d.data[i] == 'E') {
		i++
		if i < len(d.data) && (d.data[i] == '+' || d.data[i] == '-') {
			i++
		}
		n := digitRun(d.data, i)
		if n == 0 {
			return false
		}
		i += n
	}
	d.at = i
	return true
}

// digitRun counts the decimal digits at b[i].
func digitRun(b []byte, i int) int {
	n := 0
	for i+n < len(b) && '0' <= b[i+n] && b[i+n] <= '9' {
		n++
	}
	return n
}

// status reads a PubStatus as its UnmarshalJSON does, the statuses
// themselves without it; null leaves it alone.
func (d *fastDecoder) status(s *PubStatus) bool {
	if d.null() {
		return true
	}
	start := d.at
	text, ok := d.text()
	if !ok {
		return false
	}
	for _, v := range PubStatuses {
		if string(text) == string(v) {
			*s = v
			return true
		}
	}
	return s.UnmarshalJSON(d.data[start:d.at]) == nil
}
