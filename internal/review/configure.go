package review

import (
	"github.com/vitae-cv/vitae/internal/job"
)

// DefaultCorrections is the corrections file written when neither
// --corrections nor a job names one.
const DefaultCorrections = "corrections.toml"

// usageError is a wrong command line (exit status 2).
type usageError string

func (e usageError) Error() string    { return string(e) }
func (e usageError) UsageError() bool { return true }

// Configure completes opt from the command line: the inputs named, or
// those of the job file jobPath (then the job's corrections file, unless
// opt names one, with the job's folder as the Base of its "file:"
// candidates, as "vitae run" applies it).
func Configure(opt Options, paths []string, jobPath string) (Options, error) {
	switch {
	case jobPath != "" && len(paths) > 0:
		return opt, usageError("give the CVs or --job, not both")
	case jobPath == "" && len(paths) == 0:
		return opt, usageError("name the CVs to review (or --job JOB.toml)")
	case jobPath == "":
		opt.Paths = paths
	default:
		j, err := job.Load(jobPath)
		if err != nil {
			return opt, err
		}
		opt.Paths, opt.Base = j.InputPaths(), j.Dir
		if opt.Corrections == "" {
			opt.Corrections = j.CorrectionsFile()
		}
	}
	if opt.Corrections == "" {
		opt.Corrections = DefaultCorrections
	}
	return opt, nil
}
