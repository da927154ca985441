package parse

import "strings"

// legends looked at every byte of every publication line for a mark's
// lead byte (legendLeads), though most lines hold none: a table look-up
// and a branch a byte. The lead bytes are five ('*', '#', '+', and 0xE2
// and 0xC2, which open the marks beyond ASCII), so the next one is found
// by a byte search for each (strings.IndexByte, many bytes a step), each
// kept until the scan passes it: legendLead.

// legendLeadBytes are the bytes legendLeads marks.
var legendLeadBytes = func() (b []byte) {
	for c := range 256 {
		if legendLeads[c] {
			b = append(b, byte(c))
		}
	}
	return b
}()

// legendLead finds the lead bytes of legend marks in a line, in order.
type legendLead struct {
	t    string
	next [8]int // the offset of each lead byte at or after the last from; -1: none left
}

// reset starts the scan of line t.
func (ll *legendLead) reset(t string) {
	ll.t = t
	for k, c := range legendLeadBytes {
		ll.next[k] = strings.IndexByte(t, c)
	}
}

// from returns the offset of the first lead byte at or after i (which
// never goes back), -1 when there is none.
func (ll *legendLead) from(i int) int {
	best := -1
	for k, c := range legendLeadBytes {
		if n := ll.next[k]; n >= 0 && n < i {
			ll.next[k] = -1
			if j := strings.IndexByte(ll.t[i:], c); j >= 0 {
				ll.next[k] = i + j
			}
		}
		if n := ll.next[k]; n >= 0 && (best < 0 || n < best) {
			best = n
		}
	}
	return best
}
