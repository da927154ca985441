package publish_test

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/vitae-cv/vitae/internal/publish"
)

// A scheduled run as "vitae run" makes one: lock, sweep, write into a
// new run folder, commit (manifest.json and latest), prune, verify.
func Example() {
	tmp, err := os.MkdirTemp("", "publish-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "reports")

	for week := range 3 {
		started := time.Date(2026, 11, 22+7*week, 3, 0, 0, 0, time.UTC)
		lock, err := publish.Acquire(out, time.Minute)
		if err != nil {
			fmt.Println(err)
			return
		}
		if _, err := publish.Sweep(out); err != nil {
			fmt.Println(err)
		}
		r, err := publish.Begin(out, started)
		if err != nil {
			fmt.Println(err)
			return
		}
		text := fmt.Sprintf("week %d\n", week+1)
		if err := os.WriteFile(r.Path("report.txt"), []byte(text), 0o644); err != nil {
			r.Abort()
			fmt.Println(err)
			return
		}
		m := &publish.Manifest{Version: "example", Started: started, Finished: started.Add(time.Minute)}
		if err := r.Commit(m); err != nil {
			r.Abort()
			fmt.Println(err)
			return
		}
		pruned, _ := publish.Prune(out, 2)
		fmt.Println("published", r.ID, "previous", m.Previous, "pruned", pruned)
		lock.Unlock()
	}
	latest, _ := publish.Latest(out)
	problems, _ := publish.Verify(filepath.Join(out, "latest"))
	fmt.Println("latest", latest, "problems", len(problems))
	// Output:
	// published 2026-11-22T0300Z previous  pruned []
	// published 2026-11-29T0300Z previous 2026-11-22T0300Z pruned []
	// published 2026-12-06T0300Z previous 2026-11-29T0300Z pruned [2026-11-22T0300Z]
	// latest 2026-12-06T0300Z problems 0
}
