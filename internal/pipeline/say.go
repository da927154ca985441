package pipeline

import (
	"fmt"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
)

// Saying is the Observer of a command that says its problems as lines
// (vitae stats, report): through say, each line of each input that
// failed or was skipped (ResultLines) and each correction that no longer
// matches ("warning: correction not applied: ..."), and where a blind
// run wrote its key.
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
		Blinded: func(key string, n int) {
			say(fmt.Sprintf("blind: %d candidate(s) named Candidate A, B, …; the key that names them is %s: keep it apart from the reports", n, key))
		},
	}
}
