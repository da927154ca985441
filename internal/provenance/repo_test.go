package provenance

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// skipDirs are tracked files and folders not scanned, and why. The line
// labels (internal/train/labels) are scanned although they hold only
// hashes, line numbers and label names: it costs little and keeps them so.
var skipDirs = map[string]string{
	// the venue catalogue: public venue names (acronym, kind, area, full
	// names, aliases), the exception the check makes anyway; scanned
	// whole, names side by side on a line make sequences no name holds
	"cv/venue/venues.txt": "public venue names",
	"cv/venue/series.txt": "public venue names",
	// the journal layer, generated from JabRef's CC0 abbreviation lists
	// (cv/venue/JOURNALS.md): public journal names and abbreviations, one
	// journal a line, and their keys; read in place, so no longer gzipped
	"cv/venue/journals.tsv":    "public journal names (JabRef CC0 lists)",
	"cv/venue/journalkeys.tsv": "public journal names (JabRef CC0 lists)",
}

// trackedFiles lists the repository's tracked files (git ls-files), or
// skips the test where git or the repository is not there.
func trackedFiles(t *testing.T) []string {
	t.Helper()
	out, err := exec.Command("git", "-C", repoRoot, "ls-files", "-z").Output()
	if err != nil {
		t.Skipf("git ls-files: %v: no repository to scan", err)
	}
	var files []string
	for _, f := range strings.Split(string(out), "\x00") {
		if f != "" && !skipped(f) {
			files = append(files, f)
		}
	}
	return files
}

func skipped(f string) bool {
	for dir := range skipDirs {
		if strings.HasPrefix(f, dir) {
			return true
		}
	}
	return false
}

// readText returns a tracked file's text, or false for a binary file (a
// NUL byte or invalid UTF-8 in it: PDFs, images, zips) or one the
// checkout lacks.
func readText(path string) (string, bool) {
	data, err := os.ReadFile(path)
	if err != nil || bytes.IndexByte(data, 0) >= 0 || !utf8.Valid(data) {
		return "", false
	}
	return string(data), true
}

// leak is one place in the repository that holds a piece of a real CV.
type leak struct {
	file string
	line int
	what string
}

func (l leak) String() string { return fmt.Sprintf("%s:%d: %s", l.file, l.line, l.what) }

// leaksIn returns the pieces of real CVs in text: its 8-word sequences
// that occur in exactly one real CV, and the CV owners' names. It shows
// the first three words of a sequence, never the line.
func (l *loaded) leaksIn(file, text string) []leak {
	var out []leak
	for _, m := range Scan(text, l.unique) {
		out = append(out, leak{file, m.Line, fmt.Sprintf("8 words of a real CV: %q …", strings.Join(m.Words[:3], " "))})
	}
	for p, line := range FindPhrases(text, l.names) {
		out = append(out, leak{file, line, fmt.Sprintf("the name of a real CV's %s (%d words)", l.whose[p], len(l.names[p]))})
	}
	return out
}

// TestRepositoryHoldsNoRealCV fails if any tracked file of the repository
// holds an 8-word sequence found in exactly one real CV of ../shared
// (venue names of the catalogue excepted: public facts), or the name of a
// real CV's owner or of an advisor its truth file names. The real CVs are real people's; the repository holds
// fictional text only.
func TestRepositoryHoldsNoRealCV(t *testing.T) {
	l := loadShared(t)
	files := trackedFiles(t)
	var leaks []leak
	scanned := 0
	for _, f := range files {
		text, ok := readText(filepath.Join(repoRoot, f))
		if !ok {
			continue
		}
		scanned++
		leaks = append(leaks, l.leaksIn(f, text)...)
	}
	t.Logf("%d real CVs (%d unique 8-word sequences), %d phrases of owners' and advisors' names; %d tracked files, %d text files scanned",
		len(l.cvs), len(l.unique), len(l.names), len(files), scanned)
	if scanned == 0 {
		t.Fatal("no text file scanned")
	}
	for _, lk := range leaks {
		t.Error(lk)
	}
	if len(leaks) > 0 {
		t.Errorf("%d places hold pieces of real CVs: rewrite them as fictional text or as a description of the convention", len(leaks))
	}
}

// TestCheckFindsRealCVText shows the check can fail: a file made at run
// time (in a temporary folder, never in the repository) from 8 words of a
// real CV, an owner's name and an advisor's is reported, and its line
// numbers are right.
func TestCheckFindsRealCVText(t *testing.T) {
	l := loadShared(t)
	piece, owner := l.uniquePiece(t)
	advisor := strings.Join(l.names[slices.Index(l.whose, "advisor")], " ")
	text := "fictional line\n" + strings.Join(piece, " ") + "\nand " + owner + " here\nwith " + advisor + "\n"
	path := filepath.Join(t.TempDir(), "leak.go")
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	read, _ := readText(path)
	leaks := l.leaksIn("leak.go", read)
	var lines []int
	for _, lk := range leaks {
		lines = append(lines, lk.line)
	}
	if len(leaks) < 3 || !slices.Contains(lines, 2) || !slices.Contains(lines, 3) || !slices.Contains(lines, 4) {
		t.Fatalf("a file with 8 words of a real CV on line 2, its owner's name on line 3 and an advisor's on line 4: found %v", leaks)
	}
	if clean := l.leaksIn("clean.go", "a fictional line of text that no real person wrote in their CV\n"); len(clean) != 0 {
		t.Fatalf("fictional text reported: %v", clean)
	}
}

// uniquePiece returns 8 consecutive words that occur in exactly one real
// CV, read from the CVs at run time, and that CV's owner.
func (l *loaded) uniquePiece(t *testing.T) ([]string, string) {
	t.Helper()
	for _, cv := range l.cvs {
		for _, text := range l.texts[cv.owner] {
			w := Words(text)
			for i := 0; i+N <= len(w); i++ {
				if l.unique.Has(w[i : i+N]) {
					return w[i : i+N], cv.owner
				}
			}
		}
	}
	t.Fatal("no 8-word sequence occurs in exactly one real CV")
	return nil, ""
}
