package store

import (
	"strconv"

	"github.com/vitae-cv/vitae/cv"
)

// recordWriter is what the code generated for cv.CV's types
// (keep_gen.go) writes a record's JSON with, as appendJSON writes it:
// the JSON so far, and whether all of it reads back (see keep). Once
// false, ok stays false; the rest is written anyway and thrown away, so
// that the generated code is a list of writes without a branch for each.
type recordWriter struct {
	dst []byte
	ok  bool
}

// key writes a field's key, as written ("name": or ,"name":).
func (w *recordWriter) key(k string) { w.dst = append(w.dst, k...) }

// keyAfter writes the key of a field that follows fields the encoder may
// have left out: a comma first when one was written.
func (w *recordWriter) keyAfter(written bool, k string) {
	if written {
		w.dst = append(w.dst, ',')
	}
	w.dst = append(w.dst, k...)
}

func (w *recordWriter) open()  { w.dst = append(w.dst, '{') }
func (w *recordWriter) close() { w.dst = append(w.dst, '}') }
func (w *recordWriter) null()  { w.dst = append(w.dst, "null"...) }

// text writes a string (see appendText).
func (w *recordWriter) text(s string) {
	var ok bool
	w.dst, ok = appendText(w.dst, s)
	w.ok = w.ok && ok
}

func (w *recordWriter) int(n int64) { w.dst = strconv.AppendInt(w.dst, n, 10) }
func (w *recordWriter) bool(b bool) { w.dst = strconv.AppendBool(w.dst, b) }

// date writes a date as it encodes itself, if it reads back equal.
func (w *recordWriter) date(d cv.Date) {
	o := dateValue(d)
	w.ok = w.ok && o.ok
	w.dst = append(w.dst, o.json...)
}

// status writes a publication status, a string that decodes itself, if
// it reads back equal.
func (w *recordWriter) status(s cv.PubStatus) {
	w.ok = w.ok && statusesChecked.get(s).ok
	w.text(string(s))
}

// texts writes a list of strings; a nil list does not read back (null,
// which Normalize may make []).
func (w *recordWriter) texts(list []string) {
	if list == nil {
		w.ok = false
		return
	}
	w.dst = append(w.dst, '[')
	for i, s := range list {
		if i > 0 {
			w.dst = append(w.dst, ',')
		}
		w.text(s)
	}
	w.dst = append(w.dst, ']')
}

// writeList writes a list of structs, each with write; a nil list does
// not read back.
func writeList[T any](w *recordWriter, list []T, write func(*recordWriter, *T)) {
	if list == nil {
		w.ok = false
		return
	}
	w.dst = append(w.dst, '[')
	for i := range list {
		if i > 0 {
			w.dst = append(w.dst, ',')
		}
		write(w, &list[i])
	}
	w.dst = append(w.dst, ']')
}

// writePointer writes what p points to with write, or null.
func writePointer[T any](w *recordWriter, p *T, write func(*recordWriter, *T)) {
	if p == nil {
		w.null()
		return
	}
	write(w, p)
}
