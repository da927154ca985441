//go:build !unix

package cvgen

import "os/exec"

// setGroupKill: outside Unix the context's cancel kills the maker's
// first process only.
func setGroupKill(*exec.Cmd) {}

func killGroup(*exec.Cmd) {}
