package linerole

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/vitae-cv/vitae/cv/parse"
)

// Roles is every line role, in the order of train.Roles.
var Roles = []string{"blank", "heading", "entry_start", "continuation",
	"description", "group_label", "contact", "furniture", "prose", "other"}

// ModelVersion is the model file's schema version.
const ModelVersion = 1

// Model is a linear-chain model of line roles: a weight per feature and
// role, a weight per pair of roles in a row and per first role. A line
// sequence's roles are those of highest total weight (Viterbi); for
// logistic regression a line's weights are first made log probabilities
// and the transitions' weights are log probabilities.
type Model struct {
	Version int     `json:"version"`
	Method  string  `json:"method"` // MethodLogReg or MethodPerceptron
	Options Options `json:"options"`
	// how it was trained: perceptron epochs and seed, or logreg steps
	// and L2 penalty
	Epochs int      `json:"epochs,omitempty"`
	Seed   uint64   `json:"seed,omitempty"`
	Iters  int      `json:"iters,omitempty"`
	L2     float64  `json:"l2,omitempty"`
	Roles  []string `json:"roles"`
	// Start[r] weighs role r on the first line; Trans[a][b] role b after
	// role a.
	Start []float64   `json:"start"`
	Trans [][]float64 `json:"trans"`
	// Features are sorted; Weights[i][r] is feature i's weight for role r.
	Features []string    `json:"features"`
	Weights  [][]float64 `json:"weights"`

	index map[string]int
}

//go:embed model.json
var embedded []byte

// Default returns the model trained on the hand-reviewed labels of the
// real CVs (internal/train/labels), as `go run ./internal/cmd/trainlines`
// wrote it.
func Default() (*Model, error) {
	return Unmarshal(embedded)
}

// Marshal writes m as JSON, one feature a line, so equal models give
// equal bytes.
func (m *Model) Marshal() ([]byte, error) {
	var b bytes.Buffer
	head := *m
	head.Features, head.Weights = nil, nil
	h, err := json.Marshal(head)
	if err != nil {
		return nil, err
	}
	b.Write(bytes.TrimSuffix(h, []byte(`,"features":null,"weights":null}`)))
	b.WriteString(",\n\"features\": [")
	for i, f := range m.Features {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "\n %q", f)
	}
	b.WriteString("\n],\n\"weights\": [")
	for i, w := range m.Weights {
		if i > 0 {
			b.WriteByte(',')
		}
		j, err := json.Marshal(w)
		if err != nil {
			return nil, err
		}
		b.WriteString("\n ")
		b.Write(j)
	}
	b.WriteString("\n]\n}\n")
	return b.Bytes(), nil
}

// maxModel bounds a model file read.
const maxModel = 8 << 20

// Unmarshal reads a model file and checks its shape.
func Unmarshal(data []byte) (*Model, error) {
	if len(data) > maxModel {
		return nil, fmt.Errorf("linerole: model over %d bytes", maxModel)
	}
	var m Model
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("linerole: model: %w", err)
	}
	if err := m.check(); err != nil {
		return nil, err
	}
	m.buildIndex()
	return &m, nil
}

func (m *Model) buildIndex() {
	m.index = make(map[string]int, len(m.Features))
	for i, f := range m.Features {
		m.index[f] = i
	}
}

func (m *Model) check() error {
	r := len(m.Roles)
	switch {
	case m.Version != ModelVersion:
		return fmt.Errorf("linerole: model version %d, want %d", m.Version, ModelVersion)
	case m.Method != MethodLogReg && m.Method != MethodPerceptron:
		return fmt.Errorf("linerole: model method %.20q not known", m.Method)
	case !slices.Equal(m.Roles, Roles):
		return errors.New("linerole: model roles differ from the package's")
	case len(m.Start) != r || len(m.Trans) != r:
		return errors.New("linerole: model transitions not roles × roles")
	case len(m.Features) != len(m.Weights):
		return fmt.Errorf("linerole: %d features but %d weight rows", len(m.Features), len(m.Weights))
	case !slices.IsSorted(m.Features):
		return errors.New("linerole: model features not sorted")
	}
	for _, t := range m.Trans {
		if len(t) != r {
			return errors.New("linerole: model transitions not roles × roles")
		}
	}
	for i, w := range m.Weights {
		if len(w) != r {
			return fmt.Errorf("linerole: feature %d has %d weights, want %d", i, len(w), r)
		}
	}
	return nil
}

// Predict returns the role of each of views, lines of a file of the
// given form (md, html, txt, pdf, docx) as parse.Explain gives them.
func (m *Model) Predict(views []parse.LineView, form string) []string {
	ys := m.decode(m.scores(Extract(views, form, m.Options)))
	out := make([]string, len(ys))
	for i, y := range ys {
		out[i] = m.Roles[y]
	}
	return out
}

// scores is each line's weight for each role.
func (m *Model) scores(feats [][]string) [][]float64 {
	out := make([][]float64, len(feats))
	for i, fs := range feats {
		s := make([]float64, len(m.Roles))
		for _, f := range fs {
			if j, ok := m.index[f]; ok {
				for r, w := range m.Weights[j] {
					s[r] += w
				}
			}
		}
		if m.Method == MethodLogReg {
			logSoftmax(s)
		}
		blankOnly(s, slices.Contains(fs, "blank"))
		out[i] = s
	}
	return out
}

// barred is the weight of a role a line cannot have.
const barred = -1e9

// blankOnly bars every role but blank from a blank line (one without a
// letter or digit: the labels' definition) and blank from the others.
func blankOnly(s []float64, blank bool) {
	for r, name := range Roles {
		if (name == "blank") != blank {
			s[r] = barred
		}
	}
}

// decode is the Viterbi path through the lines' scores.
func (m *Model) decode(sc [][]float64) []int {
	return viterbi(sc, m.Start, m.Trans)
}

func viterbi(sc [][]float64, start []float64, trans [][]float64) []int {
	n, r := len(sc), len(start)
	if n == 0 {
		return nil
	}
	best := make([][]float64, n)
	back := make([][]int, n)
	best[0] = make([]float64, r)
	for y := range r {
		best[0][y] = start[y] + sc[0][y]
	}
	for i := 1; i < n; i++ {
		best[i], back[i] = make([]float64, r), make([]int, r)
		for y := range r {
			b, arg := math.Inf(-1), 0
			for x := range r {
				if v := best[i-1][x] + trans[x][y]; v > b {
					b, arg = v, x
				}
			}
			best[i][y], back[i][y] = b+sc[i][y], arg
		}
	}
	path := make([]int, n)
	path[n-1] = argmax(best[n-1])
	for i := n - 1; i > 0; i-- {
		path[i-1] = back[i][path[i]]
	}
	return path
}

func argmax(xs []float64) int {
	arg := 0
	for i, x := range xs {
		if x > xs[arg] {
			arg = i
		}
	}
	return arg
}
