package readme

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEveryRowNamesRealTests: each limit in the README names at least one
// test, and every test it names is a test or fuzz function of the module.
func TestEveryRowNamesRealTests(t *testing.T) {
	path, err := Path()
	if err != nil {
		t.Fatal(err)
	}
	rows, err := Rows(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) < 10 {
		t.Fatalf("the limits table has %d rows; the README states more limits than that", len(rows))
	}
	have := testFuncs(t, filepath.Dir(path))
	for _, r := range rows {
		if len(r.Tests) == 0 {
			t.Errorf("limit %q names no test", r.What)
		}
		for _, name := range r.Tests {
			if !have[name] {
				t.Errorf("limit %q names %s, which no _test.go file defines", r.What, name)
			}
		}
	}
}

var funcDecl = regexp.MustCompile(`(?m)^func ((?:Test|Fuzz)[A-Za-z0-9_]+)\(`)

// testFuncs lists the test and fuzz functions of the module under root
// (third_party and testdata left out).
func testFuncs(t *testing.T, root string) map[string]bool {
	t.Helper()
	have := map[string]bool{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "third_party" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && p != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range funcDecl.FindAllStringSubmatch(string(data), -1) {
			have[m[1]] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return have
}

func TestNumbers(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
	}{
		{"50,000", "[50000]"},
		{"1 MiB", "[1048576]"},
		{"200,000 per page; 1,000,000 per file", "[200000 1000000]"},
		{"60 s per stage", "[60]"},
		{"`--max-size`, default 2 MiB", "[2097152]"},
		{"512 MiB per instance (at most 4 at once)", "[536870912 4]"},
		{"none", "[]"},
	} {
		if got := fmtInts(Numbers(c.in)); got != c.want {
			t.Errorf("Numbers(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

func fmtInts(ns []int64) string { return fmt.Sprint(ns) }

func TestSplitRowKeepsCodeSpans(t *testing.T) {
	got := splitRow("| a | `x | y` | c | `TestA`, `TestB` |")
	if len(got) != 4 || got[1] != "`x | y`" {
		t.Fatalf("splitRow = %q", got)
	}
	if n := testNames(got[3]); len(n) != 2 || n[0] != "TestA" || n[1] != "TestB" {
		t.Fatalf("testNames = %q", n)
	}
}
