package parse

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"
)

func utf16Bytes(s string, bigEndian, bom bool) []byte {
	var b []byte
	put := func(u uint16) {
		if bigEndian {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	if bom {
		put(0xFEFF)
	}
	for _, u := range utf16.Encode([]rune(s)) {
		put(u)
	}
	return b
}

func TestDecode(t *testing.T) {
	tests := []struct {
		name    string
		in      []byte
		max     int64
		want    string
		err     error  // sentinel the error must match
		errText string // substring the message must hold
	}{
		{name: "plain", in: []byte("Jane Doe\nPublications\n"), want: "Jane Doe\nPublications\n"},
		{name: "utf8 accents", in: []byte("José Müller, Zürich — 東京\n"), want: "José Müller, Zürich — 東京\n"},
		{name: "utf8 bom", in: []byte("\xEF\xBB\xBFJane\n"), want: "Jane\n"},
		{name: "crlf", in: []byte("a\r\nb\r\n"), want: "a\nb\n"},
		{name: "lone cr", in: []byte("a\rb\rc"), want: "a\nb\nc"},
		{name: "mixed line ends", in: []byte("a\r\nb\rc\n\r\nd"), want: "a\nb\nc\n\nd"},
		{name: "tabs and form feed kept", in: []byte("a\tb\fc\n"), want: "a\tb\fc\n"},
		{name: "utf16le bom", in: utf16Bytes("Jörg\r\nCV\r\n", false, true), want: "Jörg\nCV\n"},
		{name: "utf16be bom", in: utf16Bytes("Jörg\nCV 東京\n", true, true), want: "Jörg\nCV 東京\n"},
		{name: "utf16le no bom", in: utf16Bytes("Curriculum Vitae\nJane Doe\n", false, false), want: "Curriculum Vitae\nJane Doe\n"},
		{name: "utf16be no bom", in: utf16Bytes("Curriculum Vitae\nJane Doe\n", true, false), want: "Curriculum Vitae\nJane Doe\n"},
		{name: "utf16 odd length", in: append(utf16Bytes("Jane", false, true), 'x'), err: ErrEncoding},
		{name: "windows-1252", in: []byte("Jos\xe9 M\xfcller \x96 Z\xfcrich \x93quoted\x94\r\n"), want: "José Müller – Zürich “quoted”\n"},
		{name: "latin-1", in: []byte("Universit\xe9 de Montr\xe9al, 2019\n"), want: "Université de Montréal, 2019\n"},
		{name: "not western", in: []byte("\x93\xfa\x96\x7b\x8c\xea\x82\xcc\x83\x65\x83\x4c\x83\x58\x83\x67\x82\xc5\x82\xb7"), err: ErrEncoding},
		{name: "utf8 bom then invalid", in: []byte("\xEF\xBB\xBFJos\xe9"), err: ErrEncoding},
		{name: "utf32", in: []byte{0xFF, 0xFE, 0, 0, 'a', 0, 0, 0}, err: ErrEncoding},
		{name: "empty", in: nil, err: ErrEmpty, errText: "empty"},
		{name: "whitespace", in: []byte(" \n\t\r\n  \n"), err: ErrEmpty, errText: "whitespace"},
		{name: "bom only", in: []byte("\xEF\xBB\xBF"), err: ErrEmpty},
		{name: "utf16 whitespace only", in: utf16Bytes("  \r\n", false, true), err: ErrEmpty},
		{name: "too large", in: bytes.Repeat([]byte("a"), 101), max: 100, err: ErrTooLarge, errText: "limit is 100 bytes"},
		{name: "at limit", in: bytes.Repeat([]byte("a"), 100), max: 100, want: strings.Repeat("a", 100)},
		{name: "default limit", in: bytes.Repeat([]byte("a\n"), DefaultMaxSize/2+1), err: ErrTooLarge, errText: "2 MiB"},
		{name: "nul bytes", in: []byte("Jane\x00Doe\x00\x01\x02 and more text here"), err: ErrBinary, errText: "NUL"},
		{name: "control chars", in: []byte("a\x01b\x02c\x03d\x04e\x05f\x06g\x07"), err: ErrBinary, errText: "control"},
		{name: "few control chars ok", in: []byte("Jane Doe\x1b is fine in a long enough line of text\n"), want: "Jane Doe\x1b is fine in a long enough line of text\n"},
		{name: "pdf", in: []byte("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"), err: ErrBinary, errText: "a PDF file, not text"},
		{name: "pdf after junk", in: []byte("\n\n%PDF-1.4\nxx"), err: ErrBinary, errText: "PDF"},
		{name: "docx", in: []byte("PK\x03\x04\x14\x00\x06\x00[Content_Types].xml word/document.xml"), err: ErrBinary, errText: ".docx"},
		{name: "zip", in: []byte("PK\x03\x04\x14\x00\x00\x00cvs/jane.md"), err: ErrBinary, errText: "ZIP"},
		{name: "doc", in: []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0}, err: ErrBinary, errText: ".doc"},
		{name: "gzip", in: []byte{0x1F, 0x8B, 8, 0, 0, 0}, err: ErrBinary},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Decode("cv.txt", tt.in, tt.max)
			if tt.err != nil {
				if err == nil {
					t.Fatalf("Decode = %q, nil; want error %v", got, tt.err)
				}
				if !errors.Is(err, tt.err) {
					t.Errorf("error %q does not match %v", err, tt.err)
				}
				var ie *InputError
				if !errors.As(err, &ie) || ie.Name != "cv.txt" {
					t.Errorf("error %#v is not an *InputError named cv.txt", err)
				}
				if !strings.HasPrefix(err.Error(), "cv.txt: ") {
					t.Errorf("error %q does not start with the name", err)
				}
				if tt.errText != "" && !strings.Contains(err.Error(), tt.errText) {
					t.Errorf("error %q does not mention %q", err, tt.errText)
				}
				return
			}
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			if got != tt.want {
				t.Errorf("Decode = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestInputErrorUnwrap(t *testing.T) {
	err := error(&InputError{Name: "a.md", Err: ErrEmpty})
	if err.Error() != "a.md: empty input" {
		t.Errorf("Error() = %q", err.Error())
	}
	if !errors.Is(err, ErrEmpty) || errors.Is(err, ErrBinary) {
		t.Errorf("errors.Is does not follow Unwrap")
	}
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.md", []byte("\xEF\xBB\xBF# Jane\r\n"))
	got, err := ReadFile(good, 0)
	if err != nil || got != "# Jane\n" {
		t.Errorf("ReadFile(good) = %q, %v", got, err)
	}

	big := write("big.txt", bytes.Repeat([]byte("x"), 50))
	if _, err := ReadFile(big, 10); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadFile(big) error = %v, want ErrTooLarge", err)
	}

	missing := filepath.Join(dir, "missing.md")
	_, err = ReadFile(missing, 0)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadFile(missing) error = %v, want fs.ErrNotExist", err)
	}
	if err == nil || !strings.HasPrefix(err.Error(), missing+": ") || strings.Count(err.Error(), missing) != 1 {
		t.Errorf("ReadFile(missing) error = %q, want it to name the path once", err)
	}

	if _, err := ReadFile(dir, 0); err == nil || !strings.Contains(err.Error(), "directory") {
		t.Errorf("ReadFile(dir) error = %v, want a directory error", err)
	}

	empty := write("empty.md", nil)
	if _, err := ReadFile(empty, 0); !errors.Is(err, ErrEmpty) {
		t.Errorf("ReadFile(empty) error = %v, want ErrEmpty", err)
	}
}

func TestRead(t *testing.T) {
	if got, err := Read("-", strings.NewReader("a\r\nb"), 0); err != nil || got != "a\nb" {
		t.Errorf("Read = %q, %v", got, err)
	}
	_, err := Read("-", strings.NewReader(strings.Repeat("a", 11)), 10)
	if !errors.Is(err, ErrTooLarge) || !strings.HasPrefix(err.Error(), "-: ") {
		t.Errorf("Read(too large) error = %v", err)
	}
}

// TestDecodeMentionOfPDF: text that mentions the PDF header after its
// start is text; the header at the start (after white space or a byte
// order mark) is a PDF.
func TestDecodeMentionOfPDF(t *testing.T) {
	text := "# Ada Quill\n\nMy validator checks that files open with %PDF-1.7 and end with %%EOF.\n"
	if got, err := Decode("cv.md", []byte(text), 0); err != nil || got != text {
		t.Errorf("Decode: %q, %v", got, err)
	}
	for _, in := range []string{"%PDF-1.7\nx", "\ufeff%PDF-1.7\nx", "\n \t%PDF-2.0\nx"} {
		if _, err := Decode("x.txt", []byte(in), 0); !errors.Is(err, ErrBinary) {
			t.Errorf("Decode(%q): %v, want ErrBinary", in, err)
		}
	}
}
