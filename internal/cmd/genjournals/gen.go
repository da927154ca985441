package main

import (
	_ "embed"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/venue"
)

// defaultLists is where the lists live beside the repository.
const defaultLists = "../shared/datasets/jabref-journals"

// sourceCommit is the commit of JabRef/abbrv.jabref.org the lists were
// copied from (../shared/datasets/README.md).
const sourceCommit = "a6879a86014356ced6b1b705f5ee24eb1d173950"

// list is one JabRef list and the area it gives its journals ("": the
// list spans fields, so it says none).
type list struct{ name, area string }

// lists are the lists used, in order of preference: the first list that
// names a journal gives its first name and abbreviation. Left out (see
// JOURNALS.md): entrez (Medline abbreviations of every PubMed title, with
// places and years in its full names), annee-philologique and dainst
// (sigla such as "AA" that are no ISO 4 abbreviations), ieee_strings
// (BibTeX macro names).
var lists = []list{
	{"general", ""},
	{"ieee", ""},
	{"acs", "chemistry"},
	{"ams", "mathematics"},
	{"mathematics", "mathematics"},
	{"aea", "economics"},
	{"lifescience", "biology"},
	{"geology_physics", "physics"},
	{"geology_physics_variations", "physics"},
	{"astronomy", "physics"},
	{"meteorology", ""},
	{"mechanical", ""},
	{"sociology", ""},
	{"ubc", ""},
	{"medicus", "medicine"},
}

var (
	//go:embed orgwords.txt
	orgFile string
	//go:embed doctypes.txt
	docTypeFile string
	//go:embed series.txt
	seriesFile string

	orgWords = wordSet(orgFile)
	docTypes = wordSet(docTypeFile)
	series   = wordSet(seriesFile)
)

// wordSet reads a word list: one lower-case word or phrase a line, #
// comments.
func wordSet(text string) map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
			m[l] = true
		}
	}
	return m
}

// group is one journal: the rows whose full names are the same name once
// a trailing bracket is dropped ("Annals of Pebbles (Gravelton)").
type group struct {
	names, abbrevs []string // as written, in list order, each once
	areas          []string // the distinct areas its lists give
}

// stats counts what generate did.
type stats struct {
	rows, skipped, journals, orgNames, ambiguous, series int
}

func (s stats) String() string {
	return fmt.Sprintf("%d rows read, %d skipped (markup, empty), %d journals, %d society names not matched, %d ambiguous forms dropped, %d book series left out",
		s.rows, s.skipped, s.journals, s.orgNames, s.ambiguous, s.series)
}

// generate reads the lists in dir and returns the journal file's text.
func generate(dir string) ([]byte, stats, error) {
	var st stats
	groups := map[string]*group{}
	var order []string
	for _, l := range lists {
		rows, err := readList(filepath.Join(dir, "journal_abbreviations_"+l.name+".csv"))
		if err != nil {
			return nil, st, err
		}
		for _, r := range rows {
			st.rows++
			full, abbr, ok := cleanRow(r)
			if !ok {
				st.skipped++
				continue
			}
			k := venue.JournalKey(stripBracket(full))
			g := groups[k]
			if g == nil {
				g = &group{}
				groups[k] = g
				order = append(order, k)
			}
			g.add(full, abbr, l.area)
		}
	}
	owners := claimForms(groups, order, &st)
	var lines []line
	for _, k := range order {
		if groups[k].isSeries() {
			st.series++
			continue
		}
		if ln, ok := groups[k].line(k, owners); ok {
			lines = append(lines, ln)
		}
	}
	st.journals = len(lines)
	return render(lines), st, nil
}

// readList reads one CSV list.
func readList(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	rows, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return rows, nil
}

// cleanRow returns a row's full name and abbreviation, spaces collapsed;
// false for a row without both, or with TeX markup, a tab or a "|".
func cleanRow(r []string) (full, abbr string, ok bool) {
	if len(r) < 2 {
		return "", "", false
	}
	full, abbr = clean(r[0]), clean(r[1])
	return full, abbr, full != "" && abbr != ""
}

func clean(s string) string {
	if !utf8.ValidString(s) || strings.ContainsAny(s, "$\\{}|\t") || !strings.ContainsFunc(s, unicode.IsLetter) {
		return ""
	}
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 2 && s[0] == '"' && s[len(s)-1] == '"' && strings.Count(s, `"`) == 2 {
		s = s[1 : len(s)-1] // quoted whole in the list's cell
	}
	return s
}

// stripBracket drops a trailing bracket: "Annals of Pebbles (Gravelton)"
// -> "Annals of Pebbles".
func stripBracket(s string) string {
	if !strings.HasSuffix(s, ")") {
		return s
	}
	if i := strings.LastIndex(s, " ("); i > 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

func (g *group) add(full, abbr, area string) {
	if !slices.Contains(g.names, full) {
		g.names = append(g.names, full)
	}
	if !slices.Contains(g.abbrevs, abbr) {
		g.abbrevs = append(g.abbrevs, abbr)
	}
	if area != "" && !slices.Contains(g.areas, area) {
		g.areas = append(g.areas, area)
	}
}

// isSeries reports whether a journal of the lists is a book series
// (series.txt): one of its full names opens with a phrase of the list or
// holds it after another word.
func (g *group) isSeries() bool {
	for _, n := range g.names {
		k := venue.JournalKey(n)
		for p := range series {
			if strings.HasPrefix(k, p) || strings.Contains(k, " "+p) {
				return true
			}
		}
	}
	return false
}

// orgName reports whether a full name is an organisation's (orgwords.txt)
// and not a journal's (cv/venue/journalwords.txt).
func orgName(n string) bool {
	org := false
	for _, w := range strings.Fields(venue.JournalKey(n)) {
		if venue.IsJournalWord(w) {
			return false
		}
		org = org || orgWords[w]
	}
	return org
}

// variants are a name as written and without a trailing bracket.
func variants(s string) []string {
	if t := stripBracket(s); t != s && t != "" {
		return []string{s, t}
	}
	return []string{s}
}

// claims are the groups that claim one form (a JournalKey) as a full
// name and as an abbreviation.
type claims struct{ byName, byAbbrev []string }

// claimForms returns the owner of every form: the one group that claims
// it as a full name, else the one group that claims it as an
// abbreviation. A form claimed by two groups of a kind has no owner (it
// is counted as ambiguous).
func claimForms(groups map[string]*group, order []string, st *stats) map[string]string {
	all := map[string]*claims{}
	claim := func(form, g string, name bool) {
		if len(form) < 3 || docTypes[form] {
			return // "j", "a": no journal is named by one or two letters; doctypes.txt
		}
		c := all[form]
		if c == nil {
			c = &claims{}
			all[form] = c
		}
		if name && !slices.Contains(c.byName, g) {
			c.byName = append(c.byName, g)
		} else if !name && !slices.Contains(c.byAbbrev, g) {
			c.byAbbrev = append(c.byAbbrev, g)
		}
	}
	for _, k := range order {
		g := groups[k]
		for _, n := range g.names {
			if orgName(stripBracket(n)) {
				st.orgNames++
				continue
			}
			for _, v := range variants(n) {
				claim(venue.JournalKey(v), k, true)
			}
		}
		for _, a := range g.abbrevs {
			for _, v := range variants(a) {
				if !orgName(v) { // "Society" abbreviated as itself
					claim(venue.JournalKey(v), k, false)
				}
			}
		}
	}
	owners := make(map[string]string, len(all))
	for form, c := range all {
		switch {
		case len(c.byName) == 1:
			owners[form] = c.byName[0]
		case len(c.byName) == 0 && len(c.byAbbrev) == 1:
			owners[form] = c.byAbbrev[0]
		default:
			st.ambiguous++
		}
	}
	return owners
}

// line is one journal of the output file.
type line struct {
	key, area              string
	names, abbrevs, others []string
}

// line makes group g (identity k) a line: the names and abbreviations
// whose forms it owns (one text per form), its other names for display,
// its area when its lists agree on one, and its key. A group that owns no
// form is dropped: nothing would find it.
func (g *group) line(k string, owners map[string]string) (line, bool) {
	ln := line{}
	seen := map[string]bool{}
	take := func(s string, dst *[]string) bool {
		f := venue.JournalKey(s)
		if owners[f] != k {
			return false
		}
		if !seen[f] || !slices.Contains(*dst, s) && dst == &ln.names {
			*dst = append(*dst, s) // a name of a form already taken stays a name
		}
		seen[f] = true
		return true
	}
	for _, n := range g.names {
		matched := false
		if !orgName(stripBracket(n)) {
			for _, v := range variants(n) {
				matched = take(v, &ln.names) || matched
			}
		}
		if !matched && !slices.Contains(ln.others, n) {
			ln.others = append(ln.others, n)
		}
	}
	for _, a := range g.abbrevs {
		for _, v := range variants(a) {
			take(v, &ln.abbrevs)
		}
	}
	if len(ln.names) == 0 && len(ln.abbrevs) == 0 {
		return ln, false
	}
	if len(g.areas) == 1 {
		ln.area = g.areas[0]
	}
	ln.key = keyOf(ln)
	return ln, true
}

// keyOf is a journal's short key: its first dotted abbreviation (ISO 4),
// else its first abbreviation, else its first name, each preferably
// without a bracket ("Pebbles" before "Pebbles (Gravelton)"); each of
// these is a form the journal owns, so Lookup finds the journal by its
// key.
func keyOf(ln line) string {
	prefs := []func(string) bool{
		func(a string) bool { return strings.Contains(a, ".") && !strings.Contains(a, "(") },
		func(a string) bool { return !strings.Contains(a, "(") },
	}
	for _, ok := range prefs {
		for _, a := range ln.abbrevs {
			if ok(a) {
				return a
			}
		}
	}
	for _, n := range ln.names {
		if !strings.Contains(n, "(") {
			return n
		}
	}
	if len(ln.abbrevs) > 0 {
		return ln.abbrevs[0]
	}
	return ln.names[0]
}

// render writes the lines sorted by key (ignoring case, then exactly),
// after a header naming the source.
func render(lines []line) []byte {
	slices.SortFunc(lines, func(a, b line) int {
		if c := strings.Compare(strings.ToLower(a.key), strings.ToLower(b.key)); c != 0 {
			return c
		}
		return strings.Compare(a.key, b.key)
	})
	var b strings.Builder
	fmt.Fprintf(&b, "# vitae journal layer, generated by internal/cmd/genjournals: do not edit.\n")
	fmt.Fprintf(&b, "# Source: JabRef journal abbreviation lists (CC0 1.0), JabRef/abbrv.jabref.org %s, journals/:\n", sourceCommit)
	names := make([]string, len(lists))
	for i, l := range lists {
		names[i] = l.name
	}
	fmt.Fprintf(&b, "# %s.\n", strings.Join(names, ", "))
	fmt.Fprintf(&b, "# Columns (tab-separated, \"|\" between names): key, area, full names, abbreviations, other names (not matched).\n")
	for _, l := range lines {
		b.WriteString(strings.Join([]string{l.key, l.area, strings.Join(l.names, "|"), strings.Join(l.abbrevs, "|"), strings.Join(l.others, "|")}, "\t"))
		b.WriteByte('\n')
	}
	return []byte(b.String())
}
