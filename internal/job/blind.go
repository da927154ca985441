package job

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/vitae-cv/vitae/cv/blind"
	"github.com/vitae-cv/vitae/internal/publish"
)

// blindInputs are the inputs as a blind run's manifest lists them: each
// file under its candidate's pseudonym, or the label the reports give a
// file not read ("unread file 1"), never its path (file names hold
// names); the reason a file was not read without the path either. Size,
// digest and format stay: they name no one, and let whoever holds the
// key check the files. Without a key (not blind) they are as read.
func blindInputs(ins []publish.Input, k *blind.Key) []publish.Input {
	if k == nil {
		return ins
	}
	label := map[string]string{}
	for _, e := range k.Candidates {
		for _, s := range e.Sources {
			label[s] = e.Pseudonym
		}
	}
	for _, u := range k.Unread {
		label[u.Path] = u.Label
	}
	out := make([]publish.Input, len(ins))
	for i, in := range ins {
		l, ok := label[in.Path]
		if !ok {
			l = "input withheld"
		}
		in.Why = strings.ReplaceAll(strings.ReplaceAll(in.Why, in.Path, l), filepath.Base(in.Path), l)
		in.Path = l
		out[i] = in
	}
	return out
}

// blinded says where a blind run wrote its key.
func (r *Runner) blinded(key string, n int) {
	r.Log.Info(fmt.Sprintf("blind: %d candidate(s) named Candidate A, B, …; the key is %s, outside the published runs", n, key), "blind_key", key)
}
