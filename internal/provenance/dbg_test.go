package provenance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDbg(t *testing.T) {
	l := loadShared(t)
	for _, f := range strings.Fields(os.Getenv("DBG_FILES")) {
		text, _ := readText(filepath.Join(repoRoot, f))
		toks := Tokens(text)
		w := Words(text)
		for i := 0; i+N <= len(w); i++ {
			if l.unique.Has(w[i : i+N]) {
				t.Logf("%s:%d: %s", f, toks[i].Line, strings.Join(w[i:i+N], " "))
			}
		}
		for p, line := range FindPhrases(text, l.names) {
			t.Logf("%s:%d: NAME %v", f, line, l.names[p])
		}
	}
}
