package venue

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
)

// CuratedJournal returns the venue of the curated layer (or of a user's
// file that extends it) that is v, a journal of the journal layer as
// Journals lists it: the venue Match and Lookup answer for v's names.
// It reports false when the curated layer does not hold v, so that a
// listing of both layers can name each journal once.
func (c *Catalog) CuratedJournal(v Venue) (Venue, bool) {
	if c == nil || v.Kind != Journal {
		return Venue{}, false
	}
	i, ok := c.curatedJournal(v)
	if !ok {
		return Venue{}, false
	}
	return c.entries[i].Venue, true
}

// journalList returns the layer's journals in the file's order (the
// order of their ids). A layer read from its gzipped file is read again,
// its trie not built: listing the layer ("vitae venues --layer
// journals") costs a tenth of building it for Match. nil: a malformed
// file.
func (l *journalLayer) journalList() []Venue {
	if l.gz == nil {
		if !l.ready() {
			return nil
		}
		return l.venues()
	}
	zr, err := gzip.NewReader(bytes.NewReader(l.gz))
	if err != nil {
		return nil
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		return nil
	}
	list := &journalLayer{}
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		if f := strings.Split(line, "\t"); len(f) != jColumns || f[jKey] == "" || (f[jArea] != "" && !ValidArea(f[jArea])) {
			return nil // as build refuses it
		}
		list.lines = append(list.lines, line)
	}
	return list.venues()
}

// venues is every journal of l as a Venue, by id.
func (l *journalLayer) venues() []Venue {
	out := make([]Venue, len(l.lines))
	for j := range l.lines {
		out[j] = l.venue(int32(j))
	}
	return out
}
