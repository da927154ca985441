package pdf

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// FuzzRead checks that no input panics or hangs and that every error
// wraps one of the doc sentinels.
func FuzzRead(f *testing.F) {
	cv := fictionalCV(f)
	f.Add(cv)
	f.Add(twoColumnPDF(f))
	f.Add(imageOnlyPDF(f))
	f.Add(encryptedPDF(f))
	f.Add(cv[:len(cv)/2])
	f.Add(cv[:200])
	f.Add([]byte("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"))
	f.Add([]byte{})
	lim := doc.Limits{MaxPages: 20, MaxLines: 5000, Timeout: 5 * time.Second}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Read(context.Background(), data, lim)
		if err != nil {
			if !errors.Is(err, doc.ErrCorrupt) && !errors.Is(err, doc.ErrEncrypted) &&
				!errors.Is(err, doc.ErrNoText) && !errors.Is(err, doc.ErrLimit) {
				t.Fatalf("error wraps no doc sentinel: %v", err)
			}
			return
		}
		if d.Pages > lim.MaxPages || len(d.Lines) > lim.MaxLines {
			t.Fatalf("limits passed: %d pages, %d lines", d.Pages, len(d.Lines))
		}
		_ = d.Markdown()
	})
}
