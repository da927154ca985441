package parse

import "github.com/vitae-cv/vitae/internal/linerole"

// RoleLine is the line-role model's view of v (internal/linerole): its
// text, page and cues, and the section the parser read it in. The model
// is trained on these views of Explain's lines and the parser asks it
// about the same views of its own lines, so both read one conversion.
func RoleLine(v LineView) linerole.Line {
	c := v.Cue
	return linerole.Line{Page: v.Page, Text: v.Text, Section: v.Section, Title: v.Title,
		Cue: linerole.Cue{Heading: c.Heading, Bold: c.Bold, Italic: c.Italic, List: c.List, Depth: c.Depth,
			Indent: c.Indent, Cells: c.Cells, Size: c.Size, Repeats: c.Repeats}}
}

// RoleLines is RoleLine of each view.
func RoleLines(views []LineView) []linerole.Line {
	out := make([]linerole.Line, len(views))
	for i, v := range views {
		out[i] = RoleLine(v)
	}
	return out
}
