package fieldmodel

// Run is a maximal run of tokens of one field, trimmed to its first and
// last word (a run of punctuation only is none): tokens I0..I1-1.
type Run struct {
	Field  int
	I0, I1 int
	Prob   float64 // the mean of the tokens' probabilities (Label)
}

// Runs returns the runs of fields over toks; probs may be nil.
func Runs(toks []Token, fields []int, probs []float64) []Run {
	var out []Run
	for i := 0; i < len(fields); {
		j := i
		for j < len(fields) && fields[j] == fields[i] {
			j++
		}
		a, b := i, j
		for a < b && toks[a].Kind == 'p' {
			a++
		}
		for b > a && toks[b-1].Kind == 'p' {
			b--
		}
		if a < b {
			r := Run{Field: fields[i], I0: a, I1: b}
			if probs != nil {
				for k := a; k < b; k++ {
					r.Prob += probs[k]
				}
				r.Prob /= float64(b - a)
			}
			out = append(out, r)
		}
		i = j
	}
	return out
}

// Text is the run's text in the entry's text.
func (r Run) Text(text string, toks []Token) string {
	return text[toks[r.I0].Start:toks[r.I1-1].End]
}

// Year returns the first year (four digits, 1900–2039) among the tokens
// of the runs of field date, or 0.
func Year(toks []Token, fields []int) int {
	date := FieldIndex("date")
	for i, t := range toks {
		if fields[i] == date && t.Kind == 'w' && wordShape(t.Text) == "year" {
			return int(t.Text[0]-'0')*1000 + int(t.Text[1]-'0')*100 + int(t.Text[2]-'0')*10 + int(t.Text[3]-'0')
		}
	}
	return 0
}
