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
// patents as @patent, preprints and the rest as @misc (a preprint with
// type = {Preprint}). The status goes in pubstate, paper awards and the
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
	fs := []field{{"title", p.Title}}
	if len(p.Authors) > 0 {
		fs = append(fs, field{"author", authors(p)})
	}
	v := p.VenueRaw
	if v == "" {
		v = p.Venue
	}
	if p.Type == cv.TypePreprint && v == "" {
		v = "Preprint"
	}
	fs = append(fs, field{venueField, v})
	if p.Year > 0 {
		fs = append(fs, field{"year", strconv.Itoa(p.Year)})
	}
	if p.Type == cv.TypePreprint {
		fs = append(fs, field{"type", "Preprint"})
	}
	if p.Status != "" {
		fs = append(fs, field{"pubstate", p.Status.Label()})
	}
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
		b.WriteString("  " + f.name + " = {" + Escape(f.value) + "},\n")
	}
	b.WriteString("}\n")
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
	case cv.TypePatent:
		return "patent", "howpublished"
	}
	return "misc", "howpublished"
}

// authors is the author list, "and"-joined: names as written (BibTeX
// reads "First Last"), a name with a comma braced whole, "and others"
// when the list was cut.
func authors(p *cv.Publication) string {
	names := make([]string, 0, len(p.Authors)+1)
	for _, a := range p.Authors {
		a = strings.Join(strings.Fields(a), " ")
		if a == "" {
			continue
		}
		if given, family := SplitName(a); strings.Contains(a, ",") || strings.EqualFold(a, "others") {
			a = "{" + family + "}, " + given
		}
		names = append(names, a)
	}
	if p.EtAl {
		names = append(names, "others")
	}
	return strings.Join(names, " and ")
}

// Escape writes s for a braced BibTeX value: TeX's special characters
// as commands (\& \% \$ \# \_ \{ \} and ~ ^ \ as text commands), the
// word "and" kept apart from name lists by the caller, control
// characters dropped, white space made single spaces.
func Escape(s string) string {
	var b strings.Builder
	for _, r := range strings.Join(strings.Fields(s), " ") {
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
