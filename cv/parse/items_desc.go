package parse

import "strings"

// describesItem reports whether l, a list item below the entry cur of a
// talks, service, teaching or awards section, only describes that entry:
// a sub-item indented deeper than the list item opening cur, with no
// date, every line a sentence ("* Program Chair, Kite Workshop 2021"
// over "  * Chose the talks and ran the review."). It is a detail of
// cur, not an entry of its own (isSubDescription, entries_induce.go).
func describesItem(cur *item, l line) bool {
	return cur != nil && l.List != "" && isSubDescription(cur.head, []line{l})
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

// dropRoleLabels drops the teaching items that only name the role the
// dated course lines below them were held in, and the sentences that
// describe that role: "Teaching Assistant" on a line of its own, then
// "• Duties included grading the weekly problem sets.", then the
// courses, each with its term ("Kite Flying (KITE 101)   Fall 2019").
// The role line is a label of the courses, not a course. A role line
// with no dated line after it in the section is kept: it is the entry.
func dropRoleLabels(items []item) []item {
	later := make([]bool, len(items)) // a dated item comes after item i
	for i := len(items) - 2; i >= 0; i-- {
		later[i] = later[i+1] || headDated(items[i+1].head)
	}
	out := items[:0]
	inRole := false // the items above were a role label and its description
	for i, it := range items {
		t := it.head.Text
		switch {
		case !headDated(it.head) && later[i] && isTeachingRole(strings.Trim(t, " :")) && len(it.head.Cells) == 1:
			inRole = true
			continue
		case (inRole || isTeachingRole(strings.Trim(it.group, " :"))) && describesRole(it.head):
			continue // "• Duties included ...": what the role was
		}
		inRole = false
		out = append(out, it)
	}
	return out
}

// describesRole reports whether l is a sentence bullet with no date: a
// description under a role label (dropRoleLabels).
func describesRole(l line) bool {
	return l.List != "" && isProse(l.Text) && len(memOf(l).findDates(l.Text)) == 0
}

// subItemOf reports whether next is a list item nested under the list
// item l (indented deeper, whatever its marker): an undated item over
// dated sub-items ("* Reviewer for the Kite Symposium" over "  * KS24:
// paper committee") is their label, as a line over a list is.
// A sentence sub-item describes l instead (describesItem).
func subItemOf(l, next line) bool {
	return l.List != "" && next.List != "" && next.Indent > l.Indent && !isSubDescription(l, []line{next})
}

// paragraphAfterParagraph reports whether a teaching item is a paragraph
// of prose under another such paragraph: a section written as prose
// ("At Example State I taught ..." then "At Fictional College I ...")
// has one entry per paragraph. A paragraph under a course line still
// describes it (teachingJoins).
func paragraphAfterParagraph(prev, l line) bool {
	return !prev.Blank && prev.Text != "" && isProse(prev.Text) && prev.List == "" && isProse(l.Text) && l.List == "" && len(l.Cells) == 1
}
