package parse

import (
	"slices"

	"github.com/vitae-cv/vitae/cv"
)

// A publication is read in place: into the first slot past the end of
// the list, in its spare capacity, and kept by taking the list's length
// over it. Read into a publication of its own and copied into the list,
// each would be made twice. Until it is kept the list is what it was, so
// a venue tag settled on the publication above (placeHeldTag) still finds
// that one last; nothing read for an entry appends to the list.

// pubSlot is the slot of the next publication, past the list's end (the
// list grown when it has no spare capacity).
func (p *parser) pubSlot() *cv.Publication {
	pubs := p.cv.Publications
	if len(pubs) == cap(pubs) {
		pubs = slices.Grow(pubs, 1)
		p.cv.Publications = pubs
	}
	return &pubs[:len(pubs)+1][len(pubs)]
}

// keepPub keeps the publication read into pubSlot's slot.
func (p *parser) keepPub() {
	p.cv.Publications = p.cv.Publications[:len(p.cv.Publications)+1]
}

// readPub reads entry e of block b into *pub: a patent's bare title, or
// a citation (buildPubInto). It reports false when e is no publication.
func (p *parser) readPub(pub *cv.Publication, b pubBlock, e []pubLine) bool {
	if b.status == "patent" && len(e) == 1 && !hasYear(e[0].Text) {
		t := bareTitle(e[0].line)
		if t == nil {
			return false
		}
		*pub = *t
		return true
	}
	return p.buildPubInto(pub, e)
}
