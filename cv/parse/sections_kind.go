package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/venue"
)

// A section's kind read from what it holds, not only from its heading.
// Heading words decide when they are clear ("Teaching", "Publications");
// the content decides when the heading names no kind or only a vague one
// ("Research", "Experience", "Students"); a heading naming two kinds
// ("Honors and Invited Talks") has each entry filed by its own content;
// a heading candidate that is really the wrapped end of the item above
// goes back into the section it interrupted. When neither the heading
// nor the content is clear the section stays unfiled, and the reader of
// unknown sections warns that its lines were skipped.

// kindCues are the words of words/section_cues.txt: each names the kind
// of entry it tells ("keynote": a talk). A word listed twice keeps its
// first kind.
var kindCues = loadKindCues()

func loadKindCues() map[string]kind {
	m := map[string]kind{}
	for _, kl := range kindLines("section_cues") {
		for _, w := range kl.Words {
			if _, dup := m[w]; !dup {
				m[w] = kl.Kind
			}
		}
	}
	return m
}

// vagueHeadingWords name a kind only vaguely (words/sections_vague.txt).
var vagueHeadingWords = wordSet("sections_vague")

// cueWeight is what one cue word adds to its kind; a job title with a
// date adds one, so "Teaching Assistant, 2030–2031" is teaching.
const cueWeight = 2

// entryScores counts, per kind, the evidence one entry's lines give:
// an author list with a year or a catalogued venue (publications), a
// degree name (education), cue words in the entry's head (talks,
// service, awards, teaching), a course code (teaching), and a job title
// with a date (positions). Cue words count only in the head, the first
// sentence of the first line: a description under a project may mention
// an award without being one. An entry that opens with a person's name
// ("Jane Roe (PhD student, 2030)", "Jo Doe (BS Honors)") is about
// someone else: its degree, title and cue words are not the owner's.
func entryScores(ls []line) [len(kindNames)]int {
	var sc [len(kindNames)]int
	text := joinTexts(ls[:min(len(ls), 3)])
	if len(text) > 400 {
		text = text[:400] // an entry is read by its opening: bounded work
	}
	year := hasYear(text)
	if entryHasAuthors(ls) && (year || catalogHit(text)) {
		sc[secPublications] += 2 * cueWeight
	}
	if personFirst(ls[0]) {
		return sc
	}
	head := withoutPersonNotes(entryHead(ls)) // positions_blocks.go
	addKindCueScores(&sc, head)
	if hasCourseCode(head) {
		sc[secTeaching] += cueWeight
	}
	if _, _, ok := findDegree(text); ok {
		sc[secEducation] += cueWeight
	}
	if year && hasSetWord(text, titleWordSet) {
		sc[secPositions]++
	}
	return sc
}

// entryHead is the first sentence of an entry's first line (up to the
// first ". " after a lower-case letter, a dozen bytes in at least), and
// the next line's first sentence too when the first is a short label
// ("2030 Teaching Assistant" over "Acme University").
func entryHead(ls []line) string {
	h := headSentence(ls[0].Text)
	if len(ls) > 1 && wordsUpTo(h, 5) <= 4 {
		h += "\n" + headSentence(ls[1].Text)
	}
	return h
}

func headSentence(t string) string {
	for i := 12; i+1 < len(t); i++ {
		if t[i] == '.' && t[i+1] == ' ' && t[i-1] >= 'a' && t[i-1] <= 'z' {
			return t[:i]
		}
	}
	return t
}

// personFirst reports whether one of a line's first two cells opens with
// a person's name, up to a bracket or comma.
func personFirst(l line) bool {
	for i, c := range l.Cells {
		if i == 2 {
			break
		}
		if j := strings.IndexAny(c, "(,"); j > 0 {
			c = c[:j]
		}
		if looksLikeName(strings.TrimSpace(c)) {
			return true
		}
	}
	return false
}

// entryHasAuthors reports whether one of the entry's first three lines
// has a cell that reads as an author list of three names or two joined by
// "and" ("A. Roe, B. Doe and C. Poe"), with no job title or affiliation
// word in it: "Assistant Professor, Acme State University" reads as two
// names to the author-list test and is a job.
func entryHasAuthors(ls []line) bool {
	for i, l := range ls {
		if i == 3 {
			break
		}
		for _, c := range l.Cells {
			if authorCell(memOf(l), c) {
				return true
			}
		}
	}
	return false
}

func authorCell(m *memo, c string) bool {
	if strings.Count(c, ",") < 2 && !strings.Contains(c, " and ") && !strings.Contains(c, "&") {
		return false
	}
	// the word tests first: they are cheap, and all three are pure
	return !hasSetWord(c, titleWordSet) && !hasSetWord(c, authorCellNotNameSet) && m.isAuthorList(c)
}

// catalogHit reports whether the default catalogue names a venue in s.
func catalogHit(s string) bool {
	_, _, _, ok := venue.Default().Match(s)
	return ok
}

// hasCourseCode reports whether s holds a course code: two to seven
// capital letters, an optional space or dash, and three or four digits
// that are not a year or the start of an amount ("KITE 101" and
// "AERO-2150" are codes; "KITE 2030" and "USD 120,000" are not).
func hasCourseCode(s string) bool {
	for i := 0; i < len(s); i++ {
		if (i == 0 || !isASCIILetterOrDigit(s[i-1])) && courseCodeAt(s, i) {
			return true
		}
	}
	return false
}

// courseCodeAt reports whether a course code starts at i: its letters,
// then its number (courseNumberAt).
func courseCodeAt(s string, i int) bool {
	j := i
	for j < len(s) && s[j] >= 'A' && s[j] <= 'Z' {
		j++
	}
	if n := j - i; n < 2 || n > 7 {
		return false
	}
	if j < len(s) && (s[j] == ' ' || s[j] == '-') {
		j++
	}
	return courseNumberAt(s, j)
}

// courseNumberAt reports whether a course number starts at j: three or
// four digits, not a year, not followed by a lower-case letter, a digit
// or the rest of an amount (",000").
func courseNumberAt(s string, j int) bool {
	k := j
	for k < len(s) && isDigitByte(s[k]) {
		k++
	}
	if n := k - j; n < 3 || n > 4 || yearLike(s[j:k]) {
		return false
	}
	if k == len(s) {
		return true
	}
	if c := s[k]; c >= 'a' && c <= 'z' {
		return false
	}
	amount := k+1 < len(s) && (s[k] == ',' || s[k] == '.') && isDigitByte(s[k+1])
	return !amount
}

func yearLike(s string) bool {
	return len(s) == 4 && (strings.HasPrefix(s, "19") || strings.HasPrefix(s, "20"))
}

func isASCIILetterOrDigit(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// entryKind is the kind one entry's content names: the kind with the
// highest score when it leads the next by a clear margin; ok is false
// when nothing or a tie speaks.
func entryKind(ls []line) (kind, bool) {
	sc := entryScores(ls)
	best, second := secUnknown, 0
	for k, v := range sc {
		if v > sc[best] {
			if sc[best] > second {
				second = sc[best]
			}
			best = kind(k)
		} else if v > second {
			second = v
		}
	}
	if sc[best] == 0 || sc[best] == second {
		return secUnknown, false
	}
	return best, true
}

// contentKind is the kind a run of lines holds by its entries: the kind
// of at least two entries, of half of them at least, and of twice as
// many as any other kind. ok is false when no kind holds such a share.
func contentKind(ls []line) (kind, bool) {
	k, _, _, ok := contentShare(ls)
	return k, ok
}

// contentShare is contentKind with the share that decided it: how many
// entries read as the kind, of how many (for the --show-lines trace).
func contentShare(ls []line) (kind, int, int, bool) {
	if fewerThanTwoFilled(ls) { // speed_filled.go
		return secUnknown, 0, len(lineEntries(ls)), false
	}
	_, es := splitEntries(ls)
	if len(es) < 2 {
		es = lineEntries(ls) // one block: its lines are read one by one
	}
	if len(es) > 200 {
		es = es[:200] // a long section is read by its first entries
	}
	votes, ok := entryVotes(es)
	if !ok {
		return secUnknown, 0, len(es), false
	}
	return shareOf(votes, len(es))
}

// shareOf is contentShare's decision on the votes of its of entries.
func shareOf(votes [len(kindNames)]int, of int) (kind, int, int, bool) {
	best, second := secUnknown, 0
	for k, v := range votes {
		if v > votes[best] {
			second = max(second, votes[best])
			best = kind(k)
		} else if kind(k) != best {
			second = max(second, v)
		}
	}
	if n := votes[best]; n >= 2 && n >= 2*second && 2*n >= of {
		return best, n, of, true
	}
	return secUnknown, 0, of, false
}

// headingKinds are the kinds each part of a heading names, split at
// "and", "&", commas and slashes, in order and without repeats; vague
// words name none. "Honors and Invited Talks" names awards and talks;
// "Grants, Honours & Awards" names awards only. A heading in ASCII is
// read in one pass, its words' rules looked up once (a23h_kinds.go).
func headingKinds(title string) []kind {
	if ks, ok := asciiHeadingKinds(title); ok {
		return ks
	}
	return headingKindsWords(title)
}

// headingKindsWords is headingKinds by the heading's words and parts.
func headingKindsWords(title string) []kind {
	var out []kind
	var pb [4][]string // on the stack for a heading's few parts
	for _, part := range appendHeadingParts(pb[:0], title) {
		k, ok, paired := partKind(part)
		if paired {
			return []kind{k} // "Thesis and Research Students": the pair names it
		}
		if ok && !containsKind(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// partKind is the kind one part of a heading names: by its words other
// than the vague ones, or by all its words when together they name
// another kind than the vague words alone ("Academic Background" is
// education, though "background" alone names none; "Research Students"
// is teaching, though "research" alone names projects): paired is true
// then, and the pair names the whole heading's kind.
func partKind(part []string) (k kind, ok, paired bool) {
	var clearBuf, vagueBuf [8]string // on the stack for a heading's few words
	clear, vague := clearBuf[:0], vagueBuf[:0]
	for _, w := range part {
		if vagueHeadingWords[w] {
			vague = append(vague, w)
		} else {
			clear = append(clear, w)
		}
	}
	if k, ok := classify(strings.Join(clear, " ")); ok {
		return k, true, false
	}
	if len(vague) == 0 || len(clear) == 0 {
		// part is clear (classified above, in vain) or vague (then the
		// two look-ups below read one text and agree): it names none
		return secUnknown, false, false
	}
	k, ok = classify(strings.Join(part, " "))
	if kv, okv := classify(strings.Join(vague, " ")); !ok || (okv && kv == k) {
		return secUnknown, false, false
	}
	return k, true, true
}

// connectorsToAnd spells a heading's connectors as "and": the bytes of
// connectorBytes.
var connectorsToAnd = strings.NewReplacer("&", " and ", "/", " and ", ",", " and ", ";", " and ")

const connectorBytes = "&/,;"

// appendHeadingParts appends to parts a heading's words split at its
// connectors. Each part is a run of the words' slice (its capacity
// clipped), not a copy; a caller passes a buffer on its stack.
func appendHeadingParts(parts [][]string, title string) [][]string {
	if strings.ContainsAny(title, connectorBytes) {
		title = connectorsToAnd.Replace(title) // a heading without one is its own text (no copy)
	}
	ws := words(title)
	start := 0
	for i := 0; i <= len(ws); i++ {
		if i < len(ws) && ws[i] != "and" {
			continue
		}
		if i > start {
			parts = append(parts, ws[start:i:i])
		}
		start = i + 1
	}
	return parts
}

func containsKind(ks []kind, k kind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

// lineEntries makes each non-blank line an entry of its own.
func lineEntries(ls []line) []entry {
	var es []entry
	for i := range ls {
		if !ls[i].Blank {
			es = append(es, entry{lines: ls[i : i+1 : i+1]})
		}
	}
	return es
}
