// Package cvgen makes synthetic CVs with exact truth: fictional records
// (people, degrees, positions, publications, awards, talks, service,
// teaching) drawn deterministically from a seed, rendered through
// templates in several formats (Markdown, HTML, text, DOCX, LaTeX) with
// perturbations chosen by the seed, each with the truth file the scorer
// (../shared/eval/score.py) reads.
//
// Everything is invented: names are built from syllables, titles and
// institutions from word lists in vocab/ (embedded). The same seed gives
// the same bytes.
package cvgen
