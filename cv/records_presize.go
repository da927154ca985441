package cv

// The decoder appends a record's list elements one at a time, growing
// each list as it goes: for a record of forty publications that is seven
// arrays made and dropped on the way to the last, about as many bytes
// again as the list itself (on generated cohorts the growth was two
// thirds of what reading records allocated). presize counts the
// elements of each list before decoding and makes the list that size:
// the decoder appends into it, as encoding/json's semantics say it does
// into a slice with room, and the record decoded is the same
// (TestPresizeSame, FuzzPresizeSame); only the garbage is gone.

// maxPresize bounds the room made for one list: a list longer than that
// grows as before.
const maxPresize = 1 << 16

// presize gives c's lists of records (education, positions,
// publications, awards, talks, service, teaching, projects) room for
// the elements of the arrays that data, one record's JSON object, holds
// under their keys. It only reads data: a key written another way (in
// other letters' case, with escapes) or JSON it does not follow leaves
// the rest to grow as the decoder grows it.
func presize(c *CV, data []byte) {
	at := spaceEnd(data, 0)
	if at >= len(data) || data[at] != '{' {
		return
	}
	at = spaceEnd(data, at+1)
	for at < len(data) && data[at] == '"' {
		keyEnd := stringEnd(data, at+1)
		if keyEnd < 0 {
			return
		}
		key := data[at+1 : keyEnd]
		at = spaceEnd(data, keyEnd+1)
		if at >= len(data) || data[at] != ':' {
			return
		}
		at = spaceEnd(data, at+1)
		end := valueEnd(data, at)
		if end < 0 {
			return
		}
		if data[at] == '[' {
			c.makeList(string(key), min(countElements(data[at:end], maxPresize), maxPresize))
		}
		at = spaceEnd(data, end)
		if at >= len(data) || data[at] != ',' {
			return
		}
		at = spaceEnd(data, at+1)
	}
}

// makeList makes c's list under the JSON key with room for n elements
// and none in it; other keys are left alone.
func (c *CV) makeList(key string, n int) {
	switch key {
	case "education":
		c.Education = make([]Education, 0, n)
	case "positions":
		c.Positions = make([]Position, 0, n)
	case "publications":
		c.Publications = make([]Publication, 0, n)
	case "awards":
		c.Awards = make([]Award, 0, n)
	case "talks":
		c.Talks = make([]Talk, 0, n)
	case "service":
		c.Service = make([]Service, 0, n)
	case "teaching":
		c.Teaching = make([]Teaching, 0, n)
	case "projects":
		c.Projects = make([]Project, 0, n)
	}
}
