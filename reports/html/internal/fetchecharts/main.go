// Command fetchecharts installs the npm package echarts (pinned by
// reports/html/package-lock.json) and copies its dist/echarts.min.js to
// reports/html/assets/echarts.min.js, where the HTML report embeds it.
//
// It runs from `go generate ./reports/html` (the working directory is
// reports/html). It never fails the build: without npm, or when npm
// cannot install the package (offline), it prints a warning and leaves
// any existing asset in place; reports built without the asset say so on
// the page and load ECharts from the web.
package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

const (
	src = "node_modules/echarts/dist/echarts.min.js"
	dst = "assets/echarts.min.js"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "fetchecharts: warning: %v\n", err)
		if _, statErr := os.Stat(dst); statErr == nil {
			fmt.Fprintf(os.Stderr, "fetchecharts: keeping the existing %s\n", dst)
		} else {
			fmt.Fprintln(os.Stderr, "fetchecharts: HTML reports from this build will load ECharts from the web")
		}
	}
}

func run() error {
	if _, err := os.Stat("package-lock.json"); err != nil {
		return fmt.Errorf("run me in reports/html (go generate ./reports/html): %v", err)
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return fmt.Errorf("npm not found: cannot install echarts")
	}
	cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("npm ci: %v", err)
	}
	js, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if !bytes.Contains(js, []byte("echarts")) {
		return fmt.Errorf("%s does not look like ECharts", src)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	tmp := dst + ".tmp"
	if err := os.WriteFile(tmp, js, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, dst); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "fetchecharts: wrote %s (%d bytes)\n", dst, len(js))
	return nil
}
