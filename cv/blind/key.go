package blind

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/vitae-cv/vitae/internal/atomicfile"
)

// KeyName is the key file's name when no other is given: written beside
// the reports, never into one.
const KeyName = "blind-key.json"

// maxKeySize bounds the key file read back (a key of 100,000 candidates
// is some 30 MB).
const maxKeySize = 64 << 20

// Key maps the pseudonyms of a blind run back to the candidates: what the
// committee's secretary keeps and the reviewers never see. Its Salt keeps
// the letters secret (see Apply) and, read back by the next run, keeps
// them stable.
type Key struct {
	Version int  `json:"version"`
	Mode    Mode `json:"mode"`
	// Salt is the secret (hex) the order of new candidates is hashed with.
	Salt       string  `json:"salt"`
	Candidates []Entry `json:"candidates"`
	// Unread are the inputs that could not be read, under the labels the
	// reports give them.
	Unread []Unread `json:"unread,omitempty"`
}

// Entry is one candidate of the key.
type Entry struct {
	Pseudonym string `json:"pseudonym"`
	// Name is the candidate's name as read (empty when none was found).
	Name string `json:"name"`
	// ID is the record's stable ID (cv.StableID), which a later run finds
	// the candidate again by.
	ID string `json:"id"`
	// Sources are the input files the candidate was read from.
	Sources []string `json:"sources"`
	// Absent: named by an earlier run, not read in this one; the letter
	// stays taken, so a candidate who comes back gets it again.
	Absent bool `json:"absent,omitempty"`
}

// Unread is an input that was not read, and the label the reports give
// it instead of its path.
type Unread struct {
	Label string `json:"label"`
	Path  string `json:"path"`
}

// keyVersion is the version of the key file's form.
const keyVersion = 1

// Letters is the i-th (0-based) letter code: A … Z, AA … AZ, BA …
// (bijective base 26).
func Letters(i int) string {
	var b []byte
	for n := i + 1; n > 0; n = (n - 1) / 26 {
		b = append(b, byte('A'+(n-1)%26))
	}
	for l, r := 0, len(b)-1; l < r; l, r = l+1, r-1 {
		b[l], b[r] = b[r], b[l]
	}
	return string(b)
}

// Pseudonym is the i-th (0-based) pseudonym: "Candidate A".
func Pseudonym(i int) string { return pseudonymPrefix + Letters(i) }

const pseudonymPrefix = "Candidate "

// letterIndex is the index of a pseudonym ("Candidate AB" → 27), and
// false for another text.
func letterIndex(p string) (int, bool) {
	code, ok := strings.CutPrefix(p, pseudonymPrefix)
	if !ok || code == "" || len(code) > 6 {
		return 0, false
	}
	n := 0
	for _, r := range code {
		if r < 'A' || r > 'Z' {
			return 0, false
		}
		n = n*26 + int(r-'A') + 1
	}
	return n - 1, true
}

// rank is the secret order of a new candidate: the hex HMAC-SHA256 of
// its stable ID under the salt.
func rank(salt []byte, id string) string {
	m := hmac.New(sha256.New, salt)
	m.Write([]byte(id))
	return hex.EncodeToString(m.Sum(nil))
}

// ReadKey reads the key file at path; a file that does not exist gives
// nil and no error (a first run). A key that does not read is an error
// naming the file: a run must not hand out new letters over an old key.
func ReadKey(path string) (*Key, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxKeySize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > maxKeySize {
		return nil, fmt.Errorf("%s: larger than %d MiB: not a blind key", path, maxKeySize>>20)
	}
	k, err := DecodeKey(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return k, nil
}

// DecodeKey reads a key file's bytes and checks them: its version, a
// salt, and pseudonyms that are pseudonyms, each once.
func DecodeKey(data []byte) (*Key, error) {
	var k Key
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&k); err != nil {
		return nil, fmt.Errorf("not a blind key: %w", err)
	}
	if k.Version != keyVersion {
		return nil, fmt.Errorf("blind key version %d (want %d)", k.Version, keyVersion)
	}
	if _, err := hex.DecodeString(k.Salt); err != nil || len(k.Salt) < 32 {
		return nil, errors.New("blind key without a salt of at least 16 hex bytes")
	}
	seen := map[string]bool{}
	for _, e := range k.Candidates {
		if _, ok := letterIndex(e.Pseudonym); !ok {
			return nil, fmt.Errorf("blind key: %q is not a pseudonym (Candidate A, B, …)", clip(e.Pseudonym))
		}
		if seen[e.Pseudonym] || seen["id:"+e.ID] {
			return nil, fmt.Errorf("blind key: %s or its ID is listed twice", e.Pseudonym)
		}
		seen[e.Pseudonym], seen["id:"+e.ID] = true, true
	}
	return &k, nil
}

// clip cuts s for an error message.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// WriteKey writes k to path atomically (internal/atomicfile), indented,
// readable by its owner only; a missing folder is created (the reports'
// folder, before the reports).
func WriteKey(path string, k *Key) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(k, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	_, statErr := os.Stat(path)
	if err := atomicfile.WriteFile(path, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return err
	}
	if errors.Is(statErr, fs.ErrNotExist) {
		// atomicfile gives a new file 0644 and keeps the bits of one it
		// replaces: a new key is made private once, and stays so.
		return os.Chmod(path, 0o600)
	}
	return nil
}
