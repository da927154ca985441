package docx

import "strings"

// fieldChar reads a w:fldChar: a field begins, its result begins, or it
// ends. A HYPERLINK field's result is a link.
func (r *bodyReader) fieldChar(p *paraState, typ string) {
	switch typ {
	case "begin":
		if len(r.fields) == maxFields {
			r.fieldsLost++
			return
		}
		r.fields = append(r.fields, field{saved: p.link})
	case "separate":
		if r.fieldsLost > 0 || len(r.fields) == 0 {
			return
		}
		f := &r.fields[len(r.fields)-1]
		f.result = true
		if url := fieldLink(f.instr.String()); url != "" {
			p.link, f.linked = url, true
		}
	case "end":
		if r.fieldsLost > 0 {
			r.fieldsLost--
			return
		}
		if n := len(r.fields); n > 0 {
			if f := &r.fields[n-1]; f.linked {
				p.link = f.saved
			}
			r.fields = r.fields[:n-1]
		}
	}
}

// instrText reads a w:instrText whose start was just read: the code of the
// innermost open field.
func (r *bodyReader) instrText() error {
	s, err := r.t.text()
	if err != nil || len(r.fields) == 0 || r.fieldsLost > 0 {
		return err
	}
	if f := &r.fields[len(r.fields)-1]; !f.result && f.instr.Len()+len(s) <= maxInstr {
		f.instr.WriteString(s)
	}
	return nil
}

// inFieldCode reports whether the text read now is a field's code, not
// shown in the document.
func (r *bodyReader) inFieldCode() bool {
	for i := range r.fields {
		if !r.fields[i].result {
			return true
		}
	}
	return r.fieldsLost > 0
}

// fieldLink is the target of a HYPERLINK field code
// (`HYPERLINK "https://…" \o "tip"`), "" for any other field or a link
// to a place in the document (\l).
func fieldLink(instr string) string {
	args := fieldArgs(instr)
	if len(args) < 2 || !strings.EqualFold(args[0], "HYPERLINK") {
		return ""
	}
	for i := 1; i < len(args); i++ {
		switch a := args[i]; {
		case strings.EqualFold(a, `\l`):
			return ""
		case a == `\o` || a == `\t`:
			i++ // the switch's argument
		case strings.HasPrefix(a, `\`):
		default:
			return a
		}
	}
	return ""
}

// fieldArgs splits a field code into words, a quoted string being one.
func fieldArgs(s string) []string {
	var out []string
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		if s[0] == '"' {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				return append(out, s[1:])
			}
			out = append(out, s[1:1+end])
			s = s[2+end:]
			continue
		}
		end := strings.IndexAny(s, " \t\"")
		if end < 0 {
			return append(out, s)
		}
		out = append(out, s[:end])
		s = s[end:]
	}
	return out
}
