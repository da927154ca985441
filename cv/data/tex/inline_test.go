package tex

import "testing"

// TestInlineStyles: an inline style's text stays where it stands, the
// punctuation after it attached; a colour is no text.
func TestInlineStyles(t *testing.T) {
	for in, want := range map[string]string{
		`In \textit{Example Journal of Widgets}, 2020.`: "In Example Journal of Widgets, 2020.",
		`\emph{To appear}.`:                             "To appear.",
		`\textcolor{blue}{Ann Example}, Lecturer`:       "Ann Example, Lecturer",
		`\textsc{Widget Society} (\texttt{WS})`:         "Widget Society (WS)",
		`\textit{\textbf{Best Paper}}`:                  "Best Paper",
	} {
		if got := Text(in, Options{}); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Text(`\textit{\textbf{Best Paper}}, 2019`, Options{Bold: true}); got != "**Best Paper**, 2019" {
		t.Errorf("bold inside italic: %q", got)
	}
}
