// Package cvgen makes synthetic CVs with exact truth, so that the parser
// can be judged on layouts it was not written against (issue 21).
//
// Generate draws record i of a seed: an invented person (names built from
// syllables, some accented or hyphenated), degrees with advisors,
// positions of every kind, 3–22 publications (1–12 authors with the owner
// anywhere, written in full, with initials or family name first; equal
// contribution marks; "et al." cuts; venues from the catalogue in
// cv/venue, written in a form it reads back, or invented ones it does
// not; to appear, under review, preprints; best paper awards; some
// without a year), awards of every category and status, talks, service
// and teaching. A record depends only on (seed, i).
//
// TruthOf gives the truth file ../shared/eval/score.py reads for a
// record; the records themselves score 1.000 against it.
//
// Render writes a record through a Template (Templates lists them:
// Markdown, HTML, text as pdftotext -layout gives it, DOCX, LaTeX
// sources) with a Style drawn from (seed, template, i): section headings
// in other words (vocab/sections.txt), sections in other orders, bullet
// glyphs, curly quotes, missing final periods, wrapped lines, venue tags,
// descriptions under entries, running headers and footers. None of it
// changes what the CV says. The same seed gives the same bytes.
//
// WriteCohort writes DIR/truth/ID.json and DIR/TEMPLATE/ID.EXT; the
// command internal/cmd/cvgen drives it and scripts/cvgen-eval.sh scores
// vitae on the result.
//
// Everything is invented: word lists live in vocab/ (embedded) and none
// is taken from a real CV.
package cvgen
