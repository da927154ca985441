package parse

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
)

// TestParseStopsAtDeadline parses a 4 MiB CV under a deadline far shorter
// than the parse takes (a quarter of a second on a fast machine): the
// parse stops with an error that passes a reading limit, and no record.
// Before the parser looked at a context, a CV of this kind ran to its
// end however long it took (a 10 MB page: 130 s, exit 0).
func TestParseStopsAtDeadline(t *testing.T) {
	d := markdown.Read(doc.Markdown, longAuthorListCV(4<<20, "; "))
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	c, err := ParseDocContext(ctx, "long.md", d, Options{})
	if !errors.Is(err, doc.ErrLimit) || c != nil {
		t.Fatalf("got a record %v and error %v; want no record and doc.ErrLimit", c != nil, err)
	}
	if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, "time limit") {
		t.Errorf("error %q: want one line that names the time limit", msg)
	}
}

// TestParseStopsWithCause: the time limit given as the context's cause is
// the error, word for word.
func TestParseStopsWithCause(t *testing.T) {
	d := markdown.Read(doc.Text, "Ada Quill\n\nPublications\n\nA. Quill and B. Reyes. On things. J. Things, 2020.\n")
	want := TimeLimitError(time.Minute)
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(want)
	_, err := ParseDocContext(ctx, "short.txt", d, Options{})
	if err != want {
		t.Fatalf("error %v, want the cause %v", err, want)
	}
	if got := want.Error(); got != "the file passes a reading limit: parsing took longer than 1m0s, the time limit per file" {
		t.Errorf("message %q", got)
	}
}

// TestParseStopsInEverySection stops parses whose context ends after each
// number of checks, on a CV with every kind of section: each stops with
// the error (no section reader turns the stop into a warning and goes
// on), and never panics.
func TestParseStopsInEverySection(t *testing.T) {
	text := everySectionCV()
	full, err := Parse("all.md", []byte(text), Options{})
	if err != nil || len(full.Publications) == 0 || len(full.Education) == 0 {
		t.Fatalf("the full parse: %v", err)
	}
	for n := 1; ; n++ {
		c, err := parseUntil(&stopper{at: n}, "all.md", text, Options{})
		if err == nil {
			if n == 1 {
				t.Fatal("a stopper that stops at the first check did not stop the parse")
			}
			if len(c.Warnings) != len(full.Warnings) {
				t.Errorf("after %d checks: %d warnings, want %d", n, len(c.Warnings), len(full.Warnings))
			}
			t.Logf("the parse checks %d times", n)
			return
		}
		if !errors.Is(err, doc.ErrLimit) || c != nil {
			t.Fatalf("stopped after %d checks: record %v, error %v", n, c != nil, err)
		}
	}
}

// everySectionCV is a fictional CV with a section of every kind the
// parser reads.
func everySectionCV() string {
	return `# Ada Quill
ada.quill@example.org · +1 555 0100 · https://example.org/ada

## Summary
Researcher in the study of things.

## Education
- Ph.D. in Thing Studies, University of Examples, 2015–2020
- B.Sc. in Physics, Example College, 2011–2015

## Experience
- Assistant Professor, University of Examples, 2021–present
- Postdoctoral Fellow, Example Institute, 2020–2021

## Publications
1. A. Quill, B. Reyes and C. Tam. On the study of things. Journal of Things, 12(3):1–20, 2021.
2. A. Quill; D. Lund; E. Moro. More things, studied. In Proceedings of the Conference on Things, 2020.
3. F. Nash & A. Quill. Preprints about things. arXiv preprint, 2022.

## Awards
- Best Paper Award, Conference on Things, 2020
- Example Fellowship, 2019–2021

## Talks
- Things, studied. Example University, June 2022.

## Service
- Reviewer, Journal of Things (2019–present)

## Teaching
- Introduction to Things, University of Examples, Fall 2022

## Skills
Go, Python, thing analysis

## Projects
- Thing Finder: a tool that finds things (2021)

## Interests
Things, more things

## News
- 2023: a new paper on things

## Hobbies and Curiosities
Climbing, chess
`
}
