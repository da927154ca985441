package inputs

import (
	"crypto/sha256"
	"encoding/hex"
	"os"

	"github.com/vitae-cv/vitae/cv"
)

// Cache keeps parsed CVs between runs, keyed by the SHA-256 of a CV
// file's bytes and the file's path as named (the path is part of the key
// because a record's Source is its path). Files consults it for CV files
// only: not for JSON record files, not for standard input, and not when
// Files.Lines is set (line views are not kept).
//
// A hit stands for the whole of reading and parsing, checks included, so
// a cache must key its entries by everything else that changes what that
// gives: the parser's version, Files.Parse (the venue catalogue) and
// Files.MaxSize (a file over a lowered limit is still read for its hash,
// but the limit on its text is checked only when it is parsed).
//
// A Cache must be safe for concurrent use: Files calls it from its
// workers. It keeps its own errors (a cache that cannot be read is a miss,
// one that cannot be written is no worse than no cache); see
// internal/store for the one vitae uses.
type Cache interface {
	// Get returns the record parsed from the bytes whose SHA-256 is sum,
	// read from path, as a fresh value the caller owns; false when it has
	// none.
	Get(sum [sha256.Size]byte, path string) (*cv.CV, bool)
	// Put keeps c, the normalised record parsed from those bytes. It must
	// copy what it keeps before returning: the caller goes on to change c
	// (corrections are applied to it).
	Put(sum [sha256.Size]byte, path string, c *cv.CV)
}

// FormatRecords is Input.Format for JSON records (a .json or .jsonl file,
// or records on standard input).
const FormatRecords = "records"

// Input is what is known about one input, for a run's manifest: every
// Record, Failure and Skip carries the Input it came from (the records of
// one record file share one).
type Input struct {
	// Path is the input as named ("-" for standard input), as in
	// Failure.Path and Skip.Path.
	Path string
	// Size is the input's size in bytes when it was read or its size is
	// known from the file system (a file refused for its size); 0
	// otherwise.
	Size int64
	// SHA256 is the hex SHA-256 of the bytes read; "" when the input was
	// not read (missing, skipped, refused before reading).
	SHA256 string
	// Format is the front end that read (or would read) the input:
	// markdown, text, html, docx or pdf (see cv/read.FormatOf), the data
	// format of a CV kept as data (jsonresume, rendercv, yaml, orcid: see
	// cv/data/formats), or FormatRecords; "" when it is not known or not
	// a format vitae reads.
	Format string
	// Cached says that the record came from Files.Cache rather than a
	// fresh parse.
	Cached bool
}

// inputOf is the Input a result carries, or nil.
func inputOf(r Result) *Input {
	switch r := r.(type) {
	case *Record:
		return r.Input
	case *Failure:
		return r.Input
	case *Skip:
		return r.Input
	}
	return nil
}

// setInput gives every record and failure in out the input info, unless
// one already has its own.
func setInput(out []Result, info *Input) {
	for _, r := range out {
		switch r := r.(type) {
		case *Record:
			if r.Input == nil {
				r.Input = info
			}
		case *Failure:
			if r.Input == nil {
				r.Input = info
			}
		}
	}
}

// readInfo is the Input of data read from path in format, and the
// SHA-256 of data.
func readInfo(path string, data []byte, format string) (*Input, [sha256.Size]byte) {
	sum := sha256.Sum256(data)
	return &Input{Path: path, Size: int64(len(data)), SHA256: hex.EncodeToString(sum[:]), Format: format}, sum
}

// unreadInfo is the Input of a path that was not read: its size when it
// is a regular file (found without opening it), and the format its name
// says.
func unreadInfo(path, format string) *Input {
	info := &Input{Path: path, Format: format}
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		info.Size = fi.Size()
	}
	return info
}
