package names

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// ownerIsRef is Owner.Is as it was before noFormCanMatch: every author
// split into tokens and tried against every form.
func ownerIsRef(o Owner, author string) bool {
	if o.variants[author] {
		return true
	}
	if len(o.forms) == 0 {
		return false
	}
	author = dropNickname(author)
	at := nameTokens(author)
	if len(at) == 0 {
		return false
	}
	for _, f := range o.forms {
		if len(at) == 1 {
			if isOwnerAbbrev(author, f) {
				return true
			}
			continue
		}
		if f.matches(at) {
			return true
		}
		if ex := expandInitials(author); ex != nil && f.matches(ex) {
			return true
		}
		if strings.Contains(author, "-") && f.matches(nameTokens(strings.ReplaceAll(author, "-", ""))) {
			return true
		}
	}
	return false
}

// TestNoFormCanMatch holds Owner.Is, which rejects a text of too many
// words before splitting it, to ownerIsRef on fictional owners and random
// joins of their names' pieces, initials, titles' words and punctuation.
func TestNoFormCanMatch(t *testing.T) {
	owners := []Owner{NewOwner(""), NewOwner("Ada Quill"), NewOwner("Ada B. Quill"), NewOwner("Bo Reyes-Tam"), NewOwner("Quill"), NewOwner("José Álvarez Quill")}
	two := NewOwner("Ada Quill")
	two.Add("Ada Lune Quill Moss")
	owners = append(owners, two)
	pieces := []string{"Ada", "A.", "A", "B.", "B", "AB", "ABQ", "Quill", "Reyes", "Tam", "Reyes-Tam", "-", "Bo", "Lune", "Moss",
		" ", " ", ", ", ".", "(Bo)", "\"Ace\"", "Towards", "Learning", "of", "the", "é", "Álvarez", "José", "x", "Q", "*", "1"}
	texts := []string{"", "Ada Quill", "A. Quill", "Quill A", "AQ", "ADQ", "Ada B. C. Quill", "Towards the Learning of Quill Ada Moss"}
	for s := range cvtext.Joins(20, 5, pieces, 40000, 7) {
		texts = append(texts, s)
	}
	rejected := 0
	for _, o := range owners {
		for _, s := range texts {
			if got, want := o.Is(s), ownerIsRef(o, s); got != want {
				t.Fatalf("owner %v: Is(%q) = %v, ownerIsRef gives %v", o.forms, s, got, want)
			}
			if noFormCanMatch(dropNickname(s), o.forms) {
				rejected++
			}
		}
	}
	if rejected < 1000 || rejected > len(owners)*len(texts)/2 {
		t.Fatalf("%d of %d texts rejected early: the joins do not try both paths", rejected, len(owners)*len(texts))
	}
}
