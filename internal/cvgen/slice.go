package cvgen

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// A slice is a small set of PDFs rendered by makers that CI does not
// install (TeX Live, LibreOffice), committed with the truth of its
// records and a manifest: per PDF, the hash of the source it was made
// from. CheckSlice regenerates the sources and compares, so a template
// change that leaves the slice stale fails a test that needs no maker.

// ManifestName is the manifest's file name inside a slice folder.
const ManifestName = "MANIFEST.tsv"

// sliceEntry is one PDF of a slice.
type sliceEntry struct {
	Template, ID, Maker string
	SrcHash, PDFHash    string
}

// Manifest describes a slice: what to regenerate it from and its PDFs.
type Manifest struct {
	Dir       string // the folder as WriteSlice was given it ("testdata/synthetic")
	Seed      uint64
	N         int
	Templates []string
	Makers    []string // "pdflatex: pdfTeX 3.14…", for the record
	Entries   []sliceEntry
}

func hashOf(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// SliceCommand is the command that regenerates the slice of m.
func SliceCommand(m Manifest) string {
	return fmt.Sprintf("go run ./internal/cmd/cvgen -seed %d -n %d -templates %s -slice %s",
		m.Seed, m.N, strings.Join(m.Templates, ","), m.Dir)
}

// WriteSlice renders n records of seed through tmpls into a scratch
// folder, prints them to PDF and writes dir/truth/, dir/TEMPLATE-pdf/
// and dir/MANIFEST.tsv, replacing what was there. Every template needs
// its maker and every conversion must succeed: a slice is whole or not
// written.
func WriteSlice(dir string, seed uint64, n int, tmpls []Template, opt PDFOptions) error {
	for _, t := range tmpls {
		if len(makerCandidates[t.Format]) == 0 {
			return fmt.Errorf("slice: %s is %s, which no maker prints", t.Name, t.Format)
		}
	}
	scratch, err := os.MkdirTemp("", "cvgen-slice-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(scratch)
	if err := WriteCohort(scratch, seed, n, tmpls); err != nil {
		return err
	}
	results, missing, err := MakePDFs(scratch, tmpls, opt)
	if err != nil {
		return err
	}
	if len(missing) > 0 {
		return fmt.Errorf("slice: no maker installed for %s", strings.Join(missing, ", "))
	}
	m := Manifest{Dir: filepath.ToSlash(filepath.Clean(dir)), Seed: seed, N: n}
	makers := map[string]bool{}
	for _, t := range tmpls {
		m.Templates = append(m.Templates, t.Name)
	}
	for _, r := range results {
		if r.Err != nil {
			return fmt.Errorf("slice: %s by %s: %v\n%s", r.Src, r.Maker, r.Err, r.Log)
		}
		if !makers[r.Maker] {
			makers[r.Maker] = true
			m.Makers = append(m.Makers, r.Maker+": "+makerVersion(r.Maker))
		}
	}
	return installSlice(dir, scratch, tmpls, m)
}

// installSlice copies the truth and PDFs of scratch into dir and writes
// the manifest.
func installSlice(dir, scratch string, tmpls []Template, m Manifest) error {
	if err := os.RemoveAll(filepath.Join(dir, "truth")); err != nil {
		return err
	}
	if err := copyFiles(filepath.Join(scratch, "truth"), filepath.Join(dir, "truth"), ".json"); err != nil {
		return err
	}
	for _, t := range tmpls {
		out := PDFDir(dir, t)
		if err := os.RemoveAll(out); err != nil {
			return err
		}
		if err := copyFiles(PDFDir(scratch, t), out, ".pdf"); err != nil {
			return err
		}
		for i := range m.N {
			id := Generate(m.Seed, i).ID
			src, err := os.ReadFile(filepath.Join(scratch, t.Name, id+t.Ext))
			if err != nil {
				return err
			}
			pdf, err := os.ReadFile(filepath.Join(out, id+".pdf"))
			if err != nil {
				return err
			}
			maker, _ := FindMaker(t.Format)
			m.Entries = append(m.Entries, sliceEntry{Template: t.Name, ID: id, Maker: maker.Name,
				SrcHash: hashOf(src), PDFHash: hashOf(pdf)})
		}
	}
	return os.WriteFile(filepath.Join(dir, ManifestName), m.Marshal(), 0o644)
}

// copyFiles copies the files of from ending in ext into to.
func copyFiles(from, to, ext string) error {
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	names, err := filepath.Glob(filepath.Join(from, "*"+ext))
	if err != nil {
		return err
	}
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(to, filepath.Base(name)), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// makerVersion is the first line of `maker --version`, or "?" when it
// cannot be had in 30 s.
func makerVersion(name string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, "--version")
	cmd.Env = append(os.Environ(), "HOME="+os.TempDir())
	b, err := cmd.Output()
	if err != nil {
		return "?"
	}
	line, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	return strings.TrimSpace(line)
}

// Marshal writes m as tab-separated lines: a comment with the command
// that regenerates it, the cohort, the makers, then one line per PDF.
func (m Manifest) Marshal() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# cvgen slice; regenerate from the repository's root with: %s\n", SliceCommand(m))
	fmt.Fprintf(&b, "dir\t%s\nseed\t%d\nn\t%d\ntemplates\t%s\n", m.Dir, m.Seed, m.N, strings.Join(m.Templates, ","))
	for _, v := range m.Makers {
		fmt.Fprintf(&b, "maker\t%s\n", v)
	}
	for _, e := range m.Entries {
		fmt.Fprintf(&b, "pdf\t%s\t%s\t%s\t%s\t%s\n", e.Template, e.ID, e.Maker, e.SrcHash, e.PDFHash)
	}
	return b.Bytes()
}

// ParseManifest reads what Marshal wrote.
func ParseManifest(b []byte) (Manifest, error) {
	var m Manifest
	sc := bufio.NewScanner(bytes.NewReader(b))
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Split(text, "\t")
		if err := m.setField(f); err != nil {
			return m, fmt.Errorf("manifest line %d: %w", line, err)
		}
	}
	if m.N < 1 || len(m.Templates) == 0 {
		return m, errors.New("manifest: no n or no templates")
	}
	return m, sc.Err()
}

func (m *Manifest) setField(f []string) error {
	var err error
	switch {
	case f[0] == "dir" && len(f) == 2:
		m.Dir = f[1]
	case f[0] == "seed" && len(f) == 2:
		m.Seed, err = strconv.ParseUint(f[1], 10, 64)
	case f[0] == "n" && len(f) == 2:
		m.N, err = strconv.Atoi(f[1])
	case f[0] == "templates" && len(f) == 2:
		m.Templates = strings.Split(f[1], ",")
	case f[0] == "maker" && len(f) == 2:
		m.Makers = append(m.Makers, f[1])
	case f[0] == "pdf" && len(f) == 6:
		m.Entries = append(m.Entries, sliceEntry{Template: f[1], ID: f[2], Maker: f[3], SrcHash: f[4], PDFHash: f[5]})
	default:
		return fmt.Errorf("unknown field %.40q", strings.Join(f, " "))
	}
	return err
}

// CheckSlice says whether the slice in dir is current: each PDF the
// manifest lists is there with its hash, its source regenerates to the
// hash it was made from, every record has one PDF per template, and the
// truth files are what the generator writes now. It needs no maker.
func CheckSlice(dir string) error {
	b, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if err != nil {
		return err
	}
	m, err := ParseManifest(b)
	if err != nil {
		return err
	}
	tmpls, err := Select(strings.Join(m.Templates, ","))
	if err != nil {
		return err
	}
	stale := fmt.Errorf("slice %s is stale; regenerate from the repository's root with: %s", dir, SliceCommand(m))
	var errs []error
	if len(m.Entries) != m.N*len(tmpls) {
		errs = append(errs, fmt.Errorf("%d PDFs listed, want %d records × %d templates", len(m.Entries), m.N, len(tmpls)))
	}
	byKey := map[string]sliceEntry{}
	for _, e := range m.Entries {
		byKey[e.Template+"/"+e.ID] = e
	}
	for i := range m.N {
		errs = append(errs, checkRecord(dir, m.Seed, i, tmpls, byKey)...)
	}
	errs = append(errs, checkExtra(dir, m, tmpls)...)
	if len(errs) > 0 {
		return errors.Join(append([]error{stale}, errs...)...)
	}
	return nil
}

// checkRecord checks record i's truth and its PDF in each template.
func checkRecord(dir string, seed uint64, i int, tmpls []Template, byKey map[string]sliceEntry) []error {
	var errs []error
	r := Generate(seed, i)
	want, err := MarshalTruth(TruthOf(r))
	if err != nil {
		return []error{err}
	}
	if got, err := os.ReadFile(filepath.Join(dir, "truth", r.ID+".json")); err != nil || !bytes.Equal(got, want) {
		errs = append(errs, fmt.Errorf("truth/%s.json differs from the generator's", r.ID))
	}
	for _, t := range tmpls {
		e, ok := byKey[t.Name+"/"+r.ID]
		if !ok {
			errs = append(errs, fmt.Errorf("%s/%s: not in the manifest", t.Name, r.ID))
			continue
		}
		if hashOf(Render(seed, i, r, t)) != e.SrcHash {
			errs = append(errs, fmt.Errorf("%s/%s%s: the source changed since its PDF was made", t.Name, r.ID, t.Ext))
		}
		pdf, err := os.ReadFile(filepath.Join(PDFDir(dir, t), r.ID+".pdf"))
		if err != nil || hashOf(pdf) != e.PDFHash {
			errs = append(errs, fmt.Errorf("%s-pdf/%s.pdf: missing or not the PDF the manifest lists", t.Name, r.ID))
		}
	}
	return errs
}

// checkExtra reports files in the slice's PDF and truth folders that the
// manifest does not account for.
func checkExtra(dir string, m Manifest, tmpls []Template) []error {
	var errs []error
	count := func(folder, ext string, want int) {
		names, _ := filepath.Glob(filepath.Join(dir, folder, "*"))
		if len(names) != want {
			errs = append(errs, fmt.Errorf("%s holds %d files, want %d %s files", folder, len(names), want, ext))
		}
	}
	count("truth", ".json", m.N)
	for _, t := range tmpls {
		count(t.Name+"-pdf", ".pdf", m.N)
	}
	return errs
}
