package names

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A Cluster is the author names, as written, that one person's name
// takes across a CV's author lists: "Ada B. Quill", "A. B. Quill",
// "Quill, A." and "Ada Quill" are one cluster.
type Cluster struct {
	Seed    string          // the form most often written, the one the others agree with
	Members map[string]bool // every form, as written
	Lists   int             // how many author lists hold one of the forms
}

// Clusters groups the distinct author names of the lists (each list the
// cleaned names of one entry) into clusters. The names most often written
// (then the fullest: most whole words) seed the clusters, so that a rare
// garbled form ("Invented Ada Quill", a title word glued on) seeds none;
// each seed takes every name not yet taken that is compatible with it
// (same family name, given names equal or their initials, in order; see
// form.matches). A seed is compared only with the names that share a
// word of two or more letters with it.
func Clusters(lists [][]string) []Cluster {
	cs, _ := clustersWithin(lists, maxClusterChecks)
	return cs
}

// maxClusterChecks bounds the name comparisons Clusters makes: on
// thousands of authors sharing a family name the seeds met after it has
// been spent (the rarest names) seed no cluster. The owner, on nearly
// every paper, seeds among the first.
const maxClusterChecks = 200_000

// clustersWithin is Clusters making at most budget name
// comparisons; it also returns how many it made.
func clustersWithin(lists [][]string, budget int) ([]Cluster, int) {
	names := distinctAuthors(lists)
	byWord := namesByWord(names)
	taken := map[string]bool{}
	var out []Cluster
	checks := 0
	for _, seed := range names {
		if checks >= budget {
			break
		}
		if taken[seed] || !canSeed(seed) {
			continue
		}
		c := Cluster{Seed: seed, Members: map[string]bool{seed: true}}
		taken[seed] = true
		checks += gather(&c, byWord, taken, budget-checks)
		out = append(out, c)
	}
	countLists(lists, out)
	return out, checks
}

// gather adds to c the names not yet taken that share a word with its
// seed and are compatible with it, making at most budget comparisons; it
// returns how many it made.
func gather(c *Cluster, byWord map[string][]string, taken map[string]bool, budget int) int {
	form, checks := NewOwner(c.Seed), 0
	for _, w := range nameTokens(c.Seed) {
		for _, n := range byWord[w] {
			if taken[n] {
				continue
			}
			if checks++; checks > budget {
				return budget
			}
			if form.Is(n) {
				taken[n], c.Members[n] = true, true
			}
		}
	}
	return checks
}

// distinctAuthors returns the distinct author names, the most often
// written first, then the fullest (most whole words), then the longest,
// then in byte order.
func distinctAuthors(lists [][]string) []string {
	freq := map[string]int{}
	for _, l := range lists {
		for _, a := range l {
			freq[a]++
		}
	}
	names := make([]string, 0, len(freq))
	for a := range freq {
		names = append(names, a)
	}
	slices.SortFunc(names, func(a, b string) int {
		if d := freq[b] - freq[a]; d != 0 {
			return d
		}
		if d := wholeWords(b) - wholeWords(a); d != 0 {
			return d
		}
		if d := len(b) - len(a); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	return names
}

// canSeed reports whether a name can seed a cluster: a family name and a
// given name or initial ("A. Quill"), or initials written as one word
// ("ADQ", see authorKey).
func canSeed(a string) bool {
	return wholeWords(a) >= 1 && authorKey(a) != ""
}

// wholeWords counts the words of two or more letters of a name.
func wholeWords(a string) int {
	n := 0
	for _, w := range nameTokens(a) {
		if utf8.RuneCountInString(w) > 1 {
			n++
		}
	}
	return n
}

// namesByWord indexes the names by their folded words of two or more
// letters (the only words two compatible names must share).
func namesByWord(names []string) map[string][]string {
	m := map[string][]string{}
	for _, n := range names {
		seen := map[string]bool{}
		for _, w := range nameTokens(n) {
			if utf8.RuneCountInString(w) > 1 && !seen[w] {
				seen[w] = true
				m[w] = append(m[w], n)
			}
		}
	}
	return m
}

// countLists sets each cluster's count of the lists that hold one of its
// names, in one pass over the lists.
func countLists(lists [][]string, cs []Cluster) {
	of := map[string]int{}
	for i, c := range cs {
		for m := range c.Members {
			of[m] = i
		}
	}
	for _, l := range lists {
		seen := map[int]bool{}
		for _, a := range l {
			if i, ok := of[a]; ok && !seen[i] {
				seen[i] = true
				cs[i].Lists++
			}
		}
	}
}

// ownerCluster chooses the owner's cluster among cs: the one holding most
// of the names set in bold (two or more), else the one whose family name
// is a word of the header name (a garbled header still names the family),
// else the one in the most author lists when that is at least half of the
// nLists lists and more than any other cluster. It returns nil when none
// is; unsure then reports that clusters tie or the best covers too few
// lists (nothing is guessed).
func ownerCluster(cs []Cluster, bolds []string, header string, nLists int) (c *Cluster, unsure bool) {
	if i := bestCluster(cs, func(c Cluster) int { return boldsIn(c, bolds) }, 2); i >= 0 {
		return &cs[i], false
	}
	words := familyWords(header)
	byHeader := func(c Cluster) int {
		if fam, _, _ := strings.Cut(authorKey(c.Seed), "|"); words[fam] {
			return c.Lists
		}
		return 0
	}
	if i := bestCluster(cs, byHeader, 2); i >= 0 {
		return &cs[i], false
	}
	i := bestCluster(cs, func(c Cluster) int { return c.Lists }, 2)
	if i < 0 || cs[i].Lists*2 < nLists {
		return nil, len(cs) > 0
	}
	return &cs[i], false
}

// bestCluster returns the index of the cluster with the highest score
// when that score is at least min and no other cluster has it, else -1.
func bestCluster(cs []Cluster, score func(Cluster) int, min int) int {
	best, top, ties := -1, 0, 0
	for i, c := range cs {
		switch n := score(c); {
		case n > top:
			best, top, ties = i, n, 1
		case n == top && n > 0:
			ties++
		}
	}
	if top < min || ties > 1 {
		return -1
	}
	return best
}

// boldsIn counts the bold names that are forms of the cluster's name.
func boldsIn(c Cluster, bolds []string) int {
	if len(bolds) == 0 {
		return 0
	}
	form, n := NewOwner(c.Seed), 0
	for _, b := range bolds {
		if c.Members[b] || form.Is(b) {
			n++
		}
	}
	return n
}

// familyWords returns the folded words of two or more letters of a name.
func familyWords(name string) map[string]bool {
	words := map[string]bool{}
	for _, w := range nameTokens(joinSmallCaps(name)) {
		if utf8.RuneCountInString(w) > 1 {
			words[w] = true
		}
	}
	return words
}
