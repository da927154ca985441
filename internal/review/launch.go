package review

import (
	"errors"
	"os/exec"
	"runtime"
)

// OpenBrowser opens url in the user's default browser, as the desktop
// opens a link: xdg-open on Linux and the BSDs, open on macOS, the URL
// handler on Windows. It waits only for the opener to start.
func OpenBrowser(url string) error {
	name, args := opener(runtime.GOOS)
	if name == "" {
		return errors.New("no browser opener known for " + runtime.GOOS)
	}
	cmd := exec.Command(name, append(args, url)...)
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait() //nolint:errcheck // the opener's exit says nothing about the browser
	return nil
}

// opener is the command that opens a URL on the system goos.
func opener(goos string) (string, []string) {
	switch goos {
	case "darwin":
		return "open", nil
	case "windows":
		return "rundll32", []string{"url.dll,FileProtocolHandler"}
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly", "solaris", "illumos":
		return "xdg-open", nil
	}
	return "", nil
}
