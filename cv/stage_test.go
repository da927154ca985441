package cv

import (
	"strings"
	"testing"
)

// A record's stage, set by a correction, is one of Stages; a record read
// back with any other is refused.
func TestValidateStage(t *testing.T) {
	for _, s := range Stages {
		if p := (&CV{Stage: s}).Validate(); len(p) != 0 {
			t.Errorf("stage %q: %v", s, p)
		}
	}
	p := (&CV{Stage: "professor"}).Validate()
	if len(p) != 1 || !strings.Contains(p[0].Msg, `stage "professor" is not one of phd_student, postdoc`) {
		t.Errorf("a bad stage: %v", p)
	}
	if _, err := ReadRecords("r.json", []byte(`[{"source":"a.md","name":"A","stage":"boss"}]`)); err == nil {
		t.Error("a record with a bad stage read back without an error")
	}
}
