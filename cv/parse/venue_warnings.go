package parse

import "github.com/vitae-cv/vitae/cv"

// unknownVenueWarning is the warning a publication's venue text gets when
// the catalogue does not know it (placeVenue).
const unknownVenueWarning = "venue not in the catalogue; kept as written"

// dropResolvedVenueWarnings withdraws the "venue not in the catalogue"
// warnings of venue texts that a later pass resolved (a margin tag,
// "NSDI’22" beside "The 19th Symposium on Networked System Designs"; a
// repeated entry counted once) and of texts that name no venue: a thesis
// names its university ("Ph.D. Thesis, Example University, 2019") and a
// patent its office ("US Patent 1,234,567"), which no venue catalogue
// lists. Such a warning stays while a publication with that text lacks a
// venue it should have, or when no publication has the text at all (an
// entry dropped for other reasons): warnings name only venues truly
// unknown.
func (p *parser) dropResolvedVenueWarnings() {
	ws := p.cv.Warnings
	if len(ws) == 0 {
		return
	}
	resolved := map[string]bool{} // venue text -> no publication with it lacks a venue
	for _, pub := range p.cv.Publications {
		if pub.VenueRaw == "" {
			continue
		}
		ok, seen := resolved[pub.VenueRaw]
		resolved[pub.VenueRaw] = (ok || !seen) && (pub.Venue != "" || namesNoVenue(pub.Type))
	}
	out := ws[:0]
	for _, w := range ws {
		if w.Message == unknownVenueWarning && resolved[w.Text] {
			continue
		}
		out = append(out, w)
	}
	p.cv.Warnings = out
}

// namesNoVenue reports whether a publication of type t is published by
// no venue a catalogue lists: a thesis (its university) or a patent (its
// office).
func namesNoVenue(t cv.PubType) bool {
	return t == cv.TypeThesis || t == cv.TypePatent
}
