package store

import (
	"reflect"
	"strconv"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// appendJSON appends v, of the type ti describes, to dst as encoding/json
// writes it with HTML characters not escaped (as cv.WriteJSONL writes
// records), and says whether it reads back (see keep): its text UTF-8
// in NFC, no null list, every value of its own encoding reading back
// equal. It writes what no record holds (maps, interfaces, floats, byte
// slices, embedded structs, keys or options past a plain name and
// omitempty or omitzero) not at all: false, the record not kept.
func appendJSON(dst []byte, ti *typeInfo, v reflect.Value) ([]byte, bool) {
	if ti.own || ti.decodesItself {
		o := ownValue(v)
		if !o.ok {
			return dst, false
		}
		if ti.own {
			return append(dst, o.json...), true
		}
	}
	switch ti.kind {
	case reflect.Struct:
		return appendStruct(dst, ti, v)
	case reflect.Slice:
		if v.IsNil() || ti.elem.kind == reflect.Uint8 {
			return dst, false // null, which Normalize may read back as []; bytes, base64
		}
		dst = append(dst, '[')
		for i := range v.Len() {
			if i > 0 {
				dst = append(dst, ',')
			}
			var ok bool
			if dst, ok = appendJSON(dst, ti.elem, v.Index(i)); !ok {
				return dst, false
			}
		}
		return append(dst, ']'), true
	case reflect.Pointer:
		if v.IsNil() {
			return append(dst, "null"...), true
		}
		return appendJSON(dst, ti.elem, v.Elem())
	case reflect.String:
		return appendText(dst, v.String())
	case reflect.Bool:
		return strconv.AppendBool(dst, v.Bool()), true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(dst, v.Int(), 10), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.AppendUint(dst, v.Uint(), 10), true
	}
	return dst, false
}

// appendStruct is appendJSON for a struct: its fields in order, those
// that omitempty or omitzero leave out left out.
func appendStruct(dst []byte, ti *typeInfo, v reflect.Value) ([]byte, bool) {
	if ti.opaque || ti.unwritable {
		return dst, false
	}
	dst = append(dst, '{')
	first := true
	for _, f := range ti.fields {
		fv := v.Field(f.index)
		if (f.omitEmpty || f.omitZero) && f.omitted(fv) {
			continue // left out, read back empty, left out again
		}
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = append(dst, f.key...)
		var ok bool
		if dst, ok = appendJSON(dst, f.info, fv); !ok {
			return dst, false
		}
	}
	return append(dst, '}'), true
}

// appendText appends s as a JSON string, escaped as encoding/json escapes
// it without HTML escaping (quote, backslash, control characters, U+2028
// and U+2029), and says whether s reads back as itself: UTF-8, in NFC.
func appendText(dst []byte, s string) ([]byte, bool) {
	dst = append(dst, '"')
	start, from := 0, -1 // from: where the NFC check starts; -1, none is needed
	for i := 0; i < len(s); {
		if i+8 <= len(s) && plainWord(s[i:i+8]) {
			i += 8 // eight bytes written as they are
			continue
		}
		if b := s[i]; b < utf8.RuneSelf {
			if escaped(b) {
				dst = append(dst, s[start:i]...)
				dst = appendEscape(dst, b)
				start = i + 1
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			return dst, false // written as U+FFFD: read back otherwise
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			start = i + size
		}
		if r >= firstMark && from < 0 {
			_, before := utf8.DecodeLastRuneInString(s[:i])
			from = i - before
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	dst = append(dst, '"')
	return dst, from < 0 || norm.NFC.IsNormalString(s[from:])
}

// escaped says whether JSON escapes the ASCII byte b: a control
// character, a quote or a backslash.
func escaped(b byte) bool { return b < 0x20 || b == '"' || b == '\\' }

// firstMark is the first character that NFC may change or compose with
// the one before it (U+0300, the first combining mark): text below it is
// in NFC, whatever its order (TestBelowFirstMarkIsNFC). The NFC check of
// a text so starts at the character before its first at or past it (a
// mark may compose with that one), and most text (ASCII, Latin letters
// with accents) needs none: the check is a tenth of writing a record.
const firstMark = 0x300

const hexDigits = "0123456789abcdef"

// plainWord says whether the 8 bytes of w are all ASCII that a JSON
// string holds as it is (not a control character, a quote or a
// backslash), testing them at once: a byte is zero in x exactly when the
// "has a zero byte" expression sets its top bit (the usual bit trick).
func plainWord(w string) bool {
	x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	zero := func(v uint64) uint64 { return (v - ones) & ^v & highs }
	control := (x - 0x20*ones) & ^x & highs // a byte below 0x20 (of those below 0x80)
	return (x&highs | control | zero(x^'"'*ones) | zero(x^'\\'*ones)) == 0
}

// appendEscape appends the escape encoding/json writes for the ASCII
// byte b (a quote, a backslash or a control character).
func appendEscape(dst []byte, b byte) []byte {
	switch b {
	case '\\', '"':
		return append(dst, '\\', b)
	case '\b':
		return append(dst, '\\', 'b')
	case '\f':
		return append(dst, '\\', 'f')
	case '\n':
		return append(dst, '\\', 'n')
	case '\r':
		return append(dst, '\\', 'r')
	case '\t':
		return append(dst, '\\', 't')
	}
	return append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
}
