package charts

import (
	"fmt"

	"github.com/vitae-cv/vitae/analytics"
)

// FellowshipsFirst is FellowshipsOf(the fellowship table, n) made from
// the table by chunks (analytics.ChunkedCohort("fellowships")): only its
// first n rows are made, so a writer that streams the table need not
// hold it whole for the chart.
func FellowshipsFirst(ch analytics.CohortChunks, n int) *Chart {
	total := ch.Count(ch.Candidates)
	if n <= 0 || total <= n {
		return FellowshipsOf(ch.Of(ch.Candidates), 0)
	}
	c := FellowshipsOf(ch.Of(ch.Candidates[:n]), 0)
	c.Notes = append([]string{fmt.Sprintf("first %d of %d candidates in this order", n, total)}, c.Notes...)
	return c
}
