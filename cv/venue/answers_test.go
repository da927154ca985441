package venue

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateAnswers = flag.Bool("update", false, "rewrite testdata/answers.txt.gz")

// answerQueries are the texts TestAnswersUnchanged asks the embedded
// catalogue about: every acronym, alias and full name as written, in
// capitals and in a citation, then random strings of catalogue words,
// marks and years (seeded: the same every run).
func answerQueries(c *Catalog) []string {
	var q []string
	var words []string
	for _, v := range c.All() {
		all := append(append(append([]string{v.Acronym}, v.Aliases...), v.Names...), v.Former...)
		for _, s := range all {
			q = append(q, s, strings.ToUpper(s), "In Proc. of the "+s+" 2019, pp. 1-10", s+"'21", "("+s+")")
			words = append(words, strings.Fields(s)...)
		}
	}
	r := rand.New(rand.NewPCG(22, 7))
	marks := []string{" ", " ", " ", ", ", "-", "'", " (", ") ", "@", ". ", " 2020 ", "’19 ", "&", "/"}
	for range 20000 {
		var b strings.Builder
		for n := 1 + r.IntN(6); n > 0; n-- {
			b.WriteString(words[r.IntN(len(words))])
			b.WriteString(marks[r.IntN(len(marks))])
		}
		if r.IntN(4) == 0 {
			b.WriteString(fmt.Sprint(1990 + r.IntN(40)))
		}
		q = append(q, b.String())
	}
	return q
}

// answers writes what c answers about each query: Lookup, Match and,
// for a match, IsFormer of the matched span; then every venue in full.
func answers(c *Catalog) []byte {
	var b bytes.Buffer
	for _, s := range answerQueries(c) {
		lv, lok := c.Lookup(s)
		mv, start, end, mok := c.Match(s)
		former := mok && mv.IsFormer(s[start:end])
		fmt.Fprintf(&b, "L %v %s\tM %v %s %d %d %v\n", lok, lv.Acronym, mok, mv.Acronym, start, end, former)
	}
	for _, v := range c.All() {
		fmt.Fprintf(&b, "%q\n", v)
	}
	return b.Bytes()
}

// TestAnswersUnchanged holds Lookup, Match, IsFormer and All of the
// embedded catalogue to the answers recorded in testdata/answers.txt
// (rewritten with -update): a change to the catalogue's resident form
// must not change one answer.
func TestAnswersUnchanged(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	got := answers(Default())
	path := filepath.Join("testdata", "answers.txt.gz")
	if *updateAnswers {
		var z bytes.Buffer
		w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
		w.Write(got)
		w.Close()
		if err := os.WriteFile(path, z.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := readGzip(path)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, want) {
		return
	}
	q := answerQueries(Default())
	gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			query := "(venue list)"
			if i < len(q) {
				query = fmt.Sprintf("%q", q[i])
			}
			t.Fatalf("answers line %d, query %s:\n got %s\nwant %s", i+1, query, gl[i], wl[i])
		}
	}
	t.Fatalf("answers: %d lines, want %d", len(gl), len(wl))
}

func readGzip(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	return io.ReadAll(z)
}
