// Command dataread reads CVs kept as data with the readers of cv/data
// that are not yet in the formats list, and writes their records as JSON
// (a development tool, for measuring a reader against truth):
//
//	go run ./internal/cmd/dataread [-owner NAME] FILE... > out.json
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/bibtex"
	"github.com/vitae-cv/vitae/cv/data/latex"
)

var formats = []data.Format{bibtex.Format, latex.Format}

func main() {
	owner := flag.String("owner", "", "the owner's name (a .bib file of one person's papers)")
	lines := flag.Bool("lines", false, "print the typed lines of LaTeX inputs instead of records")
	flag.Parse()
	if *lines {
		printLines(flag.Args())
		return
	}
	var out []*cv.CV
	status := 0
	for _, name := range flag.Args() {
		c, err := readOne(name, *owner)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			status = 1
			continue
		}
		out = append(out, c)
	}
	if err := cv.WriteJSON(os.Stdout, out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		status = 1
	}
	os.Exit(status)
}

func readOne(name, owner string) (*cv.CV, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	dir := filepath.Dir(name)
	src := data.Source{Name: name, Data: b, Open: func(rel string) ([]byte, error) {
		return os.ReadFile(filepath.Join(dir, filepath.Clean("/"+rel)))
	}}
	for _, f := range formats {
		if f.Sniff(name, b[:min(len(b), 64<<10)]) {
			return f.Read(context.Background(), src, data.Options{Owner: owner})
		}
	}
	return nil, fmt.Errorf("not a format this tool reads")
}

func printLines(names []string) {
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			continue
		}
		dir := filepath.Dir(name)
		d, bib := latex.Doc(data.Source{Name: name, Data: b, Open: func(rel string) ([]byte, error) {
			return os.ReadFile(filepath.Join(dir, filepath.Clean("/"+rel)))
		}})
		for _, l := range d.Lines {
			fmt.Printf("h%d %-3s d%d | %q\n", l.Heading, l.List, l.Depth, l.Text)
		}
		fmt.Printf("bib: %+v\n", bib)
	}
}
