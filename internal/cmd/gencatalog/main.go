// Command gencatalog builds the curated venue catalogue ahead:
// cv/venue/venues.txt, parsed and indexed as the first Match of a process
// would (venue.CompileCatalog), written into cv/venue/catalog.bin, which
// venue.Default decodes with a handful of allocations. Run it after
// changing venues.txt or the code that builds the catalogue's index, and
// commit the file (TestCommittedCatalogIsCurrent fails until then).
//
//	go run ./internal/cmd/gencatalog              # writes cv/venue/catalog.bin
//	go generate ./cv/venue                        # the same
//	go run ./internal/cmd/gencatalog -out ""      # prints the size only
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/vitae-cv/vitae/cv/venue"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "gencatalog:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("gencatalog", flag.ContinueOnError)
	in := fs.String("in", "cv/venue/venues.txt", "the curated catalogue (venues.txt format)")
	out := fs.String("out", "cv/venue/catalog.bin", "file to write the built catalogue into (\"\": write nothing)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	f, err := os.Open(*in)
	if err != nil {
		return err
	}
	defer f.Close()
	data, err := venue.CompileCatalog(f, filepath.Base(*in))
	if err != nil {
		return err
	}
	if *out == "" {
		fmt.Fprintf(stdout, "built catalogue: %d bytes\n", len(data))
		return nil
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d bytes\n", *out, len(data))
	return nil
}
