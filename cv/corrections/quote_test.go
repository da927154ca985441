package corrections

import (
	"fmt"
	"strings"
	"testing"
)

// maxErrorLine bounds an error line about a corrections file: its name,
// the line, the correction and a message quoting a short piece of it.
const maxErrorLine = 600

// hostileCorrections are corrections files whose keys or values are
// huge, built here.
func hostileCorrections() map[string]string {
	long := strings.Repeat("x", 200_000)
	dotted := strings.TrimSuffix(strings.Repeat("a.", 200_000), ".")
	head := "[[correction]]\ncandidate = \"Ada Quill\"\n"
	return map[string]string{
		"dotted key":    head + dotted + " = 1\n",
		"long key":      head + long + " = 1\n",
		"long section":  head + "section = \"" + long + "\"\nremove = true\nentry = \"a\"\n",
		"entry no word": head + "section = \"publications\"\nremove = true\nentry = \"" + strings.Repeat("-", 200_000) + "\"\n",
		"add no word":   head + "section = \"awards\"\nadd = { name = \"" + strings.Repeat("-", 200_000) + "\" }\n",
		"set field":     head + "section = \"publications\"\nentry = \"a\"\nset = { " + long + " = 1 }\n",
		"set date":      head + "section = \"publications\"\nentry = \"a\"\nset = { year = \"" + long + "\" }\n",
		"set type":      head + "section = \"publications\"\nentry = \"a\"\nset = { type = \"" + long + "\" }\n",
		"set venue":     head + "section = \"publications\"\nentry = \"a\"\nset = { venue = [\"" + long + "\"] }\n",
		"many unknown":  head + manyKeys(20_000),
	}
}

// manyKeys is n distinct keys a correction does not take.
func manyKeys(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "k%d = 1\n", i)
	}
	return b.String()
}

// TestErrorsQuoteAShortPiece: a corrections file whose key or value is
// huge gets a one-line error quoting a short piece of it.
func TestErrorsQuoteAShortPiece(t *testing.T) {
	for name, text := range hostileCorrections() {
		_, err := Parse("c.toml", []byte(text))
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		msg := err.Error()
		if len(msg) > maxErrorLine || strings.Contains(msg, "\n") {
			t.Errorf("%s: an error of %d bytes (want one line of at most %d): %.200s…", name, len(msg), maxErrorLine, msg)
		}
	}
	for _, args := range [][]string{{strings.Repeat("x", 200_000)}, {"year=" + strings.Repeat("x", 200_000)}, {strings.Repeat("x", 200_000) + "=1"}} {
		if _, err := Values("publications", args); err == nil || len(err.Error()) > maxErrorLine {
			t.Errorf("Values: error of %d bytes", len(fmt.Sprint(err)))
		}
	}
	if _, err := Values(strings.Repeat("x", 200_000), nil); err == nil || len(err.Error()) > maxErrorLine {
		t.Errorf("Values: error of %d bytes", len(fmt.Sprint(err)))
	}
}
