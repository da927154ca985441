// Package textscan holds the byte and rune scanning helpers that the
// parser's passes (cv/parse, cv/parse/names), its front ends
// (cv/doc/markdown) and the venue catalogue (cv/venue) share, one copy
// of each.
//
// What belongs here: answers about bytes and runes that two or more of
// those packages ask, each stated against the standard library or the
// regexp it stands for (strings.Fields, unicode.IsSpace, a regexp's \s
// and \w, strings.Index on a lower-cased copy) and tested against it:
// white space and field scans, ASCII case folding that keeps the text's
// offsets, and a few shapes of plain text (a list marker, a horizontal
// rule, a page number, capitals split by PDF text extraction).
//
// What does not: anything that knows about CVs. Words, vocabularies,
// section kinds, names, venues and dates belong to the passes that read
// them. The package imports only the standard library.
package textscan
