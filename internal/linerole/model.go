package linerole

import (
	_ "embed"
	"errors"
	"fmt"
	"slices"

	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// Roles is every line role, in the order of train.Roles.
var Roles = []string{"blank", "heading", "entry_start", "continuation",
	"description", "group_label", "contact", "furniture", "prose", "other"}

// ModelVersion is the model file's schema version.
const ModelVersion = 1

// Model is a linear-chain model of line roles: a weight per feature and
// role, a weight per pair of roles in a row and per first role (its
// seqmodel.Chain). A line sequence's roles are those of highest total
// weight (Viterbi); for logistic regression a line's weights are first
// made log probabilities and the transitions' weights are log
// probabilities.
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
	// the start, transition and feature weights, Chain.Weights[i][r]
	// being feature i's weight for role r
	seqmodel.Chain
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
	head := *m
	head.Chain = m.Head()
	return seqmodel.Marshal(head, &m.Chain)
}

// maxModel bounds a model file read.
const maxModel = 8 << 20

// Unmarshal reads a model file and checks its shape.
func Unmarshal(data []byte) (*Model, error) {
	var m Model
	if err := seqmodel.Unmarshal(data, maxModel, "linerole", &m, m.check); err != nil {
		return nil, err
	}
	return &m, nil
}

func (m *Model) check() error {
	switch {
	case m.Version != ModelVersion:
		return fmt.Errorf("linerole: model version %d, want %d", m.Version, ModelVersion)
	case m.Method != MethodLogReg && m.Method != MethodPerceptron:
		return fmt.Errorf("linerole: model method %.20q not known", m.Method)
	case !slices.Equal(m.Roles, Roles):
		return errors.New("linerole: model roles differ from the package's")
	}
	return m.Check("linerole", "roles", len(m.Roles))
}

// Predict returns the role of each of lines, those of a file of the
// given form (md, html, txt, pdf, docx) as the parser reads them
// (parse.RoleLines).
func (m *Model) Predict(lines []Line, form string) []string {
	ys := m.decode(m.scores(Extract(lines, form, m.Options)))
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
		s := m.Sum(fs, len(m.Roles))
		if m.Method == MethodLogReg {
			seqmodel.LogSoftmax(s)
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
	return m.Decode(sc)
}
