package cli

import (
	"errors"
	"fmt"

	"github.com/spf13/pflag"
)

// flagError is how a flag error reads. A bad value names the flag, the
// name of its value and the form it takes ("bad value "x" for --since
// YEAR: want a whole number") rather than the Go parse error; a value of
// vitae's own type says its own error; other errors read as pflag says
// them.
func flagError(err error) string {
	var bad *pflag.InvalidValueError
	if !errors.As(err, &bad) {
		return err.Error()
	}
	f := bad.GetFlag()
	name := "--" + f.Name
	if ph := placeholder(f); ph != "" && ph != f.Value.Type() {
		name += " " + ph
	}
	form := "want " + typeForms[f.Value.Type()]
	if typeForms[f.Value.Type()] == "" {
		form = bad.Unwrap().Error()
	}
	return fmt.Sprintf("bad value %q for %s: %s", bad.GetValue(), name, form)
}

// typeForms says what a value of each pflag type is written as.
var typeForms = map[string]string{
	"int": "a whole number", "int8": "a whole number", "int16": "a whole number",
	"int32": "a whole number", "int64": "a whole number", "count": "a whole number",
	"uint": "a whole number, 0 or more", "uint8": "a whole number, 0 or more",
	"uint16": "a whole number, 0 or more", "uint32": "a whole number, 0 or more",
	"uint64":  "a whole number, 0 or more",
	"float32": "a number", "float64": "a number",
	"duration": "a duration such as 90s, 10m or 1h30m",
	"bool":     "true or false",
}
