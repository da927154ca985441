package fields

import (
	_ "embed"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
)

//go:embed programs.txt
var programText string

var programs = func() []string {
	var out []string
	for _, l := range strings.Split(programText, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, " "+strings.ToLower(l)+" ")
		}
	}
	return out
}()

// PositionKind classifies a position as the parser does
// (parse.PositionKind), except for the titles data CVs give a season in
// a program (programs.txt): a mentor in one is "other", a participant an
// intern.
func PositionKind(title, org string) cv.PositionKind {
	t := " " + strings.ToLower(strings.Join(strings.Fields(title), " ")) + " "
	for _, p := range programs {
		if strings.Contains(t, p) {
			if strings.HasPrefix(t, " mentor ") {
				return cv.KindOther
			}
			return cv.KindInternship
		}
	}
	return parse.PositionKind(title, org)
}
