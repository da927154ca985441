package fields

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
)

// TopKeys are the keys of the JSON object head opens with, as far as head
// goes (a cut head gives the keys before the cut); nil when head does not
// open a JSON object.
func TopKeys(head []byte) map[string]bool {
	head = bytes.TrimPrefix(head, []byte("\xEF\xBB\xBF"))
	dec := json.NewDecoder(bytes.NewReader(head))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	keys := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return keys
		}
		k, ok := t.(string)
		if !ok {
			return keys
		}
		keys[k] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return keys
		}
	}
	return keys
}

var rePeopleSep = regexp.MustCompile(`\s*(?:&|;|,|\band\b)\s*`)

// People splits a list of people's names ("A. Quill & B. Reed", "A.
// Quill, B. Reed and C. Stone") into names.
func People(s string) []string {
	var out []string
	for _, p := range rePeopleSep.Split(Clean(s), -1) {
		if p = strings.Trim(strings.TrimSpace(p), "."); p != "" {
			out = append(out, p)
		}
	}
	return out
}
