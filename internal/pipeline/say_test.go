package pipeline

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestSayingSaysFailuresAndStaleCorrections: the line observer says the
// input that failed, naming it, and the correction that no longer
// matches, as a warning; a CV read is not said.
func TestSayingSaysFailuresAndStaleCorrections(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "cvs", "orla.md"), fictionalCV)
	broken := write(t, filepath.Join(dir, "broken.json"), "{not json")
	p := plan(broken, filepath.Join(dir, "cvs"))
	p.Corrections.File = write(t, filepath.Join(dir, "corrections.toml"), `[[correction]]
candidate = "Orla Bramwick"
section = "publications"
entry = "A Paper Never Listed"
remove = true
`)
	c, err := p.Check(clock)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	if _, err := c.Run(Saying(func(line string) { lines = append(lines, line) })); err != nil {
		t.Fatal(err)
	}
	if len(lines) != 2 || !strings.HasPrefix(lines[0], broken+":") ||
		!strings.HasPrefix(lines[1], "warning: correction not applied: ") || !strings.Contains(lines[1], "A Paper Never Listed") {
		t.Errorf("said %q", lines)
	}
}
