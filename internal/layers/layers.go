// Package layers states vitae's layering, the pipeline read bottom to
// top, and checks an import graph against it: a package may import its
// own layer and the layers below, never one above; below the reports no
// package imports a drawing library, and analytics and the renderers do
// not import the parser (Rules). Its test runs the check over "go list"
// of the whole module, so an import that breaks the layering fails
// "go test ./...". Test files may import upwards (a test of a lower
// layer may render a report) and are not checked.
//
//	leaf utilities (no vitae imports) ← cv/venue ← cv ← cv/doc, cv/lineview,
//	cv/corrections, cv/blind ← cv/parse ← cv/data ← cv/read, cv/inputs ← analytics ← charts ←
//	reports ← internal/pipeline, internal/publish, internal/job ← cmd ←
//	development tools; internal/cli (the command frame: flag values, exit
//	codes) is a leaf utility the runs use too
package layers

import (
	"fmt"
	"sort"
	"strings"
)

// Module is the module path the patterns of Layers are relative to.
const Module = "github.com/vitae-cv/vitae"

// Layer is one step of the pipeline: the packages in it, as paths
// relative to Module; "x/..." is x and every package under it.
type Layer struct {
	Name     string
	Packages []string
}

// Layers are vitae's layers, lowest first. Every package of the module
// is in exactly one (the most specific pattern that matches it decides).
var Layers = []Layer{
	{"leaf utilities", []string{"internal/atomicfile", "internal/browser", "internal/cli/...", "internal/cpuprofile", "internal/cputime", "internal/cvtext", "internal/filekind",
		"internal/golden", "internal/layers", "internal/provenance", "internal/readme", "internal/seqmodel", "internal/termsafe",
		"internal/textscan", "internal/tomlmsg"}},
	// cv normalises venue names with the catalogue, so the catalogue sits below it.
	{"venue catalogue", []string{"cv/venue"}},
	{"records", []string{"cv"}},
	// Blinding maps records to records, after the corrections.
	{"documents, line views, corrections", []string{"cv/doc/...", "cv/lineview", "cv/corrections/...", "cv/blind"}},
	{"parser", []string{"cv/parse/...", "internal/linerole", "internal/fieldmodel"}},
	// CVs kept as data map onto records directly; free text in a field
	// goes through the parser.
	{"data readers", []string{"cv/data/..."}},
	{"reading", []string{"cv/read", "cv/inputs", "internal/store"}},
	{"analytics", []string{"analytics/...", "internal/fixtures"}},
	{"charts", []string{"charts/..."}},
	{"reports", []string{"reports/..."}},
	{"runs", []string{"internal/pipeline", "internal/publish", "internal/job", "internal/review"}},
	{"command", []string{"cmd/..."}},
	// Training, evaluation and generators: they may use the whole
	// library; the library never imports them.
	{"development tools", []string{"internal/cmd/...", "internal/cvgen", "internal/eval", "internal/fieldmodel/sources",
		"internal/linerole/fit", "internal/sample", "internal/train", "scripts/..."}},
}

// DrawingLibraries are the third-party packages that draw a report
// (chart libraries, PDF and spreadsheet writers): only the reports layer
// and those above it may import them, so that analytics and charts stay
// renderer-neutral. Each is a path prefix.
var DrawingLibraries = []string{"github.com/go-echarts/", "codeberg.org/go-pdf/", "github.com/xuri/excelize/"}

// Rule forbids an import the layer order would allow: no package
// matching From (patterns as in Layer) imports one matching To.
type Rule struct {
	From, To []string
	Why      string
}

// Rules are the imports forbidden although they go down the layers.
var Rules = []Rule{
	{From: []string{"analytics/...", "charts/...", "reports/..."},
		To:  []string{"cv/doc/...", "cv/parse/...", "cv/read", "cv/inputs", "internal/linerole", "internal/fieldmodel"},
		Why: "analytics and renderers never parse: they read records"},
}

// LayerOf is the index in Layers of the package at path (a full import
// path), and false when no pattern matches it.
func LayerOf(path string) (int, bool) {
	rel, ok := relative(path)
	if !ok {
		return 0, false
	}
	best, bestLen := -1, -1
	for i, l := range Layers {
		for _, p := range l.Packages {
			if n := matchLen(p, rel); n > bestLen {
				best, bestLen = i, n
			}
		}
	}
	return best, best >= 0
}

// relative is path inside Module ("" for the module's root package).
func relative(path string) (string, bool) {
	if path == Module {
		return "", true
	}
	rel, ok := strings.CutPrefix(path, Module+"/")
	return rel, ok
}

// matchLen is how specific pattern p is when it matches rel (its length),
// or -1 when it does not match.
func matchLen(p, rel string) int {
	if base, ok := strings.CutSuffix(p, "/..."); ok {
		if rel == base || strings.HasPrefix(rel, base+"/") {
			return len(base)
		}
		return -1
	}
	if rel == p {
		return len(p) + 1 // an exact name beats a pattern of the same folder
	}
	return -1
}

// Exception is an import the layering allows for now, with the reason:
// From imports a package whose path starts with To.
type Exception struct {
	From, To, Why string
}

// Check checks graph (a package's full import path → the full import
// paths it imports, test files excluded) against Layers and
// DrawingLibraries and Rules. It returns one line per problem, sorted: a
// package of the module in no layer, an import of a higher layer, a
// drawing library imported below the reports layer, an import a Rule
// forbids. An import that an exception allows is
// no problem; an exception that allows nothing is one (it is stale:
// remove it).
func Check(graph map[string][]string, allow []Exception) []string {
	used := make([]bool, len(allow))
	var problems []string
	for pkg, imports := range graph {
		from, ok := LayerOf(pkg)
		if !ok {
			if _, inModule := relative(pkg); inModule {
				problems = append(problems, fmt.Sprintf("%s: in no layer (add it to layers.Layers)", pkg))
			}
			continue
		}
		for _, imp := range imports {
			p := checkImport(pkg, from, imp)
			if p == "" {
				continue
			}
			if i := allowed(allow, pkg, imp); i >= 0 {
				used[i] = true
				continue
			}
			problems = append(problems, p)
		}
	}
	for i, ok := range used {
		if !ok {
			problems = append(problems, fmt.Sprintf("exception %s -> %s allows nothing any more: remove it", allow[i].From, allow[i].To))
		}
	}
	sort.Strings(problems)
	return problems
}

// checkImport says what is wrong with pkg (in layer from) importing imp,
// or "".
func checkImport(pkg string, from int, imp string) string {
	if to, ok := LayerOf(imp); ok && to > from {
		return fmt.Sprintf("%s (%s) imports %s (%s, a higher layer)", pkg, Layers[from].Name, imp, Layers[to].Name)
	}
	if reports, _ := LayerOf(Module + "/reports"); from < reports && isDrawing(imp) {
		return fmt.Sprintf("%s (%s) imports the drawing library %s (only reports and above may)", pkg, Layers[from].Name, imp)
	}
	for _, r := range Rules {
		if matchesAny(r.From, pkg) && matchesAny(r.To, imp) {
			return fmt.Sprintf("%s imports %s (%s)", pkg, imp, r.Why)
		}
	}
	return ""
}

// matchesAny reports whether the package at path matches one of the
// patterns.
func matchesAny(patterns []string, path string) bool {
	rel, ok := relative(path)
	if !ok {
		return false
	}
	for _, p := range patterns {
		if matchLen(p, rel) >= 0 {
			return true
		}
	}
	return false
}

// isDrawing reports whether imp is a package of a drawing library.
func isDrawing(imp string) bool {
	for _, d := range DrawingLibraries {
		if strings.HasPrefix(imp, d) {
			return true
		}
	}
	return false
}

// allowed is the index of the exception that allows pkg to import imp,
// or -1.
func allowed(allow []Exception, pkg, imp string) int {
	for i, e := range allow {
		if pkg == e.From && strings.HasPrefix(imp, e.To) {
			return i
		}
	}
	return -1
}
