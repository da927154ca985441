package inputs

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv/venue"
)

// Venues returns the built-in venue catalogue extended with the catalogue
// in file (the format of cv/venue/venues.txt), or the built-in one when
// file is "". Errors name the file.
func Venues(file string) (*venue.Catalog, error) {
	base := venue.Default()
	if file == "" {
		return base, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, PathError(file, err)
	}
	defer f.Close()
	extra, err := venue.Load(f, file)
	if err != nil {
		if !strings.Contains(err.Error(), file) {
			err = fmt.Errorf("%s: %w", file, err)
		}
		return nil, err
	}
	return base.Extend(extra), nil
}

// VenueList reads a list of venues, such as a committee's top venues: one
// catalogue acronym or alias a line, # comments. It returns the acronyms
// in file order, each once. A venue not in cat is an error naming its
// line ("FILE:3: ...").
func VenueList(path string, cat *venue.Catalog) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, PathError(path, err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 4096), 4096)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		v, ok := cat.Lookup(line)
		if !ok {
			return nil, fmt.Errorf("%s:%d: %q is not in the venue catalogue (see --venues)", path, n, line)
		}
		if !slices.Contains(out, v.Acronym) {
			out = append(out, v.Acronym)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v (a line over 4 KiB?)", path, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no venues in the file", path)
	}
	return out, nil
}
