package pipeline

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/blind"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/formats"
)

var fixedClock = Clock{Getenv: func(string) string { return "" }, Now: func() time.Time { return time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC) }}

// readPlain reads paths without blinding: the records whose names,
// e-mails, links and institutions the blind reports must not hold.
func readPlain(t *testing.T, paths []string) []*cv.CV {
	t.Helper()
	p := &Plan{Inputs: DefaultInputs(), Selection: DefaultSelection()}
	p.Inputs.Paths = paths
	ck, err := p.Check(fixedClock)
	if err != nil {
		t.Fatal(err)
	}
	return ck.Files.Collect(nil).CVs
}

// blindReports writes every report format, the split PDF and the
// statistics as JSON into out, blinded in mode; the key goes beside.
func blindReports(t *testing.T, paths []string, mode, out string, compare []string) {
	t.Helper()
	for _, split := range []bool{false, true} {
		p := &Plan{Inputs: DefaultInputs(), Selection: DefaultSelection(), Blind: Blind{Mode: mode}}
		p.Inputs.Paths = paths
		p.Output = &Output{Dir: out, Name: "report", Formats: formats.Names(), Compare: compare}
		if split {
			p.Output = &Output{Dir: out, Name: "split", Split: true, Formats: []string{"pdf"}}
		}
		ck, err := p.Check(fixedClock)
		if err != nil {
			t.Fatal(err)
		}
		o, err := ck.Run(Observer{})
		if err != nil {
			t.Fatal(err)
		}
		if mode != "" && ck.KeyFile() != filepath.Join(out, blind.KeyName) {
			t.Errorf("key at %s", ck.KeyFile())
		}
		for _, w := range ck.Set.WriteAll(o.Report) {
			if w.Err != nil {
				t.Fatal(w.Err)
			}
		}
		var b bytes.Buffer
		if err := formats.WriteJSON(&b, o.Report, reports.Options{}); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, "stats.json"), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// secret is a string of the inputs that no blind output may hold.
type secret struct{ what, text string }

// secretsOf are the names, the owner's author entries, the e-mails, the
// links, the file names and, for strict, the institutions of the records.
func secretsOf(cvs []*cv.CV, strict bool) []secret {
	var out []secret
	add := func(what string, xs ...string) {
		for _, x := range xs {
			if len(strings.Fields(cv.FoldName(x))) > 0 && len(cv.FoldName(x)) >= 4 {
				out = append(out, secret{what, x})
			}
		}
	}
	for _, c := range cvs {
		add("name", c.Name)
		add("e-mail", c.Contact.Emails...)
		add("link", c.Contact.Links...)
		base := filepath.Base(c.Source)
		add("file name", strings.TrimSuffix(base, filepath.Ext(base)))
		for _, p := range c.Publications {
			if p.SelfIndex >= 1 && p.SelfIndex <= len(p.Authors) {
				add("owner in an author list", strings.Trim(p.Authors[p.SelfIndex-1], "*† "))
			}
		}
		if !strict {
			continue
		}
		for _, e := range c.Education {
			add("institution", e.Institution)
		}
		for _, p := range c.Positions {
			add("organisation", p.Organization)
		}
	}
	return out
}

// outputTexts is every file under dir but the key, as text: HTML and
// XML unescaped, every part of a workbook, the text of a PDF (pdftotext)
// and its metadata, JSON strings unquoted.
func outputTexts(t *testing.T, dir string) map[string]string {
	t.Helper()
	texts := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == blind.KeyName {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path) // the file's own name may leak
		switch filepath.Ext(path) {
		case ".xlsx":
			texts[path] = rel + "\n" + xlsxText(t, data)
		case ".pdf":
			texts[path] = rel + "\n" + pdfText(t, path) // its text and its metadata (the streams are compressed)
		default:
			texts[path] = rel + "\n" + unescape(string(data))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return texts
}

var jsonEscape = regexp.MustCompile(`\\u[0-9a-fA-F]{4}`)

// unescape undoes HTML entities and JSON's \uXXXX escapes.
func unescape(s string) string {
	s = jsonEscape.ReplaceAllStringFunc(s, func(e string) string {
		n, _ := strconv.ParseUint(e[2:], 16, 32)
		return string(rune(n))
	})
	return html.UnescapeString(s)
}

func xlsxText(t *testing.T, data []byte) string {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, f := range z.File {
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		part, _ := io.ReadAll(r)
		r.Close()
		b.WriteString(unescape(string(part)) + "\n")
	}
	return b.String()
}

func pdfText(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed (poppler-utils): the PDF cannot be read back")
	}
	text, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	info, _ := exec.Command("pdfinfo", path).Output()
	return string(text) + "\n" + string(info)
}

// leaks fails on each secret found in an output: words compared folded
// (case, accents and punctuation aside), so "Doe,\nJane" is found too.
// A secret that the same file of a baseline report (one fictional CV
// that shares nothing with the inputs) holds is the template's words,
// not the inputs' ("-apple-system" in the page's fonts, two letters in
// the vendored chart library): it is not counted there, and said.
func leaks(t *testing.T, texts, baseline map[string]string, secrets []secret) {
	t.Helper()
	for _, h := range hits(t, texts, baseline, secrets) {
		t.Error(h)
	}
}

// hits are the secrets found in the outputs, one line each.
func hits(t *testing.T, texts, baseline map[string]string, secrets []secret) []string {
	t.Helper()
	var out []string
	for path, text := range texts {
		hay := " " + cv.FoldName(text) + " "
		base := " " + cv.FoldName(baseline[filepath.Base(path)]) + " "
		for _, s := range secrets {
			w := " " + cv.FoldName(s.text) + " "
			switch {
			case !strings.Contains(hay, w):
			case strings.Contains(base, w):
				t.Logf("%s: %q is in the template of %s too: not counted there", s.what, s.text, filepath.Base(path))
			default:
				out = append(out, fmt.Sprintf("%s holds the %s %q", path, s.what, s.text))
			}
		}
	}
	return out
}

// baseline is the text of every output of a blind run over one
// fictional CV that shares no word with the inputs, by file name.
func baseline(t *testing.T) map[string]string {
	t.Helper()
	in := filepath.Join(t.TempDir(), "x.md")
	if err := os.WriteFile(in, []byte("# Xq\n\n## Publications\n\n- Xq. Qx. ISCA 2020.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	blindReports(t, []string{in}, "names", out, nil)
	texts := map[string]string{}
	for path, text := range outputTexts(t, out) {
		texts[filepath.Base(path)] = text
	}
	return texts
}

// namedCopies copies the fictional sample CVs into a folder, each under
// its owner's name ("seorin_valdane.md"), as applications often come.
func namedCopies(t *testing.T) []string {
	t.Helper()
	dir := t.TempDir()
	var paths []string
	for _, c := range readPlain(t, []string{filepath.Join("..", "..", "testdata", "cvs")}) {
		data, err := os.ReadFile(c.Source)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.ReplaceAll(cv.FoldName(c.Name), " ", "_") + filepath.Ext(c.Source)
		if c.Name == "" {
			name = filepath.Base(c.Source)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
	}
	if len(paths) < 5 {
		t.Fatalf("only %d sample CVs", len(paths))
	}
	return paths
}

// TestBlindEveryFormat writes every format (HTML, XLSX, PDF, the split
// PDF, CSV, text, the statistics as JSON) blind, in both modes, over the
// fictional samples named after their owners, and finds in none of them
// a name, an owner's author entry, an e-mail, a link, a file name or
// (strict) an institution; the key maps each pseudonym back to its file.
func TestBlindEveryFormat(t *testing.T) {
	paths := namedCopies(t)
	plain := readPlain(t, paths)
	base := baseline(t)
	for _, mode := range []string{"", "names", "strict"} {
		t.Run("mode="+mode, func(t *testing.T) {
			if mode == "" { // the control: the same check finds the inputs in a report that is not blind
				out := t.TempDir()
				blindReports(t, paths, "", out, nil)
				if h := hits(t, outputTexts(t, out), base, secretsOf(plain, true)); len(h) < len(plain) {
					t.Errorf("a report that is not blind: only %d hits: %q", len(h), h)
				}
				return
			}
			out := t.TempDir()
			blindReports(t, paths, mode, out, []string{"Candidate A", "candidate b"})
			texts := outputTexts(t, out)
			if len(texts) < 8 {
				t.Fatalf("%d outputs", len(texts))
			}
			leaks(t, texts, base, secretsOf(plain, mode == "strict"))
			html := texts[filepath.Join(out, "report.html")]
			if !strings.Contains(html, "Candidate A") || !strings.Contains(html, "Candidate B") {
				t.Error("the HTML report names no pseudonym")
			}
			if inst := plain[0].Education[0].Institution; strings.Contains(html, inst) != (mode == "names") {
				t.Errorf("%s mode: the HTML report holds %q: %v", mode, inst, strings.Contains(html, inst))
			}
			checkKey(t, filepath.Join(out, blind.KeyName), plain)
		})
	}
}

// checkKey checks that the key maps each pseudonym to the file its
// candidate was read from, under the name read there.
func checkKey(t *testing.T, path string, plain []*cv.CV) {
	t.Helper()
	k, err := blind.ReadKey(path)
	if err != nil || k == nil {
		t.Fatalf("key: %v", err)
	}
	bySource := map[string]*cv.CV{}
	for _, c := range plain {
		bySource[c.Source] = c
	}
	seen := 0
	for _, e := range k.Candidates {
		for _, s := range e.Sources {
			c := bySource[s]
			if c == nil || strings.TrimSpace(c.Name) != e.Name || c.ID() != e.ID {
				t.Errorf("key: %s → %s (%q), which is not that candidate's file", e.Pseudonym, s, e.Name)
			}
			seen++
		}
	}
	if seen != len(plain) {
		t.Errorf("the key names %d files of %d", seen, len(plain))
	}
}

// shared is the folder of the real CVs, beside the repository.
var shared = filepath.Join("..", "..", "..", "shared")

// truthSecrets are the names, e-mails and (strict) institutions of the
// corpus's truth files: what the parser may have missed, the reports
// must not hold either.
func truthSecrets(t *testing.T, strict bool) []secret {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(shared, "corpus", "truth", "*.json"))
	var out []secret
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var tr struct {
			Name      string
			Emails    []string
			Education []struct{ Institution string }
			Positions []struct{ Organization string }
		}
		if err := json.Unmarshal(data, &tr); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		c := &cv.CV{Name: tr.Name, Contact: cv.Contact{Emails: tr.Emails}}
		if strict {
			for _, e := range tr.Education {
				c.Education = append(c.Education, cv.Education{Institution: e.Institution})
			}
			for _, p := range tr.Positions {
				c.Positions = append(c.Positions, cv.Position{Organization: p.Organization})
			}
		}
		out = append(out, secretsOf([]*cv.CV{c}, strict)...)
	}
	return out
}

// TestBlindCorpus writes every format blind (strict) over the real CVs
// of ../shared/corpus and finds in none of them a name, e-mail, link,
// file name or institution of the records read, nor a name, e-mail or
// institution of their truth files.
func TestBlindCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("reads the corpus")
	}
	web := filepath.Join(shared, "corpus", "web")
	pdfs, _ := filepath.Glob(filepath.Join(shared, "corpus", "pdf", "*.pdf"))
	if _, err := os.Stat(web); err != nil || len(pdfs) == 0 {
		t.Skip("../shared/corpus is absent: the blind reports are checked on the fictional samples only")
	}
	paths := append([]string{web}, pdfs...)
	plain := readPlain(t, paths)
	out := t.TempDir()
	blindReports(t, paths, "strict", out, nil)
	secrets := topicsKept(t, plain, append(secretsOf(plain, true), truthSecrets(t, true)...))
	leaks(t, outputTexts(t, out), baseline(t), secrets)
	checkKey(t, filepath.Join(out, blind.KeyName), plain)
}

// academic finds a university's or an institute's name: one that no
// title keeps.
var academic = regexp.MustCompile(`(?i)universit|institut|college|school|polytechn|\btech\b|\buc\b`)

// topicsKept drops from secrets the names of companies that a title of
// the inputs uses: a blind title keeps other candidates' employers,
// which there name a topic ("Meta-learning", "Intel Xeon Phi"), and
// loses only its owner's institutions and every phrase that names a
// university or an institute (cv/blind). Names, e-mails, links, files
// and academic institutions are kept. It says how many it dropped.
func topicsKept(t *testing.T, plain []*cv.CV, secrets []secret) []secret {
	t.Helper()
	var titles strings.Builder
	for _, c := range plain {
		for _, p := range c.Publications {
			titles.WriteString(" " + cv.FoldName(p.Title) + " |")
		}
		for _, x := range c.Talks {
			titles.WriteString(" " + cv.FoldName(x.Title) + " |")
		}
	}
	hay := titles.String()
	var out []secret
	var kept []string
	for _, s := range secrets {
		if (s.what == "institution" || s.what == "organisation") && !academic.MatchString(s.text) && strings.Contains(hay, " "+cv.FoldName(s.text)+" ") {
			kept = append(kept, s.text)
			continue
		}
		out = append(out, s)
	}
	t.Logf("%d of %d secrets; institution names a title uses, kept in other candidates' titles: %q", len(out), len(secrets), kept)
	return out
}
