package webpage

import (
	"strings"
	"time"
)

// readMeta takes the author and the dates from a <meta> element: name
// "author"; name "date", "dcterms.modified" or "last-modified" and
// property "article:modified_time" for the modification date;
// "dcterms.created" and "article:published_time" for the creation date.
// The first value of each wins.
func (r *reader) readMeta(a *attrs) {
	key := strings.ToLower(strings.TrimSpace(a.name))
	if key == "" {
		key = strings.ToLower(strings.TrimSpace(a.property))
	}
	if key == "" {
		key = strings.ToLower(strings.TrimSpace(a.httpEquiv))
	}
	val := strings.TrimSpace(a.content)
	if key == "" || val == "" || len(val) > 512 {
		return
	}
	m := &r.d.Meta
	switch key {
	case "author", "dc.creator", "dcterms.creator":
		if m.Author == "" {
			m.Author = collapse(val)
		}
	case "date", "dcterms.modified", "dc.date.modified", "last-modified", "article:modified_time", "og:updated_time":
		if t, ok := parseDate(val); ok && m.Modified.IsZero() {
			m.Modified = t
		}
	case "dcterms.created", "dc.date.created", "article:published_time":
		if t, ok := parseDate(val); ok && m.Created.IsZero() {
			m.Created = t
		}
	}
}

// dateLayouts are the date forms meta elements use.
var dateLayouts = []string{
	time.RFC3339, "2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05",
	"2006-01-02", time.RFC1123, time.RFC1123Z, "2006-01", "2006",
}

// parseDate reads a meta date in one of dateLayouts.
func parseDate(s string) (time.Time, bool) {
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t.UTC(), true
		}
	}
	return time.Time{}, false
}
