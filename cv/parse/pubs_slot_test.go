package parse

import (
	"cmp"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// parsePublicationsCopied is parsePublications as it was: each entry read
// into a publication of its own and appended to the list, a copy. It is
// the oracle of reading in place.
func (p *parser) parsePublicationsCopied(title string, ls []line) {
	status, head := sectionStatus(title), headingType(title)
	p.tags = tagSection{first: len(p.cv.Publications)}
	ls, cards := p.takePaperCards(ls, false)
	ls = cleanPubLines(ls)
	width := textWidth(ls)
	blocks, cuts := p.induceEntries(p.pubBlocks(ls, status), width)
	p.cv.Publications = slices.Grow(p.cv.Publications, len(blocks))
	for i, b := range blocks {
		for _, e := range cuts[i] {
			if p.loneTag(e) {
				continue
			}
			var pub *cv.Publication
			if b.status == "patent" && len(e) == 1 && !hasYear(e[0].Text) {
				pub = bareTitle(e[0].line)
			} else {
				pub = p.buildPub(e)
			}
			if pub == nil {
				continue
			}
			p.applyBlock(pub, b)
			p.applyHeldTag(pub, e)
			applyLeadTagType(pub, e[0].Text)
			applyHeadingType(pub, cmp.Or(b.kind, head))
			applyStatus(pub, b.status)
			p.cv.Publications = append(p.cv.Publications, *pub)
		}
	}
	p.placeHeldTag(-1)
	p.joinAuthorTails(p.tags.first)
	p.addCardPapers(cards, status, p.tags.first)
	p.dropPreprintCopies()
}

// slotCV is a fictional CV whose publications hold what reading in place
// must keep apart: venue tags on lines of their own under and over
// entries, entries dropped, patents, two sections.
const slotCV = `# Ada Quill

## Publications

1. Folding Paper Boats with Gradient Descent in Shallow Water
Ada Quill, Bo Reyes, Cy Lund
(CCS'23)

2. Counting Pebbles on Quiet Beaches
Ada Quill and Dee Marsh

(NSDI'24)

3. Full list on a scholar page

- Sorting Shells by Colour. Ada Quill and Bo Reyes. Journal of Tides, 2021.
- (ICML'22)

- Humming Lanterns for Sleepy Owls. Ada Quill. 2020.

Quiet Rivers at Night. Ada Quill, Bo Reyes. Workshop on Streams, 2019.
[ACL'19]

Mapping Moss by Moonlight. Ada Quill. 2018.

## Patents

- Self-Folding Paper Boat
- A Lantern That Hums, US Patent 1,234,567, 2021
`

// TestPubsReadInPlace holds reading publications in place to reading
// each into its own and appending a copy: the same publications and
// warnings, section after section, on the fictional CV and on the sample
// and corpus CVs.
func TestPubsReadInPlace(t *testing.T) {
	texts := map[string]string{"slot": slotCV}
	for _, pat := range []string{filepath.Join("..", "..", "testdata", "cvs", "*"), filepath.Join(corpusDir, "web", "*.md"), filepath.Join(corpusDir, "pdf", "*.txt")} {
		paths, _ := filepath.Glob(pat)
		for _, path := range paths {
			if data, err := os.ReadFile(path); err == nil {
				if text, err := Decode(path, data, 0); err == nil {
					texts[path] = text
				}
			}
		}
	}
	pubs := 0
	for name, text := range texts {
		run := func(copied bool) *parser {
			p := &parser{cv: &cv.CV{}, venues: venue.Default(), m: newMemo(), owner: newOwner("Ada Quill")}
			for _, s := range splitSections(toLines(text)) {
				if s.Kind != secPublications {
					continue
				}
				if copied {
					p.parsePublicationsCopied(s.Title, s.Lines)
				} else {
					p.parsePublications(s.Title, s.Lines)
				}
			}
			return p
		}
		got, want := run(false), run(true)
		if !reflect.DeepEqual(got.cv.Publications, want.cv.Publications) || !reflect.DeepEqual(got.cv.Warnings, want.cv.Warnings) {
			t.Errorf("%s: publications or warnings differ from the copied reading", name)
		}
		pubs += len(got.cv.Publications)
	}
	if pubs < 100 {
		t.Fatalf("only %d publications read: the test proves little", pubs)
	}
}
