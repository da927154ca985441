package fieldmodel

import (
	_ "embed"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// ModelVersion is the model file's schema version.
const ModelVersion = 1

// Model is a per-token logistic regression over fields with field
// transitions as log probabilities, decoded by Viterbi.
type Model struct {
	Version int      `json:"version"`
	Iters   int      `json:"iters"`
	L2      float64  `json:"l2"`
	Fields  []string `json:"fields"`
	// Start[f] is the log probability of field f on the first token,
	// Trans[a][b] of field b after field a; Weights[i][f] is feature i's
	// weight for field f.
	seqmodel.Chain

	ids *featureIDs // the rows of fixed-set features (ids.go), once indexed
}

// BuildIndex indexes the features by name, and the fixed-set ones by
// code (ids.go).
func (m *Model) BuildIndex() {
	m.Chain.BuildIndex()
	m.ids = newFeatureIDs(m)
}

//go:embed model.json
var embedded []byte

// Default returns the committed model, as `go run
// ./internal/cmd/trainfields` wrote it.
func Default() (*Model, error) { return Unmarshal(embedded) }

// Marshal writes m as JSON, one feature a line, so equal models give
// equal bytes.
func (m *Model) Marshal() ([]byte, error) {
	head := *m
	head.Chain = m.Head()
	return seqmodel.Marshal(head, &m.Chain)
}

// maxModel bounds a model file read.
const maxModel = 4 << 20

// Unmarshal reads a model file and checks its shape.
func Unmarshal(data []byte) (*Model, error) {
	var m Model
	if err := seqmodel.Unmarshal(data, maxModel, "fieldmodel", &m, m.check); err != nil {
		return nil, err
	}
	return &m, nil
}

func (m *Model) check() error {
	switch {
	case m.Version != ModelVersion:
		return fmt.Errorf("fieldmodel: model version %d, want %d", m.Version, ModelVersion)
	case !slices.Equal(m.Fields, Fields):
		return errors.New("fieldmodel: model fields differ from the package's")
	}
	return m.Check("fieldmodel", "fields", len(Fields))
}

// Labelled is an entry's tokens with the field of each and the model's
// probability of that field for the token alone.
type Labelled struct {
	Tokens []Token
	Fields []int
	Probs  []float64
}

// Label labels each token of e with its field.
func (m *Model) Label(e Entry, lx *Lexicon) Labelled {
	ib := getInfoBuf() // the tokens' infos: scratch, kept by nothing Label returns
	defer putInfoBuf(ib)
	return m.labelTokens(prepareIn(e, lx, ib))
}

// labelTokens labels the tokens of x, prepared (Label, LabelWith).
func (m *Model) labelTokens(x extraction) Labelled {
	r := len(Fields)
	buf := getScoreBufs(len(x.toks), r) // scratch, reused across calls (label_bufs.go)
	defer putScoreBufs(buf)
	sc, rows := buf.sc, buf.rows
	ids := m.ids
	if ids == nil { // a model trained here, not read (train.go)
		ids = newFeatureIDs(m)
	}
	var parts partRows
	for i := range x.toks {
		s := rows[i*r : (i+1)*r : (i+1)*r]
		x.score(rowAdder{m: m, s: s}, ids, i, &parts)
		seqmodel.LogSoftmax(s)
		sc[i] = s
	}
	return m.label(x.toks, sc)
}

// labelPrepared labels prepared example i (whose tokens are toks).
func (m *Model) labelPrepared(p *Prepared, i int, toks []Token) Labelled {
	feats := make([][]string, len(toks))
	for t, fs := range p.data[i].Feats {
		for _, f := range fs {
			feats[t] = append(feats[t], p.vocab[f])
		}
	}
	return m.decode(toks, feats)
}

// decode labels tokens of the given features.
func (m *Model) decode(toks []Token, feats [][]string) Labelled {
	return m.label(toks, m.logProbs(feats))
}

// label labels tokens of the given log probabilities per field.
func (m *Model) label(toks []Token, sc [][]float64) Labelled {
	ys := m.Decode(sc)
	out := Labelled{Tokens: toks, Fields: ys, Probs: make([]float64, len(ys))}
	for i, y := range ys {
		out.Probs[i] = math.Exp(sc[i][y])
	}
	return out
}

// logProbs is each token's log probability of each field.
func (m *Model) logProbs(feats [][]string) [][]float64 {
	out := make([][]float64, len(feats))
	for i, fs := range feats {
		out[i] = m.tokenLogProbs(make([]float64, len(Fields)), fs)
	}
	return out
}

// tokenLogProbs is a token's log probability of each field, from its
// features, written into s (zeroed, one per field).
func (m *Model) tokenLogProbs(s []float64, fs []string) []float64 {
	for _, f := range fs {
		if j, ok := m.Lookup(f); ok {
			m.AddWeights(s, j)
		}
	}
	seqmodel.LogSoftmax(s)
	return s
}
