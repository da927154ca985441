package eval

import (
	"sort"
	"strings"
)

func lower(v any) string { return strings.ToLower(pyStr(v)) }

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func joinSpace(s []string) string { return strings.Join(s, " ") }

// cut is s[:n] in code points, as Python slices a str.
func cut(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
