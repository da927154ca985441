package parse

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// mergeParagraphsEager is mergeParagraphs as it was before it read the
// roles only where they can count: the reference it is held equal to.
func (p *parser) mergeParagraphsEager(bs []pubBlock, plain bool) []pubBlock {
	var out []pubBlock
	var roles map[byte]bool
	for _, b := range bs {
		role, set := p.paragraphRoles(&b, plain)
		parts := roleMap(set)
		n := len(out)
		if n > 0 && role != 0 && roles != nil && b.lines[0].List == "" && !roles[role] && !(role == 'T' && roles['A'] && roles['V']) &&
			b.status == out[n-1].status && b.year == out[n-1].year {
			prev := &out[n-1]
			if prev.para == nil {
				prev.para = map[int]bool{}
			}
			prev.para[len(prev.lines)] = true
			prev.lines = append(prev.lines, b.lines...)
			prev.tags = append(prev.tags, b.tags...)
			roles[role] = true
			continue
		}
		out = append(out, b)
		roles = parts
	}
	return out
}

// unread clears what paragraphRoles kept in each block: the lazy merge
// reads fewer blocks than the eager one, by design.
func unread(bs []pubBlock) []pubBlock {
	for i := range bs {
		bs[i].read = blockRead{}
	}
	return bs
}

// roleMap is a role set as the map the reference keeps: nil for no set.
func roleMap(s roleSet) map[byte]bool {
	if s == 0 {
		return nil
	}
	m := map[byte]bool{}
	for _, r := range []byte{'A', 'V', 'W', 'T', 'F'} {
		if s.has(r) {
			m[r] = true
		}
	}
	return m
}

// forEachPubSection calls f with every publications section of the
// sample, hold-out and corpus CVs, and the record Parse made of its CV.
func forEachPubSection(f func(path string, c *cv.CV, s section)) {
	var paths []string
	for _, pat := range []string{
		filepath.Join("..", "..", "testdata", "cvs", "*"),
		filepath.Join("..", "..", "testdata", "holdout", "*"),
		filepath.Join(corpusDir, "web", "*.md"),
		filepath.Join(corpusDir, "pdf", "*.txt"),
	} {
		ps, _ := filepath.Glob(pat)
		paths = append(paths, ps...)
	}
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // a folder (the hold-out truth)
		}
		text, err := Decode(path, data, 0)
		if err != nil {
			continue
		}
		c, _ := Parse(path, []byte(text), Options{})
		for _, s := range splitSections(toLines(text)) {
			if s.Kind == secPublications {
				f(path, c, s)
			}
		}
	}
}

// TestMergeParagraphsLazy holds mergeParagraphs equal to the eager
// reference on every publications section of the sample, hold-out and
// corpus CVs.
func TestMergeParagraphsLazy(t *testing.T) {
	sections := 0
	forEachPubSection(func(path string, c *cv.CV, s section) {
		sections++
		run := func(eager bool) []pubBlock {
			p := &parser{cv: c, venues: venue.Default(), m: newMemo(), owner: newOwner(c.Name)}
			ls := cleanPubLines(s.Lines)
			bs := p.splitPubBlocks(ls, "")
			if eager {
				return p.mergeParagraphsEager(bs, textWidth(ls) > 0)
			}
			return p.mergeParagraphs(bs, textWidth(ls) > 0)
		}
		if got, want := unread(run(false)), unread(run(true)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: section %q: blocks differ from the eager reference", path, s.Title)
		}
	})
	if sections < 10 {
		t.Fatalf("only %d publications sections: the test proves little", sections)
	}
}
