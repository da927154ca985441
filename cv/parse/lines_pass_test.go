package parse

import "github.com/vitae-cv/vitae/cv/parse/lines"

// toLines reads a Markdown or plain text as Parse does (lines.FromText).
func toLines(text string) []line { return lines.FromText(text) }
