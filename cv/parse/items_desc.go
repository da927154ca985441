package parse

// describesItem reports whether l, a list item below the entry cur of a
// talks, service, teaching or awards section, only describes that entry:
// a sub-item indented deeper than the list item opening cur, with no
// date, every line a sentence ("* Program Chair, Kite Workshop 2021"
// over "  * Chose the talks and ran the review."). It is a detail of
// cur, not an entry of its own (isSubDescription, entries_induce.go).
func describesItem(cur *item, l line) bool {
	return cur != nil && l.list != "" && isSubDescription(cur.head, []line{l})
}

// sectionHoldsMentoring reports whether a teaching section's heading
// names mentoring beside teaching ("Teaching & Mentoring"): then its
// mentoring groups ("Research Mentees" over the students) are entries
// the heading announces, not a part of another kind that strayed in.
func sectionHoldsMentoring(title string) bool {
	return hasWord(title, mentoringWords) && !mentoringOnly(title)
}

// dropForeignTeaching is dropForeign for a teaching section: when the
// heading names mentoring too (sectionHoldsMentoring), a group whose
// label names mentoring ("Research Mentor", whose words alone may read
// as another kind) is kept.
func dropForeignTeaching(items []item, holdsMentoring bool) []item {
	if !holdsMentoring {
		return dropForeign(items)
	}
	out := items[:0]
	label, foreign := "", false // a group's items come in a row
	for _, it := range items {
		if it.group != label {
			label = it.group
			foreign = foreignGroup(label) && !hasWord(label, mentoringWords)
		}
		if !foreign {
			out = append(out, it)
		}
	}
	return out
}
