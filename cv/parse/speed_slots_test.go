package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
)

// slotGuardTexts are fictional publication lists: blocks in the slot
// template (label, authors, venue, linked title, copy links), blocks
// with the title as a link first, chapters in italics, and plain
// citations with neither links nor italics.
var slotGuardTexts = []string{
	"**Quillfs:**\nA. Farr, B. Lind and C. Moss.\n_Symposium on Storage Tiers_ (SST).\nLakeview, ON, May 2-4, 2019.\n[Tiered Journals for Flash Arrays](https://example.org/a)\n([Preprint](https://example.org/p.pdf))\n\n" +
		"A. Farr and D. Hart.\n_Workshop on Tiles_.\n[Folding Towers of Tiles](https://example.org/b)\n\n" +
		"C. Moss, A. Farr.\n[Quiet Queues at Scale](https://example.org/c)\nJournal of Queues, 2021.\n",
	"_Tiling in Practice_ in\n[Handbook of Tiles](https://example.org/h), edited by E. Lund, 2020.\nA. Farr and B. Lind.\n",
	"A. Farr, B. Lind. Folding towers. In Proc. of the Tile Symposium, 2019.\nC. Moss and A. Farr. Quiet queues. Journal of Queues, 2021.\n",
	"[Preprint](https://example.org/p) A. Farr, B. Lind.\n*Folding Towers* A. Farr.\n",
}

// TestSlotGuard: mayFitSlots never says no where slotsOf finds a
// block's slots: every window of up to eight lines of the fictional
// lists and of the sample CVs that slotsOf reads as a slot block holds a
// slot title.
func TestSlotGuard(t *testing.T) {
	texts := slotGuardTexts
	for _, data := range sampleCVs(t) {
		texts = append(texts, string(data))
	}
	p := &parser{venues: venue.Default(), m: newMemo(), owner: newOwner("Ann Example")}
	fits := 0
	for _, text := range texts {
		ls := toLines(text)
		for i := range ls {
			for n := 1; n <= 8 && i+n <= len(ls); n++ {
				w := ls[i : i+n]
				_, ok := p.slotsOf(w)
				if ok {
					fits++
				}
				if ok && !holdsSlotTitle(w) {
					t.Fatalf("slotsOf reads %q as a slot block, holdsSlotTitle says no", joinTexts(w))
				}
				bs := []pubBlock{{lines: w}, {lines: w}, {lines: w}}
				if ok && !mayFitSlots(bs, minTemplateBlocks) {
					t.Fatalf("mayFitSlots says no to three slot blocks %q", joinTexts(w))
				}
			}
		}
	}
	if fits == 0 {
		t.Fatal("no window read as a slot block: the test checks nothing")
	}
}
