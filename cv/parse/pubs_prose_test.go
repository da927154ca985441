package parse

import (
	"strings"
	"testing"
)

// All names, titles and texts below are made up; the venue acronyms are
// catalogue names.

// A note in the first person under a paper ("I worked with ...", "We
// submitted ...") describes it: it is no paper, even when it names
// people or a year (issue 22, convention 7).
func TestFirstPersonNotesAreNoPapers(t *testing.T) {
	src := `# Ada Quill

## Publications

A. Quill, B. Reyes, and C. Moss. “Folding Paper Boats at Scale.” Under review, 2026.
- At Example Lab, I worked with Ben Reyes on a new way to fold boats for
  rivers. We built the engine that runs it.

A. Quill and D. Hart. “Quiet Rivers of Graphs.” Journal of Tides, 2021.
- Created a method of folding that needs one sheet.

Boat Team, Example Lab. “Training Engines to Float.” Internship project, summer 2026.
- At Example Lab, I helped train a model of boats. I prepared the data
  and ran the trials.

A. Quill, B. Reyes, and C. Moss. “Gentle Engines of Signals.” Technical report, 2026.
- We submitted our new engine to the Boat Track of the River Competition 2026.
`
	c := parseInduceAs(t, "prose.md", src)
	want := []string{"Folding Paper Boats at Scale", "Quiet Rivers of Graphs", "Training Engines to Float", "Gentle Engines of Signals"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
}

// The wrapped lines of a first-person note (text from a PDF: the note's
// lines indented under its bullet) go with the note.
func TestFirstPersonNoteWrapped(t *testing.T) {
	src := "Ada Quill\n\nPUBLICATIONS\n\n" +
		"A. Quill, B. Reyes, and C. Moss. “Folding Paper Boats at Scale.” Under review, 2026.\n" +
		"   • At Example Lab, I worked with Ben Reyes on a new way to fold\n" +
		"     boats. We presented it at the River Competition 2026.\n" +
		"A. Quill and D. Hart. “Quiet Rivers of Graphs.” Journal of Tides, 2021.\n"
	c := parseInduceAs(t, "prose.txt", src)
	want := []string{"Folding Paper Boats at Scale", "Quiet Rivers of Graphs"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
}

// A title in title case holds "We" or "Our" before a capital: no note.
func TestFirstPersonProseWords(t *testing.T) {
	for s, want := range map[string]bool{
		"I built the engine.":                     true,
		"At the lab, we folded boats.":            true,
		"Our engine floats.":                      true,
		"What We Know About Boats":                false,
		"Quill, I. and Reyes, B. Boats.":          false,
		"A. Quill, B. Reyes. Folding Boats. 2020": false,
	} {
		if got := firstPersonProse(s); got != want {
			t.Errorf("firstPersonProse(%q) = %v, want %v", s, got, want)
		}
	}
}

// Under a venue tag line that holds the entry's only year ("ICSE 2024"),
// a long citation written title first ("Title. Authors. In Venue, pp.")
// is the paper, not a description of it.
func TestCitationUnderTagIsNoDescription(t *testing.T) {
	src := `# Ada Quill

## Publications

ICSE 2024
Folding Paper Boats at Scale with One Sheet and No Glue at All. Ben Reyes, Ada Quill, Cleo Moss, Dan Hart. In International Symposium on Boats and Rivers, pp. 1–10.

PLDI 2023
Quiet Rivers of Graphs. Ada Quill, Dan Hart. In Conference on Rivers, pp. 11–20.

KDD 2022
Gentle Engines of Signals That Run on Nothing but Signals and Water. Eve Lind, Ada Quill, Ben Reyes, Cleo Moss. In Workshop on Engines and Their Makers, pp. 5–9.
`
	c := parseInduceAs(t, "tagged.md", src)
	want := []string{"Folding Paper Boats at Scale with One Sheet and No Glue at All", "Quiet Rivers of Graphs", "Gentle Engines of Signals That Run on Nothing but Signals and Water"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for _, p := range c.Publications {
		if p.Year == 0 || len(p.Authors) < 2 {
			t.Errorf("%q: year %d authors %q", p.Title, p.Year, p.Authors)
		}
	}
}

// An abstract set as a paragraph of its own under a paper (an HTML paper
// box in Markdown: a badge with the venue, the citation, then the
// abstract) describes it: it is no paper, and it does not take the next
// paper's badge (issue 22, convention 7).
func TestAbstractsUnderPapers(t *testing.T) {
	src := `# Ada Quill

## Papers

<section class="card"><p class="side"><span class="tag">ICSE 2024</span> <img src="boat.png" alt="a boat"></p>
<article markdown="1">

[Folding Paper Boats at Scale](https://example.org/p) **Ada Quill**, Ben Reyes, Cleo Moss. To appear in Proceedings of the International Conference on Software Engineering, **ICSE 2024** [[Code](https://example.org/c)]

As paper boats grow common, their sinking has become a major concern. BoatKit mitigates this by folding every sheet twice, making each boat safe whatever the river, outperforming eight other methods of folding.
</article>
</section>

<section class="card"><p class="side"><span class="tag">PLDI 2023</span> <img src="boat.png" alt="a boat"></p>
<article markdown="1">

[Quiet Rivers of Graphs](https://example.org/p) **Ada Quill**, Dan Hart. To appear in Proceedings of the Conference on Programming Language Design and Implementation, **PLDI 2023**

To our knowledge, this is the first river of graphs that stays quiet. Since rivers and graphs are both loud, we show how to quiet them with one sheet of paper and no glue at all.
</article>
</section>

<section class="card"><p class="side"><span class="tag">KDD 2022</span> <img src="boat.png" alt="a boat"></p>
<article markdown="1">

[Gentle Engines of Signals](https://example.org/p) Eve Lind, **Ada Quill**. In Proceedings of the Conference on Knowledge Discovery and Data Mining, **KDD 2022**

</article>
</section>

`
	c := parseInduceAs(t, "boxes.md", src)
	want := []string{"Folding Paper Boats at Scale", "Quiet Rivers of Graphs", "Gentle Engines of Signals"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for i, n := range []int{3, 2, 2} {
		if p := c.Publications[i]; len(p.Authors) != n || p.Year == 0 || p.Venue == "" {
			t.Errorf("%q: authors %q year %d venue %q", p.Title, p.Authors, p.Year, p.Venue)
		}
	}
}

// "Authors. Title. *Venue*.": the italic span after a plain title
// sentence is the venue (a patent number, a journal), not the title;
// an italic span right after the authors is the title.
func TestItalicAfterTitleIsVenue(t *testing.T) {
	src := `# Ada Quill

## Patents

Ben Reyes, Cleo Moss, **Ada Quill**, Dan Hart. Boat folding using a river target list. *US Patent 2024/12345678 B2 2024*.

## Publications

- Ada Quill and Ben Reyes. *Folding Paper Boats at Scale*. Journal of Tides, 2021.
- Ada Quill and Dan Hart (2020). Quiet rivers of graphs. *Journal of Tides*, 12(3).
`
	c := parseInduceAs(t, "italic.md", src)
	want := []string{"Boat folding using a river target list", "Folding Paper Boats at Scale", "Quiet rivers of graphs"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	if p := c.Publications[0]; p.Year != 2024 || len(p.Authors) != 4 {
		t.Errorf("patent: year %d authors %q", p.Year, p.Authors)
	}
}

// A paper of one author under a heading of its own: the heading is the
// title, the line below opens with the owner's name and runs into where
// it appeared ("Ada Quill. Example College Theses.").
func TestHeadedPaperOfOneAuthor(t *testing.T) {
	src := `# Ada Quill

## Publications

### [**Quiet Rivers of Graphs**](https://example.org/q)

Ben Reyes, **Ada Quill**, and Cleo Moss.<br> _Workshop on Rivers (RIV 2019), co-located with a symposium._<br>
[[PDF](https://example.org/q.pdf)]

### [**Folding Paper Boats at Scale**](https://example.org/thesis)

**Ada Quill**.<br> _Example College Honors Theses. Paper 12._<br>
[[PDF](https://example.org/t.pdf)]
`
	c := parseInduceAs(t, "headed.md", src)
	want := []string{"Quiet Rivers of Graphs", "Folding Paper Boats at Scale"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
	if p := c.Publications[1]; len(p.Authors) != 1 || p.SelfIndex != 1 || p.Type != "thesis" {
		t.Errorf("the thesis: authors %q self %d type %q", p.Authors, p.SelfIndex, p.Type)
	}
}

// A paper a homepage lists twice (among selected papers, with a badge,
// then in the full list) is one paper when title, catalogued venue and
// year agree, however the venue is written each time.
func TestRepeatedPaperWrittenTwoWays(t *testing.T) {
	src := `# Ada Quill

## Selected Publications

ICSE 2024
Folding Paper Boats at Scale. Ada Quill, Ben Reyes. In Proceedings of the International Conference on Software Engineering (ICSE 2024), pp. 1–10. [Code]

## All Publications

- Folding Paper Boats at Scale. Ada Quill, Ben Reyes. In Proceedings of the International Conference on Software Engineering (ICSE 2024).
- Quiet Rivers of Graphs. Ada Quill, Dan Hart. In Proceedings of the International Conference on Software Engineering (ICSE 2023).
`
	c := parseInduceAs(t, "twice.md", src)
	want := []string{"Folding Paper Boats at Scale", "Quiet Rivers of Graphs"}
	if got := pubTitles(c); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("titles %q, want %q", got, want)
	}
}
