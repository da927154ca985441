package html

import (
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// The data block's rows are appended to the dataWriter's buffer as they
// are made, never built as []any and encoded after: a candidate of the
// generated cohorts made some 300 small values that way, a third of the
// bytes a report of 100,000 allocates. Each value appended is followed
// by a comma; close turns the last one into the array's "]", and emit
// writes the buffer without it.
//
// The string table numbers strings in the order they are first met, and
// that order is part of the page's bytes. Where a row's parts are met in
// an order other than the one they are written in (a candidate's figures
// and papers before its name, a chart's series before its title), the
// parts are appended in the order met and moved into place (rotate).

// open starts an array.
func (d *dataWriter) open() { d.buf = append(d.buf, '[') }

// close ends the array open started.
func (d *dataWriter) close() {
	if n := len(d.buf) - 1; d.buf[n] == ',' {
		d.buf[n] = ']'
	} else {
		d.buf = append(d.buf, ']')
	}
	d.buf = append(d.buf, ',')
}

// num appends n.
func (d *dataWriter) num(n int) { d.buf = append(strconv.AppendInt(d.buf, int64(n), 10), ',') }

// flag appends b as 1 or 0.
func (d *dataWriter) flag(b bool) { d.num(b2i(b)) }

// text appends s's index in the string table.
func (d *dataWriter) text(s string) { d.num(d.str(s)) }

// textBytes appends the index of the string b holds, which is copied
// only when the table does not have it yet.
func (d *dataWriter) textBytes(b []byte) {
	i, ok := d.ids[string(b)]
	if !ok {
		i = d.str(string(b))
	}
	d.num(i)
}

// null appends null.
func (d *dataWriter) null() { d.buf = append(d.buf, "null,"...) }

// float appends f as encoding/json writes it; NaN and infinities are
// the writer's error.
func (d *dataWriter) float(f float64) {
	var err error
	if d.buf, err = appendFloat(d.buf, f); err != nil && d.err == nil {
		d.err = fmt.Errorf("html: data: %w", err)
	}
	d.buf = append(d.buf, ',')
}

// floats appends fs as an array, null when nil.
func (d *dataWriter) floats(fs []float64) {
	if fs == nil {
		d.null()
		return
	}
	d.open()
	for _, f := range fs {
		d.float(f)
	}
	d.close()
}

// quoted appends s as a JSON string.
func (d *dataWriter) quoted(s string) { d.buf = append(appendString(d.buf, s), ',') }

// rotate swaps the adjacent parts buf[a:b] and buf[b:c].
func (d *dataWriter) rotate(a, b, c int) {
	d.tmp = append(d.tmp[:0], d.buf[a:b]...)
	copy(d.buf[a:], d.buf[b:c])
	copy(d.buf[a+c-b:], d.tmp)
}

// emit writes the value in the buffer, without its comma, and empties
// the buffer.
func (d *dataWriter) emit() {
	b := d.buf
	if n := len(b); n > 0 && b[n-1] == ',' {
		b = b[:n-1]
	}
	if d.err == nil {
		_, d.err = d.w.Write(b)
	}
	d.buf = d.buf[:0]
}

// appendString appends s as encoding/json writes a string: quoted, with
// <, >, &, U+2028 and U+2029 escaped, invalid UTF-8 replaced. Strings of
// plain printable text (almost all) are copied as they are; any other
// goes through encoding/json.
func appendString(b []byte, s string) []byte {
	if !plainJSON(s) {
		j, _ := json.Marshal(s) // a string always encodes
		return append(b, j...)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plainJSON reports whether encoding/json writes s as it is between
// quotes: valid UTF-8 without control characters, quotes, backslashes,
// the characters it escapes for HTML, U+2028 and U+2029.
func plainJSON(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || r == '\u2028' || r == '\u2029' {
			return false
		}
		i += n
	}
	return true
}

// appendRank appends a rank as analytics.RankOf writes it: "3 of 12",
// nothing for no rank.
func appendRank(b []byte, rank, n int) []byte {
	if rank <= 0 {
		return b
	}
	b = strconv.AppendInt(b, int64(rank), 10)
	b = append(b, " of "...)
	return strconv.AppendInt(b, int64(n), 10)
}

// strings writes the string table, as JSON strings, a buffer at a time.
func (d *dataWriter) strings() {
	d.buf = append(d.buf[:0], '[')
	for i, s := range d.table {
		if i > 0 {
			d.buf = append(d.buf, ',')
		}
		d.buf = appendString(d.buf, s)
		if len(d.buf) >= 32<<10 {
			d.emit()
		}
	}
	d.buf = append(d.buf, ']')
	d.emit()
}
