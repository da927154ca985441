package parse

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// A parse under a context is stopped when the context ends: the parser
// looks at the context at cheap points (each line cleaned, each question
// put to the memo that it has not answered before, each section and
// publication entry), and a parse whose context has ended unwinds with a
// stopParse panic that parseText turns into an error. No goroutine is
// left running: the parse itself stops.

// stopParse is the panic value that unwinds a parse whose context ended.
type stopParse struct{}

// stopper is the end of one parse's context; a nil stopper never stops.
type stopper struct {
	ctx  context.Context
	done <-chan struct{}
	n    int // checks made
	at   int // for tests: stop at this check too (0: only when done)
}

// newStopper returns the stopper of ctx, nil when ctx never ends.
func newStopper(ctx context.Context) *stopper {
	if ctx.Done() == nil {
		return nil
	}
	return &stopper{ctx: ctx, done: ctx.Done()}
}

// check unwinds the parse when its context has ended.
func (s *stopper) check() {
	if s == nil {
		return
	}
	s.n++
	if s.n == s.at {
		panic(stopParse{})
	}
	select {
	case <-s.done:
		panic(stopParse{})
	default:
	}
}

// err is the error of the parse s stopped.
func (s *stopper) err() error {
	if s.ctx == nil || s.ctx.Err() == nil {
		return fmt.Errorf("%w: parsing took longer than the time limit", doc.ErrLimit)
	}
	return stoppedError(s.ctx)
}

// isStop reports whether a recovered panic value is a stopped parse.
func isStop(r any) bool {
	_, ok := r.(stopParse)
	return ok
}

// stoppedError is the error of a parse whose context ended: the
// context's cause when it is a reading limit (the caller said which), else
// an error wrapping doc.ErrLimit that says the time ran out, or the
// context's error when it was cancelled.
func stoppedError(ctx context.Context) error {
	cause := context.Cause(ctx)
	switch {
	case errors.Is(cause, doc.ErrLimit):
		return cause
	case errors.Is(cause, context.DeadlineExceeded):
		return fmt.Errorf("%w: parsing took longer than the time limit", doc.ErrLimit)
	}
	return cause
}

// TimeLimitError is the error of a parse stopped at limit, the time
// allowed per file (doc.Limits.Timeout): a caller that sets a deadline
// gives it as the context's cause (context.WithTimeoutCause). It wraps
// doc.ErrLimit.
func TimeLimitError(limit time.Duration) error {
	return fmt.Errorf("%w: parsing took longer than %v, the time limit per file", doc.ErrLimit, limit)
}
