// Command vitae turns academic CVs (Markdown, plain text, HTML, Word or
// PDF) into structured records and, from those, analytics reports.
//
// Usage:
//
//	vitae <command> [flags] [arguments]
//
// Run "vitae help" for the list of commands and "vitae help <command>" for
// one command's flags. Each command is a file here: its flags and the
// wiring of the libraries (cv/inputs, analytics, reports/...).
package main

import (
	"io"
	"os"
	"runtime/debug"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
)

// version is set at build time with
//
//	go build -ldflags "-X main.version=v1.2.3" ./cmd/vitae
//
// When empty, the module version from the build info is used, else "dev".
var version = ""

// vitae is the program; each command file registers its command in init.
var vitae = &cli.Program{
	Name:    "vitae",
	About:   "vitae reads academic CVs (Markdown or plain text) into structured records,\ncounts what committees compare candidates on, and writes HTML, Excel and PDF\nreports.",
	Version: versionString,
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is vitae's main, minus the process: it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &cli.Env{Stdin: stdin, Stdout: stdout, Stderr: stderr, Getenv: os.Getenv, Now: time.Now}
	return vitae.Run(e, args)
}

// versionString is the -ldflags version, else the module version from the
// build info (set by "go install ...@version"), else "dev".
func versionString() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			return v
		}
	}
	return "dev"
}
