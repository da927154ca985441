package names

import (
	"slices"
	"strings"
	"testing"
)

// clusterOf returns the members of the cluster seeded by or holding name.
func clusterOf(cs []Cluster, name string) []string {
	for _, c := range cs {
		if c.Members[name] {
			var out []string
			for m := range c.Members {
				out = append(out, m)
			}
			slices.Sort(out)
			return out
		}
	}
	return nil
}

func TestClusterAuthorsVariants(t *testing.T) {
	lists := [][]string{
		{"Jane Q. Doe", "Bo Reyes"},
		{"Cy Tam", "J. Q. Doe"},
		{"Doe, J.", "Eve Lunn"},
		{"Jane Doe", "John Doe"},
		{"Zoë Marín-Ruiz", "J. Doe"},
		{"Z. Marin Ruiz", "Marin-Ruiz, Zoe"},
	}
	cs := Clusters(lists)
	want := []string{"Doe, J.", "J. Doe", "J. Q. Doe", "Jane Doe", "Jane Q. Doe"}
	if got := clusterOf(cs, "Jane Q. Doe"); !slices.Equal(got, want) {
		t.Errorf("cluster of Jane Q. Doe = %q, want %q", got, want)
	}
	if got := clusterOf(cs, "John Doe"); !slices.Equal(got, []string{"John Doe"}) {
		t.Errorf("John Doe is another person: cluster %q", got)
	}
	wantZ := []string{"Marin-Ruiz, Zoe", "Z. Marin Ruiz", "Zoë Marín-Ruiz"}
	if got := clusterOf(cs, "Zoë Marín-Ruiz"); !slices.Equal(got, wantZ) {
		t.Errorf("accented, hyphenated forms: cluster %q, want %q", got, wantZ)
	}
	for _, c := range cs {
		if c.Members["Jane Q. Doe"] && c.Lists != 5 {
			t.Errorf("owner's cluster in %d lists, want 5", c.Lists)
		}
	}
}

func TestClusterAuthorsDistinctGivenNames(t *testing.T) {
	cs := Clusters([][]string{{"Ilse Varga", "Ilan Varga"}, {"I. Varga"}})
	if got := clusterOf(cs, "Ilan Varga"); slices.Contains(got, "Ilse Varga") {
		t.Errorf("two given names, two people: %q", got)
	}
	if len(cs) != 2 {
		t.Errorf("%d clusters, want 2", len(cs))
	}
}

func TestOwnerCluster(t *testing.T) {
	lists := [][]string{
		{"Ada B. Quill", "Mo Vance"},
		{"A. Quill", "Mo Vance"},
		{"Quill, A.", "Mo Vance"},
		{"Mo Vance", "Cy Tam"},
	}
	cs := Clusters(lists)
	tests := []struct {
		name       string
		lists      [][]string
		bolds      []string
		header     string
		want       string // a member of the chosen cluster, "" for none
		wantUnsure bool
	}{
		{"bold wins over frequency", lists, []string{"A. Quill", "Ada B. Quill"}, "", "Ada B. Quill", false},
		{"garbled header names the family", lists, nil, "QUILL CV", "Ada B. Quill", false},
		{"most lists", lists, nil, "", "Mo Vance", false},
		{"tie is unsure", [][]string{{"Ada Quill", "Bo Reyes"}, {"A. Quill", "Bo Reyes"}}, nil, "", "", true},
		{"too few lists is unsure", [][]string{{"Ada Quill", "Bo Reyes"}, {"A. Quill", "Cy Tam"}, {"Di Ng"}, {"Eve Lunn"}, {"Mo Vance"}}, nil, "", "", true},
	}
	for _, tt := range tests {
		cs := cs
		if tt.lists != nil {
			cs = Clusters(tt.lists)
		}
		c, unsure := ownerCluster(cs, tt.bolds, tt.header, len(tt.lists))
		switch {
		case tt.want == "" && c != nil:
			t.Errorf("%s: chose %q, want none", tt.name, c.Seed)
		case tt.want != "" && (c == nil || !c.Members[tt.want]):
			t.Errorf("%s: chose %v, want the cluster of %q", tt.name, c, tt.want)
		case unsure != tt.wantUnsure:
			t.Errorf("%s: unsure = %v, want %v", tt.name, unsure, tt.wantUnsure)
		}
	}
}

func TestDropNickname(t *testing.T) {
	for in, want := range map[string]string{
		"Robert (Bob) Quill":      "Robert Quill",
		"Robert “Bob” Quill":      "Robert Quill",
		`Robert "Bob" Quill`:      "Robert Quill",
		"Ada Quill (2020)":        "Ada Quill (2020)",
		"(Bob)":                   "(Bob)",
		"Ada Quill (with lab)":    "Ada Quill (with lab)",
		"Operating Systems (BSc)": "Operating Systems (BSc)",
		"Robert (Bob":             "Robert (Bob",
	} {
		if got := dropNickname(in); got != want {
			t.Errorf("dropNickname(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNicknameName(t *testing.T) {
	if !IsName("Robert (Bob) Quill") {
		t.Error(`IsName("Robert (Bob) Quill") = false: a nickname hides a name`)
	}
	if IsName("Network Security (MSc)") {
		t.Error(`IsName("Network Security (MSc)") = true: a bracket at the end is no nickname`)
	}
}

func TestDropLeadingTag(t *testing.T) {
	for in, want := range map[string]string{
		"[NSDI'24] Quill, A.": "Quill, A.",
		"[J2]: A. Quill":      "A. Quill",
		"[J2]":                "[J2]",
		"A. Quill":            "A. Quill",
		"[" + strings.Repeat("x", 80) + "] A. Quill": "[" + strings.Repeat("x", 80) + "] A. Quill",
	} {
		if got := dropLeadingTag(in); got != want {
			t.Errorf("dropLeadingTag(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestOwnerVariants(t *testing.T) {
	o := NewOwner("Ada Quill")
	if o.Is("Quill-Lab member") {
		t.Fatal("unrelated text taken for the owner")
	}
	o.addVariants(map[string]bool{"AQ-7": true})
	if !o.Is("AQ-7") {
		t.Error("a variant of the owner's cluster does not name the owner")
	}
	if !o.Is("Ada (Addie) Quill") {
		t.Error("a nickname in brackets hides the owner")
	}
}

// TestClusterAuthorsBounded: thousands of authors sharing a family name
// (each another person) cost at most the comparison budget, and the owner,
// the most written name, still seeds the first cluster.
func TestClusterAuthorsBounded(t *testing.T) {
	var lists [][]string
	letters := "abcdefghijklmnopqrstuvwxyz"
	for i := 0; i < 1200; i++ {
		given := "Z" + string(letters[i%26]) + string(letters[i/26%26]) + string(letters[i/676%26])
		lists = append(lists, []string{"Ada Quill", given + " Quill"})
	}
	const budget = 50_000
	cs, checks := clustersWithin(lists, budget)
	if checks > budget {
		t.Errorf("%d comparisons, budget %d", checks, budget)
	}
	if len(cs) == 0 || cs[0].Seed != "Ada Quill" || cs[0].Lists != len(lists) {
		t.Fatalf("first cluster %+v, want Ada Quill in every list", cs[:min(1, len(cs))])
	}
	if _, all := clustersWithin(lists, 1<<40); all <= budget {
		t.Errorf("unbounded run made %d comparisons: the case does not test the bound", all)
	}
}

// BenchmarkClusterAuthors: 5000 lists of 3 authors, a third of them
// sharing one family name (go test ./cv/parse -run X -bench ClusterAuthors).
func BenchmarkClusterAuthors(b *testing.B) {
	letters := "abcdefghijklmnopqrstuvwxyz"
	word := func(i int) string {
		return string(letters[i%26]) + string(letters[i/26%26]) + string(letters[i/676%26])
	}
	var lists [][]string
	for i := 0; i < 5000; i++ {
		lists = append(lists, []string{"Ada Quill", "Z" + word(i) + " Quill", "Y" + word(i) + " F" + word(i+7)})
	}
	b.ResetTimer()
	for range b.N {
		Clusters(lists)
	}
}
