package parse

import "github.com/vitae-cv/vitae/cv/parse/names"

// isNameToken is names.IsNameToken, for the guards that hold isName to
// its first writing (guards_test.go).
func isNameToken(w string) bool { return names.IsNameToken(w) }
