package cv

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Date is a year, a year and month, or "present". The zero Date is unknown.
type Date struct {
	Year    int  // 0 when unknown
	Month   int  // 1-12, 0 when only the year is known
	Present bool // an ongoing span's end ("Present", "Now")
}

// Present is the end of a span that has not ended.
var Present = Date{Present: true}

// IsZero reports whether the date is unknown.
func (d Date) IsZero() bool { return d.Year == 0 && !d.Present }

// String formats the date as "YYYY", "YYYY-MM", "present" or "".
func (d Date) String() string {
	switch {
	case d.Present:
		return "present"
	case d.Year == 0:
		return ""
	case d.Year < 0 || d.Year > 9999 || d.Month < 0 || d.Month > 99:
		// out of the contract's range: as fmt pads them
		if d.Month == 0 {
			return fmt.Sprintf("%04d", d.Year)
		}
		return fmt.Sprintf("%04d-%02d", d.Year, d.Month)
	case d.Month == 0:
		return string(appendDigits(make([]byte, 0, 4), d.Year, 4))
	default:
		b := appendDigits(make([]byte, 0, 7), d.Year, 4)
		return string(appendDigits(append(b, '-'), d.Month, 2))
	}
}

// appendDigits appends n, which is not negative, in at least width
// digits (zeros before it), as fmt's %0Nd does.
func appendDigits(b []byte, n, width int) []byte {
	digits := 1
	for x := n; x >= 10; x /= 10 {
		digits++
	}
	for ; digits < width; digits++ {
		b = append(b, '0')
	}
	return strconv.AppendInt(b, int64(n), 10)
}

// Before reports whether d sorts before e; unknown dates sort first and
// present sorts last.
func (d Date) Before(e Date) bool { return d.key() < e.key() }

func (d Date) key() int {
	if d.Present {
		return 1 << 30
	}
	return d.Year*13 + d.Month
}

// ParseDate reads the JSON form back: "YYYY", "YYYY-MM" or "present".
func ParseDate(s string) (Date, error) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "":
		return Date{}, nil
	case "present", "now", "current", "ongoing":
		return Present, nil
	}
	y, m, _ := strings.Cut(s, "-")
	year, err := strconv.Atoi(y)
	if err != nil || year < 1000 || year > 9999 {
		return Date{}, fmt.Errorf("cv: bad date %q (want YYYY, YYYY-MM or present)", s)
	}
	d := Date{Year: year}
	if m != "" {
		month, err := strconv.Atoi(m)
		if err != nil || month < 1 || month > 12 {
			return Date{}, fmt.Errorf("cv: bad month in date %q", s)
		}
		d.Month = month
	}
	return d, nil
}

// MarshalJSON writes "YYYY", "YYYY-MM", "present" or null.
func (d Date) MarshalJSON() ([]byte, error) {
	if d.IsZero() {
		return []byte("null"), nil
	}
	return json.Marshal(d.String())
}

// UnmarshalJSON reads a string date, a bare year number or null.
func (d *Date) UnmarshalJSON(b []byte) error {
	if str, ok := plainJSONString(b); ok {
		v, err := ParseDate(str)
		if err != nil {
			return err
		}
		*d = v
		return nil
	}
	s := strings.TrimSpace(string(b))
	if s == "null" {
		*d = Date{}
		return nil
	}
	if n, err := strconv.Atoi(s); err == nil {
		*d = Date{Year: n}
		return nil
	}
	var str string
	if err := json.Unmarshal(b, &str); err != nil {
		return fmt.Errorf("cv: date must be a string like \"2020-05\": %w", err)
	}
	v, err := ParseDate(str)
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// plainJSONString returns the text of b when b is a JSON string with no
// escapes ("2020-05"): the common case, read without a decoder. ok is
// false for anything else (escapes, control characters, bad UTF-8, not a
// string), which the caller decodes the long way.
func plainJSONString(b []byte) (string, bool) {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return "", false
	}
	inner := b[1 : len(b)-1]
	for _, c := range inner {
		if c < 0x20 || c == '"' || c == '\\' {
			return "", false
		}
	}
	if !utf8.Valid(inner) {
		return "", false
	}
	return string(inner), true
}
