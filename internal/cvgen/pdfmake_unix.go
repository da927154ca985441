//go:build unix

package cvgen

import (
	"os/exec"
	"syscall"
)

// setGroupKill starts cmd in a process group of its own and makes the
// context's cancel kill the whole group: Chromium and LibreOffice leave
// helper processes that would outlive a kill of the first one.
func setGroupKill(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// killGroup ends what is left of cmd's process group once it has exited
// (a browser's helpers); a group already gone is no error.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
