package parse

// unknownVenueWarning is the warning a publication's venue text gets when
// the catalogue does not know it (placeVenue).
const unknownVenueWarning = "venue not in the catalogue; kept as written"

// dropResolvedVenueWarnings withdraws the "venue not in the catalogue"
// warnings of venue texts that a later pass resolved: a margin tag
// ("NSDI’22" beside "The 19th Symposium on Networked System Designs"), a
// repeated entry counted once. Such a warning stays only while a
// publication with that venue text has no catalogued venue, or when no
// publication has the text at all (an entry dropped for other reasons):
// warnings name only venues truly unknown.
func (p *parser) dropResolvedVenueWarnings() {
	ws := p.cv.Warnings
	if len(ws) == 0 {
		return
	}
	resolved := map[string]bool{} // venue text -> every publication with it is catalogued
	for _, pub := range p.cv.Publications {
		if pub.VenueRaw == "" {
			continue
		}
		known, seen := resolved[pub.VenueRaw]
		resolved[pub.VenueRaw] = pub.Venue != "" && (known || !seen)
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
