// Command fetchecharts refreshes the ECharts vendored in the module: it
// installs the npm packages echarts and esbuild at the exact versions
// pinned by reports/html/package.json and package-lock.json, bundles
// echarts-entry.js (the chart types and components the reports draw)
// with esbuild into reports/html/assets/echarts.min.js, and copies the
// licences of what the bundle holds (ECharts' LICENSE and NOTICE,
// ZRender's and tslib's) beside it, with the ECharts version in
// assets/ECHARTS-VERSION. The files are committed, so a plain `go build`
// or `go install` embeds them; this step is only needed to move to
// another ECharts version or to change what the build holds (edit
// package.json or echarts-entry.js, run `npm install` once to update
// the lock file, then `go generate`).
//
// It runs from `go generate ./reports/html` (the working directory is
// reports/html). Without npm, or offline, it prints a warning and keeps
// the committed files.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

const (
	entry   = "echarts-entry.js"
	esbuild = "node_modules/.bin/esbuild"
	dst     = "assets/echarts.min.js"
)

// copies are the files vendored beside the script: the licence and notice
// the Apache License asks to keep with it, and the licences of the two
// libraries bundled with it (ZRender, BSD 3-Clause; tslib, 0BSD).
var copies = map[string]string{
	"node_modules/echarts/LICENSE":   "assets/ECHARTS-LICENSE",
	"node_modules/echarts/NOTICE":    "assets/ECHARTS-NOTICE",
	"node_modules/zrender/LICENSE":   "assets/ZRENDER-LICENSE",
	"node_modules/tslib/LICENSE.txt": "assets/TSLIB-LICENSE",
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintf(os.Stderr, "fetchecharts: warning: %v\n", err)
		if _, statErr := os.Stat(dst); statErr == nil {
			fmt.Fprintf(os.Stderr, "fetchecharts: keeping the existing %s\n", dst)
		} else {
			fmt.Fprintln(os.Stderr, "fetchecharts: no ECharts to embed: the build will fail until it is restored (git checkout reports/html/assets)")
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
	version, err := packageVersion("node_modules/echarts/package.json")
	if err != nil {
		return err
	}
	js, err := bundle(version)
	if err != nil {
		return err
	}
	if !bytes.Contains(js, []byte("echarts")) {
		return fmt.Errorf("the bundle of %s does not look like ECharts", entry)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if err := writeFile(dst, js); err != nil {
		return err
	}
	for from, to := range copies {
		b, err := os.ReadFile(from)
		if err != nil {
			return err
		}
		if err := writeFile(to, b); err != nil {
			return err
		}
	}
	if err := writeFile("assets/ECHARTS-VERSION", []byte(version+"\n")); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "fetchecharts: wrote %s (ECharts %s, %d bytes)\n", dst, version, len(js))
	return nil
}

// bundle builds echarts-entry.js into one minified script that sets
// window.echarts, in production mode (no development warnings), with a
// header naming what it is and its licence.
func bundle(version string) ([]byte, error) {
	banner := "/*! Apache ECharts " + version + " (https://echarts.apache.org), Apache License 2.0 (ECHARTS-LICENSE, ECHARTS-NOTICE);" +
		" with ZRender (BSD 3-Clause, ZRENDER-LICENSE) and tslib (0BSD, TSLIB-LICENSE)." +
		" A build of the chart types and components vitae draws (reports/html/echarts-entry.js), bundled by esbuild. */"
	cmd := exec.Command(esbuild, entry, "--bundle", "--minify", "--format=iife", "--target=es2017",
		"--define:__DEV__=false", `--define:process.env.NODE_ENV="production"`,
		"--legal-comments=none", "--log-level=warning", "--banner:js="+banner)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("esbuild %s: %v", entry, err)
	}
	return out.Bytes(), nil
}

// packageVersion reads the "version" of an npm package.json.
func packageVersion(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	var pkg struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(b, &pkg); err != nil || pkg.Version == "" {
		return "", fmt.Errorf("%s: no version (%v)", path, err)
	}
	return pkg.Version, nil
}

// writeFile replaces path with data through a temporary file.
func writeFile(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
