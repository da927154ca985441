// Package fields holds what the readers of CVs kept as data share: dates
// as data files write them, venues through the catalogue, the owner's
// place in an author list, and markup (LaTeX, HTML, Markdown) cleaned out
// of strings. It sits in the data-reader layer, under the readers
// (cv/data/jsonresume, cv/data/rendercv, ...).
package fields
