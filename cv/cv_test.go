package cv

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestPubStatusJSON(t *testing.T) {
	for _, tc := range []struct {
		in      string
		want    PubStatus
		wantErr string
	}{
		{`{"status":"published"}`, PubPublished, ""},
		{`{"status":"under_review"}`, PubUnderReview, ""},
		{`{"status":"in_preparation"}`, PubInPreparation, ""},
		{`{}`, "", ""},
		{`{"status":"preprint"}`, "", ""}, // written by earlier versions
		{`{"status":"bogus<script>"}`, "", `"bogus<script>" is not one of published, accepted`},
		{`{"status":"published "}`, "", "is not one of"},
		{`{"status":3}`, "", "publication status"},
	} {
		var p Publication
		err := json.Unmarshal([]byte(tc.in), &p)
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%s: unexpected error %v", tc.in, err)
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%s: error %v, want one containing %q", tc.in, err, tc.wantErr)
		case err == nil && p.Status != tc.want:
			t.Errorf("%s: status %q, want %q", tc.in, p.Status, tc.want)
		}
	}
}

func TestPubStatusValid(t *testing.T) {
	for _, s := range PubStatuses {
		if !s.Valid() {
			t.Errorf("%q not valid", s)
		}
	}
	if PubStatus("preprint").Valid() {
		t.Error(`"preprint" is a type, not a status`)
	}
	if got := PubUnderReview.Label(); got != "under review" {
		t.Errorf("Label = %q", got)
	}
}
