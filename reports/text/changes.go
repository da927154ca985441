package text

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports"
)

// MaxChangeLines is the most candidates the text report's changes block
// lists; "vitae diff" shows them all.
const MaxChangeLines = 10

// changesBlock writes the short "Changes since RUN" block of a scheduled
// run's report: the summary line, then a line per candidate added ("+"),
// removed ("-") or changed ("~", with what changed), at most
// MaxChangeLines. Nothing without changes.
func changesBlock(b *bytes.Buffer, ch *analytics.Changes) {
	if ch == nil {
		return
	}
	title := "Changes"
	if !ch.First {
		title = "Changes since " + ch.Since
	}
	title = reports.Truncate(termsafe.Text(title), maxCell+20)
	fmt.Fprintf(b, "\n%s\n%s\n%s\n", title, strings.Repeat("-", len([]rune(title))), termsafe.Text(ch.Summary()))
	var lines []string
	for _, c := range ch.Added {
		lines = append(lines, "+ "+name(c.Name)+" (added)")
	}
	for _, c := range ch.Removed {
		lines = append(lines, "- "+name(c.Name)+" (removed)")
	}
	for _, c := range ch.Candidates {
		lines = append(lines, "~ "+name(c.Name)+": "+changeCounts(c))
	}
	for i, l := range lines {
		if i == MaxChangeLines {
			fmt.Fprintf(b, "  ... and %d more (vitae diff lists them all)\n", len(lines)-i)
			break
		}
		b.WriteString("  " + l + "\n")
	}
}

// name is a candidate's name for a line of the block.
func name(s string) string { return reports.Truncate(termsafe.Text(s), maxName) }

// changeCounts says what changed for a candidate: "1 paper added,
// 2 figures changed".
func changeCounts(c analytics.CandidateChange) string {
	var parts []string
	for _, k := range []struct {
		n         int
		one, many string
	}{
		{len(c.PapersAdded), "paper added", "papers added"},
		{len(c.PapersRemoved), "paper removed", "papers removed"},
		{len(c.AwardsAdded), "award added", "awards added"},
		{len(c.AwardsRemoved), "award removed", "awards removed"},
		{len(c.Figures), "figure changed", "figures changed"},
	} {
		switch {
		case k.n == 1:
			parts = append(parts, "1 "+k.one)
		case k.n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", k.n, k.many))
		}
	}
	return strings.Join(parts, ", ")
}
