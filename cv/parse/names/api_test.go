package names

import (
	"slices"
	"testing"
)

// All names here are fictional.

// An owner written as capital initials in every author list ("ADQ")
// stands as an author only next to a name separator or a bracketed year:
// the same letters inside a word or a title are no author.
func TestAbbrev(t *testing.T) {
	a := AbbrevOf("Ada D. Quill")
	if a != "ADQ" {
		t.Fatalf("AbbrevOf = %q, want ADQ", a)
	}
	for s, want := range map[string]bool{
		"ADQ, Bo Reyes":             true,
		"Bo Reyes and ADQ":          true,
		"Bo Reyes; ADQ* (2031)":     true,
		"ADQ (2031) Paper Kites":    true,
		"The ADQ method for kites":  false,
		"Bo Reyes, ADQX, Cy Tam":    false,
		"Studies of XADQ, Bo Reyes": false,
	} {
		if got := a.In(s); got != want {
			t.Errorf("%q.In(%q) = %v, want %v", a, s, got, want)
		}
	}
	if got, want := a.Expand("ADQ, Bo Reyes and ADQ", "Ada D. Quill"), "Ada D. Quill, Bo Reyes and Ada D. Quill"; got != want {
		t.Errorf("Expand = %q, want %q", got, want)
	}
	for _, name := range []string{"", "Quill", "Ada Bea Cy Di Quill"} {
		if got := AbbrevOf(name); got != "" {
			t.Errorf("AbbrevOf(%q) = %q, want none (two to four words)", name, got)
		}
	}
	var none Abbrev
	if none.In("Bo Reyes, Cy Tam") || none.Expand("Bo Reyes", "Ada Quill") != "Bo Reyes" {
		t.Error("an empty Abbrev found an author")
	}
}

// Index gives the owner's place in a list, from 1, in any of the forms
// of their name, and 0 when they are not there.
func TestOwnerIndex(t *testing.T) {
	o := NewOwner("Ada B. Quill")
	for _, tt := range []struct {
		list []string
		want int
	}{
		{[]string{"Bo Reyes", "A. Quill", "Cy Tam"}, 2},
		{[]string{"Quill, A. B.", "Bo Reyes"}, 1},
		{[]string{"Bo Reyes", "Cy Quill"}, 0},
		{nil, 0},
	} {
		if got := o.Index(tt.list); got != tt.want {
			t.Errorf("Index(%q) = %d, want %d", tt.list, got, tt.want)
		}
	}
	if (Owner{}).Known() || NewOwner("").Known() || !o.Known() {
		t.Error("Known: an owner with no name is not known, one with a name is")
	}
}

// Infer finds the owner written in several forms with no header name,
// and AddCluster makes every form of the cluster name the owner, even
// one the name rules alone would not match.
func TestInferAndAddCluster(t *testing.T) {
	lists := [][]string{
		{"Ada B. Quill", "Mo Vance"},
		{"Quill, A.", "Cy Tam"},
		{"A. B. Quill", "Di Ng"},
		{"Eve Lunn", "A. Quill"},
	}
	c, unsure := Infer("", lists, nil)
	if c == nil || unsure {
		t.Fatalf("Infer = %v, %v; want the cluster of Ada B. Quill", c, unsure)
	}
	if c.Seed != "Ada B. Quill" || c.Lists != 4 {
		t.Errorf("cluster seed %q in %d lists, want Ada B. Quill in 4", c.Seed, c.Lists)
	}
	var o Owner
	o.AddCluster(c)
	for i, l := range lists {
		if o.Index(l) == 0 {
			t.Errorf("list %d: owner not found in %q", i, l)
		}
	}
	if c, unsure := Infer("", [][]string{{"Ada Quill", "Bo Reyes"}, {"Cy Tam", "Di Ng"}}, nil); c != nil || !unsure {
		t.Errorf("no author in most lists: Infer = %v, %v; want nil, unsure", c, unsure)
	}
}

// SharesWord compares whole words only, accents, case and small capitals
// aside.
func TestSharesWord(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"A. Quíll", "Ada QUILL", true},
		{"Ada Quill", "Ada Q UILL", true},
		{"A. Quill", "A. Reyes", false},
		{"Quillon", "Ada Quill", false},
	} {
		if got := SharesWord(tt.a, tt.b); got != tt.want {
			t.Errorf("SharesWord(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// The particles of particles.txt keep a name a name; other lower-case
// words do not.
func TestParticles(t *testing.T) {
	for _, w := range []string{"van", "de", "ter"} {
		if !IsParticle(w) {
			t.Errorf("IsParticle(%q) = false", w)
		}
	}
	if IsParticle("Van") || IsParticle("and") {
		t.Error("IsParticle: only the lower-case words of the list")
	}
	if !IsName("Ada van der Quill") || IsName("Ada from Quill") {
		t.Error("a particle keeps a name a name; another lower-case word does not")
	}
}

// Clean strips marks and reports the equal-contribution ones.
func TestClean(t *testing.T) {
	for _, tt := range []struct {
		in, name string
		eq       bool
	}{
		{"Ada Quill*", "Ada Quill", true},
		{"and Bo Reyes†", "Bo Reyes", true},
		{"[KW'31] Quill, A.", "Quill, A", false},
		{"Cy Tam^{1}", "Cy Tam", false},
	} {
		if name, eq := Clean(tt.in); name != tt.name || eq != tt.eq {
			t.Errorf("Clean(%q) = %q, %v; want %q, %v", tt.in, name, eq, tt.name, tt.eq)
		}
	}
	l := Split("Ada Quill, Bo Reyes, et al.")
	if !slices.Equal(l.Names, []string{"Ada Quill", "Bo Reyes"}) || !l.Cut {
		t.Errorf("Split = %+v, want two names, cut", l)
	}
}
