package linerole

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// boundPieces are the pieces random lines are joined from: words,
// headings, dates, marks and blanks, all made up.
var boundPieces = []string{"Quorvath ", "Zelminster", "Awards", "Teaching", "Invited Talks", "Mentees",
	" and ", ", ", ". ", "2031", "2029 – 2030", "present", "Journal of Zarnquix", "pp. 12–19", "(", ")",
	"[3] ", "• ", "“", "”", ":", " | ", "grobble the quintessa", "Ñandú", "", "   "}

// randomLines are n lines of random joins, each with random cues, some
// blank, on one or two pages.
func randomLines(rng *rand.Rand, seed uint64, n int) []Line {
	cues := []Cue{{}, {}, {}, {Heading: 2}, {Bold: true}, {List: "-", Depth: 1}, {Indent: 4}, {Size: 1.4}, {Italic: true}}
	var out []Line
	for s := range cvtext.Joins(seed, 18, boundPieces, n, 6) {
		page := 1 + len(out)*2/n
		out = append(out, Line{Page: page, Text: s, Cue: cues[rng.IntN(len(cues))]})
	}
	return out
}

// TestProbBoundsHoldRoleAt: for every line of the fictional CV and of
// random files, every role and every reach, RoleAt's probability lies
// within probBounds; with a reach past the window the bounds close on it
// (they are the least and greatest values, not loose ones).
func TestProbBoundsHoldRoleAt(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(18, 22))
	files := [][]Line{fictional}
	for k := range 12 {
		files = append(files, randomLines(rng, uint64(k), 5+rng.IntN(40)))
	}
	for f, lines := range files {
		r := m.Reader(lines, "pdf")
		for i := range lines {
			role, ok := r.RoleAt(i)
			if !ok {
				t.Fatalf("file %d: no role for line %d", f, i)
			}
			for y, p := range role.P {
				for d := range Window + 2 {
					lo, hi := r.probBounds(i, y, d)
					if lo > p+1e-12 || hi < p-1e-12 {
						t.Fatalf("file %d line %d role %s reach %d: %v outside [%v, %v]", f, i, Roles[y], d, p, lo, hi)
					}
					if d >= Window && hi-lo > 1e-12 {
						t.Fatalf("file %d line %d role %s reach %d: [%v, %v] open around %v", f, i, Roles[y], d, lo, hi, p)
					}
				}
			}
		}
	}
}

// TestProbAtLeastIsRoleAt holds ProbAtLeast to RoleAt's probability
// compared with the threshold, on fictional and random lines, for every
// role, at the parser's threshold, others, and each line's own
// probability (where no bound may decide).
func TestProbAtLeastIsRoleAt(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(22, 18))
	files := [][]Line{fictional}
	for k := range 12 {
		files = append(files, randomLines(rng, 100+uint64(k), 1+rng.IntN(60)))
	}
	for f, lines := range files {
		checkProbAtLeast(t, m, lines, f)
	}
}

// checkProbAtLeast holds ProbAtLeast to RoleAt on every line of lines.
func checkProbAtLeast(t *testing.T, m *Model, lines []Line, f int) {
	t.Helper()
	full, fast := m.Reader(lines, "md"), m.Reader(lines, "md")
	for i := range lines {
		role, _ := full.RoleAt(i)
		for y, p := range role.P {
			for _, q := range []float64{0.05, 0.5, 0.9, 0.99, p, p + 1e-9, p - 1e-9} {
				if got, want := fast.ProbAtLeast(i, Roles[y], q), p >= q; got != want {
					t.Fatalf("file %d line %d: ProbAtLeast(%s, %v) = %v, RoleAt's %v", f, i, Roles[y], q, got, p)
				}
			}
		}
	}
	if fast.ProbAtLeast(len(lines), "heading", 0) || fast.ProbAtLeast(-1, "heading", 0) || fast.ProbAtLeast(0, "no-such-role", 0) {
		t.Error("an answer for a line or a role the file does not have")
	}
}

// FuzzProbAtLeast holds ProbAtLeast to RoleAt on the lines of any text,
// each line's cue taken from its first byte, at the parser's threshold.
func FuzzProbAtLeast(f *testing.F) {
	m, err := Default()
	if err != nil {
		f.Fatal(err)
	}
	f.Add("Quorvath Zelminster\n\nInvited Talks\n\nGrobble the quintessa, 2031\n# Mentees\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		var lines []Line
		for s := range strings.SplitSeq(text, "\n") {
			l := Line{Page: 1, Text: s}
			if s != "" {
				l.Cue = Cue{Heading: int(s[0] % 3), Bold: s[0]%5 == 0, Indent: int(s[0] % 7)}
			}
			lines = append(lines, l)
		}
		if len(lines) > 200 {
			return
		}
		full, fast := m.Reader(lines, "txt"), m.Reader(lines, "txt")
		for i := range lines {
			role, _ := full.RoleAt(i)
			for y, p := range role.P {
				if got := fast.ProbAtLeast(i, Roles[y], 0.9); got != (p >= 0.9) {
					t.Fatalf("line %d: ProbAtLeast(%s, 0.9) = %v, RoleAt's %v", i, Roles[y], got, p)
				}
			}
		}
	})
}
