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
// Split finds the headings and splits the lines: Markdown headings at
// the CV's section level, lines that look like headings (capitals, a
// short line of heading words) and stand apart, lines in the CV's heading
// style (style.go), headings set in a left margin (SplitMargin,
// margin.go), and title-case labels whose lines read as another kind
// (label.go); a heading-like line inside a numbered run is the item's
// tail (wrap.go). What needs the parser (its memo, its entry readers, its
// line-role model, the publications and awards vocabularies, its notes
// for an explained parse) it asks through a Reader:
//
//	secs := sections.Split(sections.SplitMargin(ls), reader)
//
// Reading vague sections by their content and filing a section's parts
// by kind stay with the reader (cv/parse: sections_pass.go,
// sections_kind*.go), since they read entries.
package sections
