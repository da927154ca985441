package parse

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// DefaultMaxSize is the largest input Decode accepts when its maxSize is
// zero: 2 MiB, far more than any CV in plain text.
const DefaultMaxSize = 2 << 20

// Sentinel errors for inputs that are not CV text. The errors returned by
// Decode, Read and ReadFile are *InputError values wrapping one of these (or
// an fs error), so test them with errors.Is.
var (
	ErrEmpty    = errors.New("empty input")
	ErrTooLarge = errors.New("input too large")
	ErrBinary   = errors.New("binary input, not text")
	ErrEncoding = errors.New("unrecognised text encoding")
)

// InputError is an input that could not be turned into text.
type InputError struct {
	Name string // the input's name as given (a path, or "-" for stdin)
	Err  error  // why; wraps one of the Err* sentinels or an fs error
}

func (e *InputError) Error() string { return e.Name + ": " + e.Err.Error() }

func (e *InputError) Unwrap() error { return e.Err }

// reason is a specific explanation that still matches its sentinel with
// errors.Is.
type reason struct {
	sentinel error
	msg      string
}

func (r *reason) Error() string { return r.msg }
func (r *reason) Unwrap() error { return r.sentinel }

func because(sentinel error, format string, args ...any) error {
	return &reason{sentinel, fmt.Sprintf(format, args...)}
}

// Decode turns the raw bytes of an input into CV text: valid UTF-8 without a
// byte order mark, with LF line ends. name is used in errors only.
//
// It accepts UTF-8 (with or without a BOM), UTF-16 (with a BOM, or plainly
// recognisable without one) and, when the bytes are not valid UTF-8 but read
// as Western text in Windows-1252 (which covers ISO 8859-1), Windows-1252.
// It refuses empty or whitespace-only input (ErrEmpty), input over maxSize
// bytes (ErrTooLarge; maxSize <= 0 means DefaultMaxSize), binary data such
// as PDF, Word or ZIP files (ErrBinary) and text in any other encoding
// (ErrEncoding).
func Decode(name string, data []byte, maxSize int64) (string, error) {
	text, err := decode(data, maxSize)
	if err != nil {
		return "", &InputError{Name: name, Err: err}
	}
	return text, nil
}

func decode(data []byte, maxSize int64) (string, error) {
	if maxSize <= 0 {
		maxSize = DefaultMaxSize
	}
	if len(data) == 0 {
		return "", because(ErrEmpty, "file is empty")
	}
	if int64(len(data)) > maxSize {
		return "", tooLarge(int64(len(data)), maxSize)
	}
	if err := sniffFormat(data); err != nil {
		return "", err
	}
	text, err := decodeText(data)
	if err != nil {
		return "", err
	}
	return checkText(text)
}

// decodeText reads data as text by its byte order mark, or, without one,
// as UTF-16 when its zero bytes say so, as UTF-8 when valid, else as
// Windows-1252 when that reads as Western text.
func decodeText(data []byte) (string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE, 0, 0}), bytes.HasPrefix(data, []byte{0, 0, 0xFE, 0xFF}):
		return "", because(ErrEncoding, "UTF-32 text is not supported: save the file as UTF-8")
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		data = data[3:]
		if !utf8.Valid(data) {
			return "", because(ErrEncoding, "file starts with a UTF-8 byte order mark but is not valid UTF-8")
		}
		return string(data), nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return decodeUTF16(data[2:], false)
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return decodeUTF16(data[2:], true)
	}
	if bigEndian, ok := looksUTF16(data); ok {
		return decodeUTF16(data, bigEndian)
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return "", because(ErrBinary, "binary file (contains NUL bytes), not text")
	}
	if utf8.Valid(data) {
		return string(data), nil
	}
	return decodeWindows1252(data)
}

// checkText refuses decoded text that is binary (NUL or many control
// characters) or only white space, and gives it with its byte order mark
// (which may also sit at the start of UTF-16 text once decoded) dropped
// and its line ends made LF.
func checkText(text string) (string, error) {
	text = strings.TrimPrefix(text, "\uFEFF")
	if strings.IndexByte(text, 0) >= 0 {
		return "", because(ErrBinary, "binary file (contains NUL characters), not text")
	}
	if n, total := controlShare(text); total > 0 && n*10 > total {
		return "", because(ErrBinary, "binary file (%d%% control characters), not text", n*100/total)
	}
	text = normalizeNewlines(text)
	if strings.TrimSpace(text) == "" {
		return "", because(ErrEmpty, "file holds only whitespace")
	}
	return text, nil
}

func tooLarge(size, limit int64) error {
	return because(ErrTooLarge, "file is too large (%s, the limit is %s)", humanSize(size), humanSize(limit))
}

func humanSize(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}

// sniffFormat recognises common document formats that are not text.
func sniffFormat(data []byte) error {
	switch {
	case StartsWithPDF(data):
		return because(ErrBinary, "a PDF file, not text: read it with package read, which has a PDF front end")
	case bytes.HasPrefix(data, []byte("PK\x03\x04")) || bytes.HasPrefix(data, []byte("PK\x05\x06")):
		start := data[:min(len(data), 64<<10)]
		switch {
		case bytes.Contains(start, []byte("word/")):
			return because(ErrBinary, "a Word .docx file, not text: read it with package read, which has a DOCX front end")
		case bytes.Contains(start, []byte("opendocument.text")):
			return because(ErrBinary, "OpenDocument (.odt) files are not read: save it as .docx or PDF")
		}
		return because(ErrBinary, "ZIP archives are not supported: extract the CVs first")
	case bytes.HasPrefix(data, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		return because(ErrBinary, "Word 97-2003 (.doc) files are not read: save it as .docx or PDF")
	case bytes.HasPrefix(data, []byte{0x1F, 0x8B}):
		return because(ErrBinary, "gzip-compressed files are not supported: decompress first")
	}
	return nil
}

// StartsWithPDF reports whether data opens with the PDF header "%PDF-",
// after a UTF-8 byte order mark or white space at most. Text that
// mentions the header further in is still text.
func StartsWithPDF(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	data = bytes.TrimLeft(data[:min(len(data), 1024)], " \t\r\n\f\v")
	return bytes.HasPrefix(data, []byte("%PDF-"))
}

// looksUTF16 recognises UTF-16 without a byte order mark: mostly ASCII text
// in which every other byte is zero.
func looksUTF16(data []byte) (bigEndian, ok bool) {
	if len(data) < 4 || len(data)%2 != 0 {
		return false, false
	}
	sample := data[:min(len(data), 4096)]
	var zeroEven, zeroOdd int
	for i, b := range sample {
		if b == 0 {
			if i%2 == 0 {
				zeroEven++
			} else {
				zeroOdd++
			}
		}
	}
	half := len(sample) / 2
	switch {
	case zeroOdd*10 >= half*7 && zeroEven*20 <= half:
		return false, true
	case zeroEven*10 >= half*7 && zeroOdd*20 <= half:
		return true, true
	}
	return false, false
}

func decodeUTF16(data []byte, bigEndian bool) (string, error) {
	if len(data)%2 != 0 {
		return "", because(ErrEncoding, "UTF-16 text with an odd number of bytes (truncated file?)")
	}
	units := make([]uint16, len(data)/2)
	for i := range units {
		lo, hi := data[2*i], data[2*i+1]
		if bigEndian {
			lo, hi = hi, lo
		}
		units[i] = uint16(lo) | uint16(hi)<<8
	}
	runes := utf16.Decode(units)
	bad := 0
	for _, r := range runes {
		if r == utf8.RuneError {
			bad++
		}
	}
	if bad*100 > len(runes) {
		return "", because(ErrEncoding, "not valid UTF-16 text")
	}
	return string(runes), nil
}

// decodeWindows1252 reads bytes that are not UTF-8 as Windows-1252 when the
// result looks like Western text rather than mojibake of another encoding.
func decodeWindows1252(data []byte) (string, error) {
	fail := because(ErrEncoding, "not valid UTF-8, and not Windows-1252/Latin-1 text either: save the file as UTF-8")
	out, err := charmap.Windows1252.NewDecoder().Bytes(data)
	if err != nil {
		return "", fail
	}
	var nonASCII, visible, undefined int
	for _, r := range string(out) {
		switch {
		case r == utf8.RuneError, r == 0x1A, r >= 0x80 && r <= 0x9F:
			// bytes Windows-1252 leaves undefined
			undefined++
		case unicode.IsSpace(r):
		default:
			visible++
			if r >= 0x80 {
				nonASCII++
			}
		}
	}
	// Western European text is mostly ASCII; text in another single- or
	// multi-byte encoding read as Windows-1252 is mostly accented letters.
	if undefined*200 > visible || nonASCII*4 > visible {
		return "", fail
	}
	return string(out), nil
}

// controlShare counts control characters other than tab, LF, VT, FF and CR,
// and all characters, in the first 64 KiB of text.
func controlShare(text string) (n, total int) {
	for i, r := range text {
		if i >= 64<<10 {
			break
		}
		total++
		switch {
		case r == '\t', r == '\n', r == '\v', r == '\f', r == '\r':
		case r < 0x20, r == 0x7F, r >= 0x80 && r <= 0x9F:
			n++
		case r == utf8.RuneError:
			n++
		}
	}
	return n, total
}

// normalizeNewlines turns CRLF and lone CR line ends into LF.
func normalizeNewlines(s string) string {
	if !strings.Contains(s, "\r") {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// Read reads an input of at most maxSize bytes (<= 0 means DefaultMaxSize)
// from r and decodes it with Decode. name is used in errors only.
func Read(name string, r io.Reader, maxSize int64) (string, error) {
	if maxSize <= 0 {
		maxSize = DefaultMaxSize
	}
	data, err := io.ReadAll(io.LimitReader(r, maxSize+1))
	if err != nil {
		return "", &InputError{Name: name, Err: err}
	}
	if int64(len(data)) > maxSize {
		return "", &InputError{Name: name, Err: because(ErrTooLarge, "input is too large (over %s)", humanSize(maxSize))}
	}
	return Decode(name, data, maxSize)
}

// ReadFile reads the file at path, refusing files over maxSize bytes (<= 0
// means DefaultMaxSize) before reading them, and decodes it with Decode.
// Errors are *InputError values named by path; a missing file matches
// fs.ErrNotExist.
func ReadFile(path string, maxSize int64) (string, error) {
	if maxSize <= 0 {
		maxSize = DefaultMaxSize
	}
	f, err := os.Open(path)
	if err != nil {
		return "", &InputError{Name: path, Err: unwrapPath(err)}
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return "", &InputError{Name: path, Err: unwrapPath(err)}
	}
	if info.IsDir() {
		return "", &InputError{Name: path, Err: errors.New("is a directory")}
	}
	if info.Mode().IsRegular() && info.Size() > maxSize {
		return "", &InputError{Name: path, Err: tooLarge(info.Size(), maxSize)}
	}
	return Read(path, f, maxSize)
}

// unwrapPath drops the *fs.PathError wrapper, whose message repeats the
// path that InputError already names.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
