package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// script returns p's completion script for shell.
func script(t *testing.T, p *Program, shell string) string {
	t.Helper()
	code, out, errs := run(p, "completion", shell)
	if code != OK || errs != "" || out == "" {
		t.Fatalf("completion %s: exit %d, stderr %q", shell, code, errs)
	}
	return out
}

// bashCompletions sources script in bash, in dir, and completes each
// command line of lines (words separated by spaces; a trailing space
// starts an empty word), returning COMPREPLY for each. Skips without bash.
func bashCompletions(t *testing.T, script, fn, dir string, lines []string) [][]string {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	path := filepath.Join(t.TempDir(), "completion.bash")
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString("source '" + path + "' || exit 1\n")
	for _, l := range lines {
		words := strings.Split(l, " ")
		b.WriteString("COMP_WORDS=(")
		for _, w := range words {
			b.WriteString("'" + singleQuoted(w) + "' ")
		}
		b.WriteString(")\nCOMP_CWORD=" + strconv.Itoa(len(words)-1) + "\n" + fn + "\necho \"${COMPREPLY[*]}\"\n")
	}
	cmd := exec.Command("bash", "--norc", "--noprofile", "-c", b.String())
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("bash: %v\n%s", err, out)
	}
	got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(got) != len(lines) {
		t.Fatalf("bash printed %d lines for %d completions:\n%s", len(got), len(lines), out)
	}
	res := make([][]string, len(got))
	for i, g := range got {
		res[i] = strings.Fields(g)
	}
	return res
}

// TestBashCompletionCompletesCommandsFlagsAndValues sources the bash
// script and completes command names, flags, fixed values (also after
// "--flag="), help topics, files and folders.
func TestBashCompletionCompletesCommandsFlagsAndValues(t *testing.T) {
	p := newDemo().Program
	dir := t.TempDir()
	for _, f := range []string{"cv.md", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "out"), 0o755); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		line string
		want []string
	}{
		{"demo rep", []string{"report"}},
		{"demo ", []string{"completion", "greet", "help", "report", "run", "version"}},
		{"demo --ver", []string{"--version"}},
		{"demo report --fo", []string{"--format", "--font"}},
		{"demo report --format ", []string{"html", "pdf", "text"}},
		{"demo report -f p", []string{"pdf"}},
		{"demo report --format = t", []string{"text"}},
		{"demo greet --lang ", []string{"en", "fr", "de"}},
		{"demo greet --times ", nil},
		{"demo greet --out ", []string{"out"}},
		{"demo report --font no", []string{"notes.txt"}},
		{"demo report c", []string{"cv.md"}},
		{"demo help al", []string{"alpha"}},
		{"demo help ", []string{"completion", "greet", "help", "report", "run", "version", "alpha", "beta", "topics"}},
		{"demo completion ", []string{"bash", "fish", "zsh"}},
		{"demo version ", nil},
		{"demo run --", []string{"--check", "--help"}},
	}
	lines := make([]string, len(cases))
	for i, c := range cases {
		lines[i] = c.line
	}
	got := bashCompletions(t, script(t, p, "bash"), "_demo", dir, lines)
	for i, c := range cases {
		if !reflect.DeepEqual(got[i], c.want) && !(len(got[i]) == 0 && len(c.want) == 0) {
			t.Errorf("%q completes to %q, want %q", c.line, got[i], c.want)
		}
	}
}

// TestZshAndFishScriptsParse checks the zsh and fish scripts with the
// shells' own syntax check; skipped where the shell is missing.
func TestZshAndFishScriptsParse(t *testing.T) {
	p := newDemo().Program
	for _, shell := range []string{"zsh", "fish"} {
		t.Run(shell, func(t *testing.T) {
			checkSyntax(t, shell, script(t, p, shell))
		})
	}
}

// checkSyntax runs "shell -n" on script; skips when shell is missing.
func checkSyntax(t *testing.T, shell, script string) {
	t.Helper()
	if _, err := exec.LookPath(shell); err != nil {
		t.Skip("no " + shell)
	}
	path := filepath.Join(t.TempDir(), "completion."+shell)
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(shell, "-n", path).CombinedOutput(); err != nil {
		t.Errorf("%s -n: %v\n%s\n%s", shell, err, out, script)
	}
}

// TestFishCompletionCompletes asks fish itself ("complete -C") what the
// script completes; skipped without fish.
func TestFishCompletionCompletes(t *testing.T) {
	if _, err := exec.LookPath("fish"); err != nil {
		t.Skip("no fish")
	}
	p := newDemo().Program
	path := filepath.Join(t.TempDir(), "demo.fish")
	if err := os.WriteFile(path, []byte(script(t, p, "fish")), 0o644); err != nil {
		t.Fatal(err)
	}
	for line, want := range map[string][]string{
		"demo rep":              {"report"},
		"demo report --fo":      {"--format", "--font"},
		"demo report --format ": {"html", "pdf", "text"},
		"demo greet --lang ":    {"en", "fr", "de"},
		"demo completion ":      {"bash", "fish", "zsh"},
	} {
		out, err := exec.Command("fish", "--no-config", "-c", "source "+path+"; complete -C '"+line+"'").CombinedOutput()
		if err != nil {
			t.Fatalf("fish: %v\n%s", err, out)
		}
		var got []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			w, _, _ := strings.Cut(l, "\t")
			got = append(got, w)
		}
		if !sameSet(got, want) {
			t.Errorf("fish completes %q to %q, want %q", line, got, want)
		}
	}
}

func sameSet(a, b []string) bool {
	m := map[string]int{}
	for _, s := range a {
		m[s]++
	}
	for _, s := range b {
		m[s]--
	}
	for _, n := range m {
		if n != 0 {
			return false
		}
	}
	return true
}

// TestCompletionScriptsAreStable: the same program makes the same script,
// and every shell's script names every command.
func TestCompletionScriptsAreStable(t *testing.T) {
	for _, shell := range shells {
		a, b := script(t, newDemo().Program, shell), script(t, newDemo().Program, shell)
		if a != b {
			t.Errorf("%s: two scripts differ", shell)
		}
		for _, c := range []string{"greet", "report", "run", "completion"} {
			if !strings.Contains(a, c) {
				t.Errorf("%s script does not name %s", shell, c)
			}
		}
	}
	if code, _, errs := run(newDemo().Program, "completion"); code != Usage || !strings.Contains(errs, "want one shell") {
		t.Errorf("completion without a shell: exit %d, stderr %q", code, errs)
	}
}
