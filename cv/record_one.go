package cv

import (
	"bytes"

	"github.com/vitae-cv/vitae/cv/venue"
)

// ReadRecordWith reads one record, the JSON object in data, exactly as
// ReadRecordsWith reads each record of a file read from name (decoded,
// normalised, in NFC, validated, its venue checked against the
// catalogue), on the calling goroutine and without copying data: for
// callers that keep records one by one, such as the parse cache. The
// errors and warnings are those ReadRecordsWith gives for a file of that
// one record; anything but one JSON object is a *RecordError.
func ReadRecordWith(name string, data []byte, opt RecordOptions) (*CV, RecordErrors, error) {
	data = bytes.Trim(bytes.TrimPrefix(data, utf8BOM), jsonSpace) // JSON's white space only, as the file reader
	if len(data) == 0 || data[0] != '{' {
		return nil, nil, &RecordError{Name: name, Line: 1, Msg: "not one JSON record (an object)"}
	}
	r := &recordReader{name: name, data: data, cat: opt.Venues}
	if r.cat == nil {
		r.cat = venue.Default()
	}
	d := r.record(rawRecord{data: data}, 1, func(at int64) int { return lineAt(data, at) })
	if d.err != nil {
		return nil, nil, d.err
	}
	r.keep(d)
	if len(r.problems.all) > 0 {
		return nil, r.warnings.list(), r.problems.list()
	}
	return d.c, r.warnings.list(), nil
}
