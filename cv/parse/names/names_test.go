package names

import (
	"strings"
	"testing"
)

func TestOwnerForms(t *testing.T) {
	tests := []struct {
		owner string
		yes   []string
		no    []string
	}{
		{"Ada Quill Moreno", []string{"Ada Quill", "Ada Moreno", "A. Moreno", "Moreno, A."}, []string{"Bo Moreno", "Ada Reyes"}},
		{"José Núñez", []string{"Jose Nunez", "J. Nuñez", "JOSÉ NÚÑEZ", "José K. Núñez", "Nunez, J. K."}, []string{"K. Nunez", "Josefa Nunez"}},
		{"Ada B. Quill", []string{"ABQ", "Ada Bea Quill", "A. B. Quill", "AB Quill"}, []string{"AB", "QBA", "Lin Quill"}},
		{"Ada Q UILL", []string{"Ada Quill"}, nil},
		{"Lin Chen", []string{"L. Chen", "Chen Lin"}, []string{"Li Chen"}},
		{"Ada-Bea O’Quill", []string{"Adabea O'Quill", "A.-B. O’Quill", "Ada Bea OQuill", "ADA-BEA O'QUILL"}, []string{"Bo Quill", "A. Quillon"}},
	}
	for _, tt := range tests {
		o := NewOwner(tt.owner)
		for _, a := range tt.yes {
			if !o.Is(a) {
				t.Errorf("owner %q should match %q", tt.owner, a)
			}
		}
		for _, a := range tt.no {
			if o.Is(a) {
				t.Errorf("owner %q should not match %q", tt.owner, a)
			}
		}
	}
}

func TestSplitAuthorList(t *testing.T) {
	tests := []struct {
		in   string
		want string
		cut  bool
	}{
		{"(α-β) B. Reyes, A. Quill\\", "B. Reyes|A. Quill", false},
		{"Bo Reyes, Ada Quill (alphabetical order)", "Bo Reyes|Ada Quill", false},
		{"Quill, A. B., Reyes, B., & Tam, C.", "Quill, A. B|Reyes, B|Tam, C", false},
		{"Ada Quill, Bo Reyes, Cy Tam Di Ng", "Ada Quill|Bo Reyes|Cy Tam|Di Ng", false},
		{"Ada Quill, Bo Reyes, ..., Cy Tam", "Ada Quill|Bo Reyes|Cy Tam", true},
	}
	for _, tt := range tests {
		got, cut, _ := splitAuthorList(tt.in)
		if strings.Join(got, "|") != tt.want || cut != tt.cut {
			t.Errorf("splitAuthorList(%q) = %q, %v; want %q, %v", tt.in, got, cut, tt.want, tt.cut)
		}
	}
}

func TestAuthorKey(t *testing.T) {
	for _, tt := range [][2]string{{"Ada Quill", "quill|a"}, {"A. Quill", "quill|a"}, {"Quill, A.", "quill|a"}, {"Quill A.", "quill|a"}, {"ADQ", "adq"}, {"Quill", ""}} {
		if got := authorKey(tt[0]); got != tt[1] {
			t.Errorf("authorKey(%q) = %q, want %q", tt[0], got, tt[1])
		}
	}
}

func TestSplitAuthorListSurnameFirst(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Quill, A. B., Reyes, B. Tam, C.", "Quill, A. B|Reyes, B|Tam, C"},
		{"Quill, A., Van Dam, B., Tam, C.", "Quill, A|Van Dam, B|Tam, C"},
		{"Quill, A.∗ „ Reyes, B., Tam, C.", "Quill, A.∗|Reyes, B|Tam, C"},
		{"QUILL, Ada; REYES, Bo; TAM, Cy", "QUILL, Ada|REYES, Bo|TAM, Cy"},
		{"Quill, Ada, Bo Reyes, and Cy Tam", "Quill, Ada|Bo Reyes|Cy Tam"},
		{"Ada Quill¹, Bo Reyes², Cy Tam", "Ada Quill¹|Bo Reyes²|Cy Tam"},
	}
	for _, tt := range tests {
		if got := strings.Join(Split(tt.in).Names, "|"); got != tt.want {
			t.Errorf("Split(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if !NewOwner("Ada D. McQuill").Is("Ada D. Mc-Quill") {
		t.Error("a family name hyphenated at a line break should match")
	}
}

func TestSplitAuthors(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Tomas Varga, Lina Okafor, and Rui Castell", []string{"Tomas Varga", "Lina Okafor", "Rui Castell"}},
		{"Varga T., Okafor L., Castell R.", []string{"Varga T", "Okafor L", "Castell R"}},
		{"Dunn, Z., Ito, Y., ... , Ruiz, Z.", []string{"Dunn, Z", "Ito, Y", "Ruiz, Z"}},
		{"Mira Tanaka*, Oskar Lind*, Ada Byrne, et al.", []string{"Mira Tanaka*", "Oskar Lind*", "Ada Byrne"}},
		{"A. Smith & B. Jones", []string{"A. Smith", "B. Jones"}},
	}
	for _, tt := range tests {
		got := Split(tt.in).Names
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("Split(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestOwnerMatch(t *testing.T) {
	o := NewOwner("Mira Tanaka")
	for _, yes := range []string{"Mira Tanaka", "Tanaka M.", "Tanaka, M.", "M. Tanaka", "Tanaka Mira", "Mira Tanaka*", "MIRA TANAKA"} {
		if !o.Is(yes) {
			t.Errorf("owner Mira Tanaka should match %q", yes)
		}
	}
	for _, no := range []string{"Moto Tanaka", "Hao Zhang", "Tanaka", "Mira Li", ""} {
		if o.Is(no) {
			t.Errorf("owner Mira Tanaka should not match %q", no)
		}
	}
	if NewOwner("Lars Wei").Is("Wei Dai") {
		t.Error("a shared family name alone must not match")
	}
}
