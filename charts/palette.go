package charts

import (
	_ "embed"
	"fmt"
	"strings"
)

//go:embed palette.txt
var paletteText string

// palette maps "group|key" to a colour (palette.txt).
var palette = mustPalette(paletteText)

func mustPalette(text string) map[string]string {
	m := map[string]string{}
	for n, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		parts := strings.Split(l, "|")
		if len(parts) != 3 {
			panic(fmt.Sprintf("charts: palette.txt:%d: want group | key | colour", n+1))
		}
		g, k, c := strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), strings.ToUpper(strings.TrimSpace(parts[2]))
		if len(c) != 7 || c[0] != '#' {
			panic(fmt.Sprintf("charts: palette.txt:%d: bad colour %q", n+1, c))
		}
		m[g+"|"+k] = c
	}
	return m
}

// Palette groups.
const (
	GroupType   = "type"   // publication type
	GroupStatus = "status" // award status
	GroupKind   = "kind"   // timeline span kind
	GroupMark   = "mark"   // other meanings: expected, not_counted, heat_low, ...
)

// Color is the colour of a meaning in every format: Color(GroupType,
// "journal") is the same green in the HTML, the PDF and the workbook. An
// unknown key of a group gets the group's "other" colour, else grey.
func Color(group, key string) string {
	if c, ok := palette[group+"|"+key]; ok {
		return c
	}
	if c, ok := palette[group+"|other"]; ok {
		return c
	}
	return palette["mark|not_counted"]
}

// RGB splits a palette colour into its red, green and blue parts (0–255),
// for renderers that take numbers (the PDF).
func RGB(color string) (r, g, b int) {
	fmt.Sscanf(strings.TrimPrefix(color, "#"), "%02x%02x%02x", &r, &g, &b)
	return r, g, b
}

// PaletteKeys lists the keys of a group, in palette.txt order.
func PaletteKeys(group string) []string {
	var keys []string
	for _, l := range strings.Split(paletteText, "\n") {
		parts := strings.Split(l, "|")
		if len(parts) == 3 && strings.TrimSpace(parts[0]) == group && !strings.HasPrefix(strings.TrimSpace(l), "#") {
			keys = append(keys, strings.TrimSpace(parts[1]))
		}
	}
	return keys
}
