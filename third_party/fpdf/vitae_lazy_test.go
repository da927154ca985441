package fpdf

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// The tests of change 28 (SetFewerOperators) run the same drawing with
// and without it and compare what each page paints: a small interpreter
// of content streams (paint) lists every text shown and every path
// filled, stroked or clipped with the graphics state it is painted in
// (font, size, fill and stroke colour, line width, dash, clips, the
// transformations), so that fewer operators must draw the same.

// gstate is the part of the graphics state that paint follows.
type gstate struct {
	fill, stroke, font, width, dash, ctm string
	clips                                int
}

// paint lists what content c paints, one line each.
func paint(c []byte) ([]string, error) {
	var (
		out    []string
		st     = gstate{fill: "0 g", stroke: "0 G"}
		stack  []gstate
		ops    []string
		path   []string
		textAt string
	)
	toks, err := contentTokens(c)
	if err != nil {
		return nil, err
	}
	for _, tok := range toks {
		if !isOperator(tok) {
			ops = append(ops, tok)
			continue
		}
		args := strings.Join(ops, " ")
		ops = ops[:0]
		switch tok {
		case "q":
			stack = append(stack, st)
		case "Q":
			if len(stack) == 0 { // a raw Q of drawRandom: listed, the state kept
				out = append(out, "Q without q")
				continue
			}
			st, stack = stack[len(stack)-1], stack[:len(stack)-1]
		case "g", "rg", "k", "cs", "sc", "scn":
			st.fill = args + " " + tok
		case "G", "RG", "K", "CS", "SC", "SCN":
			st.stroke = args + " " + tok
		case "Tf":
			st.font = args
		case "w":
			st.width = args
		case "d":
			st.dash = args
		case "cm":
			st.ctm += "[" + args + "]"
		case "BT":
			textAt = ""
		case "Td", "TD", "Tm":
			textAt += " " + args + " " + tok
		case "Tj", "TJ", "'", `"`:
			out = append(out, fmt.Sprintf("text %q at%s in %s, %s, clips %d %s", args, textAt, st.font, st.fill, st.clips, st.ctm))
		case "m", "l", "c", "v", "y", "re", "h":
			path = append(path, args+" "+tok)
		case "W", "W*":
			st.clips++
			out = append(out, fmt.Sprintf("clip %v %s", path, st.ctm))
		case "f", "F", "f*", "B", "B*", "b", "b*", "S", "s", "n":
			var what []string
			if strings.ContainsAny(tok, "fFBb") {
				what = append(what, "fill "+st.fill)
			}
			if strings.ContainsAny(tok, "SsBb") {
				what = append(what, "stroke "+st.stroke+" width "+st.width+" dash "+st.dash)
			}
			if tok != "n" {
				out = append(out, fmt.Sprintf("%s %v %v clips %d %s", tok, path, what, st.clips, st.ctm))
			}
			path = nil
		case "ET":
		default: // other operators: listed as they are, in order
			out = append(out, args+" "+tok)
		}
	}
	return out, nil
}

// isOperator tells whether a content token is an operator.
func isOperator(tok string) bool {
	c := tok[0]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '\'' || c == '"'
}

// contentTokens splits content into tokens: numbers, names, strings,
// arrays (one token each) and operators.
func contentTokens(c []byte) ([]string, error) {
	var toks []string
	for i := 0; i < len(c); {
		switch ch := c[i]; {
		case ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t':
			i++
		case ch == '(' || ch == '[':
			j, err := skipString(c, i)
			if err != nil {
				return nil, err
			}
			toks = append(toks, string(c[i:j]))
			i = j
		default:
			j := i
			for j < len(c) && !strings.ContainsRune(" \n\r\t([", rune(c[j])) {
				j++
			}
			toks = append(toks, string(c[i:j]))
			i = j
		}
	}
	return toks, nil
}

// skipString is the end of the string or array at c[i].
func skipString(c []byte, i int) (int, error) {
	depth, inStr := 0, false
	for j := i; j < len(c); j++ {
		switch c[j] {
		case '\\':
			j++
		case '(':
			inStr = true
			depth++
		case ')':
			depth--
			if depth == 0 && c[i] == '(' {
				return j + 1, nil
			}
			if depth == 0 {
				inStr = false
			}
		case ']':
			if !inStr {
				return j + 1, nil
			}
		}
	}
	return 0, fmt.Errorf("unterminated string at %d", i)
}

// drawRandom draws on f what rng says: texts and cells in two fonts and
// sizes and in colours, fills, strokes, clips, transformations, raw
// operators, pages added and pages drawn on again.
func drawRandom(f *Fpdf, rng *rand.Rand, steps int) {
	fonts := []string{"u", "Helvetica"}
	styles := []string{"", "B"}
	cols := [][3]int{{0, 0, 0}, {120, 126, 133}, {33, 37, 41}, {244, 246, 248}, {255, 255, 255}}
	texts := []string{"Key figures", "café (é)", `a \ b`, "", "rank 12 of 40"}
	col := func() [3]int { return cols[rng.IntN(len(cols))] }
	nest := 0
	f.SetFont("u", "", 9)
	f.AddPage()
	for range steps {
		switch rng.IntN(24) {
		case 0, 1, 2:
			f.SetFont(fonts[rng.IntN(2)], styles[rng.IntN(2)], []float64{6.5, 9, 9, 13}[rng.IntN(4)])
		case 3, 4:
			c := col()
			f.SetTextColor(c[0], c[1], c[2])
		case 5, 6:
			c := col()
			f.SetFillColor(c[0], c[1], c[2])
		case 7:
			c := col()
			f.SetDrawColor(c[0], c[1], c[2])
		case 8:
			f.SetLineWidth([]float64{0.2, 0.3}[rng.IntN(2)])
		case 9, 10, 11:
			f.Text(rng.Float64()*150, rng.Float64()*250+10, texts[rng.IntN(len(texts))])
		case 12, 13:
			f.SetXY(rng.Float64()*150, rng.Float64()*250+10)
			f.CellFormat(30, 5, texts[rng.IntN(len(texts))], []string{"", "1", "B", "LR"}[rng.IntN(4)], 0, []string{"L", "R", "C"}[rng.IntN(3)], rng.IntN(2) == 0, 0, "")
		case 14:
			f.Rect(rng.Float64()*150, rng.Float64()*250, 10, 5, []string{"F", "D", "DF"}[rng.IntN(3)])
		case 15:
			f.Line(10, rng.Float64()*250, 100, rng.Float64()*250)
		case 16:
			if nest < 2 {
				f.ClipRect(10, 10, 80, 80, false)
				nest++
			} else {
				f.ClipEnd()
				nest--
			}
		case 17:
			f.TransformBegin()
			f.TransformTranslate(3, 4)
			f.Text(20, 20, "moved")
			f.TransformEnd()
		case 18:
			f.RawWriteStr([]string{"0.5 g", "q", "Q", "0.25 0.5 0.75 rg"}[rng.IntN(4)])
			if nest > 0 {
				f.ClipEnd()
				nest--
			}
		case 19:
			for nest > 0 {
				f.ClipEnd()
				nest--
			}
			f.AddPage()
		case 20:
			for nest > 0 {
				f.ClipEnd()
				nest--
			}
			f.SetPage(1 + rng.IntN(f.PageCount()))
		case 21:
			f.Circle(50, 50, 5, []string{"F", "D"}[rng.IntN(2)])
		case 22:
			f.SetFontSize([]float64{7, 9}[rng.IntN(2)])
		case 23:
			f.SetDashPattern([]float64{0.5, 0.5}, 0)
			f.Line(10, 10, 50, 50)
			f.SetDashPattern(nil, 0)
		}
	}
	for nest > 0 {
		f.ClipEnd()
		nest--
	}
	f.SetPage(f.PageCount())
}

// pagesPainted draws with drawRandom, with or without fewer operators,
// and returns what each page paints and the pages' content size.
func pagesPainted(t *testing.T, ttf []byte, seed uint64, steps int, fewer bool) ([][]string, int) {
	t.Helper()
	f := New("P", "mm", "A4", "")
	f.SetCompression(false)
	f.AddUTF8FontFromBytes("u", "", ttf)
	f.AddUTF8FontFromBytes("u", "B", ttf)
	f.SetFewerOperators(fewer)
	f.SetFooterFunc(func() {
		f.SetFont("u", "", 7)
		f.SetTextColor(120, 126, 133)
		f.Text(10, 290, "footer")
	})
	drawRandom(f, rand.New(rand.NewPCG(seed, 28)), steps)
	f.Close()
	if err := f.Error(); err != nil {
		t.Fatal(err)
	}
	var out [][]string
	size := 0
	for n := 1; n < len(f.pages); n++ {
		p, err := paint(f.pages[n].Bytes())
		if err != nil {
			t.Fatalf("seed %d page %d: %v", seed, n, err)
		}
		out = append(out, p)
		size += f.pages[n].Len()
	}
	return out, size
}

// TestFewerOperatorsPaintSame: random drawings paint the same with and
// without fewer operators, page by page, and in less content.
func TestFewerOperatorsPaintSame(t *testing.T) {
	ttf := testTTF(t)
	before, after := 0, 0
	for seed := range uint64(100) {
		want, n0 := pagesPainted(t, ttf, seed, 200, false)
		got, n1 := pagesPainted(t, ttf, seed, 200, true)
		before, after = before+n0, after+n1
		if len(got) != len(want) {
			t.Fatalf("seed %d: %d pages, want %d", seed, len(got), len(want))
		}
		for p := range want {
			if d := firstDiff(got[p], want[p]); d != "" {
				t.Fatalf("seed %d page %d paints differently: %s", seed, p+1, d)
			}
		}
	}
	if after >= before {
		t.Errorf("content %d bytes with fewer operators, %d without", after, before)
	}
	t.Logf("content %d -> %d bytes", before, after)
}

// firstDiff describes the first difference of two paint lists.
func firstDiff(got, want []string) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf("item %d: %s\nwant %s", i, got[i], want[i])
		}
	}
	if len(got) != len(want) {
		return fmt.Sprintf("%d items, want %d", len(got), len(want))
	}
	return ""
}

// TestFewerOperatorsOps: fictional cases, the operators written.
func TestFewerOperatorsOps(t *testing.T) {
	ttf := testTTF(t)
	f := New("P", "mm", "A4", "")
	f.AddUTF8FontFromBytes("u", "", ttf)
	f.SetFewerOperators(true)
	f.SetFont("u", "", 9)
	f.AddPage()
	f.pages[1].Reset()
	f.SetFont("u", "", 7) // nothing drawn in it: not written
	f.SetFont("u", "", 9)
	f.SetFillColor(244, 246, 248)
	f.SetTextColor(33, 37, 41)
	f.Rect(10, 10, 5, 5, "F")
	f.Text(10, 20, "a")
	f.Text(10, 25, "b") // same font and colour: only the text
	f.SetFont("u", "", 9)
	f.Rect(10, 10, 5, 5, "F") // the fill colour again
	got := f.pages[1].String()
	want := "0.957 0.965 0.973 rg\n28.35 813.54 14.17 -14.17 re f\n" +
		"BT /F" + f.currentFont.i + " 9.00 Tf ET\n0.129 0.145 0.161 rg\nBT 28.35 785.20 Td (\x00a) Tj ET\nBT 28.35 771.02 Td (\x00b) Tj ET\n" +
		"0.957 0.965 0.973 rg\n28.35 813.54 14.17 -14.17 re f\n"
	if got != want {
		t.Errorf("wrote\n%q\nwant\n%q", got, want)
	}
	// an operator of unknown effect: what is pending is written first,
	// and text colours go back inside q and Q
	f.pages[1].Reset()
	f.SetFont("u", "", 7)
	f.RawWriteStr("q")
	f.Text(10, 20, "c")
	got = f.pages[1].String()
	want = "BT /F" + f.currentFont.i + " 7.00 Tf ET\nq\nq 0.129 0.145 0.161 rg BT 28.35 785.20 Td (\x00c) Tj ET Q\n"
	if got != want {
		t.Errorf("after a raw operator wrote\n%q\nwant\n%q", got, want)
	}
	if !bytes.Contains([]byte(got), []byte("Tf")) {
		t.Error("no font operator")
	}
}
