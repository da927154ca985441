package bibtex

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseValues(t *testing.T) {
	src := `@String{ conf = "Conference on " }
@STRING(pre = {Proc. })
@preamble{ "\newcommand{\noop}[1]{}" }
@Article( k1 ,
  Title = pre # conf # "Pebbles" # { and } # 2021,
  author = "Lune, Mira and {Fennick and Sons}",
  month = mar,
  year = 2021
)
@misc{k2, title = {A {nested {group}} "quoted" value}, note = "brace {"} inside"}
`
	es, probs := Parse([]byte(src))
	if len(probs) != 0 {
		t.Errorf("problems: %v", probs)
	}
	if len(es) != 2 {
		t.Fatalf("%d entries, want 2: %+v", len(es), es)
	}
	want := map[string]string{"title": "Proc. Conference on Pebbles and 2021", "author": "Lune, Mira and {Fennick and Sons}", "month": "March", "year": "2021"}
	if !reflect.DeepEqual(es[0].Fields, want) || es[0].Type != "article" || es[0].Key != "k1" || es[0].Line != 4 {
		t.Errorf("entry 1 = %+v, want type article, key k1, line 4, fields %v", es[0], want)
	}
	if got := es[1].Fields["title"]; got != `A {nested {group}} "quoted" value` {
		t.Errorf("title %q", got)
	}
	if got := es[1].Fields["note"]; got != `brace {"} inside` {
		t.Errorf("note %q", got)
	}
	if !reflect.DeepEqual(es[0].Order, []string{"title", "author", "month", "year"}) {
		t.Errorf("order %v", es[0].Order)
	}
}

func TestParseRecovers(t *testing.T) {
	src := "@inproceedings{a, title={One}, junk junk, year=2020}\n" +
		"@article{b, title={Two},\n" + // never closed
		"@article{c, title={Three}, author = nomacro}\n" +
		"an @ sign in text @ {x}\n"
	es, probs := Parse([]byte(src))
	var keys []string
	for _, e := range es {
		keys = append(keys, e.Key+"="+e.Fields["title"])
	}
	if strings.Join(keys, ",") != "a=One,b=Two,c=Three" {
		t.Errorf("entries %v, want a, b and c read", keys)
	}
	if es[0].Fields["year"] != "2020" {
		t.Errorf("field after junk lost: %v", es[0].Fields)
	}
	if len(probs) != 3 {
		t.Errorf("problems %v, want junk, unclosed and unknown macro", probs)
	}
}

func TestNames(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		etAl bool
	}{
		{"Lune, Mira and Fennick, Otto", []string{"Mira Lune", "Otto Fennick"}, false},
		{"Mira Lune AND Otto  Fennick and others", []string{"Mira Lune", "Otto Fennick"}, true},
		{`M{\"u}ller, J{\"o}rg and {Lake and River Group}`, []string{"Jörg Müller", "Lake and River Group"}, false},
		{"van Dam, Ria and Pell, Jr, Tom", []string{"Ria van Dam", "Tom Pell, Jr"}, false},
		{"Sandand Band and Candy", []string{"Sandand Band", "Candy"}, false},
	} {
		ps, etAl := Names(c.in)
		var got []string
		for _, p := range ps {
			got = append(got, p.Name)
		}
		if !reflect.DeepEqual(got, c.want) || etAl != c.etAl {
			t.Errorf("Names(%q) = %q %v, want %q %v", c.in, got, etAl, c.want, c.etAl)
		}
	}
}

func TestInferOwner(t *testing.T) {
	list := func(names ...string) []Person {
		var ps []Person
		for _, n := range names {
			ps = append(ps, person(n))
		}
		return ps
	}
	lists := [][]Person{
		list("Quill, Ada", "Rennet, Bo"),
		list("Rennet, Bo", "Ada Quill", "Stone, Cy"),
		list("A. Quill", "Dune, Esk"),
		list("Stone, Cy", "Quill, Ada"),
	}
	if got := inferOwner(lists); got != "Ada Quill" {
		t.Errorf("owner %q, want Ada Quill (on all four)", got)
	}
	lists[3] = list("Stone, Cy")
	lists[2] = list("Dune, Esk")
	if got := inferOwner(lists); got != "" {
		t.Errorf("owner %q from a name on half the lists", got)
	}
}

// TestMacroBomb: a macro that doubles itself stops at maxValue, quickly.
func TestMacroBomb(t *testing.T) {
	var b strings.Builder
	b.WriteString(`@string{a = "xxxxxxxx"}` + "\n")
	for range 64 {
		b.WriteString("@string{a = a # a # a}\n")
	}
	b.WriteString("@misc{k, title = a # a}\n")
	es, probs := Parse([]byte(b.String()))
	if len(es) != 1 || len(es[0].Fields["title"]) > 2*maxValue {
		t.Fatalf("%d entries, title %d bytes", len(es), len(es[0].Fields["title"]))
	}
	if len(probs) == 0 {
		t.Error("no problem said")
	}
}
