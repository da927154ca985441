package pdf

import (
	"strconv"
	"strings"
	"time"
)

// parsePDFDate reads a PDF date string, "D:YYYYMMDDHHmmSSOHH'mm'", where
// everything after the year may be left out; the zero time when it is no
// such date.
func parsePDFDate(s string) time.Time {
	s = strings.TrimPrefix(strings.TrimSpace(s), "D:")
	num := func(from, n, def int) (int, bool) {
		if len(s) < from+n {
			return def, len(s) <= from
		}
		v, err := strconv.Atoi(s[from : from+n])
		return v, err == nil
	}
	year, ok := num(0, 4, 0)
	if !ok || len(s) < 4 || year < 1900 || year > 9999 {
		return time.Time{}
	}
	parts := [5]int{1, 1, 0, 0, 0}
	for i, def := range parts {
		v, ok := num(4+2*i, 2, def)
		if !ok {
			return time.Time{}
		}
		parts[i] = v
	}
	month, day, hour, minute, sec := parts[0], parts[1], parts[2], parts[3], parts[4]
	if month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || sec > 60 {
		return time.Time{}
	}
	return time.Date(year, time.Month(month), day, hour, minute, sec, 0, zone(s[min(len(s), 14):]))
}

// zone reads a PDF date's time zone: "Z", "+HH'mm'", "-HH'mm", or
// nothing (UTC).
func zone(s string) *time.Location {
	if s == "" || s[0] == 'Z' || s[0] != '+' && s[0] != '-' {
		return time.UTC
	}
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s[1:])
	if len(digits) < 2 {
		return time.UTC
	}
	h, _ := strconv.Atoi(digits[:2])
	m := 0
	if len(digits) >= 4 {
		m, _ = strconv.Atoi(digits[2:4])
	}
	if h > 14 || m > 59 {
		return time.UTC
	}
	off := (h*60 + m) * 60
	if s[0] == '-' {
		off = -off
	}
	if off == 0 {
		return time.UTC
	}
	return time.FixedZone("", off)
}
