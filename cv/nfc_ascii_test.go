package cv

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestPlainASCIISkipsOnlyNFCText: a record the shortcut lets past nfc
// (plainASCII) decodes to strings nfc leaves alone, on random records
// of ASCII, precomposed and decomposed letters and \u escapes; and the
// shortcut says yes exactly for ASCII text without a \u.
func TestPlainASCIISkipsOnlyNFCText(t *testing.T) {
	pieces := []string{"Ada", " ", "Quill", "e\u0301", "é", `\u00e9`, `e\u0301`, `\\u`, "Ω", "\u212b", "x"}
	r := rand.New(rand.NewPCG(4, 28))
	skipped := 0
	for range 5000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		name := b.String()
		data := []byte(`{"name":"` + name + `","publications":[{"title":"` + name + `","type":"journal","authors":["` + name + `"]}]}`)
		ascii := true
		for _, c := range data {
			ascii = ascii && c < utf8.RuneSelf
		}
		if want := ascii && !strings.Contains(string(data), `\u`); plainASCII(data) != want {
			t.Fatalf("plainASCII(%q) = %v, want %v", data, !want, want)
		}
		if !plainASCII(data) {
			continue
		}
		skipped++
		c, err := decodeRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		before := c.Name + c.Publications[0].Title + c.Publications[0].Authors[0]
		nfc(reflect.ValueOf(&c).Elem())
		if after := c.Name + c.Publications[0].Title + c.Publications[0].Authors[0]; after != before {
			t.Fatalf("%s: nfc changed %q to %q past the shortcut", data, before, after)
		}
	}
	if skipped < 100 {
		t.Fatalf("only %d records took the shortcut", skipped)
	}
}
