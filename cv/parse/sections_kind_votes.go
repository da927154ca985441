package parse

// entryVotes counts the entries of es that read as each kind
// (entryKind), for contentShare, which files a run of lines under a
// kind only when at least two entries, and half of them at least, read
// as it. It stops as soon as no kind can reach that share even if every
// entry left read as it: ok is false then, and contentShare's answer is
// no kind whatever the entries left say, so it is the same answer as
// counting them all gives (TestEntryVotesStopEarly).
func entryVotes(es []entry) (votes [len(kindNames)]int, ok bool) {
	need := max(2, (len(es)+1)/2) // 2n >= len(es) and n >= 2
	top := 0
	for j, e := range es {
		if k, ok := entryKind(e.lines); ok {
			votes[k]++
			top = max(top, votes[k])
		}
		if top+len(es)-j-1 < need {
			return votes, false
		}
	}
	return votes, true
}
