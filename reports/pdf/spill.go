package pdf

import (
	"os"

	"codeberg.org/go-pdf/fpdf"
)

// A large report's pages would all be in memory until the document is
// written (some 8 KB a candidate, compressed): the patched fpdf writes
// each finished page to a spill file instead and reads it back when it
// writes the document (fpdf.SetSpill), so the renderer's memory does not
// grow with the pages. The spill is a temporary file in os.TempDir
// ($TMPDIR): the renderer is given a writer, not a path, and the
// temporary folder is where a user points scratch space. It is unlinked
// as soon as it is made, where the system allows it, so that no path
// leaves it behind (an error, a panic, a signal or a kill: the system
// frees it when it is closed or the process ends); elsewhere it is
// removed when the rendering returns.

// spillPattern names the spill files (os.CreateTemp).
const spillPattern = "vitae-pdf-pages-*.tmp"

// newSpill makes a spill file and returns it with what to call when the
// document is written (close it, and remove it if it could not be
// unlinked at once). Without a temporary folder to write to it returns
// nil: the pages are then held in memory, as before spills.
func newSpill() (*os.File, func()) {
	f, err := os.CreateTemp("", spillPattern)
	if err != nil {
		return nil, func() {}
	}
	if os.Remove(f.Name()) == nil {
		return f, func() { f.Close() }
	}
	return f, func() {
		f.Close()
		os.Remove(f.Name())
	}
}

// spillPages gives f a spill, unless it is a split candidate's file (a
// few pages) or uncompressed (its pages are not held) or set says not
// to, and returns what to call once f is written.
func spillPages(f *fpdf.Fpdf, set settings) (done func()) {
	if set.part.candidateOnly() || set.noSpill || set.uncompressed {
		return func() {}
	}
	spill, done := newSpill()
	if spill != nil {
		f.SetSpill(spill)
	}
	return done
}
