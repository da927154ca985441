package docx

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// maxEntries bounds the entries of a .docx zip: a real one has a few
// dozen, a few thousand with many embedded pictures.
const maxEntries = 10_000

// documentPart is where the main document part of a .docx lives, unless
// the package relationships say otherwise.
const documentPart = "word/document.xml"

// archive is an opened .docx zip with a budget on the uncompressed bytes
// read out of it.
type archive struct {
	files  map[string]*zip.File // by lower-case name (OPC part names ignore case)
	budget int64                // uncompressed bytes still allowed
	limit  int64                // the whole budget, for messages
}

// openArchive opens data as a zip. Errors wrap doc.ErrCorrupt (not a zip)
// or doc.ErrLimit (too many entries).
func openArchive(data []byte, maxExpanded int64) (*archive, error) {
	// every central-directory entry starts with this signature: counting
	// them bounds the entries before archive/zip allocates one per entry
	if n := bytes.Count(data, []byte("PK\x01\x02")); n > maxEntries {
		return nil, fmt.Errorf("%w: the zip has more than %d entries", doc.ErrLimit, maxEntries)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		return nil, fmt.Errorf("%w: not a Word .docx file: not a readable zip archive (%v)", doc.ErrCorrupt, err)
	}
	if len(zr.File) > maxEntries {
		return nil, fmt.Errorf("%w: the zip has more than %d entries", doc.ErrLimit, maxEntries)
	}
	a := &archive{files: make(map[string]*zip.File, len(zr.File)), budget: maxExpanded, limit: maxExpanded}
	for _, f := range zr.File {
		name := strings.ToLower(strings.TrimPrefix(f.Name, "/"))
		if _, dup := a.files[name]; !dup {
			a.files[name] = f // the first of duplicate names wins
		}
	}
	return a, nil
}

// mainPart finds the main document part: word/document.xml, or the part
// the package relationships name as the office document. A zip without
// one is not a Word file: the error says what it looks like instead.
func (a *archive) mainPart(ctx context.Context) (string, error) {
	if a.has(documentPart) {
		return documentPart, nil
	}
	rels, err := a.readRels(ctx, "_rels/.rels", "")
	if err != nil {
		return "", err
	}
	for _, r := range rels {
		if strings.HasSuffix(r.typ, "/officeDocument") && a.has(r.target) && strings.HasSuffix(r.target, ".xml") {
			return r.target, nil
		}
	}
	return "", fmt.Errorf("%w: not a Word .docx file: no %s%s", doc.ErrCorrupt, documentPart, a.lookalike())
}

// lookalike names the kind of zip a non-Word zip is, as a clause for an
// error message ("" when it is not known).
func (a *archive) lookalike() string {
	if a.has("mimetype") {
		mt, _ := a.readSmall("mimetype", 256)
		switch m := strings.TrimSpace(string(mt)); {
		case strings.HasPrefix(m, "application/vnd.oasis.opendocument.text"):
			return " (it is an OpenDocument .odt text: save it as .docx or PDF)"
		case strings.HasPrefix(m, "application/vnd.oasis.opendocument"):
			return " (it is an OpenDocument spreadsheet or presentation, not a CV document)"
		case m == "application/epub+zip":
			return " (it is an EPUB e-book: export it as PDF)"
		}
	}
	switch {
	case a.has("xl/workbook.xml"):
		return " (it is an Excel workbook, not a CV document)"
	case a.has("ppt/presentation.xml"):
		return " (it is a PowerPoint presentation, not a CV document)"
	case a.has("[content_types].xml"):
		return " (it is an Office file of another kind)"
	}
	return " (it is a zip archive of other files)"
}

// has reports whether the zip holds the part name.
func (a *archive) has(name string) bool {
	_, ok := a.files[strings.ToLower(name)]
	return ok
}

// open opens the part name for reading within the budget; ok is false when
// the zip has no such part. Errors wrap doc.ErrLimit (the part's declared
// size passes the budget) or doc.ErrEncrypted (zip-level encryption).
func (a *archive) open(name string) (rc io.ReadCloser, ok bool, err error) {
	f, ok := a.files[strings.ToLower(name)]
	if !ok {
		return nil, false, nil
	}
	if f.Flags&0x1 != 0 {
		return nil, true, fmt.Errorf("%w: %s is encrypted inside the zip", doc.ErrEncrypted, name)
	}
	if f.UncompressedSize64 > uint64(a.budget) {
		return nil, true, a.limitError(name)
	}
	r, err := f.Open()
	if err != nil {
		return nil, true, fmt.Errorf("%w: %s cannot be read from the zip (%v)", doc.ErrCorrupt, name, err)
	}
	return &budgetReader{rc: r, a: a, name: name}, true, nil
}

// readSmall reads the whole part name, at most max bytes of it.
func (a *archive) readSmall(name string, max int64) ([]byte, error) {
	rc, ok, err := a.open(name)
	if !ok || err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(io.LimitReader(rc, max))
}

func (a *archive) limitError(name string) error {
	return fmt.Errorf("%w: %s expands past %d bytes uncompressed (a zip bomb?)", doc.ErrLimit, name, a.limit)
}

// budgetReader reads a zip entry, counting what it reads against the
// archive's budget: the bytes actually inflated, whatever the header says.
type budgetReader struct {
	rc   io.ReadCloser
	a    *archive
	name string
}

func (b *budgetReader) Read(p []byte) (int, error) {
	if b.a.budget < int64(len(p)) {
		p = p[:b.a.budget+1] // one byte past the budget is enough to know it is passed
	}
	n, err := b.rc.Read(p)
	b.a.budget -= int64(n)
	if b.a.budget < 0 {
		return 0, b.a.limitError(b.name)
	}
	switch {
	case errors.Is(err, zip.ErrFormat):
		// archive/zip stops an entry that inflates past its declared size
		err = fmt.Errorf("%w: %s is damaged in the zip, or inflates past the size its header declares (a zip bomb?)", doc.ErrCorrupt, b.name)
	case err != nil && err != io.EOF:
		err = fmt.Errorf("%w: %s is damaged in the zip (%v)", doc.ErrCorrupt, b.name, err)
	}
	return n, err
}

func (b *budgetReader) Close() error { return b.rc.Close() }

// resolve turns a relationship target into a part name, relative to the
// folder of the part that holds the relationships.
func resolve(base, target string) string {
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(path.Clean(target), "/")
	}
	return strings.TrimPrefix(path.Clean(path.Join(path.Dir(base), target)), "/")
}
