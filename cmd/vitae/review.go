package main

import (
	"context"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/review"
)

func init() { vitae.Define("review", runReview) }

// runReview is "vitae review": flags → review.Options → the app, served
// until the process is interrupted.
func runReview(e *cli.Env, c *cli.Command, args []string) int {
	var o review.Options
	fs := e.FlagSet(c)
	fs.StringVar(&o.Corrections, "corrections", "corrections.toml", "write corrections to `FILE` (TOML, as vitae correct writes; created when missing)")
	fs.StringVar(&o.Addr, "addr", "", "listen on `HOST:PORT` (default: 127.0.0.1 on a free port)")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if o.Paths = fs.Args(); len(o.Paths) == 0 {
		return e.UsageError(c, "name the CVs to review")
	}
	if err := review.Run(context.Background(), o, e.Stdout); err != nil {
		return e.Fail(c, err)
	}
	return cli.OK
}
