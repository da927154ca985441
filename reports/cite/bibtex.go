package cite

import (
	"bytes"
	"io"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// WriteBibTeX writes every publication of cvs as a BibTeX entry, in
// record order: conference and workshop papers as @inproceedings,
// journal articles as @article, theses as @phdthesis, books as @book,
// preprints, patents and the rest as @misc (a preprint with type =
// {Preprint}, a patent with type = {Patent}: classic BibTeX has no
// @patent, biblatex's). The status goes in pubstate, paper awards and the
// presentation label in note. TeX's special characters in the text are
// escaped; the rest is written as UTF-8. Nothing else is written, so the
// file is entries only.
func WriteBibTeX(w io.Writer, cvs []*cv.CV) error {
	var b bytes.Buffer
	for i, it := range Items(cvs) {
		if i > 0 {
			b.WriteByte('\n')
		}
		writeEntry(&b, it)
	}
	_, err := w.Write(b.Bytes())
	return err
}

type field struct{ name, value string }

func writeEntry(b *bytes.Buffer, it Item) {
	p := it.Pub
	typ, venueField := entryType(p.Type)
	fs := []field{{"title", Escape(p.Title)}}
	if len(p.Authors) > 0 {
		fs = append(fs, field{"author", authors(p)})
	}
	v := p.VenueRaw
	if v == "" {
		v = p.Venue
	}
	fs = append(fs, field{venueField, v})
	// the catalogue's name for the venue, where a reader finds it first
	// (biblatex's fields for the event and the journal's short title)
	if p.Venue != "" && p.Type == cv.TypeJournal {
		fs = append(fs, field{"shortjournal", p.Venue})
	} else if p.Venue != "" {
		fs = append(fs, field{"eventtitle", p.Venue})
	}
	if p.Year > 0 {
		fs = append(fs, field{"year", strconv.Itoa(p.Year)})
	}
	switch p.Type {
	case cv.TypeWorkshop:
		fs = append(fs, field{"type", "Workshop"})
	case cv.TypePreprint:
		fs = append(fs, field{"type", "Preprint"})
	case cv.TypePatent:
		fs = append(fs, field{"type", "Patent"})
	}
	fs = append(fs, field{"pubstate", pubstate(p.Status)})
	note := append([]string{}, p.Awards...)
	if p.Distinction != "" {
		note = append(note, p.Distinction)
	}
	fs = append(fs, field{"note", strings.Join(note, "; ")})
	b.WriteString("@" + typ + "{" + it.Key + ",\n")
	for _, f := range fs {
		if f.value == "" {
			continue
		}
		if f.name != "title" && f.name != "author" {
			f.value = Escape(f.value)
		}
		b.WriteString("  " + f.name + " = {" + f.value + "},\n")
	}
	b.WriteString("}\n")
}

// pubstate is biblatex's pubstate for a status: its own key where it has
// one (forthcoming, submitted, inpreparation), the status's label where
// not, nothing for a published paper (what an entry without pubstate
// is; the reports count the two alike).
func pubstate(s cv.PubStatus) string {
	switch s {
	case cv.PubPublished:
		return ""
	case cv.PubToAppear:
		return "forthcoming"
	case cv.PubInPreparation:
		return "inpreparation"
	}
	return s.Label()
}

// entryType is the BibTeX entry type of a publication type and the field
// its venue goes in.
func entryType(t cv.PubType) (typ, venue string) {
	switch t {
	case cv.TypeConference, cv.TypeWorkshop:
		return "inproceedings", "booktitle"
	case cv.TypeJournal:
		return "article", "journal"
	case cv.TypeThesis:
		return "phdthesis", "school"
	case cv.TypeBook:
		return "book", "publisher"
	}
	return "misc", "howpublished"
}

// authors is the author list, "and"-joined, each name escaped and as
// written: BibTeX reads "First Last" and "Last, First" alike; "and
// others" when the list was cut.
func authors(p *cv.Publication) string {
	names := make([]string, 0, len(p.Authors)+1)
	for _, a := range p.Authors {
		a = strings.Join(strings.Fields(a), " ")
		if a == "" {
			continue
		}
		if strings.EqualFold(a, "others") {
			a = "{" + a + "}"
		}
		names = append(names, Escape(a))
	}
	if p.EtAl {
		names = append(names, "others")
	}
	return strings.Join(names, " and ")
}

// Escape writes s for a braced BibTeX value: TeX's special characters
// as commands, "--" kept apart ("-{}-") so that TeX draws no dash, (\& \% \$ \# \_ \{ \} and ~ ^ \ as text commands), the
// word "and" kept apart from name lists by the caller, control
// characters dropped, white space made single spaces.
func Escape(s string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range strings.Join(strings.Fields(s), " ") {
		if r == '-' && prev == '-' {
			b.WriteString("{}") // "--" as written, not TeX's en dash
		}
		prev = r
		switch r {
		case '&', '%', '$', '#', '_', '{', '}':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '~':
			b.WriteString(`\textasciitilde{}`)
		case '^':
			b.WriteString(`\textasciicircum{}`)
		case '\\':
			b.WriteString(`\textbackslash{}`)
		case '@':
			b.WriteString(`{@}`)
		default:
			if r < ' ' || r == 0x7f || r >= 0x80 && r < 0xa0 {
				continue
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}
