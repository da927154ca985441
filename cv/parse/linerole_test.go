package parse

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
	"github.com/vitae-cv/vitae/internal/linerole"
)

// fictionalTyped is a made-up two-page typed CV with a running footer.
func fictionalTyped() *doc.Doc {
	return &doc.Doc{Format: doc.PDF, Lines: []doc.Line{
		{Page: 1, Src: 1, Text: "Orla Pemberwick", Size: 1.6},
		{Page: 1, Src: 2, Text: "**Publications**"},
		{Page: 1, Src: 3, Text: "- O. Pemberwick and T. Quaile. Folding kites in the wind. Journal of Kites, 2031."},
		{Page: 1, Src: 4, Text: "Orla Pemberwick, page 1", Repeats: true},
		{Page: 2, Src: 1, Text: "Teaching"},
		{Page: 2, Src: 2, Text: "Kite design, spring 2030"},
		{Page: 2, Src: 3, Text: "Orla Pemberwick, page 2", Repeats: true},
	}}
}

// TestLineRolesSeeExplainsViews: the parser asks the model about the
// lines Explain shows (those the model was trained on), cue for cue.
func TestLineRolesSeeExplainsViews(t *testing.T) {
	for _, d := range []*doc.Doc{fictionalTyped(), markdown.Read(doc.Markdown, "# Orla Pemberwick\n\n## Teaching\n\n- Kite design, 2030\n")} {
		want := RoleLines(Explain(d))
		for i := range want {
			want[i].Section, want[i].Title = "", ""
		}
		r := newLineRoles(Options{}, d, docLines(d, nil))
		got := make([]linerole.Line, len(r.lines))
		for i := range got {
			got[i] = r.roleLineAt(i)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the parser's views differ from Explain's\n got %+v\nwant %+v", d.Format, got, want)
		}
	}
}

// TestLineRolesAreLazy: a parse made with the committed model reads
// roles on demand and answers for its lines only.
func TestLineRolesAreLazy(t *testing.T) {
	d := fictionalTyped()
	r := newLineRoles(Options{}, d, docLines(d, nil))
	if r.read {
		t.Fatal("the model ran before a question")
	}
	if _, ok := r.roleAt(2); !ok || !r.read {
		t.Fatal("no role for line 2")
	}
	if _, ok := r.roleAt(99); ok {
		t.Error("a role for a line the parse does not have")
	}
	var none *lineRoles
	if _, ok := none.roleAt(1); ok {
		t.Error("a role without a model")
	}
}
