package parse

// Headings in plain type whose words name no section, read with the
// line-role model.
//
// A title-case line set apart whose words name no section ("Academic
// Preparation") opens one when it is bold or in capitals and the lines
// under it read as another kind of section (styledHeading). In plain
// type it is taken for a label inside the section above ("Invited" over
// some of the talks), and its lines are read as that section's. Text
// taken out of a PDF or a Word file often loses the bold, and a CV may
// name a section with words no list holds ("Mentees", "Outreach") over
// lines (names, events) that read as no kind the parser knows; they are
// then read as the entries of the section above. Convention, with a
// fictional example: in a CV whose headings stand apart as short
// title-case lines, "Mentees" set apart over "Ida Renwick, PhD student
// (2029 - 2031)" lines closes the talks above it: its lines are not
// talks.
//
// The line-role model (internal/linerole) reads the line from its cues,
// its shape and its neighbours' (a short line apart among long ones,
// with lines under it shaped like entries, where the CV's headings are
// alike). When the rules find no kind in the lines under such a label
// and the model is sure it is a heading (not a label, an entry or
// prose), the label opens a section of its own, of the kind its words
// give (unknown: skipped), read by neither its words nor its content, so
// that its lines go to no section rather than to the one above. The
// model is asked only about these labels, and only in sections of
// one-line items (listSection).

// sureHeading is the probability of the role "heading" at or above which
// a plain label is taken for a heading. On the real CVs, cross-validated,
// the labels the rules ask about are either far under it (0.4 at most) or
// far over it (0.99).
const sureHeading = 0.9

// labelByModel reports whether the line-role model is sure line l is a
// heading (false without a model: Explain's reading).
func labelByModel(l *line) bool {
	if memOf(*l) == nil || memOf(*l).lr == nil {
		return false
	}
	return memOf(*l).lr.probAtLeast(l.N, "heading", sureHeading)
}

// modelOpens decides a title-case label apart (title t) in plain type:
// in a section of one-line items (listSection), naming no kind, over
// lines that read as no section's entries, it opens a section of its
// own when the line-role model is sure it is a heading. The section is
// marked so that its content does not give it a kind (openedByModel).
func modelOpens(ls []line, i int, t string, cur kind, known bool) (string, bool) {
	if known || !listSection(cur) || memOf(ls[i]) == nil || memOf(ls[i]).lr == nil {
		return "", false
	}
	if k, ok := contentKind(labelRun(ls, i)); ok && readableKind(k) {
		return "", false // its lines read as a section's entries: the rules decide
	}
	if !labelByModel(&ls[i]) {
		return "", false
	}
	lr := memOf(ls[i]).lr
	if lr.opened == nil {
		lr.opened = map[int]bool{}
	}
	lr.opened[ls[i].N] = true
	noteHeading(ls, i, "heading: a title-case label apart that the line-role model reads as a heading; its lines read as no section")
	return t, true
}

// listSection reports whether k is read as a list of items, each a line
// or two (talks, service, teaching, awards): there a short title-case
// line apart is seldom an entry, while in education, positions and
// projects it is an entry's head (an institution, a job title, a
// project's name), and in publications a sub-heading.
func listSection(k kind) bool {
	return k == secTalks || k == secService || k == secTeaching || k == secAwards
}

// openedByModel reports whether section s was opened by modelOpens: its
// kind stays the one its words give.
func openedByModel(s *section) bool {
	m := sectionMemo(s)
	return m != nil && m.lr != nil && m.lr.opened[s.Line]
}
