package layers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// The limits issue 22 sets the reading cascade's passes: a function of a
// pass does one job that can be read in one sitting.
const (
	maxPassFuncLines  = 60 // from func to its closing brace
	maxPassComplexity = 15 // cyclomatic, counted as gocyclo counts it
)

// passFiles are the reading cascade's passes, as globs from the module's
// root: the text front end, typed lines, sections, names, the word lists,
// the line-role and field models and their chain, and the parser's
// files for the passes that induce entries, file sections by content
// and ask the models.
var passFiles = []string{
	"cv/doc/markdown/*.go",
	"cv/parse/lines/*.go",
	"cv/parse/sections/*.go",
	"cv/parse/names/*.go",
	"cv/parse/words/*.go",
	"internal/linerole/*.go",
	"internal/linerole/*/*.go",
	"internal/fieldmodel/*.go",
	"internal/fieldmodel/*/*.go",
	"internal/seqmodel/*.go",
	"cv/parse/entries_*.go",
	"cv/parse/sections_*.go",
	"cv/parse/linerole_*.go",
	"cv/parse/names_*.go",
	"cv/parse/pubs_model.go",
}

// parserFiles are the rest of the parser (its older readers of
// entries into fields among them), held to the length limit only.
var parserFiles = []string{"cv/parse/*.go", "cv/parse/*/*.go"}

// TestPassesStaySmall: no function of the cascade's passes (test files
// aside) is longer than maxPassFuncLines or more complex than
// maxPassComplexity, and none of the rest of the parser is longer.
func TestPassesStaySmall(t *testing.T) {
	fset := token.NewFileSet()
	if n := checkFiles(t, fset, passFiles, true); n < 50 {
		t.Fatalf("found %d files of the passes; is the test run from internal/layers?", n)
	}
	if n := checkFiles(t, fset, parserFiles, false); n < 100 {
		t.Fatalf("found %d files of the parser; is the test run from internal/layers?", n)
	}
}

// checkFiles checks the non-test files the patterns match (from the
// module's root), their complexity too when withComplexity is set, and says
// how many it read.
func checkFiles(t *testing.T, fset *token.FileSet, patterns []string, withComplexity bool) int {
	t.Helper()
	files := 0
	for _, pattern := range patterns {
		names, err := filepath.Glob(filepath.Join("..", "..", pattern))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files++
			checkFuncs(t, fset, name, f, withComplexity)
		}
	}
	return files
}

// checkFuncs reports each function of f past the limits.
func checkFuncs(t *testing.T, fset *token.FileSet, name string, f *ast.File, withComplexity bool) {
	t.Helper()
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		lines := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
		if lines > maxPassFuncLines {
			t.Errorf("%s: %s is %d lines long (at most %d)", name, funcName(fd), lines, maxPassFuncLines)
		}
		if c := complexity(fd); withComplexity && c > maxPassComplexity {
			t.Errorf("%s: %s has cyclomatic complexity %d (at most %d)", name, funcName(fd), c, maxPassComplexity)
		}
	}
}

// funcName is fd's name, with its receiver's type for a method.
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	typ := fd.Recv.List[0].Type
	if s, ok := typ.(*ast.StarExpr); ok {
		typ = s.X
	}
	if ix, ok := typ.(*ast.IndexExpr); ok {
		typ = ix.X
	}
	if id, ok := typ.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// complexity is fd's cyclomatic complexity as gocyclo counts it: one,
// plus one for each if, for, range, non-default case or select clause,
// and each && or ||. Function literals inside count toward fd.
func complexity(fd *ast.FuncDecl) int {
	c := 1
	ast.Inspect(fd, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			c++
		case *ast.CaseClause:
			if n.List != nil {
				c++
			}
		case *ast.CommClause:
			if n.Comm != nil {
				c++
			}
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				c++
			}
		}
		return true
	})
	return c
}

// TestComplexityCounts: the count on made-up functions, one of each
// kind of branch.
func TestComplexityCounts(t *testing.T) {
	src := `package p
func straight() int { return 1 }
func branches(a, b bool, xs []int, ch chan int) int {
	if a && b || !a { return 0 }
	for i := 0; i < 3; i++ {}
	for range xs {}
	switch { case a: ; case b: ; default: }
	select { case <-ch: ; default: }
	f := func() { if b {} }
	f()
	return 1
}
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"straight": 1, "branches": 1 + 1 + 2 + 1 + 1 + 2 + 1 + 1}
	for _, d := range f.Decls {
		fd := d.(*ast.FuncDecl)
		if got := complexity(fd); got != want[fd.Name.Name] {
			t.Errorf("complexity(%s) = %d, want %d", fd.Name.Name, got, want[fd.Name.Name])
		}
	}
}
