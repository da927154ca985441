package parse

import (
	"strings"
	"testing"
)

// A site page's front matter may hold the owner's address and the page
// none: it is read though the front matter is not content.
func TestEmailInFrontMatter(t *testing.T) {
	src := strings.Join([]string{
		"---",
		"layout: cv",
		"title: Tamsin Orle",
		"email:",
		"  url: mailto:tamsin.orle@example.org",
		"  text: tamsin.orle@example.org",
		"---",
		"",
		"# Tamsin Orle",
		"",
		"## Publications",
		"",
		"1. Tamsin Orle and Ode Varn. A Study of Imaginary Queues. In NSDI 2021.",
	}, "\n")
	c := mustParse(t, "orle.md", src)
	if len(c.Contact.Emails) != 1 || c.Contact.Emails[0] != "tamsin.orle@example.org" {
		t.Errorf("emails %q, want the front matter's address", c.Contact.Emails)
	}
}

// A page that opens with a section gives its contact in its first lines.
func TestEmailInFirstSection(t *testing.T) {
	src := strings.Join([]string{
		"## About Me",
		"",
		"Tamsin Orle, Research Scientist, [tamsin@example.org](https://example.org/contact)",
		"",
		"I study imaginary queues and the kites that wait in them.",
		"",
		"## Publications",
		"",
		"1. Tamsin Orle and Ode Varn. A Study of Imaginary Queues. In NSDI 2021.",
	}, "\n")
	c := mustParse(t, "orle.md", src)
	if len(c.Contact.Emails) != 1 || c.Contact.Emails[0] != "tamsin@example.org" {
		t.Errorf("emails %q, want the first section's address", c.Contact.Emails)
	}
}
