package parse

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// explainText runs ExplainParse on a fictional Markdown or text CV and
// returns its views by source line.
func explainText(t *testing.T, format, text string) map[int]LineView {
	t.Helper()
	vs, err := ExplainParse(context.Background(), &doc.Doc{Format: format, Text: text}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]LineView{}
	for _, v := range vs {
		out[v.Src] = v
	}
	return out
}

// wantRole checks one line's role, entry start and a part of its why.
func wantRole(t *testing.T, vs map[int]LineView, src int, role string, start bool, why string) {
	t.Helper()
	v := vs[src]
	if v.Role != role || v.Start != start || !strings.Contains(v.Why, why) {
		t.Errorf("line %d %q: role %q start %v why %q; want %q start %v why containing %q", src, v.Text, v.Role, v.Start, v.Why, role, start, why)
	}
}

// A paper set out as a linked title, an author line and a venue line: the
// trace names each line's part and the cue that decided the title.
func TestTraceTitleAuthorsVenue(t *testing.T) {
	vs := explainText(t, doc.Markdown, `# Tove Lindqvist

## Publications

[Folding Maps Without Tears](https://example.org/maps)
Tove Lindqvist and Ravi Mendes
Example Conference on Cartography, 2021

[Quiet Compasses at Sea](https://example.org/compass)
Ravi Mendes, Tove Lindqvist and Ola Brenn
Journal of Pretend Navigation, 2019
`)
	wantRole(t, vs, 1, roleName, false, "looks like a name")
	wantRole(t, vs, 3, roleHeading, false, "kind publications: named by its words")
	wantRole(t, vs, 5, roleTitle, true, "title: a linked span")
	wantRole(t, vs, 5, roleTitle, true, "entry start: a blank line")
	wantRole(t, vs, 6, roleAuthors, false, "a list of names")
	wantRole(t, vs, 7, roleVenue, false, "venue")
	wantRole(t, vs, 9, roleTitle, true, "linked span")
}

// A citation wrapped over lines (text from a PDF) is one entry: the lines
// under its first are continuations naming the line they join (on its
// page: a form feed starts page 2), and a page number between entries is
// page furniture.
func TestTraceWrappedCitations(t *testing.T) {
	vs := explainText(t, doc.Text, "SIGRID HOLM\n\nPUBLICATIONS\n\nSigrid Holm and Pavel Ncube. Sorting pebbles by weight with\ncheap scales. In Proceedings of the Example Workshop, 2020.\n\nPavel Ncube and Sigrid Holm. Tides in teacups. Example\nLetters, 2018.\n\n2\n\fTEACHING\n\n2019 Teaching assistant, Pebbles 101\n")
	wantRole(t, vs, 3, roleHeading, false, "a line apart whose words name a section")
	wantRole(t, vs, 5, roleCitation, true, "whole citation")
	wantRole(t, vs, 6, roleContinued, false, "joined to line p1:5")
	wantRole(t, vs, 8, roleCitation, true, "entry start")
	wantRole(t, vs, 9, roleContinued, false, "joined to line p1:8")
	wantRole(t, vs, 11, roleFurniture, false, "running header or footer")
	wantRole(t, vs, 14, roleEntry, true, "a dated line")
}

// Headings set bold at body size, as a PDF reader gives them: the trace
// says they are in a style several lines share; a running footer is
// furniture.
func TestTraceStyledHeadingsAndFurniture(t *testing.T) {
	ls := []doc.Line{
		{Text: "Nadia Ferro", Size: 1.5, Bold: true, Page: 1, Src: 1},
		{Text: "nadia@example.com", Page: 1, Src: 2},
		{Text: "Experience", Bold: true, Page: 1, Src: 3},
		{Text: "Engineer, Example Mills, 2018 – 2022", Page: 1, Src: 4},
		{Text: "Degrees", Bold: true, Page: 1, Src: 5},
		{Text: "B.Sc. in Physics, Example College, 2018", Page: 1, Src: 6},
		{Text: "Nadia Ferro · 1", Repeats: true, Page: 1, Src: 7},
		{Text: "Honours", Bold: true, Page: 2, Src: 1},
		{Text: "2017 Example Prize for Good Notes", Page: 2, Src: 2},
		{Text: "Nadia Ferro · 2", Repeats: true, Page: 2, Src: 3},
	}
	vs, err := ExplainParse(context.Background(), &doc.Doc{Format: doc.PDF, Pages: 2, Lines: ls}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]LineView{}
	for _, v := range vs {
		got[v.Where()] = v
	}
	for _, w := range []struct{ where, role, why string }{
		{"p1:3", roleHeading, "style shared by 3 lines"},
		{"p1:5", roleHeading, "kind education"},
		{"p1:7", roleFurniture, "running header or footer, at the same place on 2 pages"},
		{"p2:1", roleHeading, "style shared by 3 lines"},
		{"p2:3", roleFurniture, "running header or footer"},
	} {
		if v := got[w.where]; v.Role != w.role || !strings.Contains(v.Why, w.why) {
			t.Errorf("%s %q: role %q why %q; want %q, why containing %q", w.where, v.Text, v.Role, v.Why, w.role, w.why)
		}
	}
}

// A heading that names no kind takes the kind its entries show, and the
// trace says so.
func TestTraceKindByContent(t *testing.T) {
	vs := explainText(t, doc.Markdown, `# Ilse Brandt

## Education

- Ph.D., Example University, 2019

## Output

Counting Owls at Dusk
Ilse Brandt and Omar Fenn
Example Conference on Birds, 2020

Owls Who Count Back
Omar Fenn, Ilse Brandt and Lia Moreau
Journal of Pretend Ornithology, 2018
`)
	wantRole(t, vs, 7, roleHeading, false, "kind publications: by content: 2 of its 2 entries")
	wantRole(t, vs, 9, roleTitle, true, "entry start")
}

// The trace only records: a parse with it gives the same record as one
// without.
func TestTraceKeepsRecord(t *testing.T) {
	for _, text := range []string{
		"# Ada Quill\n\n## Publications\n\n- Ada Quill and Bo Reyes. A Made-Up Study of Queues. In NSDI 2021.\n\n## Education\n\n- Ph.D., Example University, 2016–2021\n",
		"EDA MOSS\n\nAWARDS\n\n2020 Example Medal\n2019\nExample Prize\n",
	} {
		d := &doc.Doc{Format: doc.Markdown, Text: text}
		plain, err := ParseDoc("a.md", d, Options{})
		if err != nil {
			t.Fatal(err)
		}
		traced, err := ParseDocContext(context.Background(), "a.md", d, Options{trace: newTracer()})
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(plain)
		b, _ := json.Marshal(traced)
		if string(a) != string(b) {
			t.Errorf("the trace changed the record:\n%s\n%s", a, b)
		}
	}
}

// Without a tracer the notes cost nothing: no allocation.
func TestTraceOffAllocates(t *testing.T) {
	m := newMemo()
	ls := []line{{N: 1, Text: "x", Ctx: m.lineCtx()}}
	allocs := testing.AllocsPerRun(100, func() {
		m.note(1, roleTitle, "title")
		m.noteJoin(2, 1, "continued")
		m.noteKindCount(1, "%d of %d", 3, 4)
		m.noteKindOf(1, "by content: ", secAwards)
		noteHeading(ls, 0, "heading")
		m.noteLines(ls, roleSkipped, "skipped")
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run with the trace off", allocs)
	}
}

// BenchmarkTrace parses the sample CVs with the trace off (as every
// parse but --show-lines) and on.
func BenchmarkTrace(b *testing.B) {
	files := sampleCVs(b)
	var docs []*doc.Doc
	for name, data := range files {
		if text, err := Decode(name, data, 0); err == nil {
			docs = append(docs, &doc.Doc{Format: doc.Markdown, Text: text})
		}
	}
	for _, on := range []bool{false, true} {
		name := map[bool]string{false: "off", true: "on"}[on]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				for _, d := range docs {
					opt := Options{}
					if on {
						opt.trace = newTracer()
					}
					if _, err := ParseDocContext(context.Background(), "cv", d, opt); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// FuzzExplainParse checks that the traced parse of any text neither
// panics nor hangs, and that it explains it the same way twice, one view
// per line in order, every role with its reason.
//
//	go test ./cv/parse -run XXX -fuzz FuzzExplainParse -fuzztime 60s
func FuzzExplainParse(f *testing.F) {
	for _, data := range sampleCVs(f) {
		f.Add(data)
	}
	f.Add([]byte("# A\n\n## Publications\n\nA, B and C\nTitle\n\n2\n\fX\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		text, err := Decode("fuzz.md", data, 0)
		if err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		explain := func() []LineView {
			vs, err := ExplainParse(ctx, &doc.Doc{Format: doc.Markdown, Text: text}, Options{})
			if err != nil && ctx.Err() != nil {
				t.Fatalf("ExplainParse did not finish within 5 s on a %d-byte input", len(text))
			}
			return vs
		}
		a, b := explain(), explain()
		if !reflect.DeepEqual(a, b) {
			t.Fatal("two explanations of one input differ")
		}
		for i, v := range a {
			if i > 0 && v.Src <= a[i-1].Src {
				t.Fatalf("view %d at line %d after line %d", i, v.Src, a[i-1].Src)
			}
			if v.Role != "" && v.Why == "" {
				t.Fatalf("line %d: role %q without a reason", v.Src, v.Role)
			}
		}
	})
}
