package parse

import "github.com/vitae-cv/vitae/internal/textscan"

// Field scans of the readers of entries, without strings.Fields' slice.

// nextField is textscan.NextField: the next field at or after i, sep counting as white space.
func nextField(s string, i int, sep byte) (a, b int) { return textscan.NextField(s, i, sep) }

// firstField is textscan.FirstField: strings.Fields(s)[0] and whether more follow.
func firstField(s string) (string, bool) { return textscan.FirstField(s) }

// fieldCount is len(strings.Fields(s)) (textscan.FieldCount).
func fieldCount(s string) int { return textscan.FieldCount(s) }

// isYearParen reports whether s opens with a year in brackets (textscan.IsYearParen).
func isYearParen(s string) bool { return textscan.IsYearParen(s) }
