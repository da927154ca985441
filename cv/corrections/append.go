package corrections

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/internal/atomicfile"
)

// Append adds one [[correction]] table at the end of the corrections
// file at path, keeping the file's text and comments as they are, and
// creates the file when it is missing. The correction is checked first,
// and so is the file as it was (a file that does not load is left alone).
// The file is replaced atomically.
func Append(path string, c Correction) error {
	if err := c.Check(); err != nil {
		return fmt.Errorf("%s: correction: %s", path, err)
	}
	old, err := readFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if _, err := Parse(path, old); err != nil {
		return fmt.Errorf("%w (the file was left as it is)", err)
	}
	text := string(old)
	if text != "" && !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	if text != "" {
		text += "\n"
	}
	text += Encode(c)
	if _, err := Parse(path, []byte(text)); err != nil {
		return fmt.Errorf("%s: the correction does not read back: %w", path, err)
	}
	return atomicfile.WriteFile(path, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}

// Encode writes a correction as a [[correction]] table, keys in the
// documented order and the fields of set and add in name order.
func Encode(c Correction) string {
	var b strings.Builder
	b.WriteString("[[correction]]\n")
	line := func(k, v string) { fmt.Fprintf(&b, "%s = %s\n", k, v) }
	line("candidate", quote(c.Candidate))
	if c.Section != "" { // none: the record as a whole
		line("section", quote(c.Section))
	}
	if c.Entry != "" {
		line("entry", quote(c.Entry))
	}
	if c.Set != nil {
		line("set", inline(c.Set))
	}
	if c.Remove {
		line("remove", "true")
	}
	if c.Add != nil {
		line("add", inline(c.Add))
	}
	if c.Note != "" {
		line("note", quote(c.Note))
	}
	return b.String()
}

// inline writes a map as a TOML inline table.
func inline(m map[string]any) string {
	parts := make([]string, 0, len(m))
	for _, k := range sortedKeys(m) {
		parts = append(parts, key(k)+" = "+value(m[k]))
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}

var bareKey = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// key writes a TOML key, quoted unless bare.
func key(k string) string {
	if bareKey.MatchString(k) {
		return k
	}
	return quote(k)
}

// value writes a TOML value.
func value(v any) string {
	switch x := v.(type) {
	case string:
		return quote(x)
	case bool:
		return strconv.FormatBool(x)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		s := strconv.FormatFloat(x, 'f', -1, 64)
		if !strings.ContainsAny(s, ".eE") {
			s += ".0"
		}
		return s
	case []string:
		items := make([]string, len(x))
		for i, s := range x {
			items[i] = quote(s)
		}
		return "[" + strings.Join(items, ", ") + "]"
	case []any:
		items := make([]string, len(x))
		for i, s := range x {
			items[i] = value(s)
		}
		return "[" + strings.Join(items, ", ") + "]"
	}
	return quote(fmt.Sprint(v))
}

// quote writes s as a TOML basic string.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
