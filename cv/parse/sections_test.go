package parse

import "testing"

func TestSectionRegistry(t *testing.T) {
	if len(sectionParsers) != len(kindNames) {
		t.Fatalf("%d section readers for %d kinds", len(sectionParsers), len(kindNames))
	}
	for k, f := range sectionParsers {
		if f == nil {
			t.Errorf("kind %s has no reader", kind(k))
		}
	}
	for _, tc := range []struct {
		heading string
		want    kind
		ok      bool
	}{
		{"Teaching Experience", secTeaching, true},
		{"Research Experience", secPositions, true}, // positions comes before projects ("research")
		{"Academic Background", secEducation, true},
		{"Academic Service", secService, true},
		{"Honors and Fellowships", secAwards, true},
		{"Selected Publications", secPublications, true},
		{"Invited Talks", secTalks, true},
		{"Research", secProjects, true},
		{"Miscellanea", secUnknown, false},
	} {
		got, ok := classify(tc.heading)
		if got != tc.want || ok != tc.ok {
			t.Errorf("classify(%q) = %s, %v; want %s, %v", tc.heading, got, ok, tc.want, tc.ok)
		}
	}
}
