package job

import (
	"fmt"
	"strings"
	"testing"
)

// maxErrorLine bounds a job error line: the file's path, the line, a key
// and a message quoting at most a short piece of the input.
const maxErrorLine = 600

// hostileJobs are job files whose keys or values are huge, built here.
func hostileJobs() map[string]string {
	long := strings.Repeat("x", 200_000)
	dotted := strings.TrimSuffix(strings.Repeat("a.", 200_000), ".")
	base := "[inputs]\npaths = [\"a\"]\n[output]\ndir = \"o\"\n"
	return map[string]string{
		"dotted key":       base + dotted + " = 1\n",
		"dotted in output": base + "output." + dotted + " = 1\n",
		"long key":         base + long + " = 1\n",
		"long section":     base + "[" + long + "]\n",
		"dotted section":   base + "[" + dotted + "]\n",
		"long format":      base + "formats = [\"" + long + "\"]\n",
		"long name":        base + "name = \"" + long + "/\"\n",
		"long wait":        base + "[policy]\nwait = \"" + long + "\"\n",
		"long fail_on":     base + "[policy]\nfail_on = [\"" + long + "\"]\n",
		"long warnings":    base + "[policy]\nfail_on = [\"warnings>" + long + "\"]\n",
		"long glob":        "[inputs]\nglobs = [\"[" + long + "\"]\n[output]\ndir = \"o\"\n",
		"long bad type":    base + "[selection]\nsince = \"" + long + "\"\n",
		"long bad value":   base + "[selection]\nsince = " + long + "\n",
		"many unknown":     base + manyKeys(20_000),
		"many inline":      base + "selection = {" + strings.ReplaceAll(strings.TrimSpace(manyKeys(20_000)), "\n", ", ") + "}\n",
	}
}

// manyKeys is n distinct unknown keys of the output section.
func manyKeys(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "k%d = 1\n", i)
	}
	return b.String()
}

// TestErrorsQuoteAShortPiece: a job whose key or value is huge (a key of
// 200,000 dotted parts, a 200,000-character format) gets short error
// lines that quote a piece of it with an ellipsis, and few of them.
func TestErrorsQuoteAShortPiece(t *testing.T) {
	for name, text := range hostileJobs() {
		_, err := Parse("job.toml", []byte(text))
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		msg := err.Error()
		lines := strings.Split(msg, "\n")
		if len(lines) > 21 {
			t.Errorf("%s: %d error lines, want at most 21", name, len(lines))
		}
		for _, l := range lines {
			if len(l) > maxErrorLine {
				t.Errorf("%s: an error line of %d bytes (want at most %d): %.200s…", name, len(l), maxErrorLine, l)
				break
			}
		}
	}
}
