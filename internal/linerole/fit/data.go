package fit

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/internal/train"
)

// Load reads the label files in labelsDir (internal/train/labels) and,
// for each, the CV file of shared (the project's ../shared) it labels,
// as the parser's front ends read it. A CV file read differently from
// when it was labelled (another line count or lines hash) is an error
// naming it: the labels would number other lines.
func Load(ctx context.Context, shared, labelsDir string) ([]Doc, error) {
	labels, err := readLabels(labelsDir)
	if err != nil {
		return nil, err
	}
	cvs, err := train.Corpus(shared)
	if err != nil {
		return nil, err
	}
	var out []Doc
	for _, c := range cvs {
		key := keyOf(c)
		f, ok := labels[key]
		if !ok {
			continue
		}
		d, err := loadOne(ctx, c, f)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
		delete(labels, key)
	}
	if len(labels) > 0 {
		return nil, fmt.Errorf("linerole: %d label files have no CV file in %s (first %s)", len(labels), shared, firstKey(labels))
	}
	return out, nil
}

func firstKey(m map[string]*train.File) string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks[0]
}

func keyOf(c train.CVFile) string {
	f := train.File{Set: c.Set, Number: c.Number, Form: c.Form}
	return f.Key()
}

// readLabels reads every label file of dir, by the key of its CV file.
func readLabels(dir string) (map[string]*train.File, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	out := map[string]*train.File{}
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		f, err := readLabel(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		out[f.Key()] = f
	}
	return out, nil
}

func readLabel(path string) (*train.File, error) {
	r, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	f, err := train.Read(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// loadOne reads c's file and pairs its lines with f's roles.
func loadOne(ctx context.Context, c train.CVFile, f *train.File) (Doc, error) {
	src, err := train.ReadSource(ctx, c.Path)
	if err != nil {
		return Doc{}, err
	}
	if len(src.Views) != f.LineCount || train.LinesHash(src.Views) != f.LinesSHA256 {
		return Doc{}, fmt.Errorf("%s: its lines read differently from its labels' (%d lines, labels for %d): run labelcv", c.Path, len(src.Views), f.LineCount)
	}
	d := Doc{Key: f.Key(), Path: c.Path, Group: fmt.Sprintf("%s%d", c.Set, c.Number), Form: c.Form, Views: src.Views}
	for _, l := range f.Lines {
		d.Roles = append(d.Roles, l.Role)
	}
	return d, nil
}
