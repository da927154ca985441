package linerole

// ExtractPlain is Extract made the plain way (plainReaders), the
// reference the fast extraction is held to.
func ExtractPlain(views []Line, form string, opt Options) [][]string {
	x := newExtractorWith(views, form, opt, &plainReaders)
	out := make([][]string, len(views))
	for i := range views {
		out[i] = x.features(i)
	}
	return out
}
