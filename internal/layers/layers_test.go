package layers

import (
	"bytes"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// pending are the imports allowed to break the layering for now, each
// with the work that removes it; none today. When one is fixed, Check
// says the exception is stale and this list loses a line.
var pending []Exception

// moduleGraph is the import graph of every package of the module, test
// files excluded, as "go list" gives it.
func moduleGraph(t *testing.T) map[string][]string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	cmd := exec.Command(goBin, "list", "-e", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", Module+"/...")
	cmd.Dir = "../.."
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	graph := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		graph[f[0]] = f[1:]
	}
	return graph
}

// TestModuleLayers: no package of the module imports a package of a
// higher layer, every package is in a layer, and no package below the
// reports draws.
func TestModuleLayers(t *testing.T) {
	graph := moduleGraph(t)
	if len(graph) < 20 {
		t.Fatalf("go list found %d packages; is the test run inside the module?", len(graph))
	}
	for _, p := range Check(graph, pending) {
		t.Error(p)
	}
}

// TestCheckFindsBrokenLayers: the check reports each kind of problem on
// a made-up graph, and nothing for imports that keep the layering.
func TestCheckFindsBrokenLayers(t *testing.T) {
	m := func(rel string) string { return Module + "/" + rel }
	graph := map[string][]string{
		m("analytics"):         {m("cv"), m("cv/venue"), m("internal/termsafe"), "strings", m("reports")},
		m("cv"):                {m("cv/venue"), m("cv/parse")},
		m("cv/corrections"):    {m("internal/atomicfile"), m("cv")},
		m("charts"):            {m("analytics"), "github.com/go-echarts/go-echarts/v2/opts"},
		m("reports/html"):      {m("charts"), "github.com/go-echarts/go-echarts/v2/opts"},
		m("reports/records"):   {m("cv/lineview"), m("cv/parse")},
		m("internal/newthing"): {"fmt"},
		m("cmd/vitae"):         {m("internal/publish"), m("reports/text"), m("internal/cli")},
		"example.org/other":    {m("cmd/vitae")},
	}
	got := Check(graph, []Exception{{m("cv/doc"), m("cv/parse"), "made up"}})
	want := []string{
		m("analytics") + " (analytics) imports " + m("reports") + " (reports, a higher layer)",
		m("charts") + " (charts) imports the drawing library github.com/go-echarts/go-echarts/v2/opts (only reports and above may)",
		m("cv") + " (records) imports " + m("cv/parse") + " (parser, a higher layer)",
		m("internal/newthing") + ": in no layer (add it to layers.Layers)",
		m("reports/records") + " imports " + m("cv/parse") + " (analytics and renderers never parse: they read records)",
		"exception " + m("cv/doc") + " -> " + m("cv/parse") + " allows nothing any more: remove it",
	}
	if strings.Join(got, "\n") != strings.Join(slices.Sorted(slices.Values(want)), "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(slices.Sorted(slices.Values(want)), "\n"))
	}
	if got := Check(graph, []Exception{{m("charts"), "github.com/go-echarts/", "pending"}}); len(got) != 4 {
		t.Errorf("with the charts exception: %d problems, want 4:\n%s", len(got), strings.Join(got, "\n"))
	}
}

// TestLayerOf: the most specific pattern decides.
func TestLayerOf(t *testing.T) {
	for rel, want := range map[string]string{
		"cv":                                 "records",
		"cv/venue":                           "venue catalogue",
		"cv/doc/pdf":                         "documents, line views, corrections",
		"cv/corrections/correctionstest":     "documents, line views, corrections",
		"cv/parse/words":                     "parser",
		"internal/linerole":                  "parser",
		"internal/linerole/fit":              "development tools",
		"reports/html/internal/fetchecharts": "reports",
		"internal/atomicfile":                "leaf utilities",
		"cmd/vitae":                          "command",
	} {
		i, ok := LayerOf(Module + "/" + rel)
		if !ok || Layers[i].Name != want {
			t.Errorf("LayerOf(%s) = %d %v, want %q", rel, i, ok, want)
		}
	}
	if _, ok := LayerOf(Module + "/cvx"); ok {
		t.Error("cvx matched a layer: \"cv\" names one package")
	}
	if _, ok := LayerOf("example.org/cv"); ok {
		t.Error("a package outside the module matched a layer")
	}
}
