package venue

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// letters spells n in base 26 (a, b, ..., z, ba, bb, ...): a word the
// name normalisation keeps (it drops numbers).
func letters(n int) string {
	var b []byte
	for {
		b = append([]byte{byte('a' + n%26)}, b...)
		n /= 26
		if n == 0 {
			return string(b)
		}
	}
}

// bigCatalog is a fictional catalogue of n venues, each with two full
// names and an alias, in the venues.txt format.
func bigCatalog(n int) []byte {
	var b bytes.Buffer
	b.WriteString("# fictional\n")
	for i := range n {
		w := "zq" + letters(i)
		fmt.Fprintf(&b, "VQ%d | conference | systems | Symposium on %s Quills ; %s Quill Workshop Series | VQA%d ; !VQB%d\n", i, w, w, i, i)
	}
	return b.Bytes()
}

// TestLoadLarge: a 100,000-venue file loads, and extends the built-in
// catalogue, in well under a second each, and every venue is found.
func TestLoadLarge(t *testing.T) {
	data := bigCatalog(100000)
	start := time.Now()
	c, err := Load(bytes.NewReader(data), "big.txt")
	if err != nil {
		t.Fatal(err)
	}
	load := time.Since(start)
	ext := Default().Extend(c)
	total := time.Since(start)
	t.Logf("100,000 venues (%d bytes): Load %v, Load+Extend %v", len(data), load, total)
	if c.Len() != 100000 || ext.Len() != 100000+Default().Len() {
		t.Fatalf("Len = %d, extended %d", c.Len(), ext.Len())
	}
	// Growth, not speed (BenchmarkVenueLoad measures that): four times the
	// venues cost about four times the allocated bytes, far from sixteen.
	// Bytes, not time: a loaded machine makes time ratios swing.
	small, large := loadAllocs(10000), loadAllocs(40000)
	t.Logf("Load+Extend allocates %d bytes for 10,000 venues, %d for 40,000", small, large)
	if large > 6*small {
		t.Errorf("Load+Extend: 10,000 venues allocate %d bytes, 40,000 venues %d: grows faster than the file", small, large)
	}
	for _, i := range []int{0, 4242, 99999} {
		if v, ok := ext.Lookup(fmt.Sprintf("vqa%d", i)); !ok || v.Acronym != fmt.Sprintf("VQ%d", i) {
			t.Errorf("Lookup(VQA%d) = %v, %v", i, v, ok)
		}
		text := fmt.Sprintf("In Proc. of the Symposium on zq%s Quills, 2020.", letters(i))
		if v, _, _, ok := ext.Match(text); !ok || v.Acronym != fmt.Sprintf("VQ%d", i) {
			t.Errorf("Match(%q) = %v, %v", text, v.Acronym, ok)
		}
	}
}

// loadAllocs is the bytes allocated by Load+Extend of n venues.
func loadAllocs(n int) uint64 {
	data := bigCatalog(n)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	c, err := Load(bytes.NewReader(data), "big.txt")
	if err != nil {
		panic(err)
	}
	Default().Extend(c).ready()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// BenchmarkVenueLoad: Load of a 100,000-venue file, then Extend of the
// built-in catalogue with it and its matching index (what --venues does).
func BenchmarkVenueLoad(b *testing.B) {
	data := bigCatalog(100000)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		c, err := Load(bytes.NewReader(data), "big.txt")
		if err != nil {
			b.Fatal(err)
		}
		Default().Extend(c).ready()
	}
}

// BenchmarkLoadOnly: Load alone of a 100,000-venue file.
func BenchmarkLoadOnly(b *testing.B) {
	data := bigCatalog(100000)
	for b.Loop() {
		if _, err := Load(bytes.NewReader(data), "big.txt"); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLoadLineErrors: an over-long line and invalid UTF-8 are refused
// with the line's number; an unescaped "|" still splits fields.
func TestLoadLineErrors(t *testing.T) {
	good := "OKV | conference | systems | Quill Systems Symposium\n"
	long := "LONGV | conference | systems | " + strings.Repeat("Quill ", MaxLine/6+10) + "\n"
	tests := []struct{ name, text, want string }{
		{"long", good + "# comment\n" + long + good, "v.txt:3: line longer than 1048576 bytes"},
		{"long last line", good + strings.Repeat("x", MaxLine+1), "v.txt:2: line longer than 1048576 bytes"},
		{"utf8", good + "BADV | conference | systems | Quill \xff\xfe Symposium\n", "v.txt:2: not valid UTF-8 (at byte 37 of the line)"},
		{"utf8 comment", "# caf\xe9\n" + good, "v.txt:1: not valid UTF-8 (at byte 6 of the line)"},
		{"bar", "BARV | conference | systems | Quill | Ink | Symposium\n", "v.txt:1: want 4 or 5 |-separated fields"},
	}
	for _, tc := range tests {
		_, err := Load(strings.NewReader(tc.text), "v.txt")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want prefix %q", tc.name, err, tc.want)
		}
	}
	// exactly MaxLine bytes is fine, with either line ending
	line := "EDGEV | conference | systems | Quill Edge"
	line += strings.Repeat(" ", MaxLine-len(line))
	for _, text := range []string{line + "\n" + good, line + "\r\n" + good, good + line} {
		if c, err := Load(strings.NewReader(text), "v.txt"); err != nil || c.Len() != 2 {
			t.Errorf("a line of MaxLine bytes: %v", err)
		}
	}
}

// TestLoadEscapes: "\|" and "\;" put a bar or semicolon inside a name or
// alias, "\\" a backslash; any other backslash stays.
func TestLoadEscapes(t *testing.T) {
	text := `ESCV | conference | systems | Quill \| Ink Symposium ; Quill\; Ink Workshop ; Back\\slash Quill Meeting | QI\|S ; Q\d
`
	c, err := Load(strings.NewReader(text), "v.txt")
	if err != nil {
		t.Fatal(err)
	}
	v, ok := c.Lookup("ESCV")
	if !ok {
		t.Fatal("ESCV not found")
	}
	wantNames := []string{"Quill | Ink Symposium", "Quill; Ink Workshop", `Back\slash Quill Meeting`}
	wantAliases := []string{"QI|S", `Q\d`}
	if fmt.Sprint(v.Names) != fmt.Sprint(wantNames) || fmt.Sprint(v.Aliases) != fmt.Sprint(wantAliases) {
		t.Errorf("names %q aliases %q, want %q %q", v.Names, v.Aliases, wantNames, wantAliases)
	}
	if m, _, _, ok := c.Match("In Proc. of the Quill | Ink Symposium, 2020"); !ok || m.Acronym != "ESCV" {
		t.Errorf("Match of the escaped name = %v, %v", m.Acronym, ok)
	}
}

// FuzzVenues: Load never panics, every error names the file and a line,
// and a loaded catalogue can extend another, be matched and looked up.
func FuzzVenues(f *testing.F) {
	base, err := Load(strings.NewReader("BASEV | conference | systems | Quill Base Symposium | QBS\nOKV | journal | ml | Quill Journal\n"), "base.txt")
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(embedded[:1500]))
	f.Add([]byte("OKV | conference | systems | Quill Systems Symposium | QSS ; !QS\n"))
	f.Add([]byte("ESCV | conference | systems | Quill \\| Ink ; A\\;B | X\\\\Y\n"))
	f.Add([]byte("\ufeff# c\r\nBADV | conference | systems | \xff\n"))
	f.Add([]byte("A | journal | ml | Alpha Beta\nB | journal | ml | alpha beta\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Load(bytes.NewReader(data), "f.txt")
		if err != nil {
			msg := err.Error()
			rest, ok := strings.CutPrefix(msg, "f.txt:")
			n := 0
			for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
				n++
			}
			if !ok || n == 0 || !strings.HasPrefix(rest[n:], ": ") {
				t.Fatalf("error without a line: %q", msg)
			}
			return
		}
		ext := base.Extend(c) // a small base: each run stays cheap
		for _, v := range c.All() {
			if _, ok := ext.Lookup(v.Acronym); !ok {
				t.Fatalf("extended catalogue lost %q", v.Acronym)
			}
			for _, n := range v.Names {
				ext.Match(n)
			}
		}
		ext.Match(string(data))
	})
}

// TestKeyOfOnePass: keyOf, made in one pass for Load, is the words of s
// lower-cased and joined by single spaces; isShortKey and hasWord read
// the words as tokenize does.
func TestKeyOfOnePass(t *testing.T) {
	for _, s := range []string{"", "  ", "IoT-J", "iot j", "USENIX ATC '24", "S&P", "Zeitschrift FÜR Kiesel", "SC", " SC ", "S C", "Ωmega–PEB", "[PEBL]", "a&", "\xffOSDI"} {
		toks := tokenize(s, nil)
		parts := make([]string, len(toks))
		for i, tk := range toks {
			parts[i] = lowerWord(s[tk.start:tk.end])
		}
		if got, want := keyOf(s), strings.Join(parts, " "); got != want {
			t.Errorf("keyOf(%q) = %q, want %q", s, got, want)
		}
		if got, want := isShortKey(s), len(toks) == 1 && toks[0].end-toks[0].start <= 2; got != want {
			t.Errorf("isShortKey(%q) = %v, want %v", s, got, want)
		}
		if hasWord(s) != (len(toks) > 0) {
			t.Errorf("hasWord(%q) = %v", s, hasWord(s))
		}
	}
}
