package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
)

// startProfile starts a CPU profile into the file named by the environment
// variable VITAE_CPUPROFILE, for measuring a whole run (`go tool pprof`).
// It returns the function that stops it; with the variable unset both do
// nothing. A profile that cannot be started is reported and skipped: the
// run itself goes on.
func startProfile(stderr io.Writer) (stop func()) {
	path := os.Getenv("VITAE_CPUPROFILE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(stderr, "vitae: VITAE_CPUPROFILE: %v\n", err)
		if f != nil {
			f.Close()
		}
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}
