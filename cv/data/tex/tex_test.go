package tex

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`M{\"o}bius`, "Möbius"},
		{`M\"obius \'{e}t\'e \^o \~n \c{c} \v{s} \u{g} \H{o} \r{a} \k{e} \={a} \.{z}`, "Möbius été ô ñ ç š ğ ő å ę ā ż"},
		{`{\ss} {\o}ster {\AA}ngstr{\"o}m \l{}\'od\'z {\i}`, "ß øster Ångström łódź ı"},
		{`\'{\i}ndice na\"{\i}ve`, "índice naïve"},
		{`Sand \& Gravel, 50\% off, \$5, a\_b, \#1, \{x\}`, "Sand & Gravel, 50% off, $5, a_b, #1, {x}"},
		{`1999--2001 --- yes -- no - maybe`, "1999–2001 — yes – no - maybe"},
		{"``quoted'' and it's", "“quoted” and it's"},
		{`{\em emphasised} \emph{this} \textit{that} {\bf bold} \textsc{Caps}`, "emphasised this that bold Caps"},
		{`\href{https://example.org/a&b}{the link} \url{example.org}`, "the link example.org"},
		{`\mytitle{https://example.org/x}{A Title} \unknown[opt]{kept}`, "A Title kept"},
		{`$^\ast$ co-first, $\dagger$ equal`, "* co-first, † equal"},
		{`a~b\,c\ d % a comment`, "a b c d"},
		{`{{A} {N}ew {H}ope}`, "A New Hope"},
		{`\footnote{dropped} \label{x}kept`, "kept"},
		{`unbalanced {brace and } extra }`, "unbalanced brace and extra"},
	} {
		if got := Text(c.in, Options{}); got != c.want {
			t.Errorf("Text(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestTextBold(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`\textbf{Ada Quill}, Bo Rennet`, "**Ada Quill**, Bo Rennet"},
		{`{\bf Title} rest`, "**Title** rest"},
		{`\textbf{\underline{Me}} and you`, "**Me** and you"},
		{`\textbf{}`, ""},
	} {
		if got := Text(c.in, Options{Bold: true}); got != c.want {
			t.Errorf("Text(%q, bold) = %q, want %q", c.in, got, c.want)
		}
	}
}

func FuzzText(f *testing.F) {
	for _, s := range []string{`M{\"o}bius`, `{\bf x}`, `\href{a}{b}`, `{{{`, `\`, `\"`, `$^\ast$`, `\textbf{\textbf{x}}`} {
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, bold bool) {
		got := Text(s, Options{Bold: bold})
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("invalid UTF-8 from %q: %q", s, got)
		}
		if strings.ContainsAny(got, "\n\t") {
			t.Fatalf("white space not collapsed: %q", got)
		}
		if len(got) > 4*len(s)+16 {
			t.Fatalf("output %d bytes from %d", len(got), len(s))
		}
	})
}
