package parse

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// TestRoleSet checks that the roles have distinct bits and that a set
// with roles is never "no set".
func TestRoleSet(t *testing.T) {
	roles := []byte{'A', 'V', 'W', 'T', 'F'}
	seen := roleSet(0)
	for _, r := range roles {
		if seen&roleBit(r) != 0 || roleBit(r)&emptyRoles != 0 {
			t.Fatalf("role %c shares a bit", r)
		}
		seen |= roleBit(r)
	}
	s := emptyRoles
	if s == 0 || s.has('A') {
		t.Fatal("emptyRoles is no set or holds a role")
	}
	s = s.with('A').with('V')
	for _, r := range roles {
		if s.has(r) != (r == 'A' || r == 'V') {
			t.Fatalf("set %b: has(%c) wrong", s, r)
		}
	}
	if roleSet(0).with('T') == 0 {
		t.Fatal("a set with a role reads as no set")
	}
}

// TestEntryPartsReuse holds entryParts on blocks that paragraphRoles read
// equal to entryParts on the same blocks with nothing kept, on every
// publications section of the sample, hold-out and corpus CVs.
func TestEntryPartsReuse(t *testing.T) {
	reused := 0
	forEachPubSection(func(path string, c *cv.CV, s section) {
		p := &parser{cv: c, venues: venue.Default(), m: newMemo(), owner: newOwner(c.Name)}
		ls := cleanPubLines(s.Lines)
		width := textWidth(ls)
		for _, b := range p.pubBlocks(ls, "") {
			if b.read.done {
				reused++
			}
			got := p.entryParts(b, width)
			b.read = blockRead{}
			if want := p.entryParts(b, width); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: section %q: entry parts of a read block differ", path, s.Title)
			}
		}
	})
	if reused < 20 {
		t.Fatalf("only %d blocks read before entryParts: the test proves little", reused)
	}
}
