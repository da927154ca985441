package parse

import (
	"regexp"
	"testing"
)

// reVenueIntro is the reference for venueIntroAt (the pattern it replaced
// in titleAndVenue).
var reVenueIntro = regexp.MustCompile(`(?:\.\s+In\s+|,\s*[Ii]n\s+|\s+In Proceedings|\s+in Proceedings|\[[CJMAD]\]\s*//|\.\s*Proc(?:eedings)?\.?\s|,\s*Proc(?:eedings)?\.?\s|,\s*(?:IEEE|ACM|USENIX|Springer|Elsevier)\s|\.\s*(?:IEEE|ACM|USENIX)\s|\.\s+(?:arXiv|CoRR|Preprint|Submitted|Under review|Journal|Transactions))`)

// venueIntroCases are crafted texts at the edges of each venue marker.
var venueIntroCases = []string{
	"", ".", ",", "[", " ", "A Title. In NSDI 2024.", "A Title.In NSDI", "A Title.  In\tX", "A Title. Inside",
	"Title, in Proc. X", "Title,in  X", "Title, In", "Title, Inx", "Title in Proceedings of X", "Title\tIn Proceedings",
	"Title In proceedings", "[C] // x", "[C]//x", "[X] // x", "[J] /x", "[D]\t\t//", "Title. Proc. X", "Title.Proceedings of",
	"Title, Proceedings. X", "Title, Proceedingsx", "Title, Proc.x", "Title, Proceedings.\n", "Title. Proc\f",
	"Title, IEEE Trans", "Title, IEEEx", "Title,Springer ", "Title, Elsevier", "Title. ACM ", "Title.USENIX\r",
	"Title. Springer X", "Title. arXiv:2101", "Title.arXiv", "Title.  Under review", "Title. Under  review",
	"Title. Journal of X", "Title. Transactions", "Title, Journal of X", "a, b. c, in d", "x [M] //, In y",
	"Title,\u00a0In X", "Title.\u2003In X", "Title. In", "Title. In ", ", in ", ". Proc ", "..Proc ",
}

// TestVenueIntroMatchesPattern holds venueIntroAt equal to the start of
// reVenueIntro's leftmost match on crafted text and on every sample and
// corpus line (and every suffix of the crafted text).
func TestVenueIntroMatchesPattern(t *testing.T) {
	inputs := guardLines(venueIntroCases...)
	for _, c := range venueIntroCases {
		inputs = append(inputs, windows(c, len(c))...)
	}
	matched := 0
	for _, s := range inputs {
		want := -1
		if m := reVenueIntro.FindStringIndex(s); m != nil {
			want = m[0]
			matched++
		}
		if got := venueIntroAt(s); got != want {
			t.Errorf("venueIntroAt(%q) = %d, pattern %d", s, got, want)
		}
	}
	if matched < 20 {
		t.Fatalf("only %d inputs hold a venue marker: the test proves little", matched)
	}
}

func FuzzVenueIntro(f *testing.F) {
	for _, s := range venueIntroCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := -1
		if m := reVenueIntro.FindStringIndex(s); m != nil {
			want = m[0]
		}
		if got := venueIntroAt(s); got != want {
			t.Fatalf("venueIntroAt(%q) = %d, pattern %d", s, got, want)
		}
	})
}
