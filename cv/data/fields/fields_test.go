package fields

import (
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse/sections"
)

func TestDate(t *testing.T) {
	for in, want := range map[string]cv.Date{
		"2016": {Year: 2016}, "2016-08": {Year: 2016, Month: 8}, "2025-3-15": {Year: 2025, Month: 3},
		"2022-08-15": {Year: 2022, Month: 8}, "08/2024": {Year: 2024, Month: 8}, "Present": cv.Present,
		"now": cv.Present, "": {}, "Aug 2019": {Year: 2019, Month: 8}, "soon": {},
	} {
		if got := Date(in); got != want {
			t.Errorf("Date(%q) = %v, want %v", in, got, want)
		}
	}
	for in, want := range map[string][2]cv.Date{
		"2016 ~ 2020":        {{Year: 2016}, {Year: 2020}},
		"2009&ndash;2015":    {{Year: 2009}, {Year: 2015}},
		"09/2020 -- 07/2028": {{Year: 2020, Month: 9}, {Year: 2028, Month: 7}},
		"2022–":              {{Year: 2022}, cv.Present},
		"2021 - 2024":        {{Year: 2021}, {Year: 2024}},
		"2019":               {{Year: 2019}, {Year: 2019}},
	} {
		if s, e := Span(in); s != want[0] || e != want[1] {
			t.Errorf("Span(%q) = %v, %v; want %v", in, s, e, want)
		}
	}
}

func TestClean(t *testing.T) {
	for in, want := range map[string]string{
		`\href{https://x.org}{Pebble \textbf{Labs}} \& Co`: "Pebble Labs & Co",
		`<a href="x">ASPLOS 2023</a> &amp; more`:           "ASPLOS 2023 & more",
		"**Ada Quill** and [Cole](https://x.org)":          "Ada Quill and Cole",
		"***Quill A***":          "Quill A",
		"plain   text\n wrapped": "plain text wrapped",
	} {
		if got := Clean(in); got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLocate(t *testing.T) {
	for in, want := range map[string]Where{
		"ICML 2022":                  {Venue: "ICML", Type: cv.TypeConference, Year: 2022},
		"Published: IEEE TPAMI'23":   {Venue: "TPAMI", Type: cv.TypeJournal, Year: 2023},
		"Submitted: NeurIPS'25":      {Venue: "NeurIPS", Type: cv.TypePreprint, Status: cv.PubSubmitted, Year: 2025},
		"To appear in PLDI 2026":     {Venue: "PLDI", Type: cv.TypeConference, Status: cv.PubToAppear, Year: 2026},
		"arXiv preprint":             {Type: cv.TypePreprint},
		"Science, 343":               {Venue: "Science", Type: cv.TypeJournal},
		"Journal of Unknown Pebbles": {Type: cv.TypeOther},
	} {
		got := Locate(nil, in)
		got.Raw, got.Area = "", ""
		if got != want {
			t.Errorf("Locate(%q) = %+v, want %+v", in, got, want)
		}
	}
	if KindOfWords("Journal of Unknown Pebbles") != cv.TypeJournal || KindOfWords("Workshop on Gravel") != cv.TypeWorkshop {
		t.Error("KindOfWords")
	}
}

func TestAuthorsAndSelf(t *testing.T) {
	list, _, _ := Authors("Reed, C., Quill, A. M. and Stone, B.")
	if len(list) != 3 {
		t.Fatalf("authors %q", list)
	}
	if i := SelfIndex("Ada M. Quill", list, nil); i != 2 {
		t.Errorf("owner by name at %d, want 2", i)
	}
	if i := SelfIndex("", []string{"Cole Marsh", "Q. A."}, []string{"**Q. A.**"}); i != 2 {
		t.Errorf("owner by mark at %d, want 2", i)
	}
	if got := People("Dr. Lena Ward & Cole Marsh and Brook Stone"); !slices.Equal(got, []string{"Dr. Lena Ward", "Cole Marsh", "Brook Stone"}) {
		t.Errorf("People: %q", got)
	}
	if got := WithoutTitle("Dr Prof. Ada Quill"); got != "Ada Quill" {
		t.Errorf("WithoutTitle: %q", got)
	}
	if got := WithoutAmount("Pebble survey: $750,000 (lead PI"); got != "Pebble survey" {
		t.Errorf("WithoutAmount: %q", got)
	}
}

func TestKinds(t *testing.T) {
	for title, want := range map[string]cv.PositionKind{
		"Google Summer of Code":            cv.KindInternship,
		"CNCF LFX Mentorship":              cv.KindInternship,
		"Mentor for Google Summer of Code": cv.KindOther,
		"Assistant Professor":              cv.KindFaculty,
	} {
		if got := PositionKind(title, "Pebble Org"); got != want {
			t.Errorf("PositionKind(%q) = %s, want %s", title, got, want)
		}
	}
	for title, want := range map[string]sections.Kind{
		"invited_talks": sections.Talks, "phd_advisees": sections.Skipped, "review_panels": sections.Service,
		"jobs": sections.Positions, "pubs": sections.Publications, "education": sections.Education, "grants": sections.Awards,
	} {
		if got := SectionKind(title); got != want {
			t.Errorf("SectionKind(%q) = %s, want %s", title, got, want)
		}
	}
	if NoteRole("Teaching Assistant: 2024, Waves") != "teaching" || NoteRole("Student Representative of X") != "service" || NoteRole("Grade: 9/10") != "" {
		t.Error("NoteRole")
	}
}

func TestTopKeys(t *testing.T) {
	k := TopKeys([]byte(`{"basics": {"a": [1, 2]}, "work": [], "cut`))
	if !k["basics"] || !k["work"] || len(k) != 2 {
		t.Errorf("keys %v", k)
	}
	if TopKeys([]byte(`[{"basics": 1}]`)) != nil {
		t.Error("an array has no top keys")
	}
}
