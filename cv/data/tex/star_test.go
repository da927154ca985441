package tex

import "testing"

// TestStarredCommand: a starred command (\hspace*, \vspace*) takes the
// same arguments as its plain form, so its dimension is no text.
func TestStarredCommand(t *testing.T) {
	for in, want := range map[string]string{
		`\hspace*{-1.2in}Ann Example`:        "Ann Example",
		`Fellowship\vspace*{4pt} 2021`:       "Fellowship 2021",
		`\noindent\hspace*{-3em}{\bf Talks}`: "Talks",
	} {
		if got := Text(in, Options{}); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}
