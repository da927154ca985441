package cv

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// This file is the record file format: what "vitae parse" writes and what
// every command reads back (a JSON array, an object {"cvs": [...]}, or JSON
// Lines), so that a committee can correct records by hand.

// WriteJSON writes cvs as one JSON array indented by two spaces, with a
// trailing newline; no records is "[]". HTML characters are not escaped.
func WriteJSON(w io.Writer, cvs []*CV) error {
	if cvs == nil {
		cvs = []*CV{}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(cvs)
}

// WriteJSONL writes one record a line (JSON Lines).
func WriteJSONL(w io.Writer, cvs []*CV) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, c := range cvs {
		if err := enc.Encode(c); err != nil {
			return err
		}
	}
	return nil
}

// Normalize makes the lists that the JSON contract always carries (those
// without omitempty) non-nil, so that they are written as [] rather than
// null, whether a record was parsed or read back from JSON.
func (c *CV) Normalize() {
	c.Contact.Emails = nonNil(c.Contact.Emails)
	c.Education = nonNil(c.Education)
	c.Positions = nonNil(c.Positions)
	c.Publications = nonNil(c.Publications)
	for i := range c.Publications {
		c.Publications[i].Authors = nonNil(c.Publications[i].Authors)
	}
	c.Awards = nonNil(c.Awards)
	c.Talks = nonNil(c.Talks)
	c.Service = nonNil(c.Service)
	c.Teaching = nonNil(c.Teaching)
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// LooksLikeRecords reports whether data starts like a JSON array or object
// of records ("[{", "[]", "{\"", "{}") rather than like CV text.
func LooksLikeRecords(data []byte) bool {
	data = bytes.TrimPrefix(data, utf8BOM)
	data = bytes.TrimLeft(data, jsonSpace)
	if len(data) == 0 || (data[0] != '[' && data[0] != '{') {
		return false
	}
	rest := bytes.TrimLeft(data[1:], jsonSpace)
	if len(rest) == 0 {
		return false
	}
	if data[0] == '[' {
		return rest[0] == '{' || rest[0] == ']'
	}
	return rest[0] == '"' || rest[0] == '}'
}

var utf8BOM = []byte("\xEF\xBB\xBF")

const jsonSpace = " \t\r\n"

// RecordError is one problem in a record file: the file, the line (0 when
// it is not known) and what is wrong, in words a person editing the file
// can act on.
type RecordError struct {
	Name string
	Line int
	Msg  string
}

func (e *RecordError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.Name, e.Line, e.Msg)
	}
	return e.Name + ": " + e.Msg
}

// RecordErrors are all the problems found in one record file, in file
// order; Error writes one a line.
type RecordErrors []*RecordError

func (es RecordErrors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// maxProblems bounds how many problems of one file are listed.
const maxProblems = 20

// ReadRecords reads the records in data, read from the file name: a JSON
// array of records, an object {"cvs": [...]}, or a sequence of records
// (JSON Lines). Every record is normalised (see Normalize) and validated
// (see Validate). A record without a source gets "NAME#N", N counting
// records from 1.
//
// Errors are a *RecordError (bad JSON, no records) or RecordErrors (records
// that break the contract), each naming the file and, where it can, the
// line.
func ReadRecords(name string, data []byte) ([]*CV, error) {
	data = bytes.TrimPrefix(data, utf8BOM)
	raws, err := splitRecords(name, data)
	if err != nil {
		return nil, err
	}
	if len(raws) == 0 {
		return nil, &RecordError{Name: name, Msg: "no records in JSON input"}
	}
	cvs := make([]*CV, len(raws))
	var problems RecordErrors
	for i, r := range raws {
		if bytes.Equal(r.data, []byte("null")) {
			return nil, &RecordError{Name: name, Line: lineAt(data, r.start), Msg: fmt.Sprintf("record %d is null", i+1)}
		}
		var c CV
		if err := json.Unmarshal(r.data, &c); err != nil {
			return nil, jsonError(name, data, r.start, err)
		}
		if c.Source == "" {
			c.Source = fmt.Sprintf("%s#%d", name, i+1)
		}
		c.Normalize()
		for _, p := range c.Validate() {
			if len(problems) == maxProblems {
				break
			}
			line := lineAt(data, r.start+locate(r.data, p.Path))
			problems = append(problems, &RecordError{Name: name, Line: line, Msg: recordLabel(i+1, &c) + p.Msg})
		}
		cvs[i] = &c
	}
	if len(problems) > 0 {
		return nil, problems
	}
	return cvs, nil
}

// rawRecord is one record's JSON and where it starts in the file.
type rawRecord struct {
	data  []byte
	start int64
}

// splitRecords cuts data into records: the elements of top-level arrays
// and of {"cvs": [...]} objects, and top-level record objects.
func splitRecords(name string, data []byte) ([]rawRecord, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	var out []rawRecord
	for {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err == io.EOF {
			return out, nil
		} else if err != nil {
			return nil, jsonError(name, data, 0, err)
		}
		start := dec.InputOffset() - int64(len(raw))
		switch {
		case raw[0] == '[':
			elems, err := elements(raw, start)
			if err != nil {
				return nil, jsonError(name, data, start, err)
			}
			out = append(out, elems...)
		case raw[0] == '{' && isWrapper(raw):
			at := locate(raw, []any{"cvs"})
			var list json.RawMessage
			if err := json.NewDecoder(bytes.NewReader(raw[at:])).Decode(&list); err != nil || list[0] != '[' {
				return nil, &RecordError{Name: name, Line: lineAt(data, start+at), Msg: `bad JSON record: "cvs" must be an array of records`}
			}
			elems, _ := elements(list, start+at)
			out = append(out, elems...)
		case raw[0] == '{':
			out = append(out, rawRecord{raw, start})
		default:
			return nil, &RecordError{Name: name, Line: lineAt(data, start),
				Msg: fmt.Sprintf("bad JSON record: want an object or an array of objects, got %.20s", raw)}
		}
	}
}

// isWrapper reports whether the object raw is {"cvs": [...]} rather than a
// record (a record has a source or a name).
func isWrapper(raw []byte) bool {
	var probe map[string]json.RawMessage
	if json.Unmarshal(raw, &probe) != nil {
		return false
	}
	_, hasCVs := probe["cvs"]
	_, hasSource := probe["source"]
	_, hasName := probe["name"]
	return hasCVs && !hasSource && !hasName
}

// elements splits the JSON array raw, which starts at base in its file.
func elements(raw []byte, base int64) ([]rawRecord, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []rawRecord
	for dec.More() {
		var el json.RawMessage
		if err := dec.Decode(&el); err != nil {
			return nil, err
		}
		out = append(out, rawRecord{el, base + dec.InputOffset() - int64(len(el))})
	}
	return out, nil
}

// jsonError names the line of a JSON error whose offset counts from base.
func jsonError(name string, data []byte, base int64, err error) error {
	offset := int64(-1)
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		offset = base + se.Offset
	case errors.As(err, &te):
		offset = base + te.Offset
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &RecordError{Name: name, Line: lineAt(data, int64(len(data))),
			Msg: "bad JSON record: the file ends inside a record (a closing } or ] missing?)"}
	}
	e := &RecordError{Name: name, Msg: "bad JSON record: " + err.Error()}
	if offset >= 0 && offset <= int64(len(data)) {
		e.Line = lineAt(data, offset)
	}
	return e
}

// lineAt is the 1-based line of the byte at offset.
func lineAt(data []byte, offset int64) int {
	offset = min(max(offset, 0), int64(len(data)))
	return 1 + bytes.Count(data[:offset], []byte("\n"))
}

// locate returns the offset in raw of the value at path (object keys and
// array indexes), or of the deepest part of path that raw has.
func locate(raw []byte, path []any) int64 {
	dec := json.NewDecoder(bytes.NewReader(raw))
	at := skipSpace(raw, 0)
	for _, step := range path {
		if next, ok := enter(dec, raw, step); ok {
			at = next
			continue
		}
		break
	}
	return at
}

// enter reads the object or array dec is at up to the member step (a key
// or an index) and returns where that member's value starts.
func enter(dec *json.Decoder, raw []byte, step any) (int64, bool) {
	tok, err := dec.Token()
	if err != nil {
		return 0, false
	}
	for i := 0; dec.More(); i++ {
		switch tok {
		case json.Delim('{'):
			key, err := dec.Token()
			if err != nil {
				return 0, false
			}
			if key == step {
				return skipSpace(raw, dec.InputOffset()), true
			}
		case json.Delim('['):
			if i == step {
				return skipSpace(raw, dec.InputOffset()), true
			}
		default:
			return 0, false
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return 0, false
		}
	}
	return 0, false
}

// skipSpace skips white space and the separators ':' and ',' from at,
// to where the next value starts.
func skipSpace(raw []byte, at int64) int64 {
	for at < int64(len(raw)) && strings.IndexByte(jsonSpace+":,", raw[at]) >= 0 {
		at++
	}
	return at
}

// recordLabel names a record in a message: `record 2 ("Jane Doe"): `.
func recordLabel(n int, c *CV) string {
	if c.Name != "" {
		return fmt.Sprintf("record %d (%q): ", n, c.Name)
	}
	return fmt.Sprintf("record %d: ", n)
}
