package html

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// TestLabelsNotCodes: people's labels everywhere, codes nowhere a reader
// sees: not in the page's HTML (the stage filter's data attributes hold
// codes; they are not shown), and not in the data block's strings but
// for the stage and span-kind keys the script matches on. The et al.
// paper shows "3/7+*", co-first.
func TestLabelsNotCodes(t *testing.T) {
	_, page := fictionalPage(t)
	i := strings.Index(page, `<script type="application/json" id="vitae-data">`)
	shown := regexp.MustCompile(`data-stage="[a-z_]*"`).ReplaceAllString(page[:i], "")
	data := chartData(t, page)
	strs := "\n" + strings.Join(data.S, "\n") + "\n"
	for _, code := range []string{"honorable_mention", "paper_award", "to_appear", "phd_student", "bachelors", ">phd<", "latest item"} {
		if strings.Contains(shown, code) {
			t.Errorf("the page shows the code %q", code)
		}
	}
	for _, code := range []string{"honorable_mention", "paper_award", "to_appear", "latest item"} {
		if strings.Contains(strs, "\n"+code+"\n") {
			t.Errorf("the data shows the code %q", code)
		}
	}
	for _, label := range []string{"honorable mention", "paper award", "to appear", "bachelor's", "3/7+*"} {
		if !strings.Contains(strs, "\n"+label+"\n") {
			t.Errorf("the data lacks %q", label)
		}
	}
	// the et al. paper: place "3/7+*", sorted as 3, co-first
	found := false
	for _, c := range data.Cands {
		var papers [][]json.RawMessage
		if err := json.Unmarshal(c[candPapers], &papers); err != nil {
			t.Fatal(err)
		}
		for _, p := range papers {
			if data.str(t, p[1]) == "Big team paper" {
				found = true
				if data.str(t, p[6]) != "3/7+*" || string(p[7]) != "3" || string(p[8]) != "1" || data.str(t, p[5]) != "to appear" {
					t.Errorf("et al. paper: %s", p)
				}
			}
		}
	}
	if !found {
		t.Error("no et al. paper")
	}
}
