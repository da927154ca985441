package parse

import "testing"

// TestJoinAllText holds joinAllText equal to the text of joinAll on runs
// of one to four lines of every sample and corpus line, and on crafted
// broken words.
func TestJoinAllText(t *testing.T) {
	texts := withCVLines(t, []string{"Summa-", "rization of", "Bounded-", "Confidence -", " x", "  ", "-", "é-", "éa"})
	for i := range texts {
		for n := 1; n <= 4 && i+n <= len(texts); n++ {
			ls := make([]line, n)
			for j := range ls {
				ls[j] = line{Text: texts[i+j], MD: texts[i+j]}
			}
			if got, want := joinAllText(ls), joinAll(ls).Text; got != want {
				t.Fatalf("joinAllText(%q) = %q, want %q", texts[i:i+n], got, want)
			}
		}
	}
}
