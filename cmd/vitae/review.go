package main

import (
	"context"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/review"
)

func init() { vitae.Define("review", runReview) }

// runReview is "vitae review": flags → review.Configure → review.Run.
func runReview(e *cli.Env, c *cli.Command, args []string) int {
	var o review.Options
	fs, jobFile := e.FlagSet(c), ""
	fs.StringVar(&o.Corrections, "corrections", "", "write corrections to `FILE`, as vitae correct does (default: the job's, else corrections.toml)")
	fs.StringVar(&o.Addr, "addr", "", "listen on `HOST:PORT` (default: 127.0.0.1 on a free port)")
	fs.StringVar(&jobFile, "job", "", "review the inputs of `JOB.toml`, with its corrections file")
	open := fs.Bool("open", false, "open the app in the default browser")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if *open {
		o.Open = review.OpenBrowser
	}
	o, err := review.Configure(o, fs.Args(), jobFile)
	if err == nil {
		err = review.Run(context.Background(), o, e.Stdout)
	}
	if err != nil {
		return e.Fail(c, err)
	}
	return cli.OK
}
