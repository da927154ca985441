package job

import (
	"bytes"
	"os"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/publish"
)

// historySnapshot is snap as the run history keeps it: the snapshot.json
// the run published at path, read back (the bytes publish.WriteJSON
// wrote for snap), rather than snap encoded a second time (a quarter of
// a second for 10,000 candidates, more than a cold run's cache writes);
// encoded again only when the file cannot be read.
func historySnapshot(path string, snap *analytics.Snapshot) ([]byte, error) {
	if data, err := os.ReadFile(path); err == nil {
		return data, nil
	}
	var buf bytes.Buffer
	err := publish.WriteJSON(&buf, snap)
	return buf.Bytes(), err
}
