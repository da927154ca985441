package names

// listCueSecond is, by a cue's first byte, the byte that follows it in
// every cue that opens with it: 't' after "e" and "E" ("et al", "etc",
// "Et al"), '.' after '.', 'n' after 'a' ("and "), the second byte of
// "…"; 0 after '&', a cue of one byte. "e" and "a" open many of a
// list's words: listCues compares a cue only where its second byte
// follows too.
var listCueSecond = func() (t [256]byte) {
	t['e'], t['E'], t['.'], t['a'] = 't', 't', '.', 'n'
	t["…"[0]] = "…"[1]
	return t
}()

// mayOpenCue reports whether a cue may open at s[i], a byte of
// listCueLead: the cue's second byte follows it, or it is '&'.
func mayOpenCue(s string, i int) bool {
	n := listCueSecond[s[i]]
	return n == 0 || i+1 < len(s) && s[i+1] == n
}
