package eval

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The scorer reads JSON as Python does: a value is nil, bool,
// json.Number, string, []any or map[string]any (decoded with UseNumber),
// and these helpers give Python's meaning to each operation score.py
// applies to them (truth, str, repr, ==).

// truthy is Python's bool(v).
func truthy(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case json.Number:
		f, err := x.Float64()
		return err != nil || f != 0
	case string:
		return x != ""
	case []any:
		return len(x) > 0
	case map[string]any:
		return len(x) > 0
	}
	return true
}

// number is v as a Python number (bool counts, as in Python).
func number(v any) (float64, bool) {
	switch x := v.(type) {
	case bool:
		if x {
			return 1, true
		}
		return 0, true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

// pyEq is Python's a == b on JSON values (and the ints the scorer makes).
func pyEq(a, b any) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	if x, ok := number(a); ok {
		y, ok := number(b)
		return ok && x == y
	}
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && x == y
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !pyEq(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !pyEq(v, w) {
				return false
			}
		}
		return true
	}
	return false
}

// isInt says whether v is a Python int (a bool is one).
func isInt(v any) (int64, bool) {
	switch x := v.(type) {
	case bool:
		if x {
			return 1, true
		}
		return 0, true
	case int:
		return int64(x), true
	case int64:
		return x, true
	case json.Number:
		if strings.ContainsAny(string(x), ".eE") {
			return 0, false
		}
		n, err := x.Int64()
		return n, err == nil
	}
	return 0, false
}

// pyStr is Python's str(v).
func pyStr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	case string:
		return x
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case json.Number:
		if n, ok := isInt(x); ok {
			return strconv.FormatInt(n, 10)
		}
		f, _ := x.Float64()
		return pyFloat(f)
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = pyRepr(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case map[string]any:
		return pyDict(x)
	}
	return fmt.Sprint(v)
}

// pyDict is str of a dict; Go maps have no order, so keys are sorted
// (score.py never prints a dict from the contract).
func pyDict(m map[string]any) string {
	keys := sortedKeys(m)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = pyRepr(k) + ": " + pyRepr(m[k])
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// pyFloat is repr of a float: the shortest round-trip digits, with ".0"
// on whole numbers and Python's exponent form past 1e16.
func pyFloat(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	a := math.Abs(f)
	if a != 0 && (a >= 1e16 || a < 1e-4) {
		s := strconv.FormatFloat(f, 'e', -1, 64)
		mant, exp, _ := strings.Cut(s, "e")
		sign := exp[0]
		digits := strings.TrimLeft(exp[1:], "0")
		if len(digits) < 2 {
			digits = strings.Repeat("0", 2-len(digits)) + digits
		}
		return mant + "e" + string(sign) + digits
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// pyRepr is Python's repr(v).
func pyRepr(v any) string {
	if s, ok := v.(string); ok {
		return reprString(s)
	}
	return pyStr(v)
}

// reprString quotes s as Python's repr does: single quotes unless s holds
// a single quote and no double one; backslash escapes for the quote,
// backslash and characters that are not printable.
func reprString(s string) string {
	q := byte('\'')
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		q = '"'
	}
	var b strings.Builder
	b.WriteByte(q)
	for _, r := range s {
		switch {
		case r == rune(q) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x7f:
			b.WriteRune(r)
		case !pyPrintable(r):
			switch {
			case r <= 0xff:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r <= 0xffff:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte(q)
	return b.String()
}

// pyPrintable is str.isprintable for one character: not in the
// categories Other (Cc, Cf, Cs, Co, Cn) or Separator (Zl, Zp, Zs) but
// the ASCII space.
func pyPrintable(r rune) bool {
	if r == ' ' {
		return true
	}
	if r == utf8.RuneError || unicode.In(r, unicode.Cc, unicode.Cf, unicode.Cs, unicode.Co, unicode.Z) {
		return false
	}
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S)
}

// get is score.py's get(d, *names): the first of names whose value in d
// is neither None nor "".
func get(d any, names ...string) any {
	m, ok := d.(map[string]any)
	if !ok {
		return nil
	}
	for _, n := range names {
		v := m[n]
		if v == nil {
			continue
		}
		if s, ok := v.(string); ok && s == "" {
			continue
		}
		return v
	}
	return nil
}

// field is d.get(name): the value, or nil.
func field(d any, name string) any {
	if m, ok := d.(map[string]any); ok {
		return m[name]
	}
	return nil
}

// asList is score.py's as_list.
func asList(v any) []any {
	switch x := v.(type) {
	case nil:
		return nil
	case []any:
		return x
	}
	return []any{v}
}

// words is WORD.findall(str(s or "").lower()): the runs of letters and
// digits (Python's [^\W_]) of the lowered text.
func words(v any) []string {
	s := ""
	if truthy(v) {
		s = strings.ToLower(pyStr(v))
	}
	return strings.FieldsFunc(s, func(r rune) bool { return !isWordRune(r) })
}

// isWordRune is Python's [^\W_] on one character: alphabetic or numeric.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsNumber(r)
}

// norm is score.py's norm: the words run together.
func norm(v any) string { return strings.Join(words(v), "") }

// tokens is score.py's tokens: the set of words.
func tokens(v any) map[string]struct{} {
	set := map[string]struct{}{}
	for _, w := range words(v) {
		set[w] = struct{}{}
	}
	return set
}

func overlap(ta, tb map[string]struct{}) int {
	n := 0
	for w := range ta {
		if _, ok := tb[w]; ok {
			n++
		}
	}
	return n
}

// jaccard is score.py's jaccard: shared words over all words.
func jaccard(a, b any) float64 {
	ta, tb := tokens(a), tokens(b)
	if len(ta) == 0 || len(tb) == 0 {
		return 0
	}
	n := overlap(ta, tb)
	return float64(n) / float64(len(ta)+len(tb)-n)
}

// containment is score.py's containment: the share of the smaller word
// set found in the larger one.
func containment(a, b any) float64 {
	ta, tb := tokens(a), tokens(b)
	if len(ta) == 0 || len(tb) == 0 {
		return 0
	}
	return float64(overlap(ta, tb)) / float64(min(len(ta), len(tb)))
}

// dateParts is score.py's date_parts: year (an int64, "present", another
// string, or nil) and month (an int64 or nil).
func dateParts(v any) (year, month any) {
	if v == nil {
		return nil, nil
	}
	if n, ok := isInt(v); ok {
		return n, nil
	}
	s := strings.ToLower(strings.TrimSpace(pyStr(v)))
	switch s {
	case "present", "now", "current", "ongoing":
		return "present", nil
	}
	y, m, ok := leadingDate(s)
	if !ok {
		return s, nil
	}
	if m < 0 {
		return y, nil
	}
	return y, m
}

// leadingDate matches ^(\d{4})(?:-(\d{1,2}))? (ASCII digits; score.py's
// \d also takes other scripts' digits, which dates in records never use).
// m is -1 when there is no month.
func leadingDate(s string) (y, m int64, ok bool) {
	if len(s) < 4 || !allDigits(s[:4]) {
		return 0, 0, false
	}
	y, _ = strconv.ParseInt(s[:4], 10, 64)
	rest := s[4:]
	if len(rest) < 2 || rest[0] != '-' || !isDigit(rest[1]) {
		return y, -1, true
	}
	end := 2
	if len(rest) > 2 && isDigit(rest[2]) {
		end = 3
	}
	m, _ = strconv.ParseInt(rest[1:end], 10, 64)
	return y, m, true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// dateOK is score.py's date_ok: the truth's year (and month, when it has
// one) is the record's.
func dateOK(truth, pred any) bool {
	ty, tm := dateParts(truth)
	py, pm := dateParts(pred)
	if ty == nil {
		return true
	}
	if !pyEq(ty, py) {
		return false
	}
	return tm == nil || pyEq(tm, pm)
}

// yearOf is score.py's year_of: the year when it is a number, else nil.
func yearOf(v any) any {
	y, _ := dateParts(v)
	if n, ok := y.(int64); ok {
		return n
	}
	return nil
}

// stemKey is score.py's key: the base name without its extension, as
// os.path.splitext cuts it (leading dots are not an extension).
func stemKey(source any) string {
	s := ""
	if truthy(source) {
		s = pyStr(source)
	}
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		s = s[i+1:]
	}
	dot := strings.LastIndexByte(s, '.')
	if dot <= 0 || strings.Trim(s[:dot], ".") == "" {
		return s
	}
	return s[:dot]
}
