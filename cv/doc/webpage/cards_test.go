package webpage

import "testing"

// Sibling containers of one element and class, each of several lines,
// are cards: blank lines set them apart. Cards of one line, and
// multi-line siblings that differ in element or class, are left as they
// were.
func TestCardsAreSetApart(t *testing.T) {
	d := read(t, `<h2>Talks</h2>
<div class="card">
  <div class="title">Imaginary Waves</div>
  <div class="where">Nowhere University</div>
  <div class="date">May 2024</div>
</div>
<div class="card">
  <div class="title">Pretend Particles</div>
  <div class="where">Elsewhere Institute</div>
</div>
<div class="card"><div class="title">One-line card</div></div>
<div class="other">Different<br>class</div>
<h2>Service</h2>
<div class="item">Reviewer, Pretend Journal</div>
<div class="item">Chair, Imaginary Workshop</div>
<article class="pub">A<br>B</article><div class="pub">C<br>D</div>`)
	wantLines(t, d,
		"Talks", "",
		"Imaginary Waves", "Nowhere University", "May 2024", "",
		"Pretend Particles", "Elsewhere Institute", "",
		"One-line card",
		"Different", "class", "",
		"Service", "",
		"Reviewer, Pretend Journal", "Chair, Imaginary Workshop",
		"A", "B", "C", "D")
}

// Cards inside a list item keep the item's lines together: paragraph
// breaks inside an item are line breaks, and the item keeps its marker.
func TestCardsInListItems(t *testing.T) {
	d := read(t, `<ul><li><div class="c">One<br>two</div><div class="c">Three<br>four</div></li></ul>`)
	wantLines(t, d, "One", "two", "Three", "four")
	if d.Lines[0].List != "-" || d.Lines[2].List != "" {
		t.Errorf("markers %q, %q; want the item's on its first line only", d.Lines[0].List, d.Lines[2].List)
	}
}
