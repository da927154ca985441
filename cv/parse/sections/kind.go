package sections

import "github.com/vitae-cv/vitae/cv/parse/lines"

// Kind is what a section holds: the pass's typed hand-off with
// Section. A kind names the reader of the later passes that reads the
// section (cv/parse keeps one per kind).
type Kind int

const (
	Header Kind = iota // before the first heading: name and contact
	Unknown
	Education
	Positions
	Publications
	Awards
	Talks
	Service
	Teaching
	Skills
	Projects
	Interests
	Summary
	Contact
	Skipped // a known section vitae does not read (news, references)
	Mixed   // "Others": each line read as the kind its words name
)

// Names are the kinds' names, in Kind order: the names words lists
// and reports use.
var Names = [...]string{"header", "unknown", "education", "positions", "publications", "awards", "talks", "service", "teaching", "skills", "projects", "interests", "summary", "contact", "skipped", "mixed"}

// String is the kind's name.
func (k Kind) String() string { return Names[k] }

// Section is a run of lines under one heading: its kind, its title
// (the heading's text, "" for the header before the first heading),
// the line number of its heading and its lines (the heading's not
// among them).
type Section struct {
	Kind  Kind
	Title string
	Line  int
	Lines []lines.Line
}

// Readable reports whether content may file a section as k: kinds with
// entries of their own, not the header, skipped or mixed kinds.
func Readable(k Kind) bool {
	switch k {
	case Publications, Education, Positions, Awards, Talks, Service, Teaching:
		return true
	}
	return false
}
