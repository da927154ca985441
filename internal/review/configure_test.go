package review

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestConfigure(t *testing.T) {
	dir := t.TempDir()
	jobPath := filepath.Join(dir, "job.toml")
	job := "[inputs]\npaths = [\"cvs\"]\n\n[output]\ndir = \"out\"\n\n[corrections]\nfile = \"fixes.toml\"\n"
	if err := os.WriteFile(jobPath, []byte(job), 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := Configure(Options{}, nil, jobPath)
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Paths) != 1 || o.Paths[0] != filepath.Join(dir, "cvs") || o.Corrections != filepath.Join(dir, "fixes.toml") || o.Base != dir {
		t.Errorf("from the job: %+v", o)
	}
	if o, _ := Configure(Options{Corrections: "mine.toml"}, nil, jobPath); o.Corrections != "mine.toml" {
		t.Errorf("--corrections with --job: %q", o.Corrections)
	}
	if o, _ := Configure(Options{}, []string{"a.md"}, ""); o.Corrections != DefaultCorrections || o.Paths[0] != "a.md" {
		t.Errorf("paths alone: %+v", o)
	}
	var usage interface{ UsageError() bool }
	for _, bad := range [][2]any{{[]string{"a.md"}, jobPath}, {[]string(nil), ""}} {
		if _, err := Configure(Options{}, bad[0].([]string), bad[1].(string)); !errors.As(err, &usage) {
			t.Errorf("%v: %v, want a usage error", bad, err)
		}
	}
}
