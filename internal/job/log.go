package job

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/vitae-cv/vitae/internal/pipeline"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

// Log is what "vitae run" says while it works, all on stderr: lines
// ("vitae: wrote …") by default, JSON objects with --log-format json (for
// CI logs), nothing but errors with --quiet; and a progress bar while
// the inputs are read, only when stderr is a terminal.
type Log struct {
	w     io.Writer
	json  *slog.Logger // nil: text lines
	quiet bool
	tty   bool
}

// LogFormats are the values of --log-format.
const LogFormats = "text, json"

// NewLog makes the log for format ("text" or "json"); ok is false for
// another format.
func NewLog(w io.Writer, format string, quiet bool) (*Log, bool) {
	l := &Log{w: w, quiet: quiet, tty: isTerminal(w)}
	switch format {
	case "text":
	case "json":
		l.json = slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: slog.LevelInfo, ReplaceAttr: safeAttr}))
	default:
		return nil, false
	}
	return l, true
}

// isTerminal says whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// Info says what the run did; attrs are key, value pairs (kept as fields
// in JSON, left out of text lines, which say it all in msg).
func (l *Log) Info(msg string, attrs ...any) {
	if l.quiet {
		return
	}
	l.say(slog.LevelInfo, msg, attrs)
}

// Warn says something the reader should know; quiet keeps it.
func (l *Log) Warn(msg string, attrs ...any) { l.say(slog.LevelWarn, msg, attrs) }

// Error says what failed; always said.
func (l *Log) Error(msg string, attrs ...any) { l.say(slog.LevelError, msg, attrs) }

func (l *Log) say(level slog.Level, msg string, attrs []any) {
	if l.json != nil {
		l.json.Log(context.Background(), level, msg, attrs...)
		return
	}
	prefix := "vitae: "
	if level >= slog.LevelWarn && level < slog.LevelError {
		prefix = "vitae: warning: "
	}
	for _, line := range logLines(msg, attrs) {
		fmt.Fprintln(l.w, prefix+termsafe.String(line))
	}
}

// logLines are the text lines of msg: one, unless attrs name an input
// ("input", PATH) whose problems msg lists one a line (a record file's);
// see linesNaming.
func logLines(msg string, attrs []any) []string {
	for i := 0; i+1 < len(attrs); i += 2 {
		if path, ok := attrs[i+1].(string); ok && attrs[i] == "input" {
			return pipeline.LinesNaming(msg, path)
		}
	}
	return []string{msg}
}

// safeAttr escapes the control characters of a JSON log's text values
// (the message, input paths) as the text lines do: JSON escapes C0
// controls by itself, but would print DEL, C1 controls and bidirectional
// overrides as they are.
func safeAttr(_ []string, a slog.Attr) slog.Attr {
	if a.Value.Kind() == slog.KindString {
		a.Value = slog.StringValue(termsafe.String(a.Value.String()))
	}
	return a
}

// progress is a progress bar over n inputs on a terminal, or a no-op.
type progress struct{ bar *progressbar.ProgressBar }

// Progress starts a progress bar for n inputs: only on a terminal, never
// with --quiet or JSON logs.
func (l *Log) Progress(n int, what string) progress {
	if !l.tty || l.quiet || l.json != nil || n < 1 {
		return progress{}
	}
	return progress{progressbar.NewOptions(n,
		progressbar.OptionSetWriter(l.w),
		progressbar.OptionSetDescription(what),
		progressbar.OptionShowCount(),
		progressbar.OptionSetWidth(30),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
	)}
}

// Add moves the bar on by one input.
func (p progress) Add() {
	if p.bar != nil {
		p.bar.Add(1)
	}
}

// Done clears the bar.
func (p progress) Done() {
	if p.bar != nil {
		p.bar.Finish()
	}
}
