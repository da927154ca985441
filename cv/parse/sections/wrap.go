package sections

import "github.com/vitae-cv/vitae/cv/parse/lines"

// A numbered list item wrapped over several lines can leave a short tail
// that looks like a heading ("Award" from "... Best Paper" / "Award", or
// a bold "Research (Co-PI)"): the numbering gives it away. When the
// numbered item above the line and the one below it follow each other
// ("[4]" then "[5]", "5." then "6."), with no blank line between them,
// the line is the first item's tail, not a heading; so too between two
// bullets of one list when the line is indented under the first:
//
//	[4] A Made-Up Title. A. Author. Example Symposium, 2025. Best Paper
//	    Award
//	[5] Another Title. B. Author. ...

// InsideNumberedRun reports whether line i stands between two list items
// that follow each other (itemsRunOn), no blank line between them, at
// most a few lines below the first.
func InsideNumberedRun(ls []lines.Line, i int) bool {
	const reach = 4 // lines of one item: a title and authors wrap over a few
	prev := -1
	for j := i - 1; j >= 0 && j >= i-reach; j-- {
		if ls[j].Blank {
			return false
		}
		if ls[j].List != "" {
			prev = j
			break
		}
	}
	if prev < 0 {
		return false
	}
	for j := i + 1; j < len(ls) && j <= i+reach; j++ {
		if ls[j].Blank {
			return false
		}
		if ls[j].List != "" {
			return itemsRunOn(ls[prev], ls[j], ls[i])
		}
	}
	return false
}

// itemsRunOn reports whether the list items a and b, with l between
// them, are one list's items in a row: numbered n and n+1, or two
// bullets of one kind with l indented under a's marker, at its text (the
// continuation indent of a wrapped item: "* A title ..." / "  Award" /
// "* Next title").
func itemsRunOn(a, b, l lines.Line) bool {
	x, okA := listNumber(a.List)
	y, okB := listNumber(b.List)
	if okA || okB {
		return okA && okB && y == x+1
	}
	return lines.MarkKind(a.List) == lines.MarkKind(b.List) && l.Indent > a.Indent
}

// listNumber is the number of a numbered list marker ("5.", "[5]", "(5)",
// "5)"), false for a bullet.
func listNumber(m string) (int, bool) {
	n, digits := 0, 0
	for i := 0; i < len(m); i++ {
		c := m[i]
		switch {
		case isDigitByte(c):
			if digits == 6 {
				return 0, false
			}
			n = n*10 + int(c-'0')
			digits++
		case c == '.' || c == ')' || c == ']' || c == '(' || c == '[':
		default:
			return 0, false
		}
	}
	return n, digits > 0
}

// A paper's award named at the end of its citation can wrap so that its
// last words stand alone on the next line, and those words name a
// section ("Award"):
//
//	Example Journal of Kites, 2019. Best
//	Paper Award
//
// A line that is wholly the tail of a paper-award name begun by the last
// word of the line above, no blank line between them, is that line's
// continuation, never a heading, bold or not.
