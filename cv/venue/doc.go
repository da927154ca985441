// Package venue is the venue catalogue stage of vitae: it knows the
// conferences, journals and workshops of computer science and the main
// journals of mathematics, statistics, physics, chemistry, biology,
// medicine and economics (by full name and ISO 4 abbreviation), and finds
// which of them a CV publication entry mentions.
//
// The catalogue is a human-editable text file, venues.txt, embedded in the
// binary (its format is documented at the top of the file) built ahead:
// internal/cmd/gencatalog parses and indexes it into catalog.bin, which
// Default decodes in a millisecond with a few dozen allocations
// (TestCommittedCatalogIsCurrent fails when the file is stale: run
// `go generate ./cv/venue`). Load reads another file in the same format, and Extend layers
// one catalogue over another, so a user can add or correct venues without
// rebuilding vitae. Load reads a file in time linear in its size: keys are
// resolved with maps, and the matching index is built once, on the first
// Match or Lookup, so a file loaded only to Extend another is not indexed.
// Errors name the line: a line over MaxLine bytes, invalid UTF-8, a
// malformed entry or a key claimed twice.
//
// Catalog.Match finds a venue in free text. It recognises acronyms and
// aliases as whole words, optionally followed by a year ("NSDI '24",
// "ATC'20", "IISWC18", "SC 2019"); a publisher's name standing for its
// venue ("USENIX'23") and tag-only aliases ("Oakland'15", written "=Alias"
// in the file) only with a year, and the latter only opening the text or
// a bracket; a name inside a longer name of another venue loses to it
// ("Science" in "Management Science"). It recognises full names after
// normalisation
// (ordinals, years, "Proceedings of the" and the publisher words ACM, IEEE
// and USENIX are ignored). A full name counts only where the text does not
// go on to name a longer or other venue: a capitalised word glued before
// it, "and" plus a capitalised word after it, or a bracketed acronym after
// it that is not the venue's (publishers and proceedings series such as
// "(PMLR)", listed in series.txt, aside) make it no match.
//
// A key right after the word of a body named after a field or an
// association and a linking word ("Imaginary Chapter of the ACL",
// "Institute for Cyber Security"; the words are bodies.txt) names the
// body, not the venue; two venues' acronyms joined by "-" or "/"
// ("SIGMOD/PODS") name a joint event, neither venue alone, unless the
// catalogue holds the joint name. A name or alias written "<Name" is a
// former name (NIPS for NeurIPS): Venue.Former lists it and
// Venue.IsFormer tells whether a matched span is one. Everything is
// compiled once when a catalogue is loaded, so Match costs a few
// microseconds per entry.
//
// Under the curated file sits the journal layer, about 28,000 journals of
// every field generated from JabRef's CC0 abbreviation lists into
// journals.tsv and an index read in place (JOURNALS.md): Match and Lookup
// answer it after the curated layer, and only for a text that is the
// venue, the journal's full name or abbreviation (dotted or dotless)
// covering it up to volume, pages and year, or a dotted abbreviation
// heading it (see journals.go). All lists the curated venues, Journals the journal layer;
// WithoutJournals drops the layer and WithJournals puts another in its
// place. List lists or searches either layer or both ("vitae venues").
//
// The package imports nothing else of vitae's.
package venue
