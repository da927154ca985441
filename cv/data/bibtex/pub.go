package bibtex

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data/tex"
	"github.com/vitae-cv/vitae/cv/venue"
)

var plain = tex.Options{}

// publication maps one entry onto a publication; the owner's place is
// set later (ownerIndex).
func publication(e Entry, cat *venue.Catalog) cv.Publication {
	p := cv.Publication{Title: strings.TrimSuffix(tex.Text(e.Field("title"), plain), "."), Line: e.Line}
	for _, a := range authorsOf(e) {
		p.Authors = append(p.Authors, a.Name)
	}
	_, p.EtAl = Names(e.Field("author"))
	p.VenueRaw = venueText(e)
	p.Year = year(e)
	p.Type = entryType(e)
	if v, ok := matchVenue(cat, e, p.VenueRaw); ok {
		p.Venue, p.Area = v.Acronym, v.Area
		if v.Kind == venue.Workshop && p.Type == cv.TypeConference {
			p.Type = cv.TypeWorkshop
		}
	}
	p.Status = status(e, p.VenueRaw)
	if p.Status == cv.PubSubmitted || p.Status == cv.PubUnderReview || p.Status == cv.PubInPreparation {
		if p.Type != cv.TypeThesis && p.Type != cv.TypePatent {
			p.Type = cv.TypePreprint
		}
	}
	if p.Type == cv.TypePreprint && isPreprintVenue(p.VenueRaw) {
		p.Venue, p.Area = "", ""
	}
	p.Awards, p.Distinction = notes(e)
	return p
}

func authorsOf(e Entry) []Person {
	people, _ := Names(e.Field("author"))
	return people
}

// venueText is where the entry appeared: the journal, the proceedings or
// the event, the school of a thesis, the repository of a preprint.
func venueText(e Entry) string {
	// "venue" and "_venue" are fields sites add for what their template
	// prints as the venue
	for _, f := range []string{"journal", "journaltitle", "booktitle", "eventtitle", "venue", "_venue", "school", "institution", "howpublished", "publisher"} {
		if t := tex.Text(e.Field(f), plain); t != "" {
			if f == "publisher" && e.Type != "book" {
				continue
			}
			return t
		}
	}
	if ap := e.Field("archiveprefix"); ap != "" || e.Field("eprint") != "" {
		return "arXiv"
	}
	return ""
}

// matchVenue looks the venue up in the catalogue: the event (biblatex's
// eventtitle names it where booktitle names the proceedings' series)
// first, then the venue text, then the short name a site keeps
// (al-folio's abbr).
func matchVenue(cat *venue.Catalog, e Entry, raw string) (venue.Venue, bool) {
	for _, t := range []string{tex.Text(e.Field("eventtitle"), plain), raw} {
		if t == "" {
			continue
		}
		if v, _, _, ok := cat.Match(t); ok {
			return v, true
		}
	}
	if a := tex.Text(e.Field("abbr"), plain); a != "" {
		if v, ok := cat.LookupTag(a); ok {
			return v, true
		}
	}
	return venue.Venue{}, false
}

var yearRE = regexp.MustCompile(`\b(19[5-9]\d|20\d\d)\b`)

func year(e Entry) int {
	for _, f := range []string{"year", "date", "eventdate", "urldate"} {
		if m := yearRE.FindString(e.Field(f)); m != "" {
			y, _ := strconv.Atoi(m)
			return y
		}
	}
	return 0
}

// entryType is the publication type of the entry type, corrected by
// what the venue says (a workshop's proceedings, an arXiv "article").
func entryType(e Entry) cv.PubType {
	raw := strings.ToLower(venueText(e) + " " + tex.Text(e.Field("eventtitle"), plain))
	switch e.Type {
	case "phdthesis", "mastersthesis", "thesis":
		return cv.TypeThesis
	case "patent":
		return cv.TypePatent
	case "book", "inbook", "incollection", "collection", "mvbook", "bookinbook":
		return cv.TypeBook
	}
	if isPreprintVenue(raw) || isPreprintEntry(e) {
		return cv.TypePreprint
	}
	switch e.Type {
	case "article", "periodical", "suppperiodical":
		return cv.TypeJournal
	case "inproceedings", "conference", "proceedings", "inproceeding":
		if strings.Contains(raw, "workshop") {
			return cv.TypeWorkshop
		}
		return cv.TypeConference
	}
	return cv.TypeOther
}

// isPreprintVenue reports a venue that is a preprint server or no venue
// yet ("Submission", "under review").
func isPreprintVenue(raw string) bool {
	raw = strings.ToLower(raw)
	for _, w := range []string{"arxiv", "biorxiv", "medrxiv", "corr", "preprint", "ssrn", "openreview", "submission", "submitted", "under review"} {
		if strings.Contains(raw, w) {
			return w != "corr" || regexp.MustCompile(`\bcorr\b`).MatchString(raw)
		}
	}
	return false
}

func isPreprintEntry(e Entry) bool {
	if strings.EqualFold(strings.TrimSpace(tex.Text(e.Field("type"), plain)), "preprint") {
		return true
	}
	if e.Type != "misc" && e.Type != "unpublished" && e.Type != "online" && e.Type != "report" && e.Type != "techreport" {
		return false
	}
	ap := strings.ToLower(e.Field("archiveprefix") + e.Field("eprinttype") + e.Field("howpublished") + e.Field("url"))
	return e.Field("eprint") != "" || strings.Contains(ap, "arxiv") || strings.Contains(ap, "rxiv")
}

// statuses are the words a note, a pubstate or a venue uses for where a
// paper stands, in the order they are tried.
var statuses = []struct {
	words  []string
	status cv.PubStatus
}{
	{[]string{"to appear", "forthcoming", "inpress", "in press"}, cv.PubToAppear},
	{[]string{"under review", "in review", "under revision"}, cv.PubUnderReview},
	{[]string{"submitted", "in submission", "under submission", "submission"}, cv.PubSubmitted},
	{[]string{"in preparation", "in prep"}, cv.PubInPreparation},
	{[]string{"accepted"}, cv.PubAccepted},
}

// pubstates are biblatex's pubstate values and the status labels vitae
// writes there.
var pubstates = map[string]cv.PubStatus{
	"inpress": cv.PubToAppear, "forthcoming": cv.PubToAppear, "to appear": cv.PubToAppear,
	"submitted": cv.PubSubmitted, "inpreparation": cv.PubInPreparation, "in preparation": cv.PubInPreparation,
	"under review": cv.PubUnderReview, "accepted": cv.PubAccepted, "published": cv.PubPublished,
}

func status(e Entry, venueRaw string) cv.PubStatus {
	if s, ok := pubstates[strings.ToLower(tex.Text(e.Field("pubstate"), plain))]; ok {
		return s
	}
	text := strings.ToLower(tex.Text(e.Field("pubstate")+" ; "+e.Field("note"), plain) + " ; " + venueRaw)
	for _, s := range statuses {
		for _, w := range s.words {
			if strings.Contains(text, w) {
				return s.status
			}
		}
	}
	return ""
}

// distinctions are presentation labels a note may carry; never awards.
var distinctions = []string{"oral", "spotlight", "highlight", "contributed talk", "poster"}

// notes reads paper awards and a presentation label from the note.
func notes(e Entry) (awards []string, distinction string) {
	for _, part := range strings.FieldsFunc(tex.Text(e.Field("note"), plain), func(r rune) bool { return r == ';' || r == '|' }) {
		part = strings.Trim(strings.TrimSpace(part), ".,()")
		low := strings.ToLower(part)
		switch {
		case strings.Contains(low, "award") || strings.Contains(low, "best paper") || strings.Contains(low, "honorable mention") || strings.Contains(low, "honourable mention"):
			awards = append(awards, part)
		case distinction == "" && isDistinction(low):
			distinction = part
		}
	}
	return awards, distinction
}

func isDistinction(low string) bool {
	for _, d := range distinctions {
		if strings.HasPrefix(low, d) {
			return true
		}
	}
	return false
}
