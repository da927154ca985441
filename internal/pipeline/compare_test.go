package pipeline

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompareChecked: the shortlist's length and empty names are refused
// by Check, as the flag; a name that finds no candidate, or several, by
// Run, also as a usage error about the flag; a good shortlist is on the
// report.
func TestCompareChecked(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "orla.md"), fictionalCV)
	write(t, filepath.Join(dir, "pim.md"), strings.ReplaceAll(strings.ReplaceAll(fictionalCV, "Orla Bramwick", "Pim Ostrander"), "orla@", "pim@"))
	write(t, filepath.Join(dir, "pia.md"), strings.ReplaceAll(strings.ReplaceAll(fictionalCV, "Orla Bramwick", "Pia Ostrander"), "orla@", "pia@"))
	for _, tc := range []struct {
		names   []string
		checkOK bool
		want    string // in the error; "" for none
	}{
		{[]string{"orla"}, false, "--compare takes 2 to 4 candidates, not 1"},
		{[]string{"a", "b", "c", "d", "e"}, false, "not 5"},
		{[]string{"orla", ""}, false, "an empty name"},
		{[]string{"orla", "nobody"}, true, `no candidate is called "nobody"`},
		{[]string{"orla", "ostrander"}, true, `"ostrander" could be any of 2 candidates (Pia Ostrander, pia.md; Pim Ostrander, pim.md)`},
		{[]string{"Orla Bramwick", "PIM.md", "pia"}, true, ""},
	} {
		p := plan(dir)
		p.Output = &Output{Dir: filepath.Join(dir, "out"), Name: DefaultName, Compare: tc.names}
		c, err := p.Check(clock)
		if !tc.checkOK {
			var pe *Error
			if !errors.As(err, &pe) || pe.Field != "compare" || !pe.UsageError() || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%q: check said %v, want a usage error about compare with %q", tc.names, err, tc.want)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q: %v", tc.names, err)
		}
		o, err := c.Run(Observer{})
		if tc.want == "" {
			if err != nil || o.Report.Comparison == nil || strings.Join(o.Report.Comparison.Names, ",") != "Orla Bramwick,Pim Ostrander,Pia Ostrander" {
				t.Errorf("%q: %v, comparison %+v", tc.names, err, o.Report.Comparison)
			}
			continue
		}
		var pe *Error
		if !errors.As(err, &pe) || pe.Field != "compare" || !pe.UsageError() || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: run said %v, want a usage error about compare with %q", tc.names, err, tc.want)
		}
	}
}
