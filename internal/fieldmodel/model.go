package fieldmodel

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
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
	// Start[f] is the log probability of field f on the first token;
	// Trans[a][b] of field b after field a.
	Start []float64   `json:"start"`
	Trans [][]float64 `json:"trans"`
	// Features are sorted; Weights[i][f] is feature i's weight for field f.
	Features []string    `json:"features"`
	Weights  [][]float64 `json:"weights"`

	index map[string]int
}

//go:embed model.json
var embedded []byte

// Default returns the committed model, as `go run
// ./internal/cmd/trainfields` wrote it.
func Default() (*Model, error) { return Unmarshal(embedded) }

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
const maxModel = 4 << 20

// Unmarshal reads a model file and checks its shape.
func Unmarshal(data []byte) (*Model, error) {
	if len(data) > maxModel {
		return nil, fmt.Errorf("fieldmodel: model over %d bytes", maxModel)
	}
	var m Model
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("fieldmodel: model: %w", err)
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
	r := len(Fields)
	switch {
	case m.Version != ModelVersion:
		return fmt.Errorf("fieldmodel: model version %d, want %d", m.Version, ModelVersion)
	case !slices.Equal(m.Fields, Fields):
		return errors.New("fieldmodel: model fields differ from the package's")
	case len(m.Start) != r || len(m.Trans) != r:
		return errors.New("fieldmodel: model transitions not fields × fields")
	case len(m.Features) != len(m.Weights):
		return fmt.Errorf("fieldmodel: %d features but %d weight rows", len(m.Features), len(m.Weights))
	case !slices.IsSorted(m.Features):
		return errors.New("fieldmodel: model features not sorted")
	}
	for _, t := range m.Trans {
		if len(t) != r {
			return errors.New("fieldmodel: model transitions not fields × fields")
		}
	}
	for i, w := range m.Weights {
		if len(w) != r {
			return fmt.Errorf("fieldmodel: feature %d has %d weights, want %d", i, len(w), r)
		}
	}
	return nil
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
	x := prepare(e, lx)
	r := len(Fields)
	sc := make([][]float64, len(x.toks))
	rows := make([]float64, len(x.toks)*r)
	k := &scorer{m: m}
	for i := range x.toks {
		k.s = rows[i*r : (i+1)*r : (i+1)*r]
		x.emit(k, i)
		logSoftmax(k.s)
		sc[i] = k.s
	}
	return m.label(x.toks, sc)
}

// scorer is a sink that adds each known feature's weights to s, in the
// order the features come (the order tokenLogProbs adds them in), and
// keeps no feature: the key of a lookup is built on the stack.
type scorer struct {
	m *Model
	s []float64
}

func (k *scorer) add(f string) {
	if j, ok := k.m.index[f]; ok {
		k.weigh(j)
	}
}

func (k *scorer) add2(pre, s string) {
	if j, ok := k.m.index[pre+s]; ok {
		k.weigh(j)
	}
}

func (k *scorer) weigh(j int) {
	for r, w := range k.m.Weights[j] {
		k.s[r] += w
	}
}

// labelPrepared labels prepared example i (whose tokens are toks).
func (m *Model) labelPrepared(p *Prepared, i int, toks []Token) Labelled {
	feats := make([][]string, len(toks))
	for t, fs := range p.data[i].feats {
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
	ys := viterbi(sc, m.Start, m.Trans)
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
		if j, ok := m.index[f]; ok {
			for r, w := range m.Weights[j] {
				s[r] += w
			}
		}
	}
	logSoftmax(s)
	return s
}

func viterbi(sc [][]float64, start []float64, trans [][]float64) []int {
	n, r := len(sc), len(start)
	if n == 0 {
		return nil
	}
	best := make([][]float64, n)
	back := make([][]int, n)
	bests, backs := make([]float64, n*r), make([]int, n*r)
	best[0] = bests[:r:r]
	for y := range r {
		best[0][y] = start[y] + sc[0][y]
	}
	for i := 1; i < n; i++ {
		best[i], back[i] = bests[i*r:(i+1)*r:(i+1)*r], backs[i*r:(i+1)*r:(i+1)*r]
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
