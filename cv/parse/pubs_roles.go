package parse

// roleSet is a set of the roles of a citation's parts ('A' authors, 'V'
// venue, 'W' award, 'T' title, 'F' full citation; see pubLine), one bit
// each: entry splitting keeps one per block, where a map cost an
// allocation and a hash per question. The zero roleSet is "no set" (a
// block that takes no further parts); emptyRoles is a set with no role.
type roleSet uint32

// emptyRoles is a set with no role in it yet.
const emptyRoles roleSet = 1 << 31

// roleBit is the bit of role r: the letters' low five bits differ.
func roleBit(r byte) roleSet { return 1 << (r & 31) }

// has reports whether r is in the set.
func (s roleSet) has(r byte) bool { return s&roleBit(r) != 0 }

// with returns the set with r added.
func (s roleSet) with(r byte) roleSet { return s | emptyRoles | roleBit(r) }
