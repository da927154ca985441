package cli

import (
	"fmt"
	"strconv"
	"strings"
)

// Size is a byte count flag that also takes K, M and G suffixes (KiB,
// MiB, GiB: 1024-based; KB, MB, GB: 1000-based).
type Size int64

// String is the size as users write it: 2MiB for 2097152.
func (s *Size) String() string {
	n := int64(*s)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n > 0 && n%u.mult == 0 {
			return strconv.FormatInt(n/u.mult, 10) + u.suffix
		}
	}
	return strconv.FormatInt(n, 10)
}

// Type names the flag's value in usage lines.
func (s *Size) Type() string { return "bytes" }

// Set reads a size (see ParseSize).
func (s *Size) Set(v string) error {
	n, err := ParseSize(v)
	if err != nil {
		return err
	}
	*s = Size(n)
	return nil
}

// sizeUnits are the suffixes ParseSize takes, longest first.
var sizeUnits = []struct {
	suffix string
	mult   int64
}{
	{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30},
	{"kb", 1000}, {"mb", 1000 * 1000}, {"gb", 1000 * 1000 * 1000},
	{"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1},
}

// ParseSize reads a number of bytes: "2097152", "2MiB", "3KB", "1k".
func ParseSize(v string) (int64, error) {
	t := strings.TrimSpace(v)
	mult := int64(1)
	lower := strings.ToLower(t)
	for _, u := range sizeUnits {
		if strings.HasSuffix(lower, u.suffix) {
			mult = u.mult
			t = strings.TrimSpace(t[:len(t)-len(u.suffix)])
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 || n > (1<<62)/mult {
		return 0, fmt.Errorf("bad size %q (want a number of bytes, e.g. 2097152 or 2MiB)", v)
	}
	return n * mult, nil
}

// ParseMonths reads an age in months: "12mo", "18m", "2y", or a bare
// number of months; at most 100 years. flag names it in the error.
func ParseMonths(flag, s string) (int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	mult := 1
	switch {
	case strings.HasSuffix(t, "mo"):
		t = strings.TrimSuffix(t, "mo")
	case strings.HasSuffix(t, "m"):
		t = strings.TrimSuffix(t, "m")
	case strings.HasSuffix(t, "y"):
		t, mult = strings.TrimSuffix(t, "y"), 12
	}
	n, err := strconv.Atoi(strings.TrimSpace(t))
	if err != nil || n < 1 || n > 1200/mult {
		return 0, fmt.Errorf("bad %s %q (want months like 12mo or years like 2y, at most 100 years)", flag, s)
	}
	return n * mult, nil
}

// SplitList splits a comma list, trimming blanks and dropping empty items.
func SplitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// Join lists codes for a usage line: Join(types, ",") is "journal,book".
func Join[T ~string](codes []T, sep string) string {
	s := make([]string, len(codes))
	for i, c := range codes {
		s[i] = string(c)
	}
	return strings.Join(s, sep)
}
