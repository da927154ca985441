//go:build !unix

package atomicfile

import (
	"os"
	"time"
)

// staleTempAge is how long ago a temporary file must have been last
// written for SweepTemps to remove it. Without flock it alone tells a
// dead writer's file from a live one's, so it is long: a renderer may
// work for minutes before it writes.
const staleTempAge = 6 * time.Hour

// lockTemp does nothing where there is no flock.
func lockTemp(*os.File) {}

// lockDeadTemp finds every temporary file old enough free.
func lockDeadTemp(string) (release func(), free bool) { return func() {}, true }
