package parse

// A numbered list item wrapped over several lines can leave a short tail
// that looks like a heading ("Award" from "... Best Paper" / "Award", or
// a bold "Research (Co-PI)"): the numbering gives it away. When the
// numbered item above the line and the one below it follow each other
// ("[4]" then "[5]", "5." then "6."), with no blank line between them,
// the line is the first item's tail, not a heading:
//
//	[4] A Made-Up Title. A. Author. Example Symposium, 2025. Best Paper
//	    Award
//	[5] Another Title. B. Author. ...

// insideNumberedRun reports whether line i stands between two numbered
// list items that follow each other, no blank line between them, at most
// a few lines below the first.
func insideNumberedRun(ls []line, i int) bool {
	const reach = 4 // lines of one item: a title and authors wrap over a few
	prev := -1
	for j := i - 1; j >= 0 && j >= i-reach; j-- {
		if ls[j].blank {
			return false
		}
		if ls[j].list != "" {
			prev = j
			break
		}
	}
	if prev < 0 {
		return false
	}
	for j := i + 1; j < len(ls) && j <= i+reach; j++ {
		if ls[j].blank {
			return false
		}
		if ls[j].list != "" {
			a, okA := listNumber(ls[prev].list)
			b, okB := listNumber(ls[j].list)
			return okA && okB && b == a+1
		}
	}
	return false
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
