// Package sections is the parser's second pass, sections: the typed
// hand-off between the lines pass (cv/parse/lines) and the entry and
// field readers of cv/parse.
//
// A Section is a run of lines under one heading, of a Kind: what the
// section holds (education, positions, publications, ...), the name of
// the reader that reads it. Kinds are named by a heading's words
// (Classify, from words/sections.txt) or, where the heading says
// nothing, by the section's content:
//
//	k, ok := sections.Classify("Selected Publications") // sections.Publications, true
//	s := sections.Section{Kind: k, Title: "Selected Publications", Line: 12, Lines: ls}
//
// The word lists that pair a kind with words ("kind: word word ...")
// are read by KindLines; Names are the kinds' names, in Kind order.
//
// Finding the headings and splitting the lines (heading candidates,
// heading style, margin headings, kinds by content) still runs in
// cv/parse (sections.go, sections_*.go), which asks the parse's memo and
// the entry readers; it hands its sections on in this package's types.
package sections
