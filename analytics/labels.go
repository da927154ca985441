package analytics

import (
	_ "embed"
	"strings"
)

//go:embed labels.txt
var labelsText string

// labels maps codes to people's labels (labels.txt).
var labels = func() map[string]string {
	m := map[string]string{}
	for _, l := range strings.Split(labelsText, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		code, label, ok := strings.Cut(l, "|")
		if ok {
			m[strings.TrimSpace(code)] = strings.TrimSpace(label)
		}
	}
	return m
}()

// Label is the label every output shows for a code of the record or the
// report: a level ("bachelors" → "bachelor's"), a status ("to_appear" →
// "to appear"), a category, a stage, a type. One place, so every format
// says the same.
func Label[T ~string](code T) string {
	if l, ok := labels[string(code)]; ok {
		return l
	}
	return strings.ReplaceAll(string(code), "_", " ")
}

// PlaceLabel writes the candidate's place in a paper's author list:
// "2/5", "1/7+" when the list ends in "et al." (at least 7 authors),
// "?/5" when the candidate was not found; "*" marks equal contribution.
func PlaceLabel(p Paper) string {
	place := "?"
	if p.Place > 0 {
		place = itoa(p.Place)
	}
	s := place + "/" + itoa(p.Authors)
	if p.EtAl {
		s += "+"
	}
	if p.Equal {
		s += "*"
	}
	return s
}
