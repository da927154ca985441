// Package formats lists the data formats vitae reads (All) and finds the
// one a file is in (Sniff). cv/inputs asks it about every input before
// the document front ends (cv/read): a file a format claims is read by
// that format, the others as documents or records as before.
package formats

import (
	"path/filepath"
	"strings"

	"github.com/vitae-cv/vitae/cv/data"
)

// HeadSize is how much of a file Sniff needs: its first 64 KiB.
const HeadSize = 64 << 10

// Sniff returns the format of the file named name whose first bytes are
// head (up to HeadSize), or nil when no data format claims it.
func Sniff(name string, head []byte) *data.Format {
	if len(head) > HeadSize {
		head = head[:HeadSize]
	}
	for i := range All {
		if All[i].Sniff != nil && All[i].Sniff(name, head) {
			return &All[i]
		}
	}
	return nil
}

// Named returns the format called name, or nil.
func Named(name string) *data.Format {
	for i := range All {
		if All[i].Name == name {
			return &All[i]
		}
	}
	return nil
}

// MayBeData reports whether a folder walk should look inside the file at
// path for a data CV: its extension is one a data format uses. Files of
// other extensions are never data CVs in a walk, so the walk reads
// nothing more than before for them.
func MayBeData(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json", ".yaml", ".yml", ".bib", ".tex", ".xml":
		return true
	}
	return false
}
