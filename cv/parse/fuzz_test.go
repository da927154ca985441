package parse

import (
	"encoding/json"
	"time"

	"github.com/vitae-cv/vitae/cv"
	"os"
	"path/filepath"
	"testing"
)

// cvTestdata is where the sample CVs live, relative to this package.
var cvTestdata = filepath.Join("..", "..", "testdata", "cvs")

// sampleCVs returns the contents of every file in testdata/cvs by name;
// none when the directory is absent.
func sampleCVs(tb testing.TB) map[string][]byte {
	tb.Helper()
	entries, err := os.ReadDir(cvTestdata)
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		tb.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(cvTestdata, e.Name()))
		if err != nil {
			tb.Fatal(err)
		}
		files[e.Name()] = data
	}
	return files
}

// FuzzParse checks that no input makes Decode or Parse panic, that Parse
// returns a record whenever it returns no error, and that the record can
// be written as JSON.
//
//	go test ./cv/parse -fuzz FuzzParse -fuzztime 3m
func FuzzParse(f *testing.F) {
	for _, data := range sampleCVs(f) {
		f.Add(data)
	}
	for _, s := range []string{
		"",
		"\n\n\n",
		"\xEF\xBB\xBF# Jane Doe\r\n",
		"\xFF\xFE#\x00 \x00J\x00",
		"# \n## \n### \n- \n* \n1. \n",
		"Publications\n\n1.\n2.\n[1]\n",
		"# Jane Doe\n## Publications\n- **Jane Doe**, J. Smith*. Title. In ASPLOS 2020. Best Paper Award.\n",
		"# Jane Doe\n## Education\n- Ph.D., MIT, 2015 – present (expected 2099)\n- 9999-99 -- 0000-00\n",
		"## Awards\n* 2020–2019 Fellowship\n* Finalist, 1000 \u2014 ",
		"Jos\xe9 M\xfcller\r\nZ\xfcrich",
		"\t\t\t|a|b|\n|---|---|\n|\x1b[31m|\u202e|\n",
		"**********************************************",
		"[[[[[[[[[[[[((((((((((((]]]]]]",
		"Jane Doe\u2028Publications\u2029\u00a0\u200b\ufeff",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		text, err := Decode("fuzz.md", data, 0)
		if err != nil {
			return
		}
		type result struct {
			c   *cv.CV
			err error
		}
		done := make(chan result, 1)
		go func() {
			c, err := Parse("fuzz.md", []byte(text), Options{})
			done <- result{c, err}
		}()
		var r result
		select {
		case r = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("Parse did not finish within 5 s on a %d-byte input", len(text))
		}
		c, err := r.c, r.err
		if err != nil {
			return
		}
		if c == nil {
			t.Fatal("Parse returned a nil record and no error")
		}
		if _, err := json.Marshal(c); err != nil {
			t.Fatalf("json.Marshal of the record: %v", err)
		}
	})
}
