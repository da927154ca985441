// Package cpuprofile profiles a whole run of vitae when the environment
// asks for it: VITAE_CPUPROFILE=FILE writes a CPU profile there, for
// `go tool pprof`.
package cpuprofile

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
)

// Env is the environment variable that names the profile's file.
const Env = "VITAE_CPUPROFILE"

// Start starts a CPU profile into the file named by $VITAE_CPUPROFILE. It
// returns the function that stops it; with the variable unset both do
// nothing. A profile that cannot be started is reported on stderr and
// skipped: the run itself goes on.
func Start(stderr io.Writer) (stop func()) {
	path := os.Getenv(Env)
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(stderr, "vitae: %s: %v\n", Env, err)
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
