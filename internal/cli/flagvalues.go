package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// The flag values below make the help read as users write the values
// ("--since YEAR", "--credit full|fractional", "--wait DURATION" with no
// "-1ns" default) and make a bad value's error name the accepted form
// rather than a Go parse error; pflag names the flag.

// Year is a year flag: a whole number, 0 for none. Its range is checked
// where the plan is (the same for job files).
type Year int

func (y *Year) String() string { return strconv.Itoa(int(*y)) }

// Type names the value in usage lines.
func (y *Year) Type() string { return "YEAR" }

// Set reads a year.
func (y *Year) Set(v string) error {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return fmt.Errorf("want a year such as 2020, or 0 for none")
	}
	*y = Year(n)
	return nil
}

// Choice is a string flag that takes one of a few words; its usage line
// lists them ("full|fractional"). Set keeps any word: the check, with its
// message, is where the plan is checked.
type Choice struct {
	Value   *string
	Choices []string
}

func (c Choice) String() string {
	if c.Value == nil {
		return ""
	}
	return *c.Value
}

// Type names the value in usage lines: the choices.
func (c Choice) Type() string { return strings.Join(c.Choices, "|") }

// Set keeps v.
func (c Choice) Set(v string) error { *c.Value = v; return nil }

// Duration is a duration flag ("30s", "10m"); unset, it shows no default
// (the usage says what applies then).
type Duration struct {
	D     time.Duration
	IsSet bool
}

func (d *Duration) String() string {
	if !d.IsSet {
		return ""
	}
	return d.D.String()
}

// Type names the value in usage lines.
func (d *Duration) Type() string { return "DURATION" }

// Set reads a duration of zero or more.
func (d *Duration) Set(v string) error {
	t, err := time.ParseDuration(strings.TrimSpace(v))
	if err != nil || t < 0 {
		return fmt.Errorf("want a duration such as 30s or 10m")
	}
	d.D, d.IsSet = t, true
	return nil
}
