package parse

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// numberedTitle is the fictional title of paper i of a generated list:
// three words of a small vocabulary, so that no two titles are alike and
// none holds a digit.
func numberedTitle(i int) string {
	w := []string{"Quiet", "Bright", "Hidden", "Open", "Rapid", "Gentle", "Distant", "Plain", "Sharp", "Woven",
		"Stones", "Rivers", "Graphs", "Lattices", "Signals", "Gardens", "Engines", "Maps", "Tides", "Fields"}
	return fmt.Sprintf("%s %s of %s Things", w[i%10], w[10+i/10%10], w[i/100%20])
}

// numberedPubsCV is a fictional CV listing n papers numbered with style
// ("1." or "[1]"), from 1 up or from n down.
func numberedPubsCV(n int, style string, down bool) string {
	var b strings.Builder
	b.WriteString("# Ada Quill\n\n## Publications\n\n")
	for k := 1; k <= n; k++ {
		num := k
		if down {
			num = n + 1 - k
		}
		marker := strconv.Itoa(num) + "."
		if style == "[1]" {
			marker = "[" + strconv.Itoa(num) + "]"
		}
		fmt.Fprintf(&b, "%s A. Quill and B. Reyes. %s. Journal of Things, %d.\n", marker, numberedTitle(num), 2000+num%20)
	}
	return b.String()
}

// TestLongNumberedLists reads lists of 1,200 numbered papers, numbered
// up and down, as "1." and "[1]": every entry is read, with its own
// title and no number left in it. Numbers of four digits were not list
// markers: entries 1000 and on were glued into entry 999 (1,000
// publications read of 1,200), and a list numbered down from 1200 kept
// "1200. " and the like in 201 titles.
func TestLongNumberedLists(t *testing.T) {
	const n = 1200
	for _, style := range []string{"1.", "[1]"} {
		for _, down := range []bool{false, true} {
			name := fmt.Sprintf("%s down=%v", style, down)
			c, err := Parse("numbered.md", []byte(numberedPubsCV(n, style, down)), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(c.Publications) != n {
				t.Errorf("%s: %d publications read, want %d", name, len(c.Publications), n)
			}
			want := map[string]bool{}
			for i := 1; i <= n; i++ {
				want[numberedTitle(i)] = true
			}
			bad := 0
			for _, p := range c.Publications {
				if !want[p.Title] {
					if bad < 3 {
						t.Errorf("%s: title %q is none of the list's", name, p.Title)
					}
					bad++
				}
				delete(want, p.Title)
			}
			if bad > 0 || len(want) > 0 {
				t.Errorf("%s: %d titles wrong, %d titles not read", name, bad, len(want))
			}
		}
	}
}

// TestNumberedListThroughYears reads a list numbered down from 2050 (its
// numbers pass through the years) from a front end's lines, as HTML and
// Word lists come: all 2,050 entries, no number in a title.
func TestNumberedListThroughYears(t *testing.T) {
	const n = 2050
	d := &doc.Doc{Format: doc.HTML, Lines: []doc.Line{{Text: "Ada Quill", Heading: 1}, {Text: "Publications", Heading: 2}}}
	for num := n; num >= 1; num-- {
		d.Lines = append(d.Lines, doc.Line{List: strconv.Itoa(num) + ".", Text: fmt.Sprintf("A. Quill and B. Reyes. %s %d. Journal of Things, %d.", numberedTitle(num), num/1000, 2000+num%20)})
	}
	c, err := ParseDoc("numbered.html", d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Publications) != n {
		t.Fatalf("%d publications read, want %d", len(c.Publications), n)
	}
	for i, p := range c.Publications {
		num := n - i
		if want := fmt.Sprintf("%s %d", numberedTitle(num), num/1000); p.Title != want {
			t.Fatalf("publication %d: title %q, want %q", i+1, p.Title, want)
		}
	}
}
