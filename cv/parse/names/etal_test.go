package names

import (
	"reflect"
	"testing"
)

// etAlTexts are crafted author lists for EtAlSpans (fictional names):
// every form of "et al." and its neighbours that are not one.
var etAlTexts = []string{
	"", "Ada Quill, Bo Reyes, et al.", "Ada Quill et al", "Ada Quill, Et Al.", "Ada Quill,  et.  al.", "Ada Quill, et\tal",
	"Ada Quill …", "Ada Quill, ..., Bo Reyes", "Ada Quill, Bo Reyes etc.", "Ada Quill etc", "Ada Quill etcetera",
	"Betal Quill", "Ada Quillet al", "et al", "ET AL.", "ſet al", "et ſal", "Ada \u212aet al.", "..", "....", "et  al.,et al.",
}

// checkEtAl fails when EtAlSpans differs from reEtAl on s, or the
// replacement Split makes with them differs from the regexp's.
func checkEtAl(t *testing.T, s string) {
	t.Helper()
	if got, want := EtAlSpans(s), reEtAl.FindAllStringIndex(s, -1); !reflect.DeepEqual(got, want) {
		t.Fatalf("EtAlSpans(%q) = %v, reEtAl gives %v", s, got, want)
	}
	if got, want := replaceSpans(s, EtAlSpans(s), ","), reEtAl.ReplaceAllString(s, ","); got != want {
		t.Fatalf("replaceSpans(%q, EtAlSpans) = %q, reEtAl gives %q", s, got, want)
	}
}

// TestEtAlSpans holds EtAlSpans to its regexp on the crafted lists and
// on every sample and corpus line.
func TestEtAlSpans(t *testing.T) {
	for _, s := range cvLines(t, etAlTexts) {
		checkEtAl(t, s)
	}
}

func FuzzEtAlSpans(f *testing.F) {
	for _, s := range etAlTexts {
		f.Add(s)
	}
	f.Fuzz(checkEtAl)
}
