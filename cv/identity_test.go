package cv

import "testing"

func TestStableID(t *testing.T) {
	for _, tc := range []struct {
		name   string
		emails []string
		source string
		want   string
	}{
		{"Jane Doe", []string{"Jane@Example.org"}, "a.md", "name:jane doe|jane@example.org"},
		{"  JANE   DOE ", []string{" jane@example.org "}, "b.pdf", "name:jane doe|jane@example.org"},
		{"Renée Dupont-Lefèvre", nil, "c.md", "name:renee dupont lefevre"},
		{"Jane Doe", []string{"", "jd@uni.edu"}, "a.md", "name:jane doe|jd@uni.edu"},
		{"", []string{"x@y.z"}, "apps/x.md", "file:apps/x.md"},
		{"—", nil, "apps/y.md", "file:apps/y.md"},
	} {
		if got := StableID(tc.name, tc.emails, tc.source); got != tc.want {
			t.Errorf("StableID(%q, %q, %q) = %q, want %q", tc.name, tc.emails, tc.source, got, tc.want)
		}
	}
	c := &CV{Name: "Jane Doe", Source: "z.md", Contact: Contact{Emails: []string{"jane@example.org"}}}
	if c.ID() != "name:jane doe|jane@example.org" {
		t.Errorf("ID() = %q", c.ID())
	}
}
