package docx

import (
	"context"
	"encoding/xml"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// corePart holds the file's core properties (Dublin Core).
const corePart = "docProps/core.xml"

// maxMetaText bounds a core property's text.
const maxMetaText = 1 << 10

// readCore reads the title, creator and dates of docProps/core.xml; a
// missing part gives an empty Meta, a date that does not parse is left
// out.
func readCore(ctx context.Context, a *archive) (doc.Meta, error) {
	var m doc.Meta
	err := walkPart(ctx, a, corePart, func(t *tokens, se xml.StartElement) error {
		if t.depth != 2 {
			return nil
		}
		v, err := t.text()
		if err != nil {
			return err
		}
		setCore(&m, se.Name.Local, v)
		return nil
	})
	return m, err
}

// setCore sets the Meta field the core property local names.
func setCore(m *doc.Meta, local, v string) {
	v = strings.TrimSpace(v)
	if len(v) > maxMetaText {
		v = v[:maxMetaText]
	}
	switch local {
	case "title":
		m.Title = v
	case "creator":
		m.Author = v
	case "created":
		m.Created = parseW3CDTF(v)
	case "modified":
		m.Modified = parseW3CDTF(v)
	}
}

// parseW3CDTF parses a W3C date-time ("2021-03-04T10:20:00Z", or shorter:
// "2021-03-04", "2021"); the zero time when it does not parse.
func parseW3CDTF(s string) time.Time {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02T15:04Z07:00", "2006-01-02", "2006-01", "2006"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC()
		}
	}
	return time.Time{}
}
