// Command vitae turns academic CVs (Markdown, plain text, HTML, Word or
// PDF) into structured records and, from those, analytics reports.
//
// Usage:
//
//	vitae <command> [flags] [arguments]
//
// Run "vitae help" for the list of commands and "vitae help <command>" for
// one command's flags. Each command is a file here: its flags and the
// wiring of the libraries (cv/inputs, analytics, reports/...); a
// command's summary, usage and help are help/NAME.txt.
package main

import (
	"os"

	"github.com/vitae-cv/vitae/cmd/vitae/help"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/cli/topics"
	"github.com/vitae-cv/vitae/internal/cpuprofile"
	"github.com/vitae-cv/vitae/internal/job"
	"github.com/vitae-cv/vitae/reports/formats"
	"github.com/vitae-cv/vitae/reports/records"
)

// version is set at build time with
//
//	go build -ldflags "-X main.version=v1.2.3" ./cmd/vitae
//
// When empty, the module version from the build info is used, else "dev".
var version = ""

// vitae is the program; each command file defines its command in init,
// with its texts from help/NAME.txt.
var vitae = &cli.Program{
	Name: "vitae",
	About: `vitae reads academic CVs (PDF, Word .docx, HTML, Markdown and plain text,
and the JSON records 'vitae parse' writes) into structured records, counts
what committees compare candidates on, and writes HTML, Excel, PDF, CSV and
text reports.`,
	Version: func() string { return cli.BuildVersion(version) },
	Topics:  topics.FS,
	Texts:   help.FS,
	Parts:   map[string]string{"records.LinesHelp": records.LinesHelp, "formats.Help": formats.Help(), "job.Help": job.Help},
}

func main() { os.Exit(process()) }

// process is vitae as a process (cli.Program.Process), profiled when
// $VITAE_CPUPROFILE (CPU) or $VITAE_MEMPROFILE (heap) names a file; it
// returns the exit code. The tests
// that run vitae in a child process call it too.
func process() int {
	defer cpuprofile.Start(os.Stderr)()
	defer cpuprofile.StartHeap(os.Stderr)()
	return vitae.Process()
}
