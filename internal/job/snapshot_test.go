package job

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/publish"
)

// TestHistorySnapshot: the history's snapshot is the published file's
// bytes; when the file cannot be read, the snapshot encoded as the file
// would have been.
func TestHistorySnapshot(t *testing.T) {
	snap := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{{ID: "quill-ostrander", Name: "Quill Ostrander", Source: "q.md"}}}
	var want bytes.Buffer
	if err := publish.WriteJSON(&want, snap); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, publish.SnapshotName)
	if err := os.WriteFile(path, want.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// the file is what is kept, byte for byte (a value that encodes
	// otherwise shows it is not encoded again)
	got, err := historySnapshot(path, &analytics.Snapshot{Format: 9})
	if err != nil || !bytes.Equal(got, want.Bytes()) {
		t.Errorf("from the file: %q %v, want %q", got, err, want.Bytes())
	}
	for _, unreadable := range []string{filepath.Join(dir, "missing.json"), dir} {
		got, err = historySnapshot(unreadable, snap)
		if err != nil || !bytes.Equal(got, want.Bytes()) {
			t.Errorf("%s: %q %v, want the snapshot encoded, %q", unreadable, got, err, want.Bytes())
		}
	}
}
