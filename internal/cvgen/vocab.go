package cvgen

import (
	"embed"
	"strings"
)

//go:embed vocab/*.txt
var vocabFS embed.FS

// list reads vocab/name.txt: one entry a line, blank lines and lines
// starting with "#" skipped. A missing file is a programming error.
func list(name string) []string {
	data, err := vocabFS.ReadFile("vocab/" + name + ".txt")
	if err != nil {
		panic("cvgen: " + err.Error())
	}
	var out []string
	for line := range strings.SplitSeq(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	return out
}

// fields splits each entry of a list on "|" (fields trimmed).
func fields(name string) [][]string {
	var out [][]string
	for _, line := range list(name) {
		parts := strings.Split(line, "|")
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		out = append(out, parts)
	}
	return out
}

// keyed groups a "key | value | value ..." list by key, keys in file order.
type keyed struct {
	keys []string
	vals [][]string
}

func keyedList(name string) keyed {
	var k keyed
	for _, f := range fields(name) {
		k.add(f[0], f[1:]...)
	}
	return k
}

func (k *keyed) add(key string, vals ...string) {
	for i, have := range k.keys {
		if have == key {
			k.vals[i] = append(k.vals[i], vals...)
			return
		}
	}
	k.keys = append(k.keys, key)
	k.vals = append(k.vals, append([]string(nil), vals...))
}

// get returns the values under key (nil when there are none).
func (k keyed) get(key string) []string {
	for i, have := range k.keys {
		if have == key {
			return k.vals[i]
		}
	}
	return nil
}

// vocab is every word list, read once.
var vocab = struct {
	given, givenEnd, family, familyEnd, accented   []string
	places                                         [][]string
	institutions, companies, fields                []string
	degrees, positions                             keyed
	adjectives, nouns, objects, titles, verbs      []string
	sections, pubGroups, inventedVenues, awards    keyed
	paperAwards, roles, courses, teachRoles, talks []string
	descriptions                                   []string
	months                                         [][]string
}{
	given: list("given"), givenEnd: list("given_end"),
	family: list("family"), familyEnd: list("family_end"), accented: list("accented"),
	places:       fields("place"),
	institutions: list("institution"), companies: list("company"), fields: list("field"),
	degrees: keyedList("degree"), positions: positionList(),
	adjectives: list("adjective"), nouns: list("noun"), objects: list("object"),
	titles: list("title"), verbs: list("verb"),
	sections: keyedList("sections"), pubGroups: keyedList("pubgroups"),
	inventedVenues: keyedList("invented_venue"), awards: keyedList("awards"),
	paperAwards: list("paper_awards"), roles: list("roles"), courses: list("courses"),
	teachRoles: list("teachroles"), talks: list("talkplaces"),
	descriptions: list("descriptions"),
	months:       fields("months"),
}

// positionList keys position titles by kind; each value is
// "title|alt kinds".
func positionList() keyed {
	var k keyed
	for _, f := range fields("positions") {
		alt := ""
		if len(f) > 2 {
			alt = f[2]
		}
		k.add(f[0], f[1]+"|"+alt)
	}
	return k
}
