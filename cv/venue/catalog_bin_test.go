package venue

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestCommittedCatalogIsCurrent fails when catalog.bin is not what
// internal/cmd/gencatalog makes of venues.txt today: run
// `go run ./internal/cmd/gencatalog` and commit the file.
func TestCommittedCatalogIsCurrent(t *testing.T) {
	want, err := CompileCatalog(strings.NewReader(embedded), "venues.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want, []byte(embeddedCatalog)) {
		t.Fatalf("cv/venue/catalog.bin is stale (%d bytes, venues.txt builds %d): run go run ./internal/cmd/gencatalog",
			len(embeddedCatalog), len(want))
	}
	disk, err := os.ReadFile("catalog.bin")
	if err != nil || !bytes.Equal(disk, want) {
		t.Fatalf("catalog.bin on disk differs from the build (%v)", err)
	}
}

// TestDecodedCatalogIsLoaded checks that the decoded catalogue is the one
// Load and ready build from venues.txt: the same entries, keys and index.
func TestDecodedCatalogIsLoaded(t *testing.T) {
	loaded, err := Load(strings.NewReader(embedded), "venues.txt")
	if err != nil {
		t.Fatal(err)
	}
	loaded.ready()
	dec, err := decodeCatalog(embeddedCatalog)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encodeCatalog(dec), encodeCatalog(loaded)) {
		t.Fatal("decoded catalogue differs from the loaded one")
	}
	if *dec.vocabBits != *loaded.vocabBits || !slices.Equal(dec.rawSecond, loaded.rawSecond) || !slices.Equal(dec.rawStart, loaded.rawStart) {
		t.Fatal("vocabulary bits, second-word codes or buckets differ")
	}
	for id := range int32(loaded.nWords()) {
		w := loaded.vocabWord(id)
		if got := dec.vocabID([]byte(w), wordHash(w)); got != id || dec.vocabOf(w) != id {
			t.Fatalf("word %q: id %d, want %d", w, got, id)
		}
	}
	ls, ds := loaded.entrySpecs(), dec.entrySpecs()
	if len(ls) != len(ds) {
		t.Fatalf("%d specs, want %d", len(ds), len(ls))
	}
	for i := range ls {
		if !slices.EqualFunc(ls[i], ds[i], func(a, b spec) bool {
			return a.text == b.text && a.id == b.id && slices.Equal(a.words, b.words) && a.name == b.name &&
				a.alias == b.alias && a.yearOnly == b.yearOnly && a.tagOnly == b.tagOnly
		}) {
			t.Fatalf("entry %s: specs differ", loaded.entries.acronym(i))
		}
	}
	for id := range loaded.keys {
		li, _ := loaded.ownerOf(id)
		di, ok := dec.ownerOf(id)
		if !ok || li != di {
			t.Fatalf("key %q: owner %d, want %d", id, di, li)
		}
	}
}

// TestDecodeCatalogMalformed: a damaged or cut file is an error, never a
// panic.
func TestDecodeCatalogMalformed(t *testing.T) {
	data := embeddedCatalog
	for _, bad := range []string{"", "x", catalogMagic, data[:len(data)/2], data[:len(data)-1], data + "\x00",
		catalogMagic + "\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"} {
		if _, err := decodeCatalog(bad); err == nil {
			t.Errorf("decodeCatalog of %d bytes: no error", len(bad))
		}
	}
}

// TestDefaultExtends: the decoded default catalogue is extended as a
// loaded one is (a user's --venues file).
func TestDefaultExtends(t *testing.T) {
	user, err := Load(strings.NewReader("PEBL | conference | theory | Symposium on Pebble Logic\n"), "user.txt")
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(strings.NewReader(embedded), "venues.txt")
	if err != nil {
		t.Fatal(err)
	}
	a, b := Default().Extend(user), loaded.Extend(user)
	if a.Len() != b.Len() || a.Len() != Default().Len()+1 {
		t.Fatalf("extended: %d venues, loaded and extended %d", a.Len(), b.Len())
	}
	for _, text := range []string{"Symposium on Pebble Logic 2024", "In Proc. of OSDI '14"} {
		va, _, _, oka := a.Match(text)
		vb, _, _, okb := b.Match(text)
		if oka != okb || va.Acronym != vb.Acronym {
			t.Errorf("Match(%q): %q %v, want %q %v", text, va.Acronym, oka, vb.Acronym, okb)
		}
	}
}

// BenchmarkDefaultDecode decodes the built curated catalogue, as the
// first Match of a process does (BenchmarkDefaultReady builds it from
// the text instead).
func BenchmarkDefaultDecode(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decodeCatalog(embeddedCatalog); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzDecodeCatalog checks that decodeCatalog never panics, whatever the
// bytes: a damaged catalog.bin is an error.
func FuzzDecodeCatalog(f *testing.F) {
	f.Add(embeddedCatalog[:200])
	f.Add(embeddedCatalog[:len(catalogMagic)+40])
	f.Add(catalogMagic + "\x01\x01a\x00\x00\x00\x00\x00\x00\x01")
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = decodeCatalog(s)
		_, _ = decodeCatalog(catalogMagic + s)
	})
}
