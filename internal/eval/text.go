package eval

import (
	"fmt"
	"io"
	"strings"
)

// WriteText prints rep as score.py prints it: the section table, the
// other figures, the files with no record, with perFile each file's
// section F1, with Options.Verbose every miss, and the overall line.
func (rep *Report) WriteText(w io.Writer, perFile bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-14s%7s%7s%7s   field accuracy on matched items\n", "section", "P", "R", "F1")
	for _, s := range rep.Sections {
		p, r, f := s.PRF()
		fields := make([]string, len(s.Fields))
		for i, k := range s.Fields {
			c := s.FieldCount[k]
			fields[i] = fmt.Sprintf("%s=%d/%d", k, int(c.Right), c.Total)
		}
		fmt.Fprintf(&b, "%-14s%7.3f%7.3f%7.3f   %s\n", s.Name, p, r, f, strings.Join(fields, "  "))
	}
	for _, k := range Others {
		fmt.Fprintf(&b, "%-14s%14s%7.3f\n", k, "", rep.Others[k].Acc())
	}
	if len(rep.Missing) > 0 {
		lead := "no record for: "
		if rep.opt.OnlyParsed {
			lead = "skipped, no record: "
		}
		b.WriteString(lead + strings.Join(rep.Missing, ", ") + "\n")
	}
	if perFile && len(rep.PerFile) > 0 {
		b.WriteString("\nper file: section F1 (matched/truth)\n")
		for _, fs := range rep.PerFile {
			cells := make([]string, len(Sections))
			for i, n := range Sections {
				c := fs.Counts[i]
				cells[i] = fmt.Sprintf("%s=%.2f(%d/%d)", n[:4], fs.F1[n], c[0], c[0]+c[2])
			}
			fmt.Fprintf(&b, "  %-32s%s\n", fs.Key, strings.Join(cells, "  "))
		}
	}
	if rep.opt.Verbose {
		b.WriteString("\nmisses:\n")
		for _, s := range rep.Sections {
			for _, m := range s.Misses {
				b.WriteString("  " + m + "\n")
			}
		}
	}
	fmt.Fprintf(&b, "overall %.3f  worst %s=%.3f\n", rep.Overall, rep.Worst.Name, rep.Worst.Value)
	_, err := io.WriteString(w, b.String())
	return err
}
