package pdf

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"testing"

	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/reports"
)

// colorOps reads the colour operators of the uncompressed content
// streams: "r g b rg" and "g g" set the fill (and text) colour, "r g b
// RG" and "g G" the stroke colour. It returns the colours as "#RRGGBB"
// per operator ("fill", "stroke") with how often each is set.
func colorOps(t *testing.T, data []byte) map[string]map[string]int {
	t.Helper()
	if !bytes.Contains(data, []byte(" re f")) && !bytes.Contains(data, []byte(" re\nf")) && !bytes.Contains(data, []byte("re f")) {
		t.Fatal("no plain rectangle fill in the PDF: is it compressed?")
	}
	ops := map[string]map[string]int{"fill": {}, "stroke": {}}
	num := `(\d*\.?\d+)`
	rgbRe := regexp.MustCompile(`(?:^|[\s\[])` + num + ` ` + num + ` ` + num + ` (rg|RG)\b`)
	grayRe := regexp.MustCompile(`(?:^|[\s\[])` + num + ` (g|G)\b`)
	hex := func(vs ...string) string {
		s := "#"
		for _, v := range vs {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("colour component %q: %v", v, err)
			}
			s += fmt.Sprintf("%02X", int(math.Round(f*255)))
		}
		return s
	}
	for _, m := range rgbRe.FindAllSubmatch(data, -1) {
		op := "fill"
		if string(m[4]) == "RG" {
			op = "stroke"
		}
		ops[op][hex(string(m[1]), string(m[2]), string(m[3]))]++
	}
	for _, m := range grayRe.FindAllSubmatch(data, -1) {
		op := "fill"
		if string(m[2]) == "G" {
			op = "stroke"
		}
		v := string(m[1])
		ops[op][hex(v, v, v)]++
	}
	return ops
}

// hexOf writes an ink colour as "#RRGGBB".
func hexOf(c rgb) string { return fmt.Sprintf("#%02X%02X%02X", c.r, c.g, c.b) }

// TestPaletteColors renders the fictional cohort uncompressed and reads
// the fill and stroke colours back from the content streams: each
// meaning the cohort draws has its palette colour (charts.Color, the
// same as in the HTML and the workbook), and no colour outside the
// palette and the document's ink is drawn.
func TestPaletteColors(t *testing.T) {
	var buf bytes.Buffer
	if _, err := renderWith(&buf, report(fictionalCVs()), reports.Options{Title: "Palette"}, settings{uncompressed: true}); err != nil {
		t.Fatal(err)
	}
	ops := colorOps(t, buf.Bytes())
	for _, tc := range []struct {
		group, key, op, what string
	}{
		{charts.GroupType, "conference", "fill", "conference bars"},
		{charts.GroupType, "journal", "fill", "journal bars (Priya's VLDB paper)"},
		{charts.GroupType, "preprint", "fill", "the preprint's hatched bar"},
		{charts.GroupMark, "not_counted", "stroke", "the outline of the hatched bar"},
		{charts.GroupStatus, "awarded", "fill", "the fellowship bars"},
		{charts.GroupStatus, "finalist", "fill", "the finalist diamonds"},
		{charts.GroupStatus, "nominee", "stroke", "the nominee rings"},
		{charts.GroupStatus, "honorable_mention", "fill", "the honourable mention's status mark"},
		{charts.GroupKind, "phd", "fill", "PhD spans"},
		{charts.GroupKind, "research", "fill", "Ilse's research post"},
		{charts.GroupKind, "faculty", "fill", "Oskar's faculty post"},
		{charts.GroupKind, "industry", "fill", "Priya's industry post"},
		{charts.GroupKind, "postdoc", "fill", "Tomasz's postdoc"},
		{charts.GroupKind, "phd", "stroke", "the dashed outline of Ilse's expected PhD end"},
		{charts.GroupMark, "expected", "fill", "the expected part of Ilse's PhD"},
	} {
		want := charts.Color(tc.group, tc.key)
		r, g, b := charts.RGB(want)
		if got := hexOf(rgb{r, g, b}); got != want {
			t.Fatalf("charts.RGB(%s) = %s", want, got)
		}
		if ops[tc.op][want] == 0 {
			t.Errorf("%s|%s (%s): no %s colour %s in the content streams", tc.group, tc.key, tc.what, tc.op, want)
		}
	}

	// every colour drawn is a palette colour or ink: the PDF has no
	// palette of its own
	allowed := map[string]bool{}
	for _, g := range []string{charts.GroupType, charts.GroupStatus, charts.GroupKind, charts.GroupMark} {
		for _, k := range charts.PaletteKeys(g) {
			allowed[charts.Color(g, k)] = true
		}
	}
	for _, c := range []rgb{text1, text2, text3, rule, grid, band, headFill, accent, alert, paper, {0, 0, 0}} {
		allowed[hexOf(c)] = true
	}
	var stray []string
	for op, cs := range ops {
		for c := range cs {
			if !allowed[c] {
				stray = append(stray, op+" "+c)
			}
		}
	}
	sort.Strings(stray)
	if len(stray) > 0 {
		t.Errorf("colours outside the palette and the ink: %v", stray)
	}

	// the old PDF palette is gone: journal was orange
	if ops["fill"]["#F28E2B"] > 0 {
		t.Error("the old journal orange #F28E2B is still drawn")
	}
}

// TestHexRGB: hexRGB reads every palette colour as charts.RGB does, and
// other strings through charts.RGB.
func TestHexRGB(t *testing.T) {
	colors := []string{"#000000", "#FFFFFF", "#1f4e79", "#A1b2C3", "1f4e79", "#12345", "#12345g", "", "#zzzzzz"}
	for _, group := range []string{charts.GroupType, charts.GroupStatus, charts.GroupKind, charts.GroupMark} {
		for _, key := range charts.PaletteKeys(group) {
			colors = append(colors, charts.Color(group, key))
		}
	}
	for _, c := range colors {
		r, g, b := charts.RGB(c)
		if got, want := hexRGB(c), (rgb{r, g, b}); got != want {
			t.Errorf("hexRGB(%q) = %v, want %v", c, got, want)
		}
	}
}
