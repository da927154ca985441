package fields

import (
	_ "embed"
	"strings"

	"github.com/vitae-cv/vitae/cv/parse/sections"
)

//go:embed sections.txt
var sectionWords string

// titleKinds is sections.txt: a phrase and the section kind it names.
var titleKinds = func() [][2]string {
	var out [][2]string
	for _, l := range strings.Split(sectionWords, "\n") {
		if l = strings.TrimSpace(l); l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if k, p, ok := strings.Cut(l, ":"); ok {
			out = append(out, [2]string{strings.TrimSpace(k), strings.TrimSpace(p)})
		}
	}
	return out
}()

// SectionKind is the kind of section a title or a YAML key names
// ("invited_talks", "Professional Activities"): sections.txt first, then
// the parser's heading words (sections.Classify); Unknown for none.
func SectionKind(title string) sections.Kind {
	t := " " + strings.ToLower(strings.NewReplacer("_", " ", "-", " ").Replace(title)) + " "
	for _, tk := range titleKinds {
		if strings.Contains(t, " "+tk[1]+" ") {
			k, _ := sections.KindNamed(tk[0])
			return k
		}
	}
	k, _ := sections.Classify(strings.TrimSpace(t))
	return k
}
