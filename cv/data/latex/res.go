package latex

import (
	"regexp"
	"strings"
)

// res.cls (the résumé class of the TeX archives) keeps an entry's parts
// as fields and prints them where the position environment starts, laid
// out by a format the document declares once:
//
//	\begin{format} \title{l}\employer{r}\\ \dates{l}\location{r}\\ \end{format}
//	\title{Lecturer}\employer{Example University}\dates{2016--2020}
//	\begin{position} Taught widgets. \end{position}
//
// The format is layout only, no text; the fields become one line, the
// dates first and the title in bold (as moderncv's \cventry is read),
// the location a cell of its own, the position's text below it.

// resClassRE finds \documentclass{res}.
var resClassRE = regexp.MustCompile(`\\documentclass\s*(?:\[[^\]]*\])?\s*\{\s*res\s*\}`)

// resField are the entry fields res.cls declares.
var resField = map[string]bool{"title": true, "employer": true, "dates": true, "location": true}

// resCommand keeps a field of the entry being declared. \title is a
// field only in a res.cls document or its resume environment (elsewhere
// it is the document's title).
func (s *scanner) resCommand(name string) bool {
	if !s.out || !s.resume || !resField[name] {
		return false
	}
	if s.res == nil {
		s.res = map[string]string{}
	}
	s.res[name] = s.group()
	return true
}

// resEnv reads the res.cls environments: format (skipped whole),
// position (the entry's line, then its text), resume (the body).
func (s *scanner) resEnv(env string) bool {
	switch {
	case env == "resume":
		s.flush()
		s.resume = true
	case env == "format" && s.resume:
		if j := strings.Index(s.s[s.i:], `\end{format}`); j >= 0 {
			s.i += j + len(`\end{format}`)
		}
	case env == "position" && s.resume:
		s.resEntry()
	default:
		return false
	}
	return true
}

// resEntry writes the declared fields as one line and clears them.
func (s *scanner) resEntry() {
	f := s.res
	s.res = nil
	var rest []string
	if t := strings.TrimSpace(f["title"]); t != "" {
		rest = append(rest, `\textbf{`+t+`}`)
	}
	if t := strings.TrimSpace(f["employer"]); t != "" {
		rest = append(rest, t)
	}
	if len(rest) == 0 && strings.TrimSpace(f["dates"]) == "" {
		s.flush()
		return
	}
	s.line(f["dates"], strings.Join(rest, ", "), f["location"])
}
