package fields

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// Where is what a publication's venue text says: the venue through the
// catalogue, the type its kind implies, and a status said before it
// ("Submitted: X", "To appear in X").
type Where struct {
	Venue, Raw, Area string
	Type             cv.PubType
	Status           cv.PubStatus
	Year             int // a year written in the text ("ICML 2022", "MLSys'25"), 0 if none
}

var (
	reStatusLead = regexp.MustCompile(`(?i)^\s*(published|accepted|to appear|forthcoming|submitted|under review|in review|in preparation|in press)\s*(?:in|at|to)?\s*[:\-–]?\s*`)
	reTagYear    = regexp.MustCompile(`(?:['’‘](\d{2})|\b((?:19|20)\d{2}))\b`)
	rePreprint   = regexp.MustCompile(`(?i)\barxiv\b|\bbiorxiv\b|\bmedrxiv\b|\bpreprint\b|\bssrn\b|\bchemrxiv\b`)
	reThesis     = regexp.MustCompile(`(?i)\b(?:thesis|dissertation)\b`)
	reWorkshop   = regexp.MustCompile(`(?i)\bworkshop\b`)
	reJournal    = regexp.MustCompile(`(?i)\b(?:journal|transactions|letters|magazine|review|bulletin)\b`)
	reConference = regexp.MustCompile(`(?i)\b(?:conference|symposium|proceedings|congress|meeting)\b`)
)

// statuses maps the words of reStatusLead to a status.
var statuses = map[string]cv.PubStatus{
	"published": cv.PubPublished, "accepted": cv.PubAccepted, "to appear": cv.PubToAppear,
	"forthcoming": cv.PubToAppear, "in press": cv.PubToAppear, "submitted": cv.PubSubmitted,
	"under review": cv.PubUnderReview, "in review": cv.PubUnderReview, "in preparation": cv.PubInPreparation,
}

// Locate reads venue text ("ICML 2022", "Published: IEEE BigData'24",
// "Journal of Pebble Studies") through the catalogue cat (nil:
// venue.Default()). A venue not in the catalogue keeps its text in Raw
// and takes its type from its words. Work submitted or under review is a
// preprint with that status, as the parser reads it.
func Locate(cat *venue.Catalog, text string) Where {
	if cat == nil {
		cat = venue.Default()
	}
	text = Clean(text)
	var w Where
	if m := reStatusLead.FindStringSubmatch(text); m != nil {
		w.Status = statuses[strings.ToLower(m[1])]
		text = text[len(m[0]):]
	}
	w.Raw = text
	w.Year = tagYear(text)
	w.Type = typeOfWords(text)
	v, _, _, ok := cat.Match(text)
	if !ok && text != "" {
		// a venue named by its short name alone, volume and pages after
		// it ("Science, 343")
		head, _, _ := strings.Cut(text, ",")
		v, ok = cat.LookupTag(strings.TrimSpace(head))
	}
	if ok {
		w.Venue, w.Area = v.Acronym, v.Area
		if w.Type == cv.TypeOther || w.Type == "" {
			w.Type = cv.PubType(v.Kind)
		}
	}
	if w.Type == "" {
		w.Type = cv.TypeOther
	}
	if w.Status == cv.PubSubmitted || w.Status == cv.PubUnderReview || w.Status == cv.PubInPreparation {
		w.Type = cv.TypePreprint
	}
	if w.Status == cv.PubPublished {
		w.Status = ""
	}
	return w
}

// typeOfWords is the type the words of a venue say when they say one
// before the catalogue (a preprint server, a thesis), else "".
func typeOfWords(text string) cv.PubType {
	switch {
	case rePreprint.MatchString(text):
		return cv.TypePreprint
	case reThesis.MatchString(text):
		return cv.TypeThesis
	}
	return ""
}

// KindOfWords is the type a venue's name implies when the catalogue
// does not know it: a workshop, a journal, a conference, or "other".
func KindOfWords(text string) cv.PubType {
	switch {
	case reWorkshop.MatchString(text):
		return cv.TypeWorkshop
	case reJournal.MatchString(text):
		return cv.TypeJournal
	case reConference.MatchString(text):
		return cv.TypeConference
	}
	return cv.TypeOther
}

// tagYear is the year written in venue text: "2022", or "'24" as 2024.
func tagYear(text string) int {
	ms := reTagYear.FindAllStringSubmatch(text, -1)
	if len(ms) == 0 {
		return 0
	}
	m := ms[len(ms)-1]
	if m[2] != "" {
		return Year(m[2])
	}
	return 2000 + int(m[1][0]-'0')*10 + int(m[1][1]-'0')
}
