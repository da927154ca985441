package orcid

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
)

// The ORCID XML export (a /record document of the public API, v2.x or
// v3.x) names its elements as the JSON names its keys, so it is read
// into the same untyped tree: an element that holds only text is its
// text, one that holds elements is an object of them by local name, and
// a name met more than once in an element is a list.

// isXMLRecord reports whether head opens an ORCID record in XML.
func isXMLRecord(head []byte) bool {
	h := head[:min(len(head), 4096)]
	return bytes.Contains(h, []byte("<record:record")) && bytes.Contains(h, []byte("orcid.org/ns/record"))
}

// maxXMLDepth and maxXMLElements bound the tree an export may build.
const (
	maxXMLDepth    = 64
	maxXMLElements = 1 << 20
)

var errXMLLimit = errors.New("the XML nests too deeply or holds too many elements")

// xmlTree reads an XML document into the untyped tree of its root
// element.
func xmlTree(b []byte) (obj, error) {
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	count := 0
	for {
		t, err := d.Token()
		if err != nil {
			return nil, err
		}
		if _, ok := t.(xml.StartElement); ok {
			v, err := xmlElement(d, 1, &count)
			if err != nil {
				return nil, err
			}
			m, _ := v.(obj)
			return m, nil
		}
	}
}

// xmlElement reads the element whose start tag was just read.
func xmlElement(d *xml.Decoder, depth int, count *int) (any, error) {
	if *count++; depth > maxXMLDepth || *count > maxXMLElements {
		return nil, errXMLLimit
	}
	var text strings.Builder
	var kids obj
	for {
		t, err := d.Token()
		if err == io.EOF {
			return nil, io.ErrUnexpectedEOF
		}
		if err != nil {
			return nil, err
		}
		switch t := t.(type) {
		case xml.StartElement:
			v, err := xmlElement(d, depth+1, count)
			if err != nil {
				return nil, err
			}
			if kids == nil {
				kids = obj{}
			}
			addKid(kids, t.Name.Local, v)
		case xml.CharData:
			text.Write(t)
		case xml.EndElement:
			if kids != nil {
				return kids, nil
			}
			return strings.TrimSpace(text.String()), nil
		}
	}
}

func addKid(kids obj, name string, v any) {
	switch prev := kids[name].(type) {
	case nil:
		kids[name] = v
	case []any:
		kids[name] = append(prev, v)
	default:
		kids[name] = []any{prev, v}
	}
}
