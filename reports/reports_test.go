package reports

import (
	"testing"
	"time"
)

func TestOptions(t *testing.T) {
	if (Options{Date: "2026-13-01"}).Validate() == nil || (Options{Date: "26-1-1"}).Validate() == nil {
		t.Error("bad dates accepted")
	}
	if err := (Options{Date: "2026-11-22"}).Validate(); err != nil {
		t.Error(err)
	}
	if (Options{}).Time() != FixedTime || (Options{Date: "2026-11-22"}).Time().Year() != 2026 {
		t.Error("Time")
	}
	if (Options{}).TitleOrDefault() != DefaultTitle {
		t.Error("title")
	}
}

func TestDateOf(t *testing.T) {
	now := func() time.Time { return time.Date(2026, 11, 23, 1, 0, 0, 0, time.UTC) }
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == SourceDateEpoch {
				return v
			}
			return ""
		}
	}
	for _, tc := range []struct {
		flag, epoch, want string
	}{
		{"2025-01-15", "1700000000", "2025-01-15"}, // the flag wins
		{"today", "1700000000", "2026-11-23"},
		{"", "1700000000", "2023-11-14"}, // SOURCE_DATE_EPOCH
		{"", " 0 ", "1970-01-01"},
		{"", "", "2026-11-23"}, // the run date
	} {
		got, err := DateOf(tc.flag, env(tc.epoch), now)
		if err != nil || got != tc.want {
			t.Errorf("DateOf(%q, epoch %q) = %q, %v; want %q", tc.flag, tc.epoch, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ flag, epoch string }{
		{"22/11/2026", ""}, {"", "yesterday"}, {"", "-5"},
		{"0000-01-01", ""}, {"1899-12-31", ""}, {"", "9223372036854775807"}, // issue 11 item 13
	} {
		if _, err := DateOf(tc.flag, env(tc.epoch), now); err == nil {
			t.Errorf("DateOf(%q, epoch %q) accepted", tc.flag, tc.epoch)
		}
	}
}

func TestPlainText(t *testing.T) {
	if got := Clean("Evil\x1b[31m  Name\n\u2028x"); got != `Evil\x1b[31m Name x` {
		t.Errorf("Clean = %q", got)
	}
	if got := Truncate("abcdef", 4); got != "abc…" || Truncate("abc", 4) != "abc" {
		t.Errorf("Truncate = %q", got)
	}
	if got := JoinNonEmpty(", ", " a ", "", "b"); got != "a, b" {
		t.Errorf("JoinNonEmpty = %q", got)
	}
}
