// Package browser drives a headless Chromium through the DevTools
// protocol, for the tests that open vitae's HTML report as a reader
// would: it starts Chromium on about:blank, connects to the page's
// DevTools websocket (golang.org/x/net/websocket), and offers Navigate,
// Eval and Screenshot. JavaScript exceptions and console errors of the
// page are collected (Errors).
//
// It is a test harness, not a general client: one page, one request at
// a time.
package browser

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"

	"golang.org/x/net/websocket"
)

// Find returns the path of a Chromium binary, or "" when there is none.
func Find() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "/usr/bin/chromium"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Browser is a headless Chromium with one page under control.
type Browser struct {
	cmd    *exec.Cmd
	ws     *websocket.Conn
	dir    string
	next   int
	errs   []string
	cancel context.CancelFunc
}

// Start launches bin headless with a window of width × height and
// connects to its page. No host name resolves (a page cannot reach the
// network); 127.0.0.1 is reached, for the tests of a local server
// ("vitae review").
func Start(bin string, width, height int) (*Browser, error) {
	dir, err := os.MkdirTemp("", "vitae-browser-")
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions",
		"--hide-scrollbars", "--remote-debugging-port=0", "--remote-allow-origins=*", "--user-data-dir="+dir,
		fmt.Sprintf("--window-size=%d,%d", width, height), `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`, "about:blank")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		cancel()
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		cancel()
		return nil, err
	}
	b := &Browser{cmd: cmd, dir: dir, cancel: cancel}
	addr, err := devtoolsAddr(stderr, 30*time.Second)
	if err != nil {
		b.Close()
		return nil, err
	}
	go io.Copy(io.Discard, stderr) // the rest of the log is not needed, but must be drained
	wsURL, err := pageSocket(addr)
	if err != nil {
		b.Close()
		return nil, err
	}
	if b.ws, err = websocket.Dial(wsURL, "", "http://localhost/"); err != nil {
		b.Close()
		return nil, err
	}
	for _, m := range []string{"Runtime.enable", "Page.enable"} {
		if _, err := b.call(m, nil); err != nil {
			b.Close()
			return nil, err
		}
	}
	return b, nil
}

// devtoolsAddr reads Chromium's log up to the line that says where
// DevTools listens ("DevTools listening on ws://127.0.0.1:PORT/...") and
// returns host:port.
func devtoolsAddr(r io.Reader, wait time.Duration) (string, error) {
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			if _, rest, ok := strings.Cut(sc.Text(), "DevTools listening on ws://"); ok {
				host, _, _ := strings.Cut(rest, "/")
				found <- host
				return
			}
		}
		close(found)
	}()
	select {
	case a, ok := <-found:
		if !ok {
			return "", errors.New("browser: Chromium exited before DevTools listened")
		}
		return a, nil
	case <-time.After(wait):
		return "", errors.New("browser: DevTools did not start")
	}
}

// pageSocket is the DevTools websocket of the browser's first page.
func pageSocket(addr string) (string, error) {
	resp, err := http.Get("http://" + addr + "/json/list")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var targets []struct{ Type, WebSocketDebuggerURL string }
	if err := json.NewDecoder(resp.Body).Decode(&targets); err != nil {
		return "", err
	}
	for _, t := range targets {
		if t.Type == "page" && t.WebSocketDebuggerURL != "" {
			return t.WebSocketDebuggerURL, nil
		}
	}
	return "", errors.New("browser: no page target")
}

// message is a DevTools message: a reply (ID set) or an event.
type message struct {
	ID     int             `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// call sends one command and waits for its reply, collecting the page's
// errors from the events read meanwhile.
func (b *Browser) call(method string, params any) (json.RawMessage, error) {
	if os.Getenv("VITAE_BROWSER_DEBUG") != "" {
		fmt.Fprintln(os.Stderr, "call", method, params)
	}
	b.next++
	id := b.next
	if err := websocket.JSON.Send(b.ws, map[string]any{"id": id, "method": method, "params": params}); err != nil {
		return nil, err
	}
	for {
		var m message
		if err := websocket.JSON.Receive(b.ws, &m); err != nil {
			return nil, fmt.Errorf("browser: %s: %w", method, err)
		}
		if m.ID == id {
			if m.Error != nil {
				return nil, fmt.Errorf("browser: %s: %s", method, m.Error.Message)
			}
			return m.Result, nil
		}
		b.event(m)
	}
}

// event records a JavaScript exception or console error.
func (b *Browser) event(m message) {
	switch m.Method {
	case "Runtime.exceptionThrown":
		var p struct {
			ExceptionDetails struct {
				Text      string
				Exception struct{ Description string }
			}
		}
		json.Unmarshal(m.Params, &p)
		b.errs = append(b.errs, strings.TrimSpace(p.ExceptionDetails.Text+" "+p.ExceptionDetails.Exception.Description))
	case "Runtime.consoleAPICalled":
		var p struct {
			Type string
			Args []struct {
				Value       any
				Description string
			}
		}
		json.Unmarshal(m.Params, &p)
		if p.Type == "error" || p.Type == "assert" {
			var parts []string
			for _, a := range p.Args {
				if a.Description != "" {
					parts = append(parts, a.Description)
				} else {
					parts = append(parts, fmt.Sprint(a.Value))
				}
			}
			b.errs = append(b.errs, "console."+p.Type+": "+strings.Join(parts, " "))
		}
	}
}

// Errors are the page's JavaScript exceptions and console errors so far.
func (b *Browser) Errors() []string { return b.errs }

// OnNewDocument runs script in every page before the page's own
// scripts (Page.addScriptToEvaluateOnNewDocument).
func (b *Browser) OnNewDocument(script string) error {
	_, err := b.call("Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": script})
	return err
}

// Navigate opens url in the page (it returns when navigation starts).
func (b *Browser) Navigate(url string) error {
	_, err := b.call("Page.navigate", map[string]any{"url": url})
	return err
}

// Eval evaluates expr in the page, awaiting a promise, and decodes its
// value into out (which may be nil).
func (b *Browser) Eval(expr string, out any) error {
	res, err := b.call("Runtime.evaluate", map[string]any{"expression": expr, "awaitPromise": true, "returnByValue": true})
	if err != nil {
		return err
	}
	var r struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	if err := json.Unmarshal(res, &r); err != nil {
		return err
	}
	if e := r.ExceptionDetails; e != nil {
		return fmt.Errorf("browser: %s %s", e.Text, e.Exception.Description)
	}
	if out == nil || len(r.Result.Value) == 0 {
		return nil
	}
	return json.Unmarshal(r.Result.Value, out)
}

// Wait evaluates cond every 10 ms until it is true, for at most limit.
func (b *Browser) Wait(cond string, limit time.Duration) error {
	end := time.Now().Add(limit)
	for {
		var ok bool
		if err := b.Eval("!!("+cond+")", &ok); err != nil {
			return err
		}
		if ok {
			return nil
		}
		if time.Now().After(end) {
			return fmt.Errorf("browser: %s not true after %v", cond, limit)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Screenshot writes a PNG of the viewport to path.
func (b *Browser) Screenshot(path string) error {
	res, err := b.call("Page.captureScreenshot", map[string]any{"format": "png"})
	if err != nil {
		return err
	}
	var r struct{ Data string }
	if err := json.Unmarshal(res, &r); err != nil {
		return err
	}
	png, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		return err
	}
	return os.WriteFile(path, png, 0o644)
}

// Close ends the browser and removes its profile.
func (b *Browser) Close() {
	if b.ws != nil {
		b.ws.Close()
	}
	b.cancel()
	b.cmd.Wait()
	os.RemoveAll(b.dir)
}
