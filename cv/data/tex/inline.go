package tex

// inlineStyles set their one argument in a style inside the running
// text (\textit{Venue}, 2020; \emph{to appear}): the argument is written
// where it stands, with no space around it, so that punctuation after it
// stays attached ("Venue, 2020", not "Venue , 2020").
var inlineStyles = map[string]bool{
	"textit": true, "emph": true, "textsl": true, "textsc": true, "texttt": true, "textrm": true,
	"textsf": true, "textup": true, "textmd": true, "textnormal": true, "underline": true, "uline": true,
	"mbox": true, "hbox": true, "text": true,
}

// colorStyles take a colour first, then the text: \textcolor{blue}{Ann};
// the colour is no text.
var colorStyles = map[string]bool{"textcolor": true, "colorbox": true}

// inline converts an inline style's argument in place; ok false for
// other commands.
func (c *conv) inline(name string, depth int) bool {
	switch {
	case inlineStyles[name]:
	case colorStyles[name]:
		c.optionalArg()
		c.skipArg()
	default:
		return false
	}
	c.arg(depth, false)
	return true
}
