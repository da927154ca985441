package train

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/read"
	"golang.org/x/text/unicode/norm"
)

// Source is one CV file as the parser's front ends read it.
type Source struct {
	Path  string
	Data  []byte           // the file's bytes
	Views []parse.LineView // its lines, as "vitae parse --show-lines" shows them
}

// ReadSource reads the file at path with the front end its format calls
// for and returns its lines as the parser reads them.
func ReadSource(ctx context.Context, path string) (*Source, error) {
	data, err := read.Bytes(path, read.Options{})
	if err != nil {
		return nil, err
	}
	return SourceOf(ctx, path, data)
}

// SourceOf reads data, the bytes of a file named name, as ReadSource
// reads a file.
func SourceOf(ctx context.Context, name string, data []byte) (*Source, error) {
	d, err := read.Doc(ctx, name, data, read.Options{})
	if err != nil {
		return nil, err
	}
	return &Source{Path: name, Data: data, Views: parse.Explain(d)}, nil
}

// SourceHash is the SHA-256 of data in hex.
func SourceHash(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// LinesHash is the SHA-256 of the lines' texts, pages and source lines:
// it changes when the file or the front end that reads it changes.
func LinesHash(vs []parse.LineView) string {
	h := sha256.New()
	for _, v := range vs {
		h.Write([]byte(v.Text))
		h.Write([]byte{0, byte(v.Page), byte(v.Page >> 8), byte(v.Src), byte(v.Src >> 8), '\n'})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Tokens are the tokens a span's From and To count: the line's text split
// at white space.
func Tokens(text string) []string { return strings.Fields(text) }

// fold lower-cases s and takes the accents off its letters.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// words splits s, folded, into runs of letters and digits.
func words(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// tok is one word of the document's word stream: where it is.
type tok struct {
	w    string
	line int // index into the views
	t    int // index of the white-space token it is in
}

// stream is every word of the lines, in order, with where it is.
func stream(vs []parse.LineView) []tok {
	var out []tok
	for i, v := range vs {
		for j, f := range Tokens(v.Text) {
			for _, w := range words(f) {
				out = append(out, tok{w: w, line: i, t: j})
			}
		}
	}
	return out
}
