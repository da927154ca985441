package cv

import (
	"encoding/json"
	"reflect"

	jsonv1 "github.com/go-json-experiment/json/v1"
)

// DecodeFast is decodeFast without NFC, for the tests of package
// cv_test.
func DecodeFast(data []byte) (CV, bool) { return decodeFast(data, false) }

// DecodeNFC is decodeNFC, for the tests of package cv_test.
var DecodeNFC = decodeNFC

// NFC puts every string of c in NFC, as ReadRecords does.
func NFC(c *CV) { nfc(reflect.ValueOf(c).Elem()) }

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
