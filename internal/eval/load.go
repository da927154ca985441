package eval

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// MaxTruthSize bounds one truth file: hand-made truth is a few KiB.
const MaxTruthSize = 8 << 20

// decode reads one JSON value as Python's json module does (numbers kept
// as written).
func decode(data []byte) (Value, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v Value
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("more than one JSON value")
	}
	return v, nil
}

// ReadTruthDir reads every .json file of dir, sorted by name as score.py
// does. A file that is not a JSON object is an error naming it.
func ReadTruthDir(dir string) ([]Truth, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".json") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	truths := make([]Truth, 0, len(names))
	for _, n := range names {
		t, err := ReadTruth(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		truths = append(truths, t)
	}
	return truths, nil
}

// ReadTruth reads one truth file.
func ReadTruth(path string) (Truth, error) {
	info, err := os.Stat(path)
	if err != nil {
		return Truth{}, err
	}
	if info.Size() > MaxTruthSize {
		return Truth{}, fmt.Errorf("%s: over %d bytes, the limit for a truth file", path, MaxTruthSize)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return Truth{}, err
	}
	t, err := ParseTruth(filepath.Base(path), data)
	t.Path = path
	return t, err
}

// ParseTruth reads a truth file's bytes; name is its base name.
func ParseTruth(name string, data []byte) (Truth, error) {
	v, err := decode(data)
	if err != nil {
		return Truth{}, fmt.Errorf("%s: not a truth file: %v", name, err)
	}
	m, ok := v.(map[string]any)
	if !ok {
		return Truth{}, fmt.Errorf("%s: not a truth file: want a JSON object", name)
	}
	return Truth{File: name, Value: m}, nil
}

// DecodeRecords reads records as score.py's load_parsed does: a JSON
// array, an object {"cvs": [...]} (or "records", or one record), or JSON
// Lines.
func DecodeRecords(data []byte) ([]Value, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, nil
	}
	v, err := decode(data)
	if err != nil {
		var out []Value
		for i, line := range bytes.Split(data, []byte("\n")) {
			if len(bytes.TrimSpace(line)) == 0 {
				continue
			}
			r, err := decode(line)
			if err != nil {
				return nil, fmt.Errorf("records line %d: %v", i+1, err)
			}
			out = append(out, r)
		}
		return out, nil
	}
	if m, ok := v.(map[string]any); ok {
		if l := get(m, "cvs"); truthy(l) {
			v = l
		} else if l := get(m, "records"); truthy(l) {
			v = l
		} else {
			v = []any{m}
		}
	}
	l, ok := v.([]any)
	if !ok {
		return nil, errors.New("records: want a JSON array, an object or JSON Lines")
	}
	return l, nil
}

// RecordOf is c as score.py reads it: the JSON "vitae parse" writes for
// it, read back as plain values.
func RecordOf(c *cv.CV) (Value, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(c); err != nil {
		return nil, fmt.Errorf("%s: %v", c.Source, err)
	}
	return decode(b.Bytes())
}
