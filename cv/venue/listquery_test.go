package venue

import (
	"errors"
	"testing"
)

// TestNewListQuery: the parts of a query are read in any case, around
// spaces; a part that names nothing is a *QueryError naming the part,
// the value as given and the values it takes.
func TestNewListQuery(t *testing.T) {
	q, err := NewListQuery("pebble  gravel", " Systems ", "WORKSHOP", "Journals ")
	if err != nil || q != (ListQuery{Text: "pebble  gravel", Area: "systems", Kind: Workshop, Layer: LayerJournals}) {
		t.Errorf("got %+v, %v", q, err)
	}
	if q, err := NewListQuery("", "", "", ""); err != nil || q != (ListQuery{}) {
		t.Errorf("an empty query: %+v, %v", q, err)
	}
	for _, tc := range []struct {
		text, area, kind, layer string
		want                    QueryError
		msg                     string
	}{
		{"", "gardening", "", "", QueryError{Part: "area", Value: "gardening"}, `unknown area "gardening" (want one of systems, `},
		{"", "", "Talk", "", QueryError{Part: "kind", Value: "Talk", Want: "conference, journal or workshop"}, `unknown kind "Talk" (want conference, journal or workshop)`},
		{"", "", "", "books", QueryError{Part: "layer", Value: "books", Want: "curated, journals, all"}, `unknown layer "books" (want curated, journals, all)`},
		{"   ", "", "", "", QueryError{Value: "   "}, "the query is blank (give words, or no query to list every venue)"},
	} {
		_, err := NewListQuery(tc.text, tc.area, tc.kind, tc.layer)
		var qe *QueryError
		if !errors.As(err, &qe) || qe.Part != tc.want.Part || qe.Value != tc.want.Value || (tc.want.Want != "" && qe.Want != tc.want.Want) {
			t.Errorf("%+v: %#v", tc, err)
			continue
		}
		if got := err.Error(); len(got) < len(tc.msg) || got[:len(tc.msg)] != tc.msg {
			t.Errorf("%+v: %q, want %q...", tc, got, tc.msg)
		}
	}
}

func TestLayerNamesListsEveryLayer(t *testing.T) {
	want := ""
	for i, l := range Layers() {
		if i > 0 {
			want += ", "
		}
		want += string(l)
	}
	if got := LayerNames(); got != want || got == "" {
		t.Errorf("LayerNames() = %q, want %q", got, want)
	}
}
