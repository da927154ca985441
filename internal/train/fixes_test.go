package train

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// fixFile is a fictional label file of 6 lines with 2 publications in
// its truth, some lines unsure.
func fixFile() *File {
	h := strings.Repeat("cd", 32)
	return &File{Version: Version, Set: "corpus", Number: 9, Form: "txt", SourceSHA256: h, LinesSHA256: h,
		LineCount: 6, Items: map[string]int{KindPublication: 2, KindService: 3},
		Aligned: map[string]int{KindPublication: 1},
		Lines: []Line{
			{N: 1, Src: 1, Role: RoleHeading, Kind: KindNone, Item: -1},
			{N: 2, Src: 2, Role: RoleEntryStart, Kind: KindPublication, Item: 0, Unsure: true},
			{N: 3, Src: 3, Role: RoleContinuation, Kind: KindPublication, Item: 0},
			{N: 4, Src: 4, Role: RoleOther, Kind: KindNone, Item: -1, Unsure: true},
			{N: 5, Src: 5, Role: RoleOther, Kind: KindNone, Item: -1, Unsure: true},
			{N: 6, Src: 0, Role: RoleBlank, Kind: KindNone, Item: -1},
		},
		Spans: []Span{{N: 2, From: 0, To: 2, Kind: KindPublication, Field: "title", Item: 0}},
	}
}

// fixName9 is the name of fixFile's fix file.
var fixName9 = "9.txt." + strings.Repeat("cd", 8) + ".fix"

func parseFix(t *testing.T, text string) *Fix {
	t.Helper()
	x, err := ParseFix(fixName9, strings.NewReader(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return x
}

func applied(t *testing.T, text string) *File {
	t.Helper()
	f := fixFile()
	if err := parseFix(t, text).Apply(f); err != nil {
		t.Fatal(err)
	}
	return f
}

// Every kind of bad line is refused, the error naming the file and the
// line.
func TestParseFixRefuses(t *testing.T) {
	bad := map[string]string{
		"unknown word":            "2 maybe",
		"CV text after a role":    "2 role=heading Jane Doe",
		"CV text for a line":      "Publications sure",
		"text as a role":          "2 role=Jane",
		"text as a kind":          "2 role=other kind=Lab",
		"unknown key":             "2 role=other title=Something",
		"key without role":        "2 kind=publication item=1",
		"item without role":       "2 item=1",
		"words after sure":        "2 sure role=heading",
		"sure twice":              "2 sure sure",
		"lines alone":             "2",
		"key twice":               "2 role=other role=prose",
		"line zero":               "0 sure",
		"negative line":           "-2 sure",
		"leading zero":            "02 sure",
		"not a number":            "two sure",
		"fraction":                "2.5 sure",
		"reversed range":          "5-3 sure",
		"open range":              "3- sure",
		"range of three":          "1-2-3 sure",
		"two ranges":              "2 4 sure",
		"comma list":              "2,4 sure",
		"number too long":         "1234567 sure",
		"item below -1":           "2 role=other item=-2",
		"item not a number":       "2 role=other item=one",
		"item plus sign":          "2 role=other item=+1",
		"empty role":              "2 role=",
		"kind none with an item":  "2 role=other kind=none item=1",
		"glued comment":           "2 sure#checked",
		"upper case word":         "2 SURE",
		"control character":       "2 sure\x00",
		"invalid UTF-8":           "2 role=other \xff",
		"line too long":           "2 sure " + strings.Repeat(" ", maxFixLine),
		"role word as a range":    "heading role=heading",
		"vocabulary without role": "2 publication",
	}
	for name, line := range bad {
		text := "# reviewed\n1 sure\n" + line + "\n"
		_, err := ParseFix(fixName9, strings.NewReader(text))
		if err == nil {
			t.Errorf("%s: %q parsed", name, line)
			continue
		}
		if !strings.Contains(err.Error(), fixName9+":3:") {
			t.Errorf("%s: error %q does not name the file and line 3", name, err)
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error over one line: %q", name, err)
		}
	}
}

// A fix file's name is its label file's stem.
func TestParseFixName(t *testing.T) {
	for _, name := range []string{"9.txt.fix", "9.txt." + strings.Repeat("CD", 8) + ".fix", "Jane.txt." + strings.Repeat("cd", 8) + ".fix",
		"9.txt." + strings.Repeat("cd", 8) + ".json", "9.txt." + strings.Repeat("cd", 9) + ".fix"} {
		if _, err := ParseFix(name, strings.NewReader("1 sure\n")); err == nil {
			t.Errorf("fix file named %q read", name)
		}
	}
	for _, name := range []string{fixName9, "seed002.txt." + strings.Repeat("cd", 8) + ".fix", "dir/" + fixName9} {
		if _, err := ParseFix(name, strings.NewReader("1 sure\n")); err != nil {
			t.Errorf("fix file named %q: %v", name, err)
		}
	}
}

// Comments, blank lines, tabs, trailing comments and an empty file are
// accepted; directives keep their line numbers.
func TestParseFixAccepts(t *testing.T) {
	x := parseFix(t, "# reviewed\n\n  \t\n2\tsure\n3-5 role=prose kind=none item=-1   # checked twice\n4 item=0 role=entry_start kind=publication\n# end\n")
	want := []Directive{
		{At: 4, From: 2, To: 2, Sure: true, Item: -1},
		{At: 5, From: 3, To: 5, Role: RoleProse, Kind: KindNone, Item: -1, HasItem: true},
		{At: 6, From: 4, To: 4, Role: RoleEntryStart, Kind: KindPublication, Item: 0, HasItem: true},
	}
	if !reflect.DeepEqual(x.Directives, want) {
		t.Errorf("directives %+v, want %+v", x.Directives, want)
	}
	comments := []Comment{{At: 1, Text: " reviewed"}, {At: 5, Text: " checked twice"}, {At: 7, Text: " end"}}
	if !reflect.DeepEqual(x.Comments, comments) {
		t.Errorf("comments %+v, want %+v", x.Comments, comments)
	}
	if x := parseFix(t, ""); len(x.Directives) != 0 {
		t.Errorf("empty file: %+v", x.Directives)
	}
}

// Several bad lines are reported together, up to a cap.
func TestParseFixManyErrors(t *testing.T) {
	_, err := ParseFix(fixName9, strings.NewReader(strings.Repeat("2 maybe\n", 50)))
	if err == nil {
		t.Fatal("no error")
	}
	if n := strings.Count(err.Error(), "\n") + 1; n != 11 {
		t.Errorf("%d error lines, want 10 and a note:\n%v", n, err)
	}
}

// A fix file over the size limit is refused.
func TestParseFixTooBig(t *testing.T) {
	big := strings.Repeat("2 sure\n", maxFixFile/7+1)
	if _, err := ParseFix(fixName9, strings.NewReader(big)); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("error %v, want the size limit", err)
	}
}

// sure clears unsure and nothing else.
func TestFixSureClearsUnsureOnly(t *testing.T) {
	f := applied(t, "2 sure\n4-5 sure\n")
	want := fixFile()
	for i := range want.Lines {
		want.Lines[i].Unsure = false
	}
	if !reflect.DeepEqual(f.Lines, want.Lines) {
		t.Errorf("lines %+v, want %+v", f.Lines, want.Lines)
	}
	if f.HandFixed != 3 {
		t.Errorf("hand_fixed %d, want 3", f.HandFixed)
	}
	if !reflect.DeepEqual(f.Spans, fixFile().Spans) {
		t.Error("spans changed")
	}
	// a later sure keeps an earlier role
	f = applied(t, "4 role=prose\n4 sure\n")
	if l := f.Lines[3]; l.Role != RoleProse || l.Unsure {
		t.Errorf("line 4 %+v, want prose and sure", l)
	}
}

// A span on a line named whose kind or item is no longer the line's is
// flagged unsure; other spans are kept as they were.
func TestFixFlagsSpans(t *testing.T) {
	f := fixFile()
	f.Spans = append(f.Spans, Span{N: 3, From: 0, To: 1, Kind: KindPublication, Field: "venue", Item: 0})
	if err := parseFix(t, "2 role=entry_start item=1\n3 sure\n").Apply(f); err != nil {
		t.Fatal(err)
	}
	if !f.Spans[0].Unsure || f.Spans[1].Unsure {
		t.Errorf("spans %+v, want the first (line 2, now item 1) unsure and the second kept", f.Spans)
	}
	if fixFile().Spans[0].Unsure {
		t.Error("the label file's spans were changed in place")
	}
}

// A later directive overrides an earlier one for the same line; what a
// directive does not give is kept.
func TestFixLaterWins(t *testing.T) {
	f := applied(t, "4 role=prose\n3-5 role=entry_start kind=publication item=1\n5 role=continuation\n4 role=group_label kind=none item=-1\n")
	want := []Line{
		{N: 3, Src: 3, Role: RoleEntryStart, Kind: KindPublication, Item: 1},
		{N: 4, Src: 4, Role: RoleGroupLabel, Kind: KindNone, Item: -1},
		{N: 5, Src: 5, Role: RoleContinuation, Kind: KindPublication, Item: 1},
	}
	if !reflect.DeepEqual(f.Lines[2:5], want) {
		t.Errorf("lines %+v, want %+v", f.Lines[2:5], want)
	}
	if !f.Lines[1].Unsure {
		t.Error("line 2, not named, is no longer unsure")
	}
	if f.HandFixed != 3 {
		t.Errorf("hand_fixed %d, want 3 (lines named, each once)", f.HandFixed)
	}
	if f.Aligned[KindPublication] != 2 {
		t.Errorf("aligned %v, want both publications", f.Aligned)
	}
}

// Applying a fix file twice gives what applying it once gives: the
// committed label files can be checked against their fix files.
func TestFixIdempotent(t *testing.T) {
	x := parseFix(t, "4 role=other kind=none\n4 role=entry_start kind=publication item=1\n2-5 sure\n3 role=description\n")
	once := fixFile()
	if err := x.Apply(once); err != nil {
		t.Fatal(err)
	}
	twice := *once
	if err := x.Apply(&twice); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(once, &twice) {
		t.Errorf("twice %+v, once %+v", twice, once)
	}
}

// A fix that does not fit its label file changes nothing and names the
// fix file's line.
func TestFixApplyRefuses(t *testing.T) {
	cases := map[string]string{
		"line past the end":         "2 sure\n5-7 sure\n",
		"single line past the end":  "2 sure\n7 sure\n",
		"item past the truth":       "2 sure\n3 role=continuation item=2\n",
		"item of a kind not listed": "2 sure\n3 role=entry_start kind=award item=0\n",
		"kind none keeps an item":   "2 sure\n3 role=other kind=none\n",
	}
	for name, text := range cases {
		f := fixFile()
		err := parseFix(t, text).Apply(f)
		if err == nil {
			t.Errorf("%s: applied", name)
			continue
		}
		if !strings.Contains(err.Error(), fixName9+":2:") {
			t.Errorf("%s: error %q does not name line 2 of the fix file", name, err)
		}
		if !reflect.DeepEqual(f, fixFile()) {
			t.Errorf("%s: the label file changed", name)
		}
	}
	// talk, service and teaching entries are counted only: item -1
	if f := applied(t, "4 role=entry_start kind=service item=-1\n"); f.Lines[3].Kind != KindService {
		t.Errorf("line 4 %+v", f.Lines[3])
	}
	other := parseFix(t, "2 sure\n")
	other.Name = "9.txt." + strings.Repeat("ef", 8) + ".fix"
	if err := other.Apply(fixFile()); err == nil {
		t.Error("a fix file for another label file applied")
	}
}

// A fix file whose stem is no label file's is stale: the error names it,
// the label file it now should correct, and asks for a new review.
func TestStaleFixes(t *testing.T) {
	fixes := map[string]*Fix{}
	for _, n := range []string{fixName9, "9.md." + strings.Repeat("00", 8) + ".fix", "8.txt." + strings.Repeat("11", 8) + ".fix"} {
		x := parseFix(t, "1 sure\n")
		x.Name = n
		fixes[x.Stem()] = x
	}
	labels := []string{fixFile().Name(), "9.md." + strings.Repeat("22", 8) + ".json"}
	errs := StaleFixes(fixes, labels)
	if len(errs) != 2 {
		t.Fatalf("errors %v, want two stale fix files", errs)
	}
	if e := errs[1].Error(); !strings.Contains(e, "9.md.0000") || !strings.Contains(e, "9.md.2222") || !strings.Contains(e, "re-review") {
		t.Errorf("error %q: want the stale name, the new label file and re-review", e)
	}
	if e := errs[0].Error(); !strings.Contains(e, "8.txt.1111") {
		t.Errorf("error %q: want the fix file's name", e)
	}
}

// ReadFixes reads every .fix file of a folder, skips other files, and
// reports every bad file; a missing folder holds no fixes.
func TestReadFixes(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(fixName9, "2 sure\n")
	write("README.md", "not a fix file\n")
	fixes, err := ReadFixes(dir)
	if err != nil || len(fixes) != 1 || fixes[fixFile().Stem()] == nil {
		t.Fatalf("fixes %v, error %v", fixes, err)
	}
	write("9.md."+strings.Repeat("00", 8)+".fix", "2 perhaps\n")
	write("notes.fix", "2 sure\n")
	_, err = ReadFixes(dir)
	if err == nil || !strings.Contains(err.Error(), "perhaps") || !strings.Contains(err.Error(), "notes.fix") {
		t.Errorf("error %v, want both bad files named", err)
	}
	if fixes, err := ReadFixes(filepath.Join(dir, "none")); err != nil || len(fixes) != 0 {
		t.Errorf("missing folder: %v, %v", fixes, err)
	}
}

// The committed fix files: each reads by the strict grammar (numbers and
// label words only: no CV text), corrects a committed label file (a fix
// for a changed CV is stale and must be reviewed again), fits it, and
// the committed label file already holds it (applying it again changes
// nothing).
func TestCommittedFixFiles(t *testing.T) {
	fixes, err := ReadFixes("labels/fixes")
	if err != nil {
		t.Fatal(err)
	}
	paths, _ := filepath.Glob("labels/*.json")
	var names []string
	for _, p := range paths {
		names = append(names, filepath.Base(p))
	}
	for _, err := range StaleFixes(fixes, names) {
		t.Error(err)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		x := fixes[f.Stem()]
		if x == nil {
			if f.HandFixed != 0 {
				t.Errorf("%s: hand_fixed %d but no fix file", p, f.HandFixed)
			}
			continue
		}
		if err := x.Apply(f); err != nil {
			t.Error(err)
			continue
		}
		again, _ := Marshal(f)
		if !bytes.Equal(again, data) {
			t.Errorf("%s does not hold %s: run labelcv -corpus ../shared -out internal/train/labels", p, x.Name)
		}
	}
}

// The committed label files are the aligner's labels with the fix files
// applied, byte for byte: nobody edits a label file by hand. The fix
// files' comments hold no word of four letters or more of their CV's
// truth (names, titles, places).
func TestLabelFilesAreAlignerPlusFixes(t *testing.T) {
	cvs := corpusOrSkip(t)
	fixes, err := ReadFixes("labels/fixes")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cvs {
		f, err := Label(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		if x := fixes[f.Stem()]; x != nil {
			if err := x.Apply(f); err != nil {
				t.Error(err)
				continue
			}
		}
		if x := fixes[f.Stem()]; x != nil {
			checkComments(t, x, c.Truth)
		}
		want, err := Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join("labels", f.Name()))
		if err != nil {
			t.Errorf("%s: %v", c.Path, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("labels/%s is not the aligner's labels plus its fixes: run labelcv -corpus ../shared -out internal/train/labels", f.Name())
		}
	}
}

// checkComments fails when a comment of x holds CV text (truthInComments).
func checkComments(t *testing.T, x *Fix, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, at := range truthInComments(x, data) {
		t.Errorf("%s:%d: the comment holds a word of the CV's truth; fix files hold no CV text", x.Name, at)
	}
}

// truthInComments returns the lines of x whose comment holds a word of
// four letters or more, other than a label word or a truth key, that the
// truth file's text holds.
func truthInComments(x *Fix, truth []byte) []int {
	in := map[string]bool{}
	for _, w := range words(string(truth)) {
		in[w] = true
	}
	var out []int
	for _, c := range x.Comments {
		for _, w := range words(c.Text) {
			if len([]rune(w)) >= 4 && in[w] && !IsVocabulary(w) && !jsonKeys[w] {
				out = append(out, c.At)
				break
			}
		}
	}
	return out
}

// A comment naming a word of the truth is found; label words and the
// truth's keys are not CV text.
func TestTruthInComments(t *testing.T) {
	truth := []byte(`{"name": "Ada Fenwick", "publications": [{"title": "Quiet Graphs", "venue": ["NSDI"], "year": 2021}]}`)
	x := parseFix(t, "# reviewed\n2 sure # see Fenwick\n# quiet graphs title\n# publications title venue year heading\n# NSDI\n")
	if got := truthInComments(x, truth); !reflect.DeepEqual(got, []int{2, 3, 5}) {
		t.Errorf("comments with truth words on lines %v, want [2 3 5]", got)
	}
}

// jsonKeys are the truth format's keys, which a comment may name.
var jsonKeys = map[string]bool{"name": true, "emails": true, "education": true, "positions": true,
	"publications": true, "awards": true, "talks": true, "service": true, "teaching": true, "level": true,
	"field": true, "institution": true, "start": true, "advisors": true, "title": true, "organization": true,
	"venue": true, "year": true, "status": true, "null": true, "true": true, "false": true}
