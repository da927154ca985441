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
	if p.Type == cv.TypePreprint && preprintServer.MatchString(p.VenueRaw) && e.Field("eventtitle") == "" {
		p.Venue, p.Area = "", "" // a server, not a venue (a target venue is kept)
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
// eventtitle names it where booktitle names the proceedings' series) and
// the journal's short title first, then the venue text, then the short
// name a site keeps (al-folio's abbr).
func matchVenue(cat *venue.Catalog, e Entry, raw string) (venue.Venue, bool) {
	if v, ok := matchText(cat, tex.Text(e.Field("eventtitle"), plain)); ok {
		return v, true
	}
	if v, ok := matchTag(cat, tex.Text(e.Field("shortjournal"), plain)); ok {
		return v, true
	}
	if v, ok := matchText(cat, raw); ok && (v.Kind == venue.Workshop || !workshopWord.MatchString(raw)) {
		// a workshop held at a conference is not the conference
		return v, true
	}
	return matchTag(cat, tex.Text(e.Field("abbr"), plain))
}

var workshopWord = regexp.MustCompile(`(?i)\bworkshops?\b`)

func matchText(cat *venue.Catalog, t string) (venue.Venue, bool) {
	if t == "" {
		return venue.Venue{}, false
	}
	v, _, _, ok := cat.Match(t)
	return v, ok
}

// matchTag looks up a short name: as a tag, else as text.
func matchTag(cat *venue.Catalog, t string) (venue.Venue, bool) {
	if t == "" {
		return venue.Venue{}, false
	}
	if v, ok := cat.LookupTag(t); ok {
		return v, true
	}
	return matchText(cat, t)
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
	subtype := strings.ToLower(tex.Text(e.Field("type"), plain))
	switch {
	case e.Type == "patent" || e.Type == "misc" && subtype == "patent":
		return cv.TypePatent
	}
	switch e.Type {
	case "phdthesis", "mastersthesis", "thesis":
		return cv.TypeThesis
	case "book", "inbook", "incollection", "collection", "mvbook", "bookinbook":
		return cv.TypeBook
	}
	// the venue text says preprint unless the entry names its venue in a
	// field of its own (the event, the journal's short title)
	if !namesVenue(e) && isPreprintVenue(raw) || isPreprintEntry(e) {
		return cv.TypePreprint
	}
	switch e.Type {
	case "article", "periodical", "suppperiodical":
		return cv.TypeJournal
	case "inproceedings", "conference", "proceedings", "inproceeding":
		if strings.Contains(raw, "workshop") || strings.EqualFold(strings.TrimSpace(tex.Text(e.Field("type"), plain)), "workshop") {
			return cv.TypeWorkshop
		}
		return cv.TypeConference
	}
	return cv.TypeOther
}

// namesVenue reports an entry that names its venue in a field of its own
// (the event, the journal's short title): its venue text is then not
// read for a type or a status.
func namesVenue(e Entry) bool {
	return e.Field("eventtitle") != "" || e.Field("shortjournal") != ""
}

// preprintServer finds a preprint server or the word preprint.
var preprintServer = regexp.MustCompile(`(?i)\b(arxiv|biorxiv|medrxiv|corr|ssrn|openreview|preprint)\b`)

// notYetVenue finds a venue text that says the paper has no venue yet.
var notYetVenue = regexp.MustCompile(`(?i)^\W*(submission|submitted|under review|in review)\b`)

// isPreprintVenue reports a venue that is a preprint server, or no
// venue yet ("Submission", "Under review").
func isPreprintVenue(raw string) bool {
	raw = bracketed.ReplaceAllString(raw, "") // link labels: "[preprint]", "[arXiv]"
	return preprintServer.MatchString(raw) || notYetVenue.MatchString(raw)
}

var bracketed = regexp.MustCompile(`\[[^\]]*\]`)

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
	re     *regexp.Regexp
	status cv.PubStatus
}{
	{words("to appear", "forthcoming", "inpress", "in press"), cv.PubToAppear},
	{words("under review", "in review", "under revision"), cv.PubUnderReview},
	{words("submitted", "in submission", "under submission", "submission"), cv.PubSubmitted},
	{words("in preparation", "in prep"), cv.PubInPreparation},
	{words("accepted"), cv.PubAccepted},
}

// words matches any of ws as whole words, in any case.
func words(ws ...string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(` + strings.Join(ws, "|") + `)\b`)
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
	text := tex.Text(e.Field("pubstate")+" ; "+e.Field("note"), plain)
	if !namesVenue(e) {
		text += " ; " + venueRaw // the venue text says where it stands
	}
	for _, s := range statuses {
		if s.re.MatchString(text) {
			return s.status
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
