// Package blind turns records into blinded records for a committee that
// scores candidates without knowing who they are, and a key that maps
// them back. It works on records (package cv), after the committee's
// corrections and before analytics: every report, in every format, is
// computed from the blinded records and so cannot hold what they lost.
//
// Names: each candidate becomes "Candidate A", "Candidate B", … ("AA"
// after "Z"). The letters are given in the order of an HMAC-SHA256 of the
// record's stable ID (cv.StableID) under a secret salt kept in the key:
// not alphabetical (Candidate A is not the first name in the alphabet)
// and not computable by a reviewer who knows the applicants and this
// code. The same key gives the same letters to the same candidates in
// every run; a candidate added later gets the next free letter and
// nobody else's changes; one who leaves keeps their letter in the key
// (marked absent), so it is never given to another. Without a key (a
// first run) the salt is new and random.
//
// The owner's name is replaced everywhere: the name, the source path
// (file names often hold the name), the owner's entry in each author
// list (self_index, and any entry that names the owner: "J. Doe", "Doe,
// Jane"), and every variant of the name, the surname alone included, in
// titles, notes, warnings and corrections. Contact details (e-mails,
// phones, links, address), personal details and the summary are dropped,
// and e-mails, links and phone numbers in free text replaced; a parser
// warning keeps its message but not the unplaced line of CV text it
// quoted (anything could be in it). A record holds no photo. Co-authors
// stay: they are other people, the reports never print author lists
// (only the owner's place and the number of authors), and the counts
// need them; a co-author who is another candidate of the set is named by
// that candidate's pseudonym.
//
// Strict mode also replaces institution names with a neutral word ("a
// university", "a company", "an institution") in education, positions,
// teaching and award issuers that name an institution, drops locations
// and advisors, and replaces known institution names (and their
// distinctive part, and acronyms) and phrases such as "Example
// University" in free text. Kinds, levels, years and stages stay, so the
// analytics are the same.
package blind

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"sort"

	"github.com/vitae-cv/vitae/cv"
)

// Mode is how much a blind run hides.
type Mode string

// Modes: Off writes reports as they are.
const (
	Off    Mode = ""
	Names  Mode = "names"
	Strict Mode = "strict"
)

// ParseMode reads a mode: "", "names" or "strict".
func ParseMode(s string) (Mode, error) {
	switch m := Mode(s); m {
	case Off, Names, Strict:
		return m, nil
	}
	return Off, fmt.Errorf("unknown blind mode %q (want names or strict)", clip(s))
}

// Options are how Apply blinds.
type Options struct {
	Mode Mode // Names or Strict
	// Prev is the key of an earlier run: its salt and letters are kept.
	Prev *Key
	// Rand gives the salt of a first run; nil: crypto/rand.
	Rand io.Reader
}

// Blinder is a set of records blinded: the key, and what blinds text
// that is not in a record (a correction that no longer applies).
type Blinder struct {
	key     *Key
	strict  bool
	names   *replacer
	inst    *replacer         // institutions' names, in every record
	cores   *replacer         // their distinctive parts, outside the records
	cur     *person           // the person whose record is being blinded
	known   map[string]string // institution names of the records: folded → as written
	unread  map[string]string
	persons map[*cv.CV]*person
	// people are the candidates in letter order; bySurname finds those
	// an author entry may name.
	people    []*person
	bySurname map[string][]*person
}

// Apply blinds the records in place (nil ones are skipped) and returns
// the blinder, whose Key maps the pseudonyms back.
func Apply(cvs []*cv.CV, opt Options) (*Blinder, error) {
	if opt.Mode != Names && opt.Mode != Strict {
		return nil, fmt.Errorf("blind: mode %q", opt.Mode)
	}
	salt, err := saltOf(opt)
	if err != nil {
		return nil, err
	}
	b := &Blinder{key: &Key{Version: keyVersion, Mode: opt.Mode, Salt: hex.EncodeToString(salt), Candidates: []Entry{}},
		strict: opt.Mode == Strict, unread: map[string]string{}, persons: map[*cv.CV]*person{}}
	b.assign(cvs, opt.Prev, salt)
	b.build(cvs)
	for _, c := range cvs {
		if c != nil {
			b.cur = b.persons[c] // Text takes that person's institutions' cores
			b.record(c, b.cur)
		}
	}
	b.cur = nil
	return b, nil
}

// saltOf is the salt of the earlier key, or a new random one.
func saltOf(opt Options) ([]byte, error) {
	if opt.Prev != nil {
		return hex.DecodeString(opt.Prev.Salt)
	}
	r := opt.Rand
	if r == nil {
		r = rand.Reader
	}
	salt := make([]byte, 16)
	if _, err := io.ReadFull(r, salt); err != nil {
		return nil, fmt.Errorf("blind: no random salt: %w", err)
	}
	return salt, nil
}

// assign gives each stable ID of the records its pseudonym: the one the
// earlier key gave it, else the next free letter in the order of the
// IDs' salted hashes. It fills the key's entries.
func (b *Blinder) assign(cvs []*cv.CV, prev *Key, salt []byte) {
	byID := map[string]*person{}
	var ids []string
	for _, c := range cvs {
		if c == nil {
			continue
		}
		id := c.ID()
		p := byID[id]
		if p == nil {
			p = newPerson("")
			byID[id] = p
			ids = append(ids, id)
		}
		p.addRecord(c)
		b.persons[c] = p
	}
	next, old := 0, map[string]Entry{}
	if prev != nil {
		for _, e := range prev.Candidates {
			old[e.ID] = e
			i, _ := letterIndex(e.Pseudonym)
			next = max(next, i+1)
		}
	}
	var fresh []string
	for _, id := range ids {
		if e, ok := old[id]; ok {
			byID[id].pseudonym = e.Pseudonym
		} else {
			fresh = append(fresh, id)
		}
	}
	sort.Slice(fresh, func(i, j int) bool { return rank(salt, fresh[i]) < rank(salt, fresh[j]) })
	for _, id := range fresh {
		byID[id].pseudonym = Pseudonym(next)
		next++
	}
	b.entries(ids, byID, prev)
}

// entries fills the key: this run's candidates, and those of the earlier
// key who are absent now, in letter order.
func (b *Blinder) entries(ids []string, byID map[string]*person, prev *Key) {
	for _, id := range ids {
		p := byID[id]
		b.key.Candidates = append(b.key.Candidates, Entry{Pseudonym: p.pseudonym, Name: p.name, ID: id, Sources: p.sources})
	}
	if prev != nil {
		for _, e := range prev.Candidates {
			if byID[e.ID] == nil {
				e.Absent = true
				b.key.Candidates = append(b.key.Candidates, e)
			}
		}
	}
	sort.Slice(b.key.Candidates, func(i, j int) bool {
		x, _ := letterIndex(b.key.Candidates[i].Pseudonym)
		y, _ := letterIndex(b.key.Candidates[j].Pseudonym)
		return x < y
	})
}

// build makes the replacers from every record: every candidate's name
// is replaced in every record (a candidate may cite another), and in
// strict mode every institution any record names (titles take only the
// owner's: see title).
func (b *Blinder) build(cvs []*cv.CV) {
	names := newPhrases()
	seen := map[*person]bool{}
	for _, c := range cvs {
		if p := b.persons[c]; p != nil && !seen[p] {
			seen[p] = true
			b.people = append(b.people, p)
		}
	}
	sort.Slice(b.people, func(i, j int) bool {
		x, _ := letterIndex(b.people[i].pseudonym)
		y, _ := letterIndex(b.people[j].pseudonym)
		return x < y
	})
	b.bySurname = map[string][]*person{}
	for _, p := range b.people {
		p.variants(names)
		b.bySurname[p.surname] = append(b.bySurname[p.surname], p)
	}
	b.names = names.build()
	if !b.strict {
		return
	}
	b.known = knownInstitutions(cvs)
	inst, cores := newPhrases(), newPhrases()
	for _, n := range b.known {
		institutionNames(n, inst)
		institutionCores(n, cores)
	}
	b.inst, b.cores = inst.build(), cores.build()
	for _, p := range b.people {
		own, names := newPhrases(), newPhrases()
		for _, n := range p.institutions {
			institutionCores(n, own)
			names.add(n, AnInstitution, 3)
		}
		p.cores, p.names = own.build(), names.build()
	}
}

// knownInstitutions are the institution names the records hold as
// fields (education, positions, teaching, award issuers that name one),
// as written.
func knownInstitutions(cvs []*cv.CV) map[string]string {
	known := map[string]string{}
	for _, c := range cvs {
		if c == nil {
			continue
		}
		for _, s := range institutionsOf(c) {
			if k := cv.FoldName(s); letterCount(k) >= 2 && known[k] == "" {
				known[k] = s
			}
		}
	}
	return known
}

// institutionsOf are the institution names record c holds as fields.
func institutionsOf(c *cv.CV) []string {
	var out []string
	for _, e := range c.Education {
		out = append(out, e.Institution)
	}
	for _, p := range c.Positions {
		out = append(out, p.Organization)
	}
	for _, t := range c.Teaching {
		out = append(out, t.Institution)
	}
	for _, a := range c.Awards {
		if isInstitution(a.Issuer, nil) {
			out = append(out, a.Issuer)
		}
	}
	return out
}

// Key is the key of the blinded set.
func (b *Blinder) Key() *Key { return b.key }

// Text blinds free text that is not in a record (a message naming a
// candidate or a file): names and sources become pseudonyms, contact
// details are withheld and, in strict mode, institutions neutral.
func (b *Blinder) Text(s string) string {
	if s == "" {
		return s
	}
	s = b.names.replace(dropContacts(s))
	if b.strict {
		cores := b.cores
		if b.cur != nil {
			cores = b.cur.cores
		}
		s = cores.replace(b.inst.replace(s))
		s = replacePhrases(s)
		s = repeated.ReplaceAllString(s, AnInstitution)
	}
	return s
}

// Unread is the label the reports give an input that was not read
// ("unread file 1", numbered in the order asked), recorded in the key;
// the same path gets the same label.
func (b *Blinder) Unread(path string) string {
	if l, ok := b.unread[path]; ok {
		return l
	}
	l := fmt.Sprintf("unread file %d", len(b.unread)+1)
	b.unread[path] = l
	b.key.Unread = append(b.key.Unread, Unread{Label: l, Path: path})
	return l
}
