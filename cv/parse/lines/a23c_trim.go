package lines

// trimRightSpaceCR is strings.TrimRight(r, " \r") by a loop from the end:
// strings.TrimRight makes a table of its cutset's bytes at each call,
// which for every line of a text cost more than the trim itself (most
// lines end with no space). a23c_trim_test.go holds it to TrimRight.
func trimRightSpaceCR(r string) string {
	e := len(r)
	for e > 0 && (r[e-1] == ' ' || r[e-1] == '\r') {
		e--
	}
	return r[:e]
}
