package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// stageOfASCIIRef is stageOfASCII as it was before the word bits: the
// stages are asked at every byte that opens a phrase of one of them and
// has no word byte before it.
func stageOfASCIIRef(s string) cv.PubStatus {
	best := len(pubStages)
	for a := 0; a < len(s) && best > 0; a++ {
		if !stageFirst[lowerASCII(s[a])] || a > 0 && isASCIIWordByte(s[a-1]) {
			continue
		}
		for i := 0; i < best; i++ {
			if pubStages[i].phrases.atASCII(s, a) {
				best = i
				break
			}
		}
	}
	if best == len(pubStages) {
		return ""
	}
	return pubStages[best].status
}

// checkStageOfASCII fails when stageOfASCII and the scan it replaced
// differ on ASCII text s (other text is passed over).
func checkStageOfASCII(t *testing.T, s string) {
	t.Helper()
	if !isASCII(s) {
		return
	}
	if got, want := stageOfASCII(s), stageOfASCIIRef(s); got != want {
		t.Fatalf("stageOfASCII(%q) = %q, want %q", s, got, want)
	}
}

// a21bStagePieces are the stage phrases in lower, upper and title case,
// their words cut short or run on, and the bytes around words.
func a21bStagePieces() []string {
	pieces := []string{" ", ". ", ",", ";", "(", ")", "x", "s", "_", "9", "-", "'", "in", "IN", "ed", "prep", "press", "Journal of Rivers"}
	for _, st := range pubStages {
		for _, ph := range st.phrases.list {
			pieces = append(pieces, ph, strings.ToUpper(ph), strings.ToUpper(ph[:1])+ph[1:], ph[:len(ph)-1], "re"+ph)
		}
	}
	return pieces
}

// TestStageOfASCIIBits holds stageOfASCII, which passes over the words
// no stage phrase opens with, to the scan that asked at every word, on
// crafted text, every sample and corpus line and random joins of the
// stage phrases.
func TestStageOfASCIIBits(t *testing.T) {
	texts := []string{"", "Under review", "under reviewer", "resubmitted", "in prep.x", "In prep. (forthcoming)",
		"Accepted; to appear in Journal of Rivers", "x in submission; under revision", "to appear", "TO APPEAR",
		"working papers", "in press, accepted", "Submitted 2020; in preparation", "(accepted)", "accepted_x", "9accepted"}
	found := 0
	for _, s := range withCVLines(t, texts) {
		checkStageOfASCII(t, s)
	}
	for s := range cvtext.Joins(21, 2, a21bStagePieces(), 200000, 7) {
		checkStageOfASCII(t, s)
		if stageOfASCIIRef(s) != "" {
			found++
		}
	}
	if found < 20000 {
		t.Fatalf("only %d joins had a stage: the test looks at little", found)
	}
}

// FuzzStageOfASCII holds stageOfASCII to the scan it replaced on any
// text:
//
//	go test -run '^$' -fuzz FuzzStageOfASCII ./cv/parse
func FuzzStageOfASCII(f *testing.F) {
	for _, s := range []string{"under review", "In prep.", "to appear; submitted; in prep.", "resubmitted", "x-accepted"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkStageOfASCII(t, s)
	})
}
