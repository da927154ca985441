package parse

import (
	"regexp"

	"github.com/vitae-cv/vitae/cv/parse/names"
)

// The parser reads author names through the names pass (cv/parse/names).
// These are the parser's names for its answers, so that the readers of
// entries call it as they called the functions it was cut from; the
// answers the parser asks for many times are remembered per parse by the
// memo (memo.go), which calls these.

// owner is the CV owner as the author lists name them (names.Owner).
type owner = names.Owner

// newOwner is names.NewOwner.
func newOwner(name string) owner { return names.NewOwner(name) }

// splitAuthorList splits an author list into names and reports whether
// it was cut short (names.Split).
func splitAuthorList(s string) ([]string, bool) {
	l := names.Split(s)
	return l.Names, l.Cut
}

// splitAuthors is the names of splitAuthorList.
func splitAuthors(s string) []string { return names.Split(s).Names }

// isAuthorList is names.IsList.
func isAuthorList(s string) bool { return names.IsList(s) }

// mayBeAuthorList is names.MayBeList.
func mayBeAuthorList(s string) bool { return names.MayBeList(s) }

// isNameList is names.IsNameList.
func isNameList(as []string) bool { return names.IsNameList(as) }

// isName is names.IsName.
func isName(s string) bool { return names.IsName(s) }

// isBareName is names.IsBareName.
func isBareName(s string) bool { return names.IsBareName(s) }

// stripMarks is names.StripMarks.
func stripMarks(s string) string { return names.StripMarks(s) }

// cleanAuthor is names.Clean.
func cleanAuthor(a string) (string, bool) { return names.Clean(a) }

// foldName is names.Fold.
func foldName(s string) string { return names.Fold(s) }

// etAlSpans is names.EtAlSpans.
func etAlSpans(s string) [][]int { return names.EtAlSpans(s) }

// reInitialSeg is the definition of isInitialSeg (speed_scans.go).
var reInitialSeg = regexp.MustCompile(`^(?:\p{Lu}\.?\s?-?){1,3}$`)
