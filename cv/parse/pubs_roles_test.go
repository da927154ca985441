package parse

import "testing"

// TestRoleSet checks that the roles have distinct bits and that a set
// with roles is never "no set".
func TestRoleSet(t *testing.T) {
	roles := []byte{'A', 'V', 'W', 'T', 'F'}
	seen := roleSet(0)
	for _, r := range roles {
		if seen&roleBit(r) != 0 || roleBit(r)&emptyRoles != 0 {
			t.Fatalf("role %c shares a bit", r)
		}
		seen |= roleBit(r)
	}
	s := emptyRoles
	if s == 0 || s.has('A') {
		t.Fatal("emptyRoles is no set or holds a role")
	}
	s = s.with('A').with('V')
	for _, r := range roles {
		if s.has(r) != (r == 'A' || r == 'V') {
			t.Fatalf("set %b: has(%c) wrong", s, r)
		}
	}
	if roleSet(0).with('T') == 0 {
		t.Fatal("a set with a role reads as no set")
	}
}
