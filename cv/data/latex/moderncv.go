package latex

import "strings"

// moderncv reads moderncv's entry commands: \cventry{dates}{title}
// {employer}{city}{grade}{description} as one line (the dates, then the
// rest, the title in bold) and its description below; \cvitem{label}
// {text}; \cvlistitem{text}. curve's \entry*[dates] starts a line with
// its dates.
func (s *scanner) moderncv(name string) bool {
	switch name {
	case "cventry", "cventry*", "cvevent":
		s.cventry()
	case "cvitem", "cvitem*", "cvitemwithcomment", "cvdoubleitem", "cvcolumn":
		s.optional()
		a := s.args(4)
		if name == "cvitem" || name == "cvitem*" || name == "cvcolumn" {
			a = a[:min(len(a), 2)]
		}
		s.line(a...)
	case "cvlistitem", "cvlistdoubleitem":
		s.optional()
		for _, x := range s.args(2) {
			s.flush()
			s.item = "-"
			s.cur.WriteString(x)
			s.flush()
		}
	case "entry", "entry*":
		s.flush()
		if o, ok := s.optional(); ok {
			s.cur.WriteString(o + " & ")
		}
	default:
		return false
	}
	return true
}

// cventry reads \cventry's six arguments: one line of the dates and
// the rest, the title bold, then the description below it.
func (s *scanner) cventry() {
	s.optional()
	a := s.args(6)
	for len(a) < 6 {
		a = append(a, "")
	}
	var rest []string
	if t := strings.TrimSpace(a[1]); t != "" {
		rest = append(rest, `\textbf{`+t+`}`)
	}
	for _, x := range a[2:5] {
		if strings.TrimSpace(x) != "" {
			rest = append(rest, x)
		}
	}
	s.line(a[0], strings.Join(rest, ", "))
	if strings.TrimSpace(a[5]) != "" {
		s.splice("\n" + a[5] + "\n\n")
	}
}

// header reads what a class keeps for the title block: moderncv's \name
// {first}{last}, \firstname, \familyname, \email, \phone, \homepage,
// \address; article's \author; curve's \leftheader and \rightheader. The
// block is written where the body starts or at \makecvtitle.
func (s *scanner) header(name string) bool {
	switch name {
	case "name":
		a := s.args(2)
		s.head.name = strings.TrimSpace(strings.Join(a, " "))
	case "firstname":
		s.head.name = strings.TrimSpace(s.group() + " " + s.head.name)
	case "familyname", "lastname":
		s.head.name = strings.TrimSpace(s.head.name + " " + s.group())
	case "author":
		if !s.out {
			s.head.name = s.group()
			return true
		}
		return false
	case "email", "phone", "mobile", "homepage", "address", "social", "extrainfo", "orcid":
		if s.out {
			return false
		}
		s.optional()
		// an address keeps its "~" (a home folder), which TeX would space
		s.head.lines = append(s.head.lines, strings.ReplaceAll(strings.Join(s.args(3), ", "), "~", `\textasciitilde{}`))
	case "leftheader", "rightheader":
		s.head.lines = append(s.head.lines, s.group())
	case "makecvtitle", "maketitle", "makeheaders", "makecvhead":
		s.optional()
		s.emitHeader()
	default:
		return false
	}
	return true
}

// emitHeader writes the title block once: the name as the top heading,
// then the contact lines.
func (s *scanner) emitHeader() {
	if s.headDone || !s.out {
		return
	}
	s.headDone = true
	if s.head.name != "" {
		s.heading(1, s.head.name)
	}
	if len(s.head.lines) > 0 {
		s.splice("\n\n" + strings.Join(s.head.lines, "\n\n") + "\n\n")
	}
}

// bibliography notes the .bib files (\bibliography, \addbibresource) and
// the entries cited (\nocite{*} all, \cite and \nocite keys); the
// publications stand where the bibliography is printed.
func (s *scanner) bibliography(name string) bool {
	switch name {
	case "bibliography", "addbibresource", "addglobalbib", "nobibliography":
		s.optional()
		for _, f := range strings.Split(s.group(), ",") {
			if f = strings.TrimSpace(f); f != "" {
				s.bibs = append(s.bibs, bibFile(f))
			}
		}
		if name == "bibliography" {
			s.markBib()
		}
	case "printbibliography", "bibbysection", "printbibheading":
		s.optional()
		s.markBib()
	case "nocite", "cite", "citep", "citet", "parencite", "textcite", "autocite", "fullcite", "footcite", "bibentry":
		s.optional()
		s.optional()
		for _, k := range strings.Split(s.group(), ",") {
			if k = strings.TrimSpace(k); k == "*" {
				s.citeAll = true
			} else if k != "" {
				s.cites = append(s.cites, k)
			}
		}
	default:
		return false
	}
	return true
}

func (s *scanner) markBib() {
	s.flush()
	if s.bibAt < 0 {
		s.bibAt = len(s.lines)
	}
}
