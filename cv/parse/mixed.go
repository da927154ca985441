package parse

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv/parse/sections"
)

// mixedRoutes are the lines of words/mixed_routes.txt: a kind and the
// words that send an entry to it. A route never leads back to a mixed
// section.
var mixedRoutes = loadMixedRoutes()

func loadMixedRoutes() []sections.KindLine {
	routes := kindLines("mixed_routes")
	for _, r := range routes {
		if r.Kind == secMixed {
			panic("parse: words/mixed_routes.txt: a route to a mixed section")
		}
	}
	return routes
}

// mixedPhraseKeys holds, for each word of mixedRoutes that is a phrase
// (it has a space or an apostrophe), " " + the phrase: what routeOf looks
// for in the lower-cased text; "" for the other words.
var mixedPhraseKeys = func() [][]string {
	keys := make([][]string, len(mixedRoutes))
	for i, r := range mixedRoutes {
		keys[i] = make([]string, len(r.Words))
		for j, w := range r.Words {
			if containsAnyOf(w, "' ") {
				keys[i][j] = " " + w
			}
		}
	}
	return keys
}()

// routeOf names the section kind a line of a mixed section belongs to;
// ok is false when no route's words are in it.
func routeOf(text string) (kind, bool) {
	ws := words(strings.ReplaceAll(text, "'", ""))
	low := " " + strings.ToLower(text) + " "
	for i, r := range mixedRoutes {
		for j, w := range r.Words {
			if key := mixedPhraseKeys[i][j]; key != "" {
				if strings.Contains(low, key) {
					return r.Kind, true
				}
				continue
			}
			if headingHas(ws, w) {
				return r.Kind, true
			}
		}
	}
	return secUnknown, false
}

// parseMixed reads a section that mixes kinds ("Others": a scholarship,
// a reviewing role, a prize): each entry goes to the reader of the kind
// its words name, in the order met; an entry no route takes is skipped
// with a warning.
func (p *parser) parseMixed(s section) {
	routed := map[kind][]line{}
	var order []kind
	skipped := 0
	_, entries := splitEntries(s.Lines)
	for _, e := range entries {
		k, ok := routeOf(joinText(e.lines))
		if !ok {
			skipped += len(e.lines)
			continue
		}
		if _, seen := routed[k]; !seen {
			order = append(order, k)
		}
		routed[k] = append(routed[k], e.lines...)
		routed[k] = append(routed[k], line{Blank: true})
	}
	for _, k := range order {
		p.parseSection(section{Kind: k, Title: s.Title, Line: s.Line, Lines: routed[k]})
	}
	if skipped > 0 {
		p.warn(s.Line, fmt.Sprintf("section %q mixes kinds; %d lines named none vitae reads and were skipped", s.Title, skipped), s.Title)
	}
}
