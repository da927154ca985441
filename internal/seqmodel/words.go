package seqmodel

import (
	_ "embed"
	"strings"
)

//go:embed months.txt
var monthsTxt string

// Months are the month names and their short forms, lower case
// (months.txt): a word class the line and field features share.
var Months = func() map[string]bool {
	m := map[string]bool{}
	for _, ln := range strings.Split(monthsTxt, "\n") {
		if ln = strings.TrimSpace(ln); ln != "" && !strings.HasPrefix(ln, "#") {
			m[ln] = true
		}
	}
	return m
}()
