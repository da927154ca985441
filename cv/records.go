package cv

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	jsonv1 "github.com/go-json-experiment/json/v1"
	"golang.org/x/text/unicode/norm"

	"github.com/vitae-cv/vitae/cv/venue"
)

// This file is the record file format: what "vitae parse" writes and what
// every command reads back (a JSON array, an object {"cvs": [...]}, or JSON
// Lines), so that a committee can correct records by hand.

// WriteJSON writes cvs as one JSON array indented by two spaces, with a
// trailing newline; no records is "[]". HTML characters are not escaped.
// The records are encoded one at a time, so that the array is never held
// whole in memory (it is as large as the file written); the bytes are
// those of encoding the array at once.
func WriteJSON(w io.Writer, cvs []*CV) error {
	if len(cvs) == 0 {
		_, err := io.WriteString(w, "[]\n")
		return err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("  ", "  ") // an element's lines, inside the array's
	for i, c := range cvs {
		buf.Reset()
		if i == 0 {
			buf.WriteString("[\n  ")
		} else {
			buf.WriteString(",\n  ")
		}
		if err := enc.Encode(c); err != nil {
			return err
		}
		buf.Truncate(buf.Len() - 1) // Encode's newline
		if _, err := w.Write(buf.Bytes()); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "\n]\n")
	return err
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
	err  error // the sentinel Unwrap gives
}

// Unwrap is the sentinel behind the error (ErrTooManyRecords), if any.
func (e *RecordError) Unwrap() error { return e.err }

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

// MaxRecords is the most records one record file may hold. A record
// file is read whole (its bytes are bounded apart, see
// cv/inputs.MaxRecordSize), and every command keeps every record it reads:
// the count, not only the bytes, must be bounded, or a file of small
// records would need memory far out of proportion to its size (a minimal
// record takes some 800 bytes once read, against the 40 bytes of its
// JSON; a full one about 0.85 times its JSON). Past it the file is
// refused, before any record is decoded.
const MaxRecords = 50_000

// ErrTooManyRecords is the error, wrapped in a *RecordError naming the
// file, of a record file of more than MaxRecords records.
var ErrTooManyRecords = fmt.Errorf("more than %d records, the limit for a record file; split the records into several files", MaxRecords)

// tooMany is the error of the file name holding more than MaxRecords
// records.
func tooMany(name string) error {
	return &RecordError{Name: name, Msg: ErrTooManyRecords.Error(), err: ErrTooManyRecords}
}

// maxProblems bounds how many problems (and, apart, warnings) of one
// file are listed; a last line counts the others.
const maxProblems = 20

// RecordOptions are the choices of ReadRecordsWith.
type RecordOptions struct {
	// Venues is the catalogue a publication's venue must be in; nil means
	// venue.Default().
	Venues *venue.Catalog
}

// ReadRecords reads the records in data, read from the file name, as
// ReadRecordsWith does with the built-in venue catalogue, dropping the
// warnings.
func ReadRecords(name string, data []byte) ([]*CV, error) {
	cvs, _, err := ReadRecordsWith(name, data, RecordOptions{})
	return cvs, err
}

// ReadRecordsWith reads the records in data, read from the file name: a
// JSON array of records, an object {"cvs": [...]}, or a sequence of
// records (JSON Lines). Every record is normalised (see Normalize), its
// text put in Unicode NFC (a decomposed "Jose\u0301" reads as "José"), and
// validated (see Validate). A record without a source gets "NAME#N", N
// counting records from 1. A publication whose venue is not in the
// catalogue keeps the text as venue_raw and loses venue and area, with a
// warning.
//
// Errors are a *RecordError (bad JSON, no records) or RecordErrors (records
// that break the contract), each naming the file and, where it can, the
// line. In a JSON array one bad record rejects the file (no records come
// back); in JSON Lines (a .jsonl file, or one record a line) each bad line
// is reported and the records of the good lines come back with the error.
func ReadRecordsWith(name string, data []byte, opt RecordOptions) (cvs []*CV, warnings RecordErrors, err error) {
	data = bytes.TrimPrefix(data, utf8BOM)
	r := &recordReader{name: name, data: data, cat: opt.Venues}
	if r.cat == nil {
		r.cat = venue.Default()
	}
	cvs, err = r.whole()
	if err != nil && !errors.Is(err, ErrTooManyRecords) && isJSONLines(name, data) {
		r = &recordReader{name: name, data: data, cat: r.cat}
		cvs, err = r.lines()
	}
	if err != nil {
		return nil, r.warnings.list(), err
	}
	if len(r.problems.all) > 0 {
		return cvs, r.warnings.list(), r.problems.list()
	}
	if len(cvs) == 0 {
		return nil, r.warnings.list(), &RecordError{Name: name, Msg: "no records in JSON input"}
	}
	return cvs, r.warnings.list(), nil
}

// recordReader reads the records of one file.
type recordReader struct {
	name     string
	data     []byte
	cat      *venue.Catalog
	n        int // records met so far
	problems bounded
	warnings bounded
}

// bounded is a list of messages of which the first maxProblems are kept.
type bounded struct {
	all  RecordErrors
	more int
}

func (b *bounded) add(e *RecordError) {
	if b.full() {
		b.more++
		return
	}
	b.all = append(b.all, e)
}

// addAt adds a message whose line is found only when it is kept (finding
// a line costs a pass over the file).
func (b *bounded) addAt(name string, line func() int, msg string) {
	if b.full() {
		b.more++
		return
	}
	b.all = append(b.all, &RecordError{Name: name, Line: line(), Msg: msg})
}

func (b *bounded) full() bool { return len(b.all) == maxProblems }

// list is the messages kept, and a line counting the others.
func (b *bounded) list() RecordErrors {
	if b.more == 0 || len(b.all) == 0 {
		return b.all
	}
	return append(slices.Clip(b.all), &RecordError{Name: b.all[0].Name, Msg: fmt.Sprintf("and %d more", b.more)})
}

// whole reads a JSON array, a {"cvs": [...]} object or a sequence of
// records: a record that is not JSON, or not an object, rejects the file.
// A record that breaks the contract rejects an array (nil comes back); in
// a sequence (JSON Lines) it is left out and the others come back.
//
// Arrays of objects (what vitae parse writes), {"cvs": [...]} objects and
// records one after the other (JSON Lines) are cut by a quick scan and
// their records decoded on every core; anything else, or a record that is
// not valid JSON, goes the careful way, which names the line of the first
// syntax error.
func (r *recordReader) whole() ([]*CV, error) {
	if raws, seq, ok := splitQuick(r.data); ok {
		if len(raws) > MaxRecords {
			return nil, tooMany(r.name)
		}
		ds := r.decodeAll(raws)
		if !hasSyntaxError(ds) {
			return r.collect(ds, seq)
		}
	}
	if countRecords(r.data, MaxRecords) > MaxRecords {
		return nil, tooMany(r.name)
	}
	raws, seq, err := splitRecords(r.name, r.data)
	if err != nil {
		return nil, err
	}
	return r.collect(r.decodeAll(raws), seq)
}

// decodeAll decodes raws, counted from 1, on every core; the results are
// in the order of raws.
func (r *recordReader) decodeAll(raws []rawRecord) []decoded {
	ds := make([]decoded, len(raws))
	workers := min(runtime.GOMAXPROCS(0), len(raws))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(raws); i = int(next.Add(1) - 1) {
				raw := raws[i]
				ds[i] = r.record(raw, i+1, func(at int64) int { return lineAt(r.data, raw.start+at) })
			}
		})
	}
	wg.Wait()
	return ds
}

// hasSyntaxError reports whether a record of ds is not valid JSON.
func hasSyntaxError(ds []decoded) bool {
	for _, d := range ds {
		var se *json.SyntaxError
		if d.syntax != nil && errors.As(d.syntax, &se) {
			return true
		}
	}
	return false
}

// collect lists the records of ds in order, adding their problems and
// warnings to r; the first bad JSON record is the error. A problem
// rejects every record unless the file is a sequence (seq).
func (r *recordReader) collect(ds []decoded, seq bool) ([]*CV, error) {
	cvs := make([]*CV, 0, len(ds))
	for _, d := range ds {
		r.n++
		if d.err != nil {
			return nil, d.err
		}
		r.keep(d)
		if d.c != nil {
			cvs = append(cvs, d.c)
		}
	}
	if len(r.problems.all) > 0 && !seq {
		return nil, nil
	}
	return cvs, nil
}

// keep adds the problems and warnings of d to r, in order.
func (r *recordReader) keep(d decoded) {
	for _, m := range d.problems {
		r.problems.addAt(r.name, m.line, m.msg)
	}
	for _, m := range d.warnings {
		r.warnings.addAt(r.name, m.line, m.msg)
	}
}

// splitQuick cuts data as splitRecords does, without copying the records:
// a sequence of top-level values, each an array of objects, a {"cvs":
// [...]} object holding an array of objects, or a record, found with a
// scan that tracks only strings and nesting. ok is false for anything
// else, and for no records at all (the careful way says what is wrong);
// the records themselves are checked when they are decoded. The scan
// stops past MaxRecords records: such a file is refused whatever the rest
// holds.
func splitQuick(data []byte) (raws []rawRecord, seq bool, ok bool) {
	seq = true
	for at := spaceEnd(data, 0); at < len(data); at = spaceEnd(data, at) {
		end := valueEnd(data, at)
		if end < 0 {
			return nil, false, false
		}
		var more []rawRecord
		switch v := data[at:end]; {
		case v[0] == '[':
			more, ok = arrayObjects(data, at)
			seq = false
		case v[0] == '{':
			cvs, kind := wrapperOf(v)
			switch kind {
			case aRecord:
				more, ok = []rawRecord{{v, int64(at)}}, true
			case aWrapper:
				more, ok = arrayObjects(data, at+cvs)
				seq = false
			default:
				ok = false
			}
		default:
			ok = false
		}
		if !ok {
			return nil, false, false
		}
		raws = append(raws, more...)
		if len(raws) > MaxRecords {
			return raws, seq, true
		}
		at = end
	}
	return raws, seq, len(raws) > 0
}

// arrayObjects cuts the JSON array that opens at data[open] into its
// elements; ok is false when it does not end or an element is not an
// object.
func arrayObjects(data []byte, open int) (raws []rawRecord, ok bool) {
	at := open + 1
	if j := spaceEnd(data, at); j < len(data) && data[j] == ']' {
		return nil, true
	}
	for {
		end, last := elementEnd(data, at)
		if end < 0 {
			return nil, false
		}
		el := bytes.Trim(data[at:end], jsonSpace)
		if len(el) == 0 || el[0] != '{' {
			return nil, false
		}
		start := at + bytes.Index(data[at:end], el[:1])
		raws = append(raws, rawRecord{data[start : start+len(el)], int64(start)})
		at = end + 1
		if last || len(raws) > MaxRecords {
			return raws, true
		}
	}
}

// The kinds of top-level object wrapperOf tells apart.
const (
	aRecord = iota
	aWrapper
	unknown // not well formed, or a key with an escape: the careful way decides
)

// wrapperOf tells a {"cvs": [...]} object (one with a "cvs" key and no
// "source" nor "name", as isWrapper does) from a record; for a wrapper,
// cvs is the offset of its "cvs" array in obj. A wrapper must be valid
// JSON (as the careful way decodes it whole) and its "cvs" an array.
func wrapperOf(obj []byte) (cvs int, kind int) {
	cvs = -1
	at := spaceEnd(obj, 1)
	for at < len(obj) && obj[at] == '"' {
		keyEnd := stringEnd(obj, at+1)
		if keyEnd < 0 || bytes.IndexByte(obj[at:keyEnd], '\\') >= 0 {
			return 0, unknown
		}
		key := string(obj[at+1 : keyEnd])
		at = spaceEnd(obj, keyEnd+1)
		if at >= len(obj) || obj[at] != ':' {
			return 0, unknown
		}
		at = spaceEnd(obj, at+1)
		end := valueEnd(obj, at)
		if end < 0 {
			return 0, unknown
		}
		switch {
		case key == "source" || key == "name":
			return 0, aRecord
		case key == "cvs" && cvs < 0:
			cvs = at
		}
		if at = spaceEnd(obj, end); at < len(obj) && obj[at] == ',' {
			at = spaceEnd(obj, at+1)
		}
	}
	switch {
	case cvs < 0:
		return 0, aRecord
	case obj[cvs] != '[' || !json.Valid(obj):
		return 0, unknown
	}
	return cvs, aWrapper
}

// countRecords counts the records in data as splitRecords finds them (the
// elements of top-level arrays and of {"cvs": [...]} objects, and other
// top-level objects), up to limit+1, with a scan that tracks only strings
// and nesting: a file over the limit is refused before the careful split,
// which copies every record. On JSON that is not well formed the count is
// only a guess; splitRecords says what is wrong.
func countRecords(data []byte, limit int) int {
	n := 0
	for at := spaceEnd(data, 0); at < len(data) && n <= limit; at = spaceEnd(data, at) {
		end := valueEnd(data, at)
		if end < 0 {
			return n
		}
		switch data[at] {
		case '[':
			n += countElements(data[at:end], limit-n)
		case '{':
			if cvs, kind := wrapperOf(data[at:end]); kind == aWrapper {
				n += countElements(data[at+cvs:end], limit-n)
			} else {
				n++
			}
		default:
			return n
		}
		at = end
	}
	return n
}

// countElements counts the elements of the JSON array arr, up to
// limit+1.
func countElements(arr []byte, limit int) int {
	n := 0
	at := 1
	for n <= limit {
		end, last := elementEnd(arr, at)
		if end < 0 {
			return n
		}
		if spaceEnd(arr, at) < end {
			n++
		}
		if last {
			return n
		}
		at = end + 1
	}
	return n
}

// valueEnd is the offset just past the JSON value that starts at at (a
// string, an object or an array by their closing quote or bracket,
// another value at the next separator or space), or -1 when it does not
// end or is missing.
func valueEnd(data []byte, at int) int {
	if at >= len(data) {
		return -1
	}
	switch data[at] {
	case '"':
		if end := stringEnd(data, at+1); end >= 0 {
			return end + 1
		}
		return -1
	case '{', '[':
		depth := 0
		for i := at; i < len(data); i++ {
			switch data[i] {
			case '"':
				if i = stringEnd(data, i+1); i < 0 {
					return -1
				}
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return i + 1
				}
			}
		}
		return -1
	}
	end := at
	for end < len(data) && !strings.ContainsRune(",]}:"+jsonSpace, rune(data[end])) {
		end++
	}
	if end == at {
		return -1 // a separator where a value should be
	}
	return end
}

// spaceEnd is the offset of the first byte at or after at that is not
// JSON white space.
func spaceEnd(data []byte, at int) int {
	for at < len(data) && strings.IndexByte(jsonSpace, data[at]) >= 0 {
		at++
	}
	return at
}

// elementEnd is the offset of the comma or closing bracket that ends the
// array element starting at at, and whether it is the closing bracket;
// -1 when the array does not end.
func elementEnd(data []byte, at int) (end int, last bool) {
	depth := 0
	for i := at; i < len(data); i++ {
		switch c := data[i]; {
		case c == '"':
			if i = stringEnd(data, i+1); i < 0 {
				return -1, false
			}
		case c == '{' || c == '[':
			depth++
		case c == '}' || (c == ']' && depth > 0):
			depth--
		case c == ']':
			return i, true
		case c == ',' && depth == 0:
			return i, false
		}
	}
	return -1, false
}

// stringEnd is the offset of the quote that ends the JSON string whose
// text starts at at (after its opening quote), or -1: the quotes are
// found with bytes.IndexByte, and one preceded by an odd run of
// backslashes is escaped. Each run is counted once, so the scan is
// linear.
func stringEnd(data []byte, at int) int {
	for {
		q := bytes.IndexByte(data[at:], '"')
		if q < 0 {
			return -1
		}
		q += at
		n := 0
		for k := q - 1; k >= at && data[k] == '\\'; k-- {
			n++
		}
		if n%2 == 0 {
			return q
		}
		at = q + 1
	}
}

// lines reads JSON Lines: each line on its own, a bad one reported and
// left out.
func (r *recordReader) lines() ([]*CV, error) {
	if countLines(r.data, MaxRecords) > MaxRecords {
		return nil, tooMany(r.name)
	}
	var cvs []*CV
	data := r.data
	for n, at := 1, 0; at < len(data); n++ {
		end := bytes.IndexByte(data[at:], '\n')
		if end < 0 {
			end = len(data) - at
		}
		line := bytes.TrimRight(data[at:at+end], jsonSpace)
		at += end + 1
		lead := len(line) - len(bytes.TrimLeft(line, jsonSpace))
		if lead == len(line) {
			continue
		}
		raw := rawRecord{data: line[lead:]}
		lineNo := n
		if raw.data[0] != '{' && !bytes.Equal(raw.data, []byte("null")) {
			r.n++
			r.problems.add(&RecordError{Name: r.name, Line: n,
				Msg: fmt.Sprintf("bad JSON record: want one record (an object) a line, got %.20s", raw.data)})
			continue
		}
		r.n++
		d := r.record(raw, r.n, func(int64) int { return lineNo })
		r.keep(d)
		c, err := d.c, d.err
		switch {
		case err != nil:
			re := &RecordError{Name: r.name, Msg: err.Error()}
			if !errors.As(err, &re) {
				re.Line = n
			}
			r.problems.add(re)
		case c != nil:
			cvs = append(cvs, c)
		}
	}
	return cvs, nil
}

// countLines counts the lines of data that are not blank, up to limit+1.
func countLines(data []byte, limit int) int {
	n := 0
	for len(data) > 0 && n <= limit {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if len(bytes.Trim(line, jsonSpace)) > 0 {
			n++
		}
	}
	return n
}

// decoded is one record read on its own: the record (nil when it breaks
// the contract), its problems and warnings, or the error that rejects the
// file; syntax is the JSON error behind err, if any.
type decoded struct {
	c                  *CV
	err, syntax        error
	problems, warnings []pending
}

// pending is a message whose line is found only when it is kept (finding
// a line costs a pass over the file).
type pending struct {
	line func() int
	msg  string
}

// record decodes one record, the file's nth; lineOf gives the line of an
// offset in raw. A record that breaks the contract has its problems
// listed and comes back nil; bad JSON is an error.
func (r *recordReader) record(raw rawRecord, n int, lineOf func(int64) int) decoded {
	if bytes.Equal(raw.data, []byte("null")) {
		return decoded{err: &RecordError{Name: r.name, Line: lineOf(0), Msg: fmt.Sprintf("record %d is null", n)}}
	}
	c, normal, err := decodeNFC(raw.data)
	if err != nil {
		e := jsonError(r.name, raw.data, 0, err)
		if re, ok := e.(*RecordError); ok {
			// A value the types refuse (a bad date) has no offset: name
			// the line where its record starts.
			re.Line = lineOf(int64(offsetOfLine(raw.data, max(re.Line, 1))))
			re.Msg = strings.Replace(re.Msg, "bad JSON record: ", fmt.Sprintf("bad JSON record %d: ", n), 1)
		}
		return decoded{err: e, syntax: err}
	}
	if c.Source == "" {
		c.Source = fmt.Sprintf("%s#%d", r.name, n)
	}
	c.Normalize()
	if !plainASCII(raw.data) {
		if normal {
			c.Source = nfcString(c.Source) // the rest is in NFC (decodeNFC)
		} else {
			nfc(reflect.ValueOf(&c).Elem())
		}
	}
	c.shareVocabulary()
	label := recordLabel(n, &c)
	var d decoded
	for _, p := range c.Validate() {
		d.problems = append(d.problems, pending{func() int { return lineOf(locate(raw.data, p.Path)) }, label + p.Msg})
	}
	if len(d.problems) > 0 {
		return d
	}
	for i := range c.Publications {
		if msg := r.checkVenue(&c.Publications[i]); msg != "" {
			d.warnings = append(d.warnings, pending{func() int {
				return lineOf(locate(raw.data, []any{"publications", i, "venue"}))
			}, label + fmt.Sprintf("publication %d: ", i+1) + msg})
		}
	}
	d.c = &c
	return d
}

// decodeRecord decodes one record's JSON with the decoder of
// github.com/go-json-experiment/json/v1 (encoding/json's API and
// semantics on the faster decoder of encoding/json/v2: about twice as
// fast on records); a record it refuses is decoded again with
// encoding/json, whose result and error then stand, so bad records get
// the same messages (and *json.SyntaxError) as ever. TestDecodeSame and
// FuzzDecodeSame hold the two decoders equal where the first succeeds.
// decodeFast (a23d_decode.go) goes first: it reads the records vitae
// writes some times faster, and gives up on anything else.
func decodeRecord(data []byte) (CV, error) {
	if c, ok := decodeFast(data, false); ok {
		return c, nil
	}
	return decodeSlow(data)
}

// decodeSlow is decodeRecord without decodeFast.
func decodeSlow(data []byte) (CV, error) {
	var c CV
	presize(&c, data)
	if jsonv1.Unmarshal(data, &c) == nil {
		return c, nil
	}
	c = CV{}
	err := json.Unmarshal(data, &c)
	return c, err
}

// checkVenue keeps a publication's venue only when the catalogue has it;
// otherwise the text stays as venue_raw, venue and area go, and the
// warning that says so comes back.
func (r *recordReader) checkVenue(p *Publication) (warning string) {
	if p.Venue == "" {
		return ""
	}
	if v, ok := r.cat.Lookup(p.Venue); ok {
		p.Venue = v.Acronym
		if p.Area == v.Area {
			p.Area = v.Area // the catalogue's string, not the record's copy
		}
		return ""
	}
	warning = fmt.Sprintf("venue %q is not in the venue catalogue (see --venues): kept as venue_raw, not counted as a catalogued venue", p.Venue)
	if p.VenueRaw == "" {
		p.VenueRaw = p.Venue
	}
	p.Venue, p.Area = "", ""
	return warning
}

// offsetOfLine is the offset where the 1-based line starts in data.
func offsetOfLine(data []byte, line int) int {
	at := 0
	for ; line > 1; line-- {
		i := bytes.IndexByte(data[at:], '\n')
		if i < 0 {
			break
		}
		at += i + 1
	}
	return at
}

// isJSONLines reports whether data is JSON Lines: a .jsonl name, or a
// first line that is one whole record with more lines after it.
func isJSONLines(name string, data []byte) bool {
	if strings.EqualFold(filepath.Ext(name), ".jsonl") {
		return true
	}
	data = bytes.TrimLeft(data, jsonSpace)
	first, rest, ok := bytes.Cut(data, []byte("\n"))
	first = bytes.TrimSpace(first)
	return ok && len(first) > 0 && first[0] == '{' && json.Valid(first) && len(bytes.TrimSpace(rest)) > 0
}

// plainASCII reports whether the JSON text data is all ASCII with no
// \u escape: then every string it holds is ASCII, which is NFC already.
func plainASCII(data []byte) bool {
	i := 0
	for ; i+8 <= len(data); i += 8 {
		if binary.LittleEndian.Uint64(data[i:])&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(data); i++ {
		if data[i] >= utf8.RuneSelf {
			return false
		}
	}
	return !bytes.Contains(data, []byte(`\u`))
}

// nfc puts every string in v, which is settable, in Unicode NFC.
func nfc(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		if s := v.String(); !norm.NFC.IsNormalString(s) {
			v.SetString(norm.NFC.String(s))
		}
	case reflect.Pointer:
		if !v.IsNil() {
			nfc(v.Elem())
		}
	case reflect.Struct:
		for _, i := range textFields(v.Type()) {
			nfc(v.Field(i))
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			nfc(v.Index(i))
		}
	}
}

// textFieldsOf caches textFields by struct type.
var textFieldsOf sync.Map // reflect.Type -> []int

// textFields lists the exported fields of the struct type t that can
// hold text (strings, and structs, pointers, slices and arrays that may
// hold some): what nfc walks, found once per type.
func textFields(t reflect.Type) []int {
	if f, ok := textFieldsOf.Load(t); ok {
		return f.([]int)
	}
	var out []int
	for i := range t.NumField() {
		f := t.Field(i)
		if f.IsExported() && mayHoldText(f.Type) {
			out = append(out, i)
		}
	}
	textFieldsOf.Store(t, out)
	return out
}

// mayHoldText reports whether nfc could find a string in a value of
// type t.
func mayHoldText(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.String, reflect.Struct, reflect.Pointer:
		return true
	case reflect.Slice, reflect.Array:
		return mayHoldText(t.Elem())
	}
	return false
}

// rawRecord is one record's JSON and where it starts in the file.
type rawRecord struct {
	data  []byte
	start int64
}

// splitRecords cuts data into records: the elements of top-level arrays
// and of {"cvs": [...]} objects, and top-level record objects. seq is
// true when every record is a top-level object (JSON Lines).
func splitRecords(name string, data []byte) (raws []rawRecord, seq bool, err error) {
	raws, err = splitValues(name, data, &seq)
	return raws, seq, err
}

// splitValues is splitRecords; it sets *seq.
func splitValues(name string, data []byte, seq *bool) ([]rawRecord, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	var out []rawRecord
	*seq = true
	for {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err == io.EOF {
			return out, nil
		} else if err != nil {
			return nil, jsonError(name, data, 0, err)
		}
		if raw[0] != '{' || isWrapper(raw) {
			*seq = false
		}
		start := dec.InputOffset() - int64(len(raw))
		switch {
		case raw[0] == '[':
			elems, err := elements(raw, start, MaxRecords-len(out))
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
			elems, _ := elements(list, start+at, MaxRecords-len(out))
			out = append(out, elems...)
		case raw[0] == '{':
			out = append(out, rawRecord{raw, start})
		default:
			return nil, &RecordError{Name: name, Line: lineAt(data, start),
				Msg: fmt.Sprintf("bad JSON record: want an object or an array of objects, got %.20s", raw)}
		}
		if len(out) > MaxRecords {
			return nil, tooMany(name)
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

// elements splits the JSON array raw, which starts at base in its file,
// stopping after limit+1 elements.
func elements(raw []byte, base int64, limit int) ([]rawRecord, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []rawRecord
	for dec.More() && len(out) <= limit {
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
