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
	title := reports.Truncate(termsafe.Text(ch.Title()), maxCell+20)
	fmt.Fprintf(b, "\n%s\n%s\n%s\n", title, strings.Repeat("-", len([]rune(title))), termsafe.Text(ch.Summary()))
	var lines []string
	for _, c := range ch.Added {
		lines = append(lines, "+ "+name(c.Name)+" (added)")
	}
	for _, c := range ch.Removed {
		lines = append(lines, "- "+name(c.Name)+" (removed)")
	}
	for _, c := range ch.Candidates {
		lines = append(lines, "~ "+name(c.Name)+": "+c.CountsLabel())
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
