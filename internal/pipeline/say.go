package pipeline

import (
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
)

// Saying is the Observer of a command that says its problems as lines
// (vitae stats, report): through say, each line of each input that
// failed or was skipped (ResultLines) and each correction that no longer
// matches ("warning: correction not applied: ...").
func Saying(say func(line string)) Observer {
	return Observer{
		Result: func(r inputs.Result) {
			for _, line := range ResultLines(r) {
				say(line)
			}
		},
		Corrected: func(res corrections.Result) {
			for _, s := range res.Stale {
				say("warning: correction not applied: " + s.String())
			}
		},
	}
}
