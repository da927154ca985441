package venue

import (
	"bytes"
	"fmt"
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
	if total > 2*time.Second {
		t.Errorf("Load+Extend of 100,000 venues took %v", total)
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

var _ = strings.Contains
