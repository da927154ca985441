package charts

import "testing"

func TestPalette(t *testing.T) {
	if Color(GroupType, "journal") != "#009E73" || Color(GroupStatus, "awarded") != "#0072B2" {
		t.Errorf("journal %s, awarded %s", Color(GroupType, "journal"), Color(GroupStatus, "awarded"))
	}
	if Color(GroupKind, "astronaut") != Color(GroupKind, "other") {
		t.Errorf("unknown kind gets %s", Color(GroupKind, "astronaut"))
	}
	if r, g, b := RGB("#0072B2"); r != 0 || g != 0x72 || b != 0xB2 {
		t.Errorf("RGB = %d %d %d", r, g, b)
	}
	// within a group, every colour is different: a legend never shows two
	// meanings in one colour
	for _, group := range []string{GroupType, GroupStatus, GroupKind} {
		seen := map[string]string{}
		for _, k := range PaletteKeys(group) {
			c := Color(group, k)
			if other, ok := seen[c]; ok {
				t.Errorf("%s: %s and %s share %s", group, k, other, c)
			}
			seen[c] = k
		}
	}
}
