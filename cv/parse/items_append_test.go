package parse

import (
	"reflect"
	"strings"
	"testing"
)

// TestAppendAnchoredItems: the items of a dated block appended to items
// read before are those items, unchanged, followed by the block's items
// read alone; on every dated block of the sample CVs' sections and on
// fictional ones.
func TestAppendAnchoredItems(t *testing.T) {
	texts := []string{"Fictional Talk Title\nKite Society, May 2031\nPebble Forum, 2030\n\n2029 Reviewer, Paper Kites\n- a bullet of detail\n"}
	for _, data := range sampleCVs(t) {
		texts = append(texts, string(data))
	}
	prior := []item{{head: line{N: 1, Text: "An item read before", Cells: []string{"An item read before"}}, group: "Group"}}
	want0 := append([]item(nil), prior...)
	blocks := 0
	for _, text := range texts {
		for _, s := range splitSections(toLines(text)) {
			for _, b := range blocksOf(s.Lines) {
				if !hasHead(b) || !datedGroup(b) {
					continue
				}
				blocks++
				alone, label, at := appendAnchoredItems(nil, b, "L", 3)
				got, label2, at2 := appendAnchoredItems(prior[:len(prior):len(prior)], b, "L", 3)
				if !reflect.DeepEqual(got[:len(prior)], want0) || !reflect.DeepEqual(got[len(prior):], alone) || label != label2 || at != at2 {
					t.Fatalf("block at line %d: appended items differ from the block's items read alone", b[0].N)
				}
			}
		}
	}
	if blocks < 20 {
		t.Fatalf("only %d dated blocks: too few", blocks)
	}
	t.Logf("%d dated blocks", blocks)
	if !strings.HasPrefix(prior[0].head.Text, "An item") {
		t.Fatal("the items read before were changed")
	}
}
