package pipeline

import "os"

// checkBib checks --bib: its publications go into one CV, so the inputs
// are one file (or standard input), not several nor a folder.
func (in Inputs) checkBib() error {
	if in.Bib == "" {
		return nil
	}
	if len(in.Paths) != 1 {
		return usage("bib", "--bib merges a publication list into one CV: name one CV file, not %d inputs", len(in.Paths))
	}
	if fi, err := os.Stat(in.Paths[0]); err == nil && fi.IsDir() {
		return usage("bib", "--bib merges a publication list into one CV: name a CV file, not the folder %s", in.Paths[0])
	}
	return nil
}
