package publish

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/vitae-cv/vitae/internal/filekind"
)

// ManifestName is the manifest's file name in a run folder.
const ManifestName = "manifest.json"

// Input statuses.
const (
	StatusRead    = "read"
	StatusFailed  = "failed"
	StatusSkipped = "skipped"
)

// Manifest describes one run: what it read, with which options, what it
// wrote and what it found. The lead fills everything but Run, Previous and
// Outputs, which Commit sets. Its JSON is indented, with the fields in the
// order below and map keys sorted, so the same run gives the same bytes.
type Manifest struct {
	Version     string         `json:"version"`            // vitae's version
	Run         string         `json:"run"`                // the run ID (set by Commit)
	Previous    string         `json:"previous,omitempty"` // the run latest named before this one (set by Commit)
	Published   bool           `json:"published"`          // latest was switched to this run (set by Commit; false with Run.Hold)
	Job         Job            `json:"job"`
	Options     map[string]any `json:"options"` // the effective selection and outputs
	Started     time.Time      `json:"started"` // RFC 3339, UTC, whole seconds (Commit rounds down)
	Finished    time.Time      `json:"finished"`
	Inputs      []Input        `json:"inputs"`
	Outputs     []Output       `json:"outputs"` // set by Commit
	Candidates  int            `json:"candidates"`
	Totals      map[string]int `json:"totals"` // papers, awards, ...
	Corrections Corrections    `json:"corrections"`
	Policy      Policy         `json:"policy"`
	Exit        int            `json:"exit"`
}

// Job is the job file a run was started with.
type Job struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
}

// Input is one file a run read or tried to read.
type Input struct {
	Path     string `json:"path"`
	Size     int64  `json:"size"`
	SHA256   string `json:"sha256"`
	Format   string `json:"format"`
	AsOf     string `json:"as_of,omitempty"`
	Status   string `json:"status"`        // StatusRead, StatusFailed or StatusSkipped
	Why      string `json:"why,omitempty"` // why it failed or was skipped
	Warnings int    `json:"warnings"`
	Cached   bool   `json:"cached"`
}

// Output is one file of a run folder.
type Output struct {
	Path   string `json:"path"` // relative to the run folder, / separated
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"` // lower-case hex
}

// Corrections counts the corrections a run applied and those whose target
// no longer exists.
type Corrections struct {
	Applied int `json:"applied"`
	Stale   int `json:"stale"`
}

// Policy lists the fail_on policies a run breached.
type Policy struct {
	Breaches []string `json:"breaches"`
}

// Marshal returns the manifest's JSON: indented, ending in a newline,
// with empty lists and maps written as [] and {} rather than null, and
// HTML characters left as they are.
func (m *Manifest) Marshal() ([]byte, error) {
	c := *m
	c.Inputs = orEmpty(c.Inputs)
	c.Outputs = orEmpty(c.Outputs)
	c.Policy.Breaches = orEmpty(c.Policy.Breaches)
	if c.Options == nil {
		c.Options = map[string]any{}
	}
	if c.Totals == nil {
		c.Totals = map[string]int{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&c); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	return buf.Bytes(), nil
}

// orEmpty returns s, or an empty slice for nil.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// ReadManifest reads dir/manifest.json.
func ReadManifest(dir string) (*Manifest, error) {
	path := filepath.Join(dir, ManifestName)
	if info, err := os.Stat(path); err == nil && !info.Mode().IsRegular() { // a named pipe would block
		return nil, fmt.Errorf("%s: not a regular file (%s): not a vitae manifest", path, filekind.Of(info.Mode()))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: not a vitae manifest: %w", path, err)
	}
	return &m, nil
}

// HashFile returns the size and SHA-256 (lower-case hex) of the file at
// path, as a manifest records inputs and outputs.
func HashFile(path string) (size int64, sum string, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, "", err
	}
	defer f.Close()
	h := sha256.New()
	size, err = io.Copy(h, f)
	if err != nil {
		return 0, "", fmt.Errorf("%s: %w", path, err)
	}
	return size, hex.EncodeToString(h.Sum(nil)), nil
}
