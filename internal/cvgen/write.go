package cvgen

import (
	"fmt"
	"os"
	"path/filepath"
)

// WriteCohort writes n records of seed through each template into dir:
// dir/truth/ID.json, and dir/TEMPLATE/ID.EXT for each template. A
// record's files share its ID, which is how the scorer pairs a parsed
// record with its truth.
func WriteCohort(dir string, seed uint64, n int, tmpls []Template) error {
	truth := filepath.Join(dir, "truth")
	if err := os.MkdirAll(truth, 0o755); err != nil {
		return err
	}
	for _, t := range tmpls {
		if err := os.MkdirAll(filepath.Join(dir, t.Name), 0o755); err != nil {
			return err
		}
	}
	for i := range n {
		r := Generate(seed, i)
		b, err := MarshalTruth(TruthOf(r))
		if err != nil {
			return fmt.Errorf("%s: truth: %w", r.ID, err)
		}
		if err := os.WriteFile(filepath.Join(truth, r.ID+".json"), b, 0o644); err != nil {
			return err
		}
		for _, t := range tmpls {
			name := filepath.Join(dir, t.Name, r.ID+t.Ext)
			if err := os.WriteFile(name, Render(seed, i, r, t), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
