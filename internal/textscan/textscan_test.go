package textscan

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// samples are fictional lines in the shapes the helpers meet: headings,
// author lists, list items, rules, page numbers, and white space beyond
// ASCII.
var samples = []string{
	"", " ", "\t\n\v\f\r", "a", "Ada Quill", "  Ada  Quill  ", "Ada\u00a0Quill", "Ada\u2003Quill\u3000Bo",
	"Ada\u0085Quill", "x\u200by", "Quill, A., Reyes, B. and Tam, C.", "E XAMPLE HEADING", "Ada Q UILL",
	"A. Quill", "Ö ZEL", "R ÉSUMÉ", "A B C D E F G H I J", "- item", "• item", "  * item", "-item", "–\u00a0x",
	"3. Item", "12) Item", "1234. Item", "[12] Item", "[AB3]Item", "[ABCD1] x", "[12](link)", "---", "* * *",
	" _ _ _ ", "--", "- - x", "4", "- 4 -", "2/6", "1 of 3", "1 of 3000", "12a", "(2020) Title", "(3020)",
	"(20x0)", "Quill*, Reyes†", "Tam+", "Ng∗", "x\xe2", "\xe2\x88", "Résumé", "<SCRIPT>x</script>",
	"İstanbul", "\u212aelvin", "\u017fection", "upDATE updated", "\xffA B", "A\xc2\xa0B",
	"A\u00a0BC", "x\u2003E XAM", "é E XAM", "\tE XAM", "AB CD", "A",
}

// reFields is strings.Fields with sep counted as white space too.
func reFields(s string, sep byte) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == rune(sep) || unicode.IsSpace(r) })
}

func checkFields(t *testing.T, s string) {
	t.Helper()
	for _, sep := range []byte{' ', ',', ';'} {
		var got []string
		for i := 0; ; {
			a, b := NextField(s, i, sep)
			if a == b {
				break
			}
			got = append(got, s[a:b])
			i = b
		}
		if want := reFields(s, sep); strings.Join(got, "\x00") != strings.Join(want, "\x00") || len(got) != len(want) {
			t.Fatalf("NextField(%q, sep %q) cuts %q, want %q", s, sep, got, want)
		}
	}
	f := strings.Fields(s)
	if got := FieldCount(s); got != len(f) {
		t.Fatalf("FieldCount(%q) = %d, want %d", s, got, len(f))
	}
	w, more := FirstField(s)
	if len(f) > 0 && (w != f[0] || more != (len(f) > 1)) || len(f) == 0 && (w != "" || more) {
		t.Fatalf("FirstField(%q) = %q, %v; fields %q", s, w, more, f)
	}
	if got, want := IsWhite(s), strings.TrimSpace(s) == ""; got != want {
		t.Fatalf("IsWhite(%q) = %v, want %v", s, got, want)
	}
}

// TestSpaceAt holds SpaceAt to unicode.IsSpace for every rune of the
// Basic Multilingual Plane, and to "one byte" for bytes that start none.
func TestSpaceAt(t *testing.T) {
	for r := rune(0); r < 0x10000; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := string(r) + "x"
		sp, w := SpaceAt(s, 0)
		if sp != unicode.IsSpace(r) || sp && w != utf8.RuneLen(r) || !sp && w < 1 {
			t.Fatalf("SpaceAt(%q) = %v, %d", s, sp, w)
		}
	}
	for c := 0; c < 256; c++ {
		if got, want := IsSpaceByte(byte(c)), c < utf8.RuneSelf && unicode.IsSpace(rune(c)); got != want {
			t.Fatalf("IsSpaceByte(%#x) = %v", c, got)
		}
	}
}

// isASCIIBytes is IsASCII one byte at a time.
func isASCIIBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// TestIsASCIIWords: IsASCII, reading eight bytes at a time, answers as
// the byte loop for every length up to 40 with a byte beyond ASCII (or
// none) at every offset.
func TestIsASCIIWords(t *testing.T) {
	for n := 0; n <= 72; n++ {
		base := strings.Repeat("a", n)
		if got := IsASCII(base); got != true {
			t.Fatalf("IsASCII(%q) = %v", base, got)
		}
		for i := 0; i < n; i++ {
			for _, c := range []byte{0x80, 0xff, 0xc3, 0x7f} {
				b := []byte(base)
				b[i] = c
				s := string(b)
				if got, want := IsASCII(s), isASCIIBytes(s); got != want {
					t.Fatalf("IsASCII(%q) = %v, want %v", s, got, want)
				}
			}
		}
	}
}

// reRESpace and reWord are the regexp classes the byte tests stand for.
var (
	reRESpace = regexp.MustCompile(`^\s$`)
	reWord    = regexp.MustCompile(`^\w$`)
)

func TestByteClasses(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		s := string([]byte{b})
		if got, want := IsRESpace(b), reRESpace.MatchString(s); got != want {
			t.Errorf("IsRESpace(%#x) = %v", c, got)
		}
		if got, want := IsREWordByte(b), reWord.MatchString(s); got != want {
			t.Errorf("IsREWordByte(%#x) = %v", c, got)
		}
		if got, want := IsASCIIWordByte(b), IsASCIILetter(b) || IsDigit(b); got != want {
			t.Errorf("IsASCIIWordByte(%#x) = %v", c, got)
		}
		if got, want := IsASCIILetter(b), c < utf8.RuneSelf && unicode.IsLetter(rune(c)); got != want {
			t.Errorf("IsASCIILetter(%#x) = %v", c, got)
		}
		if got, want := IsDigit(b), c < utf8.RuneSelf && unicode.IsDigit(rune(c)); got != want {
			t.Errorf("IsDigit(%#x) = %v", c, got)
		}
		if got, want := LowerASCII(b), lowerByte(b); got != want {
			t.Errorf("LowerASCII(%#x) = %#x", c, got)
		}
		if got, want := UpperASCII(b), upperByte(b); got != want {
			t.Errorf("UpperASCII(%#x) = %#x", c, got)
		}
	}
	if SkipRESpace(" \t\v x", 0) != 2 || SkipRESpace("x", 0) != 0 || SkipRESpace("  ", 1) != 2 {
		t.Error("SkipRESpace")
	}
}

// lowerByte and upperByte change the case of an ASCII letter by the
// strings package.
func lowerByte(b byte) byte {
	if b >= utf8.RuneSelf {
		return b
	}
	return strings.ToLower(string([]byte{b}))[0]
}

func upperByte(b byte) byte {
	if b >= utf8.RuneSelf {
		return b
	}
	return strings.ToUpper(string([]byte{b}))[0]
}

// TestLowerASCIIString: ASCII letters lower-cased, other bytes kept, and
// no copy when there is nothing to change.
func TestLowerASCIIString(t *testing.T) {
	for _, s := range samples {
		b := []byte(s)
		for i := range b {
			b[i] = lowerByte(b[i])
		}
		if got := LowerASCIIString(s); got != string(b) {
			t.Errorf("LowerASCIIString(%q) = %q, want %q", s, got, b)
		}
		if got, want := HasUpperASCII(s), strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"); got != want {
			t.Errorf("HasUpperASCII(%q) = %v", s, got)
		}
	}
	if n := testing.AllocsPerRun(10, func() { LowerASCIIString("ada quill") }); n != 0 {
		t.Errorf("LowerASCIIString of lower-case text: %v allocations", n)
	}
}

// TestAppendLowerASCII: what LowerASCIIString gives, appended; and a map
// look-up through a stack buffer allocates nothing.
func TestAppendLowerASCII(t *testing.T) {
	for _, s := range samples {
		if got, want := string(AppendLowerASCII([]byte("x"), s)), "x"+LowerASCIIString(s); got != want {
			t.Errorf("AppendLowerASCII(%q) = %q, want %q", s, got, want)
		}
	}
	set := map[string]bool{"quill": true}
	found := false
	n := testing.AllocsPerRun(10, func() {
		var buf [16]byte
		found = set[string(AppendLowerASCII(buf[:0], "QuILL"))]
	})
	if !found || n != 0 {
		t.Errorf("look-up through AppendLowerASCII: found %v, %v allocations", found, n)
	}
}

// TestIndexFold checks IndexFold against strings.Index on a lower-cased
// copy, which it replaces for ASCII text.
func TestIndexFold(t *testing.T) {
	texts := []string{"Last Updated: May 2024", "LAST UPDATED", "no match here", "", "abc", "upDATE updated",
		"[PDF] [Slides]", "xx", "<DIV STYLE='Display: None'>"}
	subs := []string{"updated", "last updated", "x", "", "[slides]", "xxx", "display"}
	for _, s := range texts {
		for _, sub := range subs {
			checkIndexFold(t, s, sub)
		}
	}
	if !HasPrefixFold("<LI class=x>", "<li") || HasPrefixFold("<l", "<li") {
		t.Error("HasPrefixFold")
	}
	if !EqualFold("Script", "script") || EqualFold("Scripts", "script") || EqualFold("scrip", "script") {
		t.Error("EqualFold")
	}
}

// checkIndexFold holds IndexFold, ContainsFold and IndexFoldFrom (at
// every offset) to strings.Index on a lower-cased copy.
func checkIndexFold(t *testing.T, s, sub string) {
	t.Helper()
	want := strings.Index(strings.ToLower(s), sub)
	if got := IndexFold(s, sub); got != want {
		t.Errorf("IndexFold(%q, %q) = %d, want %d", s, sub, got, want)
	}
	if got := ContainsFold(s, sub); got != (want >= 0) {
		t.Errorf("ContainsFold(%q, %q) = %v", s, sub, got)
	}
	for from := 0; from <= len(s); from++ {
		want := strings.Index(strings.ToLower(s[from:]), sub)
		if want >= 0 {
			want += from
		}
		if got := IndexFoldFrom(s, sub, from); got != want {
			t.Errorf("IndexFoldFrom(%q, %q, %d) = %d, want %d", s, sub, from, got, want)
		}
	}
}

// TestIndexFoldRandom compares IndexFold with strings.Index on a
// lower-cased copy over many short ASCII strings of a small alphabet
// (where near matches are common).
func TestIndexFoldRandom(t *testing.T) {
	const alphabet = "aAbB -"
	seed := uint32(1)
	next := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>16) % n }
	for range 20000 {
		s := make([]byte, next(12))
		for i := range s {
			s[i] = alphabet[next(len(alphabet))]
		}
		sub := make([]byte, 1+next(3))
		for i := range sub {
			sub[i] = "ab -"[next(4)]
		}
		want := strings.Index(strings.ToLower(string(s)), string(sub))
		if got := IndexFold(string(s), string(sub)); got != want {
			t.Fatalf("IndexFold(%q, %q) = %d, want %d", s, sub, got, want)
		}
	}
}

// TestFoldSafe checks the runes that break ASCII-only folding.
func TestFoldSafe(t *testing.T) {
	if !LowerFoldSafe("Résumé") || LowerFoldSafe("<scr\u0130pt>") || LowerFoldSafe("\u212a") {
		t.Error("LowerFoldSafe")
	}
	if !RegexpFoldSafe("Résumé") || RegexpFoldSafe("\u017f") || RegexpFoldSafe("\u212a") {
		t.Error("RegexpFoldSafe")
	}
}

// The patterns the shape and marker scanners stand for.
var (
	reRule    = regexp.MustCompile(`^\s*(?:[-*_]\s*){3,}$`)
	reBullet  = regexp.MustCompile(`^\s*([-–*•])\s+`)
	reNumber  = regexp.MustCompile(`^\s*(\d{1,3}[.)])\s+`)
	reBracket = regexp.MustCompile(`^\s*(\[[A-Za-z]{0,3}\d{1,3}\])\s*`)
	reSpan    = regexp.MustCompile(`et al\.?|\d+`)
)

// checkMatch holds a scanner's answer to a pattern's
// FindStringSubmatchIndex.
func checkMatch(t *testing.T, name, s string, m [4]int, ok bool, re *regexp.Regexp) {
	t.Helper()
	want := re.FindStringSubmatchIndex(s)
	if ok != (want != nil) || ok && m != [4]int(want) {
		t.Fatalf("%s(%q) = %v, %v; the pattern gives %v", name, s, m, ok, want)
	}
}

func checkShapes(t *testing.T, s string) {
	t.Helper()
	if got, want := IsRule(s), reRule.MatchString(s); got != want {
		t.Fatalf("IsRule(%q) = %v, want %v", s, got, want)
	}
	m, ok := BulletAt(s, "-–*•")
	checkMatch(t, "BulletAt", s, m, ok, reBullet)
	m, ok = NumberAt(s, 3)
	checkMatch(t, "NumberAt", s, m, ok, reNumber)
	m, ok = BracketAt(s, 3)
	checkMatch(t, "BracketAt", s, m, ok, reBracket)
	if got, want := HasNoteMark(s), strings.ContainsAny(s, "*∗†+"); got != want {
		t.Fatalf("HasNoteMark(%q) = %v, want %v", s, got, want)
	}
	if got, want := ReplaceSpans(s, reSpan.FindAllStringIndex(s, -1), "#"), reSpan.ReplaceAllString(s, "#"); got != want {
		t.Fatalf("ReplaceSpans(%q) = %q, want %q", s, got, want)
	}
}

// repoLines are the lines of the repository's fictional test CVs, with
// the samples: the text the helpers meet.
func repoLines(t *testing.T) []string {
	lines := append([]string(nil), samples...)
	for _, pat := range []string{
		filepath.Join("..", "..", "testdata", "cvs", "*"),
		filepath.Join("..", "..", "testdata", "holdout", "*"),
	} {
		files, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if b, err := os.ReadFile(f); err == nil {
				lines = append(lines, strings.Split(string(b), "\n")...)
			}
		}
	}
	return lines
}

// checkAll holds every helper to its definition on s, and
// mayJoinSmallCaps to the joins it guards.
func checkAll(t *testing.T, s string) {
	t.Helper()
	checkFields(t, s)
	checkShapes(t, s)
	if joinsSmallCaps(s) && !mayJoinSmallCaps(s) {
		t.Fatalf("mayJoinSmallCaps(%q) false, a join is due", s)
	}
	if IsASCII(s) != isASCIIBytes(s) {
		t.Fatalf("IsASCII(%q)", s)
	}
	if !IsASCII(s) || len(s) > 200 {
		return // IndexFold stands for the lower-cased search on ASCII text
	}
	for _, sub := range []string{"a", "ab", "<li", "et al"} {
		checkIndexFold(t, s, sub)
	}
}

// TestRepoLines checks every helper on the samples and on every line of
// the test CVs.
func TestRepoLines(t *testing.T) {
	for _, s := range repoLines(t) {
		checkAll(t, s)
	}
}

func TestPageNumberAndYear(t *testing.T) {
	for s, want := range map[string]bool{
		"4": true, " 12 ": true, "- 4 -": true, "— 7 —": true, "2/6": true, "1 of 3": true,
		"": false, "-": false, "1234": false, "1 of 3000": false, "p. 4": false, "4a": false, "/6": false,
	} {
		if got := IsPageNumber(s); got != want {
			t.Errorf("IsPageNumber(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		"(2020)": true, "(1999) Title": true, "(3020)": false, "(202)": false, "2020": false, "(20x0)": false,
	} {
		if got := IsYearParen(s); got != want {
			t.Errorf("IsYearParen(%q) = %v, want %v", s, got, want)
		}
	}
	if !AllDigitsN("123", 3) || AllDigitsN("1234", 3) || AllDigitsN("", 3) || AllDigitsN("1a", 3) {
		t.Error("AllDigitsN")
	}
}

func TestCaps(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want bool
	}{
		{"ABC", 2, true}, {"AB-1", 2, true}, {"A1", 2, false}, {"ÉCOLE", 4, true}, {"École", 2, false}, {"", 0, true},
	} {
		if got := IsCaps(c.s, c.n); got != c.want {
			t.Errorf("IsCaps(%q, %d) = %v", c.s, c.n, got)
		}
	}
}

// TestJoinSmallCaps: a lone capital joins the word of capitals after it
// on a short line; initials, mixed case and long lines stay.
func TestJoinSmallCaps(t *testing.T) {
	cases := [][2]string{
		{"E XAMPLE HEADING", "EXAMPLE HEADING"}, {"Ada Q UILL", "Ada QUILL"}, {"R ÉSUMÉ", "RÉSUMÉ"},
		{"  E XAMPLE  ", "EXAMPLE"}, {"E\u00a0XAMPLE", "EXAMPLE"}, {"A. Quill", "A. Quill"}, {"A Quill", "A Quill"},
		{"A B", "A B"}, {"E", "E"}, {"A B C D E F G H I J", "A B C D E F G H I J"}, {"a XAMPLE", "a XAMPLE"},
	}
	for _, c := range cases {
		if got := JoinSmallCaps(c[0]); got != c[1] {
			t.Errorf("JoinSmallCaps(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// joinsSmallCaps reports whether JoinSmallCaps's loop would join two
// fields of t (its guard aside).
func joinsSmallCaps(t string) bool {
	f := strings.Fields(t)
	for i := 0; i+1 < len(f); i++ {
		if len(f[i]) == 1 && f[i][0] >= 'A' && f[i][0] <= 'Z' && len(f[i+1]) >= 2 && IsCaps(f[i+1], 2) {
			return true
		}
	}
	return false
}

func FuzzTextscan(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Fuzz(checkAll)
}

// TestWords holds Words to the lower-cased runs of letters and digits,
// and ASCIIRun to the ASCII runs, on fictional text.
func TestWords(t *testing.T) {
	for _, s := range []string{"", " ", "Ada Quill, 2021", "ÉCOLE d'Été – 3e", "a_b-c", "\xff x\xffy", "ǅemal Ŀ", "MIT/CSAIL"} {
		want := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !IsWordRune(r) })
		if got := Words(s); !slices.Equal(got, want) || len(want) == 0 && got != nil {
			t.Errorf("Words(%q) = %q, want %q", s, got, want)
		}
		if n := wordRuns(s); n != len(want) {
			t.Errorf("wordRuns(%q) = %d, want %d", s, n, len(want))
		}
	}
	if i, j := ASCIIRun("  ab1 é cd", 0); i != 2 || j != 5 {
		t.Errorf("ASCIIRun: %d %d", i, j)
	}
	if i, _ := ASCIIRun("é -", 0); i != len("é -") {
		t.Errorf("ASCIIRun of no run: %d", i)
	}
}
