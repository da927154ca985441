package venue

import (
	"strings"
	"testing"
)

// TestJournalIndexFictional: the index of a fictional journal file, one
// convention each: keys lower-cased without "the" and "and", dotted and
// dotless abbreviations one key, a full name beating another journal's
// abbreviation, two abbreviations of a kind making the key ambiguous, a
// form of over maxJournalWords words left out, sorted bytewise.
func TestJournalIndexFictional(t *testing.T) {
	long := strings.Repeat("Pebble ", maxJournalWords) + "Review"
	text := "# fictional\n" +
		"J. Pebble Stud.\tphysics\tThe Journal of Pebble Studies\tJ. Pebble Stud.|J Pebble Stud\t\n" +
		"Gravel Sci.\t\tGravel Science\tGravel Sci.|Grit & Gravel\t\n" +
		"Grit Gravel\t\tGrit and Gravel\t\t\n" +
		"Ann. Gravel\t\tAnnals of Gravel\tAnn. Gravel\t\n" +
		"Ann. Grit\t\tAnnals of Grit\tAnn. Grit|Ann. Gravel\t" + long + "\n" +
		"Long\t\t" + long + "\tLong\t\n"
	keys, nodes, first, err := JournalIndex(text)
	if err != nil {
		t.Fatal(err)
	}
	at := func(key string) int32 { return int32(strings.Index(text, "\n"+key+"\t") + 1) }
	want := journalKeysHeader +
		"ann gravel\t-\n" +
		"ann grit\ta" + itoa(at("Ann. Grit")) + "\n" +
		"annals of gravel\tn" + itoa(at("Ann. Gravel")) + "\n" +
		"annals of grit\tn" + itoa(at("Ann. Grit")) + "\n" +
		"gravel sci\ta" + itoa(at("Gravel Sci.")) + "\n" +
		"gravel science\tn" + itoa(at("Gravel Sci.")) + "\n" +
		"grit gravel\tn" + itoa(at("Grit Gravel")) + "\n" +
		"j pebble stud\ta" + itoa(at("J. Pebble Stud.")) + "\n" +
		"journal of pebble studies\tn" + itoa(at("J. Pebble Stud.")) + "\n" +
		"long\ta" + itoa(at("Long")) + "\n"
	if keys != want {
		t.Errorf("keys:\n%s\nwant:\n%s", keys, want)
	}
	if len(first) != journalFirstBits/8 || len(nodes)%8 != 0 {
		t.Errorf("%d bytes of first-word bits, %d of nodes", len(first), len(nodes))
	}
	l := newJournalLayer(text, keys, string(nodes), string(first))
	for _, tc := range []struct {
		s    string
		key  string
		name bool
	}{
		{"Journal of Pebble Studies", "J. Pebble Stud.", true},
		{"the JOURNAL of pebble studies", "J. Pebble Stud.", true},
		{"J Pebble Stud", "J. Pebble Stud.", false},
		{"Grit & Gravel", "Grit Gravel", true},
		{"Ann. Grit", "Ann. Grit", false},
		{"Ann. Gravel", "", false},
		{"Journal of Pebble", "", false},
		{long, "", false},
	} {
		h, ok := l.lookup(tc.s)
		got, _, _ := strings.Cut(l.line(h.j), "\t")
		if !ok {
			got = ""
		}
		if got != tc.key || ok && h.name != tc.name {
			t.Errorf("lookup(%q) = %q (name %v), want %q (name %v)", tc.s, got, h.name, tc.key, tc.name)
		}
	}
}

func itoa(n int32) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		if n /= 10; n == 0 {
			return string(b)
		}
	}
}

// TestJournalIndexWalksEveryKey: on the embedded layer, every key of the
// index is found by a walk over its own words, as the journal it names;
// and no run of words a key does not open with goes on.
func TestJournalIndexWalksEveryKey(t *testing.T) {
	l := embeddedJournals
	n := 0
	for off := 0; off < len(l.keys); n++ {
		line, next := lineAt(l.keys, off)
		key, ref, _ := strings.Cut(line, "\t")
		h, end, ok := l.walk(key, 0)
		if !ok || end != len(key) || h.key != key || ref != "-" && (h.j < 0 || (ref[0] == 'n') != h.name) {
			t.Fatalf("walk(%q) = %+v %d %v, want its key line %q", key, h, end, ok, line)
		}
		if _, _, ok := l.walk(key+" zzqx", 0); !ok {
			t.Fatalf("walk(%q zzqx) lost the key", key)
		}
		off = next
	}
	if n < 50000 {
		t.Errorf("%d keys, want the lists' 54,000 or so", n)
	}
	if _, _, ok := l.walk("zzqx journal of", 0); ok {
		t.Error("a word no key opens with found a key")
	}
}

// TestJournalLayerAllocs: a fresh journal layer over the embedded files
// answers without building anything (one allocation: the layer itself),
// so a process pays for no index, and a look-up for nothing but its
// answer.
func TestJournalLayerAllocs(t *testing.T) {
	texts := []string{"J. Chem. Phys. 152, 184102 (2020)", "Tetrahedron Letters 45, 123 (2004)",
		"In Journal of Pebble Studies", "Sorting pebbles quickly and well", "Zeitschrift für Kiesel 3"}
	if n := testing.AllocsPerRun(20, func() {
		l := newJournalLayer(journalsFile, journalKeysFile, journalNodesFile, journalFirstFile)
		for _, s := range texts {
			l.match(s)
			l.lookup(s)
		}
	}); n > 1 {
		t.Errorf("a fresh layer's match and lookup allocate %v times, want once (the layer)", n)
	}
}

// TestFoldWord: foldWord lower-cases as lowerWord does.
func TestFoldWord(t *testing.T) {
	var buf [64]byte
	for _, w := range []string{"Pebble", "PEBBLE", "für", "FÜR", "Ωmega", "İstanbul", "ǅ", "K", strings.Repeat("Ab", 40), "a\xffb"} {
		if got := string(foldWord(w, &buf)); got != lowerWord(w) {
			t.Errorf("foldWord(%q) = %q, want %q", w, got, lowerWord(w))
		}
	}
}
