package parse

// A position cell is asked whether it is only a season ("summer" left
// beside its year): inLowerSet lower-cases the cell first, and a cell
// longer than 32 bytes or beyond ASCII is lower-cased into a new string.
// No cell much longer than the longest season can be one: isSeasonCell
// asks only the short ones.

// seasonKeyMax is the length of the longest of seasonWords.
var seasonKeyMax = longestKey(seasonWords)

// longestKey is the length of the longest key of set.
func longestKey(set map[string]bool) int {
	n := 0
	for k := range set {
		n = max(n, len(k))
	}
	return n
}

// isSeasonCell is inLowerSet(seasonWords, c). strings.ToLower makes no
// rune shorter than a third of its bytes (the Kelvin sign, three bytes,
// lower-cases to "k", one; every other rune keeps its length or nearly),
// so a cell longer than four times the longest season lower-cases to no
// season: it is not looked up.
func isSeasonCell(c string) bool {
	return len(c) <= 4*seasonKeyMax && inLowerSet(seasonWords, c)
}
