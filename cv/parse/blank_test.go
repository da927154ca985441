package parse

import (
	"runtime"
	"strings"
	"testing"
)

// TestBlankLinesMemory parses 2 MB of blank lines (and of white lines,
// and of blank lines between two entries) and bounds what the parse
// allocates in all (which bounds its peak): runs of blank lines read as
// one and cost no allocation each. The bound is 100 MB of peak
// memory; the parse allocated 40 MB before the line reader walked the
// text without splitting it, about 2 MB after.
func TestBlankLinesMemory(t *testing.T) {
	for name, data := range map[string]string{
		"newlines": "Ada Quill\n" + strings.Repeat("\n", 2<<20),
		"white":    "Ada Quill\n" + strings.Repeat(" \t\r\n", 2<<18),
		"between":  "Ada Quill\n\nEducation\n" + strings.Repeat("\n", 1<<20) + "PhD, Quill University, 2020\n" + strings.Repeat("\n", 1<<20),
	} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		c, err := Parse("blank.txt", []byte(data), Options{})
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		if c.Name != "Ada Quill" {
			t.Errorf("%s: name %q, want Ada Quill", name, c.Name)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > 24<<20 {
			t.Errorf("%s: parsing %d bytes allocated %d MB, want at most 24 MB", name, len(data), got>>20)
		}
	}
}
