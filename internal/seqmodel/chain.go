package seqmodel

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
)

// Chain is a linear-chain model's weights over r labels: a weight per
// first label and per pair of labels in a row, and a row of r weights
// per feature. A model embeds it last, so its JSON fields follow the
// model's own.
type Chain struct {
	// Start[y] weighs label y at the first position; Trans[a][b] label b
	// after label a.
	Start []float64   `json:"start"`
	Trans [][]float64 `json:"trans"`
	// Features are sorted; Weights[i][y] is feature i's weight for label y.
	Features []string    `json:"features"`
	Weights  [][]float64 `json:"weights"`

	index map[string]int
}

// BuildIndex indexes the features by name; call it after setting them.
func (c *Chain) BuildIndex() {
	c.index = make(map[string]int, len(c.Features))
	for i, f := range c.Features {
		c.index[f] = i
	}
}

// Lookup is the index of feature f in the chain, and whether it knows f.
func (c *Chain) Lookup(f string) (int, bool) {
	j, ok := c.index[f]
	return j, ok
}

// AddWeights adds feature j's weight for each label to s.
func (c *Chain) AddWeights(s []float64, j int) {
	for y, w := range c.Weights[j] {
		s[y] += w
	}
}

// Sum is the total weight for each of r labels of a position with
// features fs; features the chain does not know weigh nothing.
func (c *Chain) Sum(fs []string, r int) []float64 {
	s := make([]float64, r)
	for _, f := range fs {
		if j, ok := c.index[f]; ok {
			for y, w := range c.Weights[j] {
				s[y] += w
			}
		}
	}
	return s
}

// Decode is the Viterbi path through the positions' scores.
func (c *Chain) Decode(sc [][]float64) []int {
	return Viterbi(sc, c.Start, c.Trans)
}

// Check reports a chain not of r labels, its features unsorted or a
// weight row of the wrong length; pkg and noun ("roles", "fields") name
// the model in the message.
func (c *Chain) Check(pkg, noun string, r int) error {
	square := fmt.Errorf("%s: model transitions not %s × %s", pkg, noun, noun)
	switch {
	case len(c.Start) != r || len(c.Trans) != r:
		return square
	case len(c.Features) != len(c.Weights):
		return fmt.Errorf("%s: %d features but %d weight rows", pkg, len(c.Features), len(c.Weights))
	case !slices.IsSorted(c.Features):
		return fmt.Errorf("%s: model features not sorted", pkg)
	}
	for _, t := range c.Trans {
		if len(t) != r {
			return square
		}
	}
	for i, w := range c.Weights {
		if len(w) != r {
			return fmt.Errorf("%s: feature %d has %d weights, want %d", pkg, i, len(w), r)
		}
	}
	return nil
}

// Viterbi is the path of highest total weight through sc (positions ×
// labels) with first-label weights start and transition weights trans.
func Viterbi(sc [][]float64, start []float64, trans [][]float64) []int {
	n, r := len(sc), len(start)
	if n == 0 {
		return nil
	}
	buf := getViterbiBufs(n, r) // scratch, reused across calls (viterbi_bufs.go)
	defer putViterbiBufs(buf)
	best, back, bests, backs := buf.best, buf.back, buf.bests, buf.backs
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
	path[n-1] = Argmax(best[n-1])
	for i := n - 1; i > 0; i-- {
		path[i-1] = back[i][path[i]]
	}
	return path
}

// tail is how the head's JSON ends when its chain has no features.
var tail = []byte(`,"features":null,"weights":null}`)

// Marshal writes a model as JSON, one feature a line, so equal models
// give equal bytes. head is the model with its chain's Features and
// Weights nil (Head); c is its chain.
func Marshal(head any, c *Chain) ([]byte, error) {
	h, err := json.Marshal(head)
	if err != nil {
		return nil, err
	}
	if !bytes.HasSuffix(h, tail) {
		return nil, errors.New("seqmodel: the model's head does not end in its chain")
	}
	var b bytes.Buffer
	b.Write(bytes.TrimSuffix(h, tail))
	b.WriteString(",\n\"features\": [")
	for i, f := range c.Features {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "\n %q", f)
	}
	b.WriteString("\n],\n\"weights\": [")
	for i, w := range c.Weights {
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

// Head is c without its features and weights, for a model's head.
func (c Chain) Head() Chain {
	c.Features, c.Weights, c.index = nil, nil, nil
	return c
}

// Unmarshal reads a model file of at most limit bytes into m, refusing
// unknown fields, checks it with check and indexes its chain; pkg names
// the model in errors.
func Unmarshal(data []byte, limit int, pkg string, m interface{ BuildIndex() }, check func() error) error {
	if len(data) > limit {
		return fmt.Errorf("%s: model over %d bytes", pkg, limit)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(m); err != nil {
		return fmt.Errorf("%s: model: %w", pkg, err)
	}
	if err := check(); err != nil {
		return err
	}
	m.BuildIndex()
	return nil
}

// Current reports whether the model file at path holds the bytes build
// gives (a committed model retrained from its data): nil when it does,
// else an error saying it is stale or why it could not tell.
func Current(path string, build func() ([]byte, error)) error {
	want, err := build()
	if err != nil {
		return err
	}
	got, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !bytes.Equal(got, want) {
		return fmt.Errorf("%s is stale", path)
	}
	return nil
}
