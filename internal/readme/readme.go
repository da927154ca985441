// Package readme reads the README's limits table so that tests can hold
// it to the code: each package whose constant a row states checks the
// row's value against that constant, and this package's own test checks
// that every test a row names exists. A limit changed in the code and not
// in the README (or the other way round) fails a test.
package readme

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The table sits between these two comment lines in README.md.
const (
	beginMark = "<!-- limits:begin -->"
	endMark   = "<!-- limits:end -->"
)

// Row is one limit: what is bounded, the bound as written, what happens
// past it, and the tests that enforce it.
type Row struct {
	What  string
	Value string
	Past  string
	Tests []string
}

// Path finds README.md from the current folder upwards (a test runs in
// its package's folder).
func Path() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		p := filepath.Join(dir, "README.md")
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return p, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod above the current folder")
		}
		dir = parent
	}
}

// Rows reads the limits table of the README at path.
func Rows(path string) ([]Row, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	begin := bytes.Index(data, []byte(beginMark))
	end := bytes.Index(data, []byte(endMark))
	if begin < 0 || end < begin {
		return nil, fmt.Errorf("%s: no limits table between %q and %q", path, beginMark, endMark)
	}
	return parseTable(data[begin+len(beginMark) : end])
}

// parseTable reads the body rows of a Markdown table of four columns.
func parseTable(b []byte) ([]Row, error) {
	var rows []Row
	sc := bufio.NewScanner(bytes.NewReader(b))
	header := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(line, "|") {
			continue
		}
		if header < 2 { // the header row and the |---| row
			header++
			continue
		}
		cells := splitRow(line)
		if len(cells) != 4 {
			return nil, fmt.Errorf("limits table: %d cells, want 4: %s", len(cells), line)
		}
		rows = append(rows, Row{What: cells[0], Value: cells[1], Past: cells[2], Tests: testNames(cells[3])})
	}
	return rows, sc.Err()
}

// splitRow splits a table row on the pipes that are not inside code spans.
func splitRow(line string) []string {
	line = strings.TrimSuffix(strings.TrimPrefix(line, "|"), "|")
	var cells []string
	var cur strings.Builder
	code := false
	for _, r := range line {
		switch {
		case r == '`':
			code = !code
			cur.WriteRune(r)
		case r == '|' && !code:
			cells = append(cells, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteRune(r)
		}
	}
	return append(cells, strings.TrimSpace(cur.String()))
}

var testName = regexp.MustCompile("`((?:Test|Fuzz)[A-Za-z0-9_]+)`")

// testNames are the test and fuzz functions a cell names in code spans.
func testNames(cell string) []string {
	var names []string
	for _, m := range testName.FindAllStringSubmatch(cell, -1) {
		names = append(names, m[1])
	}
	return names
}

// Limit returns the row whose first cell is what, failing t when there
// is none.
func Limit(t testing.TB, what string) Row {
	t.Helper()
	path, err := Path()
	if err != nil {
		t.Fatal(err)
	}
	rows, err := Rows(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.What == what {
			return r
		}
	}
	t.Fatalf("README.md's limits table has no row %q", what)
	return Row{}
}

var quantity = regexp.MustCompile(`^([0-9][0-9,]*)\s*(KiB|MiB|GiB|s)?$`)

// Numbers are the quantities written in a value cell, in order: "50,000"
// is 50000, "1 MiB" 1048576, "60 s" 60. Text that is not a quantity
// (words, code spans) is skipped; parts are split on ";" and ",".
func Numbers(value string) []int64 {
	var out []int64
	for _, part := range strings.FieldsFunc(value, func(r rune) bool { return r == ';' || r == '(' || r == ')' }) {
		for _, field := range splitQuantities(part) {
			if n, ok := parseQuantity(field); ok {
				out = append(out, n)
			}
		}
	}
	return out
}

// splitQuantities cuts a phrase into candidate quantities: runs of
// digits and commas with an optional unit after a space.
func splitQuantities(s string) []string {
	words := strings.Fields(s)
	var out []string
	for i := 0; i < len(words); i++ {
		w := strings.TrimRight(words[i], ",.")
		if i+1 < len(words) {
			if u := strings.TrimRight(words[i+1], ",."); u == "KiB" || u == "MiB" || u == "GiB" || u == "s" {
				out = append(out, w+" "+u)
				i++
				continue
			}
		}
		out = append(out, w)
	}
	return out
}

// parseQuantity reads "50,000", "1 MiB" or "60 s".
func parseQuantity(s string) (int64, bool) {
	m := quantity.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
	if err != nil {
		return 0, false
	}
	switch m[2] {
	case "KiB":
		n <<= 10
	case "MiB":
		n <<= 20
	case "GiB":
		n <<= 30
	}
	return n, true
}

// Check fails t unless the row what states exactly the quantities want,
// in order.
func Check(t testing.TB, what string, want ...int64) {
	t.Helper()
	row := Limit(t, what)
	got := Numbers(row.Value)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("README.md's limits table, row %q, says %q (%v); the code enforces %v", what, row.Value, got, want)
	}
}
