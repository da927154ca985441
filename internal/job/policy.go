package job

import (
	"fmt"
	"strconv"
	"strings"
)

// Rule is one entry of policy.fail_on.
type Rule struct {
	// Kind is "failed", "skipped", "fewer_candidates",
	// "stale_corrections" or "warnings".
	Kind string
	// N is the warnings allowed (warnings>N).
	N int
}

func (r Rule) String() string {
	if r.Kind == "warnings" {
		return fmt.Sprintf("warnings>%d", r.N)
	}
	return r.Kind
}

// ruleKinds are the fail_on entries without a number.
var ruleKinds = []string{"failed", "skipped", "fewer_candidates", "stale_corrections"}

// ParseRule reads a fail_on entry.
func ParseRule(s string) (Rule, error) {
	t := strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(t, "warnings>"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || n < 0 {
			return Rule{}, fmt.Errorf("bad %q (want warnings>N, N a whole number)", Clip(s))
		}
		return Rule{Kind: "warnings", N: n}, nil
	}
	for _, k := range ruleKinds {
		if t == k {
			return Rule{Kind: k}, nil
		}
	}
	return Rule{}, fmt.Errorf("unknown %q (want %s or warnings>N)", Clip(s), strings.Join(ruleKinds, ", "))
}

// Facts are what a run found, for the policies.
type Facts struct {
	Failed, Skipped  int
	Candidates       int
	PrevCandidates   int // -1 when there is no previous run
	Warnings         int
	StaleCorrections int
}

// Rules are the job's fail_on rules.
func (j *Job) Rules() []Rule { return j.rules }

// Breaches are the rules f breaks, each said in words ("2 inputs failed
// (fail_on: failed)").
func (j *Job) Breaches(f Facts) []string {
	var out []string
	for _, r := range j.rules {
		if msg := r.breach(f); msg != "" {
			out = append(out, msg+" (fail_on: "+r.String()+")")
		}
	}
	return out
}

// breach says how f breaks r, or "".
func (r Rule) breach(f Facts) string {
	switch r.Kind {
	case "failed":
		if f.Failed > 0 {
			return fmt.Sprintf("%d input(s) failed", f.Failed)
		}
	case "skipped":
		if f.Skipped > 0 {
			return fmt.Sprintf("%d file(s) skipped", f.Skipped)
		}
	case "fewer_candidates":
		if f.PrevCandidates >= 0 && f.Candidates < f.PrevCandidates {
			return fmt.Sprintf("%d candidates, fewer than the previous run's %d", f.Candidates, f.PrevCandidates)
		}
	case "stale_corrections":
		if f.StaleCorrections > 0 {
			return fmt.Sprintf("%d correction(s) no longer match their record", f.StaleCorrections)
		}
	case "warnings":
		if f.Warnings > r.N {
			return fmt.Sprintf("%d parser warnings, more than %d", f.Warnings, r.N)
		}
	}
	return ""
}
