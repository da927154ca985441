package parse

import (
	"sync"

	"github.com/vitae-cv/vitae/cv/venue"
)

// venueRooms keeps the catalogue's working room for matchVenue, from
// one text to the next: MatchShared clears 3 KB of it on its stack for
// each text, MatchSharedIn works in the room as it was left.
var venueRooms = sync.Pool{New: func() any { return new(venue.MatchScratch) }}
