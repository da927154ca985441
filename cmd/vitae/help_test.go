package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"github.com/vitae-cv/vitae/cv/read"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/cli/topics"
)

// vitaeRun runs the vitae program with args.
func vitaeRun(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	e := &cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Getenv: func(string) string { return "" }, Now: time.Now}
	code = vitae.Run(e, args)
	return code, out.String(), errb.String()
}

// TestEveryCommandHelpIsComplete: every command's help renders (exit 0,
// its usage line first, nothing on stderr), has a one-line summary, and
// every flag has a usage whose value and default read as users write
// them, not as Go types and values ("--credit string", a "-1ns"
// default).
func TestEveryCommandHelpIsComplete(t *testing.T) {
	for _, p := range vitae.CheckHelp() {
		t.Error(p)
	}
	if len(vitae.Commands()) < 10 {
		t.Errorf("only %d commands registered", len(vitae.Commands()))
	}
}

// inputWords are the words the top-level help uses for each extension
// vitae reads (cv/read).
var inputWords = map[string]string{
	".md": "Markdown", ".markdown": "Markdown", ".txt": "plain text", ".text": "plain text",
	".html": "HTML", ".htm": "HTML", ".docx": "Word .docx", ".pdf": "PDF",
}

// TestTopLevelHelpNamesWhatVitaeReads: "vitae help" names every format
// cv/read reads, and the JSON records; the formats topic lists every
// extension. A new format fails this until the help says it.
func TestTopLevelHelpNamesWhatVitaeReads(t *testing.T) {
	code, out, _ := vitaeRun("help")
	if code != cli.OK {
		t.Fatalf("vitae help: exit %d", code)
	}
	about := strings.Join(strings.Fields(out), " ")
	topic, err := fs.ReadFile(topics.FS, "formats.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, ext := range strings.Fields(read.Extensions) {
		word, ok := inputWords[ext]
		if !ok {
			t.Errorf("cv/read reads %s: add it to the top-level help (cmd/vitae/main.go) and to inputWords", ext)
			continue
		}
		if !strings.Contains(about, word) {
			t.Errorf("vitae help does not name %s (%s):\n%s", word, ext, out)
		}
		if !strings.Contains(string(topic), ext) {
			t.Errorf("vitae help formats does not list %s", ext)
		}
	}
	if !strings.Contains(about, "JSON records 'vitae parse' writes") {
		t.Errorf("vitae help does not name the JSON records it reads back:\n%s", out)
	}
}

// TestHelpTopicsRender: every topic prints, is listed by "help topics",
// and no topic shares a command's name.
func TestHelpTopicsRender(t *testing.T) {
	files, err := fs.Glob(topics.FS, "*.txt")
	if err != nil || len(files) < 3 {
		t.Fatalf("topics %q, %v", files, err)
	}
	_, list, _ := vitaeRun("help", "topics")
	for _, f := range files {
		name := strings.TrimSuffix(f, ".txt")
		if vitae.Command(name) != nil {
			t.Errorf("topic %s shares a command's name", name)
		}
		code, out, errs := vitaeRun("help", name)
		want, _ := fs.ReadFile(topics.FS, f)
		if code != cli.OK || errs != "" || out != string(want) {
			t.Errorf("vitae help %s: exit %d, stderr %q, stdout %q", name, code, errs, out)
		}
		if !strings.Contains(list, "\n  "+name+" ") {
			t.Errorf("vitae help topics does not list %s:\n%s", name, list)
		}
	}
}

// TestMistypedCommandsAndFlagsGetSuggestions: a typo is a usage error
// (exit 2) that names what was probably meant.
func TestMistypedCommandsAndFlagsGetSuggestions(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"reprot", "x"}, `vitae: unknown command "reprot" (did you mean "report"?)`},
		{[]string{"stat"}, `(did you mean "stats"?)`},
		{[]string{"help", "reprot"}, `(did you mean "report"?)`},
		{[]string{"help", "formts"}, `(did you mean "formats"?)`},
		{[]string{"parse", "--fromat", "json"}, "vitae parse: unknown flag: --fromat (did you mean --format?)"},
		{[]string{"report", "--out", "x", "--sinse", "2020"}, "(did you mean --since?)"},
		{[]string{"report", "--fromat", "pdf"}, "--format"},
		{[]string{"completion", "zhs"}, `(did you mean "zsh"?)`},
	} {
		code, out, errs := vitaeRun(tc.args...)
		if code != cli.Usage || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("vitae %q: exit %d, stdout %q\nstderr %q\nwant exit 2 and stderr holding %q", tc.args, code, out, errs, tc.want)
		}
	}
}

// TestBashCompletesVitae sources "vitae completion bash" in bash and
// completes a command, report's flags and parse's formats; skipped
// without bash.
func TestBashCompletesVitae(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	code, script, errs := vitaeRun("completion", "bash")
	if code != cli.OK || errs != "" {
		t.Fatalf("vitae completion bash: exit %d, %s", code, errs)
	}
	path := filepath.Join(t.TempDir(), "vitae.bash")
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	fo := flagsWithPrefix(t, "report", "fo")
	formats := cli.FlagValues(vitae.Flags(vitae.Command("parse")).Lookup("format"))
	if len(formats) == 0 {
		t.Fatal("parse --format lists no formats")
	}
	for _, tc := range []struct {
		words []string
		want  []string
	}{
		{[]string{"vitae", "rep"}, []string{"report"}},
		{[]string{"vitae", "report", "--fo"}, fo},
		{[]string{"vitae", "parse", "--format", ""}, formats},
		{[]string{"vitae", "help", "job"}, []string{"jobs"}},
	} {
		if got := bashComplete(t, path, tc.words); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q completes to %q, want %q", tc.words, got, tc.want)
		}
	}
}

// flagsWithPrefix lists the long flags of the command that start with
// prefix, as typed ("--font").
func flagsWithPrefix(t *testing.T, command, prefix string) []string {
	t.Helper()
	var out []string
	vitae.Flags(vitae.Command(command)).VisitAll(func(f *pflag.Flag) {
		if strings.HasPrefix(f.Name, prefix) {
			out = append(out, "--"+f.Name)
		}
	})
	if len(out) == 0 {
		t.Fatalf("%s has no flag starting %s", command, prefix)
	}
	return out
}

// bashComplete sources the script at path and completes words.
func bashComplete(t *testing.T, path string, words []string) []string {
	t.Helper()
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = "'" + w + "'"
	}
	src := "source '" + path + "' || exit 1\nCOMP_WORDS=(" + strings.Join(q, " ") + ")\nCOMP_CWORD=" +
		strconv.Itoa(len(words)-1) + "\n_vitae\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n"
	out, err := exec.Command("bash", "--norc", "--noprofile", "-c", src).CombinedOutput()
	if err != nil {
		t.Fatalf("bash: %v\n%s", err, out)
	}
	got := strings.Fields(string(out))
	sort.Strings(got)
	return got
}

// TestZshAndFishScriptsOfVitaeParse runs zsh -n and fish -n on vitae's
// scripts; each is skipped where the shell is missing.
func TestZshAndFishScriptsOfVitaeParse(t *testing.T) {
	for _, shell := range []string{"zsh", "fish"} {
		t.Run(shell, func(t *testing.T) {
			if _, err := exec.LookPath(shell); err != nil {
				t.Skip("no " + shell)
			}
			code, script, errs := vitaeRun("completion", shell)
			if code != cli.OK || errs != "" {
				t.Fatalf("vitae completion %s: exit %d, %s", shell, code, errs)
			}
			path := filepath.Join(t.TempDir(), "vitae."+shell)
			if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(shell, "-n", path).CombinedOutput(); err != nil {
				t.Errorf("%s -n: %v\n%s", shell, err, out)
			}
		})
	}
}
