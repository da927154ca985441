package cv

import (
	"encoding/json"

	jsonv1 "github.com/go-json-experiment/json/v1"
)

// DecodeFast is decodeFast, for the tests of package cv_test.
var DecodeFast = decodeFast

// DecodeRecord is decodeRecord, for the tests of package cv_test.
var DecodeRecord = decodeRecord

// OldDecodeRecord is decodeRecord as it was before decodeFast: the
// oracle that decodeFast is held to.
func OldDecodeRecord(data []byte) (CV, error) {
	var c CV
	presize(&c, data)
	if jsonv1.Unmarshal(data, &c) == nil {
		return c, nil
	}
	c = CV{}
	err := json.Unmarshal(data, &c)
	return c, err
}
