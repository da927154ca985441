package xlsx

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
)

// The data rows of a sheet are written here, not through excelize's
// StreamWriter.SetRow: excelize writes the sheet with its title, notes
// and header rows only, and spliceRows puts the data rows (written by
// rowWriter, the same bytes SetRow writes) in their places as the part
// is compressed. SetRow was the largest cost of the workbook (about half
// of its CPU at 10,000 records: a regexp and three copies per text cell)
// and excelize held each sheet's XML until it was written.
// TestRowsApart holds the two ways byte-identical.

// rowWriter writes data rows as excelize's StreamWriter.SetRow does for
// the cells setCell makes (text, int and float64 values).
type rowWriter struct {
	buf      []byte
	colStyle []int // a column's style, for its cells without one
}

// row appends row n of height ht with cells (each a *excelize.Cell, or
// nil for an empty cell).
func (rw *rowWriter) row(n int, ht float64, cells []any) {
	b := append(rw.buf, `<row r="`...)
	b = strconv.AppendInt(b, int64(n), 10)
	b = append(b, `" ht="`...)
	b = strconv.AppendFloat(b, ht, 'f', -1, 64)
	b = append(b, `" customHeight="1">`...)
	for i, c := range cells {
		if c, ok := c.(*excelize.Cell); ok && c != nil {
			b = rw.cell(b, i, n, c)
		}
	}
	rw.buf = append(b, `</row>`...)
}

// cell appends the cell c of column i (from 0) in row n.
func (rw *rowWriter) cell(b []byte, i, n int, c *excelize.Cell) []byte {
	b = append(b, `<c r="`...)
	b = appendColumn(b, i+1)
	b = strconv.AppendInt(b, int64(n), 10)
	b = append(b, '"')
	s := c.StyleID
	if s <= 0 && i < len(rw.colStyle) {
		s = rw.colStyle[i]
	}
	if s != 0 {
		b = append(b, ` s="`...)
		b = strconv.AppendInt(b, int64(s), 10)
		b = append(b, '"')
	}
	switch v := c.Value.(type) {
	case string:
		b = append(b, ` t="inlineStr"><is><t`...)
		if preserveSpace(v) {
			b = append(b, ` xml:space="preserve"`...)
		}
		b = append(b, '>')
		b = appendCellText(b, v)
		return append(b, `</t></is></c>`...)
	case int:
		b = append(b, `><v>`...)
		b = strconv.AppendInt(b, int64(v), 10)
	case float64:
		b = append(b, `><v>`...)
		b = strconv.AppendFloat(b, v, 'f', -1, 64)
	default:
		panic(fmt.Sprintf("xlsx: a cell of type %T", v)) // setCell makes none
	}
	return append(b, `</v></c>`...)
}

// appendColumn appends the letters of column col (1: A, 27: AA).
func appendColumn(b []byte, col int) []byte {
	var tmp [8]byte
	i := len(tmp)
	for col > 0 {
		col--
		i--
		tmp[i] = byte('A' + col%26)
		col /= 26
	}
	return append(b, tmp[i:]...)
}

// preserveSpace reports whether a text cell keeps its white space
// (xml:space="preserve"): it starts or ends with a tab, a line break or
// a space.
func preserveSpace(s string) bool {
	if s == "" {
		return false
	}
	isSpace := func(c byte) bool { return c == 9 || c == 10 || c == 13 || c == 32 }
	return isSpace(s[0]) || isSpace(s[len(s)-1])
}

// maxCellChars is how many UTF-16 units a cell holds (Excel's limit);
// excelize cuts longer text.
const maxCellChars = excelize.TotalCellChars

// appendCellText appends the text of a cell as excelize writes it: cut
// to maxCellChars, XML-escaped (line breaks kept as they are) and with
// its "_xHHHH_" sequences escaped (see escapeBstr).
func appendCellText(b []byte, s string) []byte {
	if len(s) > maxCellChars {
		s = cutUTF16(s, maxCellChars)
	}
	if plainText(s) {
		return append(b, s...)
	}
	var esc strings.Builder
	_ = xml.EscapeText(&esc, []byte(s))
	t := strings.ReplaceAll(esc.String(), "&#xA;", "\n")
	return append(b, escapeBstr(t)...)
}

// plainText reports whether s is written as it is: printable ASCII with
// nothing XML escapes and no "_x" that escapeBstr might change.
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < 0x20 || c >= 0x7f, c == '"', c == '\'', c == '&', c == '<', c == '>':
			return false
		case c == '_' && i+1 < len(s) && s[i+1] == 'x':
			return false
		}
	}
	return true
}

// cutUTF16 cuts s to at most n UTF-16 units, as excelize does.
func cutUTF16(s string, n int) string {
	units := 0
	for i, r := range s {
		u := utf16.RuneLen(r)
		if u < 0 {
			u = 1
		}
		if units+u > n {
			return s[:i]
		}
		units += u
	}
	return s
}

// escapeBstr escapes what a reader would take for an escaped character
// ("_xHHHH_", HHHH hexadecimal) as excelize does, so the text reads back
// as written: "_xHHHH_" of a valid character gets the prefix "_x005F",
// and "_x005F_" itself is doubled (tripled before another such
// sequence); a sequence naming no character (a surrogate) is dropped.
func escapeBstr(s string) string {
	if !strings.Contains(s, "_x") {
		return s
	}
	var out strings.Builder
	for i := 0; i < len(s); {
		if !isBstrAt(s, i) {
			out.WriteByte(s[i])
			i++
			continue
		}
		seq := s[i : i+7]
		switch {
		case seq == "_x005F_" && i+13 <= len(s) && s[i+7] == 'x' && hexRune(s[i+8:i+12]) && s[i+12] == '_':
			out.WriteString(seq + "x005F" + seq)
		case seq == "_x005F_":
			out.WriteString(seq + "x005F_")
		case hexRune(seq[2:6]):
			out.WriteString("_x005F" + seq)
		}
		i += 7
	}
	return out.String()
}

// isBstrAt reports whether "_xHHHH_" starts at s[i].
func isBstrAt(s string, i int) bool {
	if i+7 > len(s) || s[i] != '_' || s[i+1] != 'x' || s[i+6] != '_' {
		return false
	}
	for _, c := range []byte(s[i+2 : i+6]) {
		if !isHex(c) {
			return false
		}
	}
	return true
}

// isHex reports whether c is a hexadecimal digit.
func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// hexRune reports whether h, four hexadecimal digits, names a valid
// character (not a surrogate).
func hexRune(h string) bool {
	for _, c := range []byte(h) {
		if !isHex(c) {
			return false
		}
	}
	v, err := strconv.ParseUint(h, 16, 32)
	return err == nil && utf8.ValidRune(rune(v))
}

// splitSheet is a worksheet's XML as excelize wrote it without the data
// rows: what comes before its rows, its rows (by number) and what
// follows them.
type splitSheet struct {
	head, tail []byte
	rows       []sheetRow
}

// sheetRow is one row excelize wrote: its number and its XML.
type sheetRow struct {
	n   int
	xml []byte
}

// splitRows cuts a worksheet's XML at its rows.
func splitRows(x []byte) (splitSheet, error) {
	const open, end = "<sheetData>", "</sheetData>"
	a, z := bytes.Index(x, []byte(open)), bytes.LastIndex(x, []byte(end))
	if a < 0 || z < a {
		return splitSheet{}, fmt.Errorf("xlsx: no <sheetData> in a worksheet")
	}
	out := splitSheet{head: x[:a+len(open)], tail: x[z:]}
	body := x[a+len(open) : z]
	for len(body) > 0 {
		next := bytes.Index(body[1:], []byte(`<row r="`))
		el := body
		if next >= 0 {
			el = body[:next+1]
		}
		num, _, ok := bytes.Cut(bytes.TrimPrefix(el, []byte(`<row r="`)), []byte(`"`))
		n, err := strconv.Atoi(string(num))
		if !ok || err != nil || !bytes.HasPrefix(el, []byte(`<row r="`)) {
			return splitSheet{}, fmt.Errorf("xlsx: a worksheet row without a number")
		}
		out.rows = append(out.rows, sheetRow{n, el})
		body = body[len(el):]
	}
	return out, nil
}

// spliceRows writes the worksheet x (excelize's, without data rows) to
// part with the data rows of parts in their places, as rw writes them.
func (wb *workbook) spliceRows(part *zipPart, x []byte, parts []part, rw *rowWriter) error {
	sx, err := splitRows(x)
	if err != nil {
		return err
	}
	if _, err := part.Write(sx.head); err != nil {
		return err
	}
	flush := func() error {
		_, err := part.Write(rw.buf)
		rw.buf = rw.buf[:0]
		return err
	}
	rows := sx.rows
	for _, p := range parts {
		// excelize's rows down to this table's header, then its data
		for len(rows) > 0 && rows[0].n <= p.head {
			rw.buf = append(rw.buf, rows[0].xml...)
			rows = rows[1:]
		}
		err := wb.dataRows(p, func(n int, opts excelize.RowOpts, cells []any) error {
			rw.row(n, opts.Height, cells)
			if len(rw.buf) >= 1<<16 {
				return flush()
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	for _, r := range rows {
		rw.buf = append(rw.buf, r.xml...)
	}
	if err := flush(); err != nil {
		return err
	}
	_, err = part.Write(sx.tail)
	return err
}
