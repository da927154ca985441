package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The limits that keep cmd/vitae wiring (flags → a plan → library
// calls): what grows past them belongs in a library.
const (
	maxCommandLines = 700 // lines of the non-test .go files of cmd/vitae and its folders
	maxFuncLines    = 40  // lines of one function, from func to its closing brace
)

// TestCommandStaysWiring: the non-test .go files of cmd/vitae (its
// folders too, testdata aside) hold at most maxCommandLines lines and
// none of their functions is longer than maxFuncLines.
func TestCommandStaysWiring(t *testing.T) {
	fset, total := token.NewFileSet(), 0
	for _, name := range goFiles(t) {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		total += strings.Count(string(src), "\n")
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range funcLengths(fset, f) {
			if fn.lines > maxFuncLines {
				t.Errorf("%s: %s is %d lines long (at most %d): move what is not wiring into a library", name, fn.name, fn.lines, maxFuncLines)
			}
		}
	}
	if total > maxCommandLines {
		t.Errorf("cmd/vitae holds %d non-test lines (at most %d): move what is not wiring into a library", total, maxCommandLines)
	}
	t.Logf("%d non-test lines", total)
}

// goFiles lists the non-test .go files of this folder and those below
// it, testdata aside.
func goFiles(t *testing.T) []string {
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && d.Name() == "testdata":
			return filepath.SkipDir
		case !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go"):
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// funcLength is a function declared in a file and its length in lines.
type funcLength struct {
	name  string
	lines int
}

// funcLengths lists the functions and methods f declares.
func funcLengths(fset *token.FileSet, f *ast.File) []funcLength {
	var out []funcLength
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
			out = append(out, funcLength{fd.Name.Name, n})
		}
	}
	return out
}

// TestFuncLengthsCountsFromFuncToBrace: a function's length runs from
// its func line to its closing brace, its doc comment left out.
func TestFuncLengthsCountsFromFuncToBrace(t *testing.T) {
	src := "package p\n\n// one is short.\nfunc one() {}\n\nfunc (t T) three() {\n\tt.x()\n}\n"
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	got := funcLengths(fset, f)
	if len(got) != 2 || got[0] != (funcLength{"one", 1}) || got[1] != (funcLength{"three", 3}) {
		t.Errorf("funcLengths = %+v", got)
	}
}
