package parse

// A position's kind is read from its title first (intern, postdoc,
// professor, ...). A title that names only a trade ("Computational
// Scientist", "Staff Engineer") takes its kind from the employer: at a
// university it is research, at a company industry, and at a public
// research body (a national laboratory, a research council) research
// too: "Assistant Scientist, Example National Laboratory" is research
// work, though the laboratory is not a school.

// researchBodies are the phrases of words/research_bodies.txt.
var researchBodies = newPhraseSet(wordLines("research_bodies", false))

// researchBody reports whether an organisation's name names a public
// research body.
func researchBody(org string) bool {
	return org != "" && hasWordFold(org, researchBodies)
}
