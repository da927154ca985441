package parse

import (
	"slices"
	"testing"
)

// TestAuthorNames holds the shared-slice look-up equal to splitting, with
// and without a memo, and unchanged by a caller editing its own copy.
func TestAuthorNames(t *testing.T) {
	m := newMemo()
	for _, s := range []string{"Ada Quill, Bo Reyes and Cy Tam", "Quill, A., Reyes, B.", "A Title: Of Things", ""} {
		want := splitAuthors(s)
		if got := m.authorNames(s); !slices.Equal(got, want) {
			t.Fatalf("authorNames(%q) = %q, want %q", s, got, want)
		}
		if got := (*memo)(nil).authorNames(s); !slices.Equal(got, want) {
			t.Fatalf("nil memo: authorNames(%q) = %q, want %q", s, got, want)
		}
		if own, _ := m.splitAuthorList(s); len(own) > 0 {
			own[0] = "changed"
		}
		if got := m.authorNames(s); !slices.Equal(got, want) {
			t.Fatalf("authorNames(%q) changed by a caller's copy: %q", s, got)
		}
	}
}
