package parse

import (
	"strings"
	"testing"
)

// All names here are fictional.

// An author list of inverted names parted by semicolons ("Fenn, T. K.;
// Quell, M.") runs to its last name, whose initials end at the full stop
// before the title.
func TestAuthorPrefixInvertedSemicolons(t *testing.T) {
	cases := []struct {
		in      string
		authors string
	}{
		{"Fenn, T. K.; Quell, M.; Lune, B. Paper Kites in Crosswinds. Journal of Kite Science, 2030.", "Fenn, T. K.; Quell, M.; Lune, B."},
		{"Quell, M.; Fenn, T. Tethers at Dawn. In KSW, 2029.", "Quell, M.; Fenn, T."},
		{"Lune, B. A.; Quell, M.; Fenn, T.; et al. Folding Wings at Scale. In KSW, 2028.", "Lune, B. A.; Quell, M.; Fenn, T.; et al."},
	}
	for _, c := range cases {
		_, end := authorPrefix(c.in)
		if got := c.in[:end]; got != c.authors {
			t.Errorf("authorPrefix(%q) = %q, want %q", c.in, got, c.authors)
		}
	}
}

// In a CV, such papers keep their titles and their authors.
func TestParseInvertedSemicolonAuthors(t *testing.T) {
	text := "# Mira Quell\n\n## Publications\n\n" +
		"- Fenn, T. K.; Quell, M.; Lune, B. Paper Kites in Crosswinds. Journal of Kite Science, 2030.\n" +
		"- Quell, M.; Fenn, T. Tethers at Dawn. In KSW, 2029.\n"
	c := parseKindCV(t, "semi.md", text)
	want := []string{"Paper Kites in Crosswinds", "Tethers at Dawn"}
	if len(c.Publications) != len(want) {
		t.Fatalf("got %d publications, want %d", len(c.Publications), len(want))
	}
	for i, p := range c.Publications {
		if p.Title != want[i] || len(p.Authors) < 2 {
			t.Errorf("paper %d: title %q with %d authors, want %q with 2 or more", i, p.Title, len(p.Authors), want[i])
		}
	}
}

// A line that is wholly such a list, with or without the comma that
// leads on to the title below, is an author line of its own.
func TestSemicolonListLine(t *testing.T) {
	cases := map[string]bool{
		"Quell, M.; Lune, B.":                     true,
		"Quell, M.; Lune, B. A.,":                 true,
		"Quell, M.; Lune, B. Paper Kites at Dawn": false,
		"Quell, M., Lune, B.":                     false,
	}
	for in, want := range cases {
		if got := semicolonListLine(in); got != want {
			t.Errorf("semicolonListLine(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestOwnerUnsureWarns(t *testing.T) {
	in := "Welcome! I study fictional systems.\n\n## Publications\n\n" +
		"1. [A fictional study of queues](https://example.org/a)\n   Ada Quill, Bo Reyes\n   *NSDI 2024*\n" +
		"2. [Another invented title](https://example.org/b)\n   Bo Reyes, A. Quill\n   *OSDI 2023*\n"
	c := mustParse(t, "in.md", in)
	found := false
	for _, w := range c.Warnings {
		found = found || strings.Contains(w.Message, "CV owner unsure")
	}
	if !found {
		t.Errorf("no 'CV owner unsure' warning: %+v", c.Warnings)
	}
	for _, p := range c.Publications {
		if p.SelfIndex != 0 {
			t.Errorf("%q: self_index %d, want 0 (unsure)", p.Title, p.SelfIndex)
		}
	}
}
