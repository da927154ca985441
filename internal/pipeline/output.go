package pipeline

import (
	"fmt"
	"io"

	"github.com/vitae-cv/vitae/reports"
)

// WriteOutput writes a command's output (records, statistics) through
// write: to stdout when file is "" or "-", else to file, atomically.
// With no CV read, file is left as it was, for an earlier output (records
// corrected by hand) is worth more than an empty list: the error says
// nothing was written. Stdout still gets the empty output.
func (l *Loaded) WriteOutput(stdout io.Writer, file string, write func(io.Writer) error) error {
	if file == "" || file == "-" {
		return write(stdout)
	}
	if l.Read() == 0 {
		return fmt.Errorf("%w (%s); nothing written", ErrNoCV, l.Problems())
	}
	return reports.WriteFile(file, write)
}
