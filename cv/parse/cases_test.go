package parse

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// TestCases runs the rule cases in testdata/cases/<section>/<rule>.txtar.
// Each case is a txtar archive: a comment saying which rule it shows, a
// file "input.md" or "input.txt" (a small fictional CV), and "want.json",
// a JSON object compared with the parsed record as a pattern: only the keys
// it names are checked, objects match as subsets, lists element by element
// (same length), and scalars must be equal. Adding a layout means adding a
// case file.
func TestCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "cases", "*", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no case files in testdata/cases")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.ToSlash(strings.TrimPrefix(f, filepath.Join("testdata", "cases")+string(filepath.Separator))), ".txtar")
		t.Run(name, func(t *testing.T) { runCase(t, f) })
	}
}

func runCase(t *testing.T, path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	comment, parts := readTxtar(data)
	if strings.TrimSpace(comment) == "" {
		t.Errorf("%s: no comment saying which rule the case shows", path)
	}
	input, inputName := parts["input.md"], "input.md"
	if input == nil {
		input, inputName = parts["input.txt"], "input.txt"
	}
	want := parts["want.json"]
	if input == nil || want == nil {
		t.Fatalf("%s: needs input.md or input.txt and want.json (has %v)", path, keys(parts))
	}
	c, err := Parse(inputName, input, Options{})
	if err != nil {
		t.Fatal(err)
	}
	gotJSON, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var got, pattern any
	if err := json.Unmarshal(gotJSON, &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(want, &pattern); err != nil {
		t.Fatalf("%s: want.json: %v", path, err)
	}
	if diffs := matchPattern("", pattern, got, nil); len(diffs) > 0 {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		_ = enc.Encode(got)
		t.Errorf("%s: %s\n%s\ngot record:\n%s", path, strings.TrimSpace(comment), strings.Join(diffs, "\n"), buf.String())
	}
}

// readTxtar splits a txtar archive into its comment and files. Only the
// format's basics are needed: a line "-- NAME --" starts a file.
func readTxtar(data []byte) (string, map[string][]byte) {
	files := map[string][]byte{}
	var comment bytes.Buffer
	cur := ""
	for _, ln := range bytes.SplitAfter(data, []byte("\n")) {
		s := strings.TrimSpace(string(ln))
		if strings.HasPrefix(s, "-- ") && strings.HasSuffix(s, " --") && len(s) > 6 {
			cur = strings.TrimSpace(s[3 : len(s)-3])
			files[cur] = []byte{}
			continue
		}
		if cur == "" {
			comment.Write(ln)
		} else {
			files[cur] = append(files[cur], ln...)
		}
	}
	return comment.String(), files
}

func keys(m map[string][]byte) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// matchPattern compares got with the pattern want and returns one line per
// difference, each naming the JSON path.
func matchPattern(path string, want, got any, diffs []string) []string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return append(diffs, fmt.Sprintf("%s: want an object, got %s", orRoot(path), show(got)))
		}
		ks := make([]string, 0, len(w))
		for k := range w {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for _, k := range ks {
			diffs = matchPattern(path+"."+k, w[k], g[k], diffs)
		}
	case []any:
		g, ok := got.([]any)
		if !ok {
			if len(w) == 0 && got == nil {
				return diffs
			}
			return append(diffs, fmt.Sprintf("%s: want a list of %d, got %s", orRoot(path), len(w), show(got)))
		}
		if len(g) != len(w) {
			diffs = append(diffs, fmt.Sprintf("%s: want %d items, got %d", orRoot(path), len(w), len(g)))
		}
		for i := 0; i < len(w) && i < len(g); i++ {
			diffs = matchPattern(fmt.Sprintf("%s[%d]", path, i), w[i], g[i], diffs)
		}
	default:
		if !reflect.DeepEqual(want, got) && !(want == false && got == nil) && !(want == "" && got == nil) && !(want == float64(0) && got == nil) {
			diffs = append(diffs, fmt.Sprintf("%s: want %s, got %s", orRoot(path), show(want), show(got)))
		}
	}
	return diffs
}

func orRoot(p string) string {
	if p == "" {
		return "(record)"
	}
	return p
}

func show(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}

// TestMatchPattern checks the case matcher itself: a pattern must be able
// to fail.
func TestMatchPattern(t *testing.T) {
	got := map[string]any{"a": []any{map[string]any{"x": 1.0, "y": "s"}}, "b": "t"}
	if d := matchPattern("", map[string]any{"a": []any{map[string]any{"x": 1.0}}}, got, nil); len(d) != 0 {
		t.Errorf("subset should match: %v", d)
	}
	for _, bad := range []any{
		map[string]any{"a": []any{map[string]any{"x": 2.0}}},
		map[string]any{"a": []any{}},
		map[string]any{"b": "u"},
		map[string]any{"c": "missing"},
		map[string]any{"a": "not a list"},
	} {
		if d := matchPattern("", bad, got, nil); len(d) == 0 {
			t.Errorf("pattern %v should not match", bad)
		}
	}
}
