package parse

import (
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

// secScanExtras are crafted lines for the scans of sec_scan.go: postal
// codes and street words at word bounds and not, a newline between the
// number and the street, the long s and Kelvin sign that fold to ASCII
// letters, U+0130 that lower-cases to one, status cues split by case,
// teaching roles and "at" with every kind of white space.
var secScanExtras = []string{
	"", " ", "1", "12345", "123456", "1234567", "12345-6789", "x12345", "12345x", "_12345", "12345_", "1234",
	"a 12345 b", "(12345)", "Room 12", "12 Main St", "12 Main St.", "12 Main Street, Springfield", "12 Mainst",
	"St 12", "12\nMain St", "12\r Main St", "12 MAIN ST", "12 main ſt", "12 xſt", "12 Ave", "12Ave", "12 Ave1",
	"Bldg 5, Room 101", "Building 7", "7 building", "1 drive", "1 Dr.", "1 way", "1 wayne", "1 lane ln",
	"\u212a 12345", "12 \u0130 Main st", "é12345é", "12é St", "\xff12345\xff", "Office 3.14 Hall",
	"Honorable Mention", "HONOURABLE mention", "Finalist", "semi-finalist", "Short-listed", "Runner-up",
	"Nominee", "nomİnee", "NOMİNATED", "f\u0130nal", "\u212alisted", "runners up", "Best Paper (finalist)",
	"Teaching Assistant for CS 101", "TA of Algorithms", "ta in x", "Instructor for Data", "lecturer of",
	"Guest Lecturer in Systems", "co-instructor for X", "Mentor for A at B", "Grader for X at Univ, City",
	"Course at\tSchool", "Course\tat School", "at School", "Course at", "Course  at  School, City",
	"Course\nat\nSchool", "Course cat School", "Course at, x", "ſeminar at X", "Tutor for\nX",
	"Best Paper Award", "Distinguished Paper", "Fellowship", "NSF Graduate Research Fellowship",
	"2019", "2019 – 2020", "May 2020", "Spring 2021, Fall 2022", "present", "2019 Best Paper", "(2019)",
	"one two three four", "one two three four five", "+1 (555) 123-4567", "555.123.4567", "5551234567", "555 123 4567",
	"555  123 4567", "555-123-4567 x", "(555)1234567", "2015-2019", "2015 - 2019", "12-34-56-78", "1.2.3.4.5.6.7.8",
	"1234 567-8", "123-45678", "12 3456 789", "12\t345\n678", "12--345678", "+44 20 7946 0958", "2022 Outstanding Reviewer", "Best Reviewer, 2021", "Top reviewer NeurIPS 2020 and 2021",
	"outstanding service to the community of reviewers", "Research Experience", "Selected Publications", "Teaching",
	"In Spring 2026 I taught Kite Science. Later I co-taught Flight.", "I TAUGHT X", "Xi taught y", "i am teaching",
	"I was a teaching assistant for Algorithms (Fall 2019).", "I taught", "I taught " + strings.Repeat("w ", 20),
	"\u0130 taught Kites", "I teach\u212a",
	"Under Review", "Preprints and Working Papers", "Workshop Preprints", "Theses", "Patents", "PATENT\u212a",
	"Journal Articles", "Conference Papers (refereed)", "Submitted", "In Preparation", "PhD Student", "PhD \u0130",
	"Engineer, Manager: Ann", "Intern (mentor: Bo)", "Intern; Mentors : Bo", "PI: X", "Lead：Y", "host:", "Hosts: Z", "Advisers: Q",
	"Supervisor: R", "superviſor: R", "\u212a PI: X", "Pipeline lead", "spi:", "STUDENT", "Ph.D. Candidate at X",
	"and", "AND", " and ", ", and ", "and and", "andy", "an", "anda", "and\u00e9", "\u00e9and", "and \u00e9", "&", "•", "\xff", "\xe2\x80", "I", "II", "I'm", "I’m", "XI m", "AI is", "I\u2019", "I'", "\u0130'm", "a-b c.d e/f g", "Ünïcode wörds hère", "x\xffy z",
}

// oldAwardCategory is awardCategory as it was, joining the words.
func oldAwardCategory(name string) cv.AwardCategory {
	ws := words(name)
	if isPaperAwardWords(name, ws) {
		return cv.CatPaperAward
	}
	n := " " + strings.Join(ws, " ") + " "
	for _, cw := range awardCategoryWords {
		if strings.Contains(n, string(cw.key)) {
			return cw.cat
		}
	}
	return cv.CatHonor
}

// oldIsDateOnlyLine is isDateOnlyLine as it was.
func oldIsDateOnlyLine(t string) bool {
	_, _, ok := dateLine(t)
	return ok && len(findDates(t)) > 0 && wordCount(t) <= 4
}

// oldStatusGuard is awardStatus's guard as it was.
func oldStatusGuard(name string) bool {
	low := strings.ToLower(name)
	return strings.Contains(low, "honorable") || strings.Contains(low, "honourable") || strings.Contains(low, "final") ||
		strings.Contains(low, "runner") || strings.Contains(low, "listed") || strings.Contains(low, "nomin")
}

// checkSecScans holds every scan of sec_scan.go to what it replaced, on s.
func checkSecScans(t *testing.T, s string) {
	t.Helper()
	for k := 0; k <= 7; k++ {
		if got, want := wordsUpTo(s, k), min(wordCount(s), k+1); got != want {
			t.Fatalf("wordsUpTo(%q, %d) = %d, want %d", s, k, got, want)
		}
	}
	if got, want := isAddress(s), reAddress.MatchString(s); got != want {
		t.Fatalf("isAddress(%q) = %v, regexp %v", s, got, want)
	}
	if got, want := mayStatus(s), oldStatusGuard(s); got != want {
		t.Fatalf("mayStatus(%q) = %v, old guard %v", s, got, want)
	}
	if got, want := awardStatus(s), awardStatusOld(s); got != want {
		t.Fatalf("awardStatus(%q) = %v, want %v", s, got, want)
	}
	if i := strings.IndexByte(s, ' '); i >= 0 {
		if got, want := awardStatusOf(s[:i], s[i+1:]), awardStatus(s); got != want {
			t.Fatalf("awardStatusOf(%q, %q) = %v, want %v", s[:i], s[i+1:], got, want)
		}
	}
	if got, want := awardStatusOf(s, ""), awardStatus(s+" "); got != want {
		t.Fatalf("awardStatusOf(%q, \"\") = %v, want %v", s, got, want)
	}
	if got, want := atInst(s), reAtInst.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("atInst(%q) = %q, regexp %q", s, got, want)
	}
	if got, want := roleFor(s), reRoleFor.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("roleFor(%q) = %q, regexp %q", s, got, want)
	}
	if got, want := personKey(s), rePersonKey.FindStringIndex(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("personKey(%q) = %v, regexp %v", s, got, want)
	}
	if got, want := onlyAnd(s), allWordsIn(s, andOnly); got != want {
		t.Fatalf("onlyAnd(%q) = %v, want %v", s, got, want)
	}
	if got, want := markKind(s), oldMarkKind(s); got != want {
		t.Fatalf("markKind(%q) = %q, want %q", s, got, want)
	}
	if !mayPhone(s) && rePhone.MatchString(s) {
		t.Fatalf("mayPhone(%q) false, rePhone matches", s)
	}
	if got, want := awardCategory(s), oldAwardCategory(s); got != want {
		t.Fatalf("awardCategory(%q) = %v, want %v", s, got, want)
	}
	want := oldIsDateOnlyLine(s)
	if got := isDateOnlyLine(s); got != want {
		t.Fatalf("isDateOnlyLine(%q) = %v, want %v", s, got, want)
	}
	if got := newMemo().isDateOnlyLine(s); got != want {
		t.Fatalf("memo isDateOnlyLine(%q) = %v, want %v", s, got, want)
	}
}

// oldIsRecognitionLine is isRecognitionLine without its guard.
func oldIsRecognitionLine(t string) bool {
	first, n := "", 0
	for _, w := range words(t) {
		if len(findDates(w)) == 0 {
			if n++; n == 1 {
				first = w
			} else if n > 3 {
				return false
			}
		}
	}
	return n > 0 && recognitionWords[first]
}

// oldProseTeaching is proseTeaching without its guard on the whole text.
func oldProseTeaching(p *parser, text string) {
	for _, sent := range strings.SplitAfter(text, ". ") {
		low := strings.ToLower(sent)
		for _, ph := range taughtPhrases {
			i := strings.Index(low, ph+" ")
			if i < 0 || (i > 0 && isWordRune(rune(low[i-1]))) {
				continue
			}
			course := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(sent[i+len(ph):]), "."))
			if course == "" || wordCount(course) > 12 {
				break
			}
			t := cv.Teaching{Course: course}
			for _, d := range p.m.findDates(sent) {
				t.Terms = append(t.Terms, strings.TrimSpace(sent[d.start:d.end]))
			}
			p.cv.Teaching = append(p.cv.Teaching, t)
			break
		}
	}
}

// checkSecReaders holds the guarded readers to their old selves on s.
func checkSecReaders(t *testing.T, s string) {
	t.Helper()
	low := strings.ToLower(s)
	if got, want := mayBeTag(s), len(s) < 120 && (strings.Contains(low, "student") || strings.Contains(low, "candidate")); got != want {
		t.Fatalf("mayBeTag(%q) = %v, want %v", s, got, want)
	}
	if got, want := firstPerson(s), strings.Contains(s, "I ") || strings.Contains(s, "I'm") || strings.Contains(s, "I’m"); got != want {
		t.Fatalf("firstPerson(%q) = %v, want %v", s, got, want)
	}
	if got, want := isRecognitionLine(s), oldIsRecognitionLine(s); got != want {
		t.Fatalf("isRecognitionLine(%q) = %v, want %v", s, got, want)
	}
	p, q := &parser{cv: &cv.CV{}}, &parser{cv: &cv.CV{}}
	p.proseTeaching(s)
	oldProseTeaching(q, s)
	if !reflect.DeepEqual(p.cv.Teaching, q.cv.Teaching) {
		t.Fatalf("proseTeaching(%q) = %+v, want %+v", s, p.cv.Teaching, q.cv.Teaching)
	}
}

// oldMarkKind is markKind as it was, by a rune slice.
func oldMarkKind(m string) string {
	if m == "" {
		return ""
	}
	r := []rune(m)[0]
	if unicode.IsDigit(r) || r == '[' {
		return "1"
	}
	return string(r)
}

// awardStatusOld is awardStatus with its old guard.
func awardStatusOld(name string) cv.AwardStatus {
	if !oldStatusGuard(name) {
		return cv.StatusAwarded
	}
	switch {
	case reHonMention.MatchString(name):
		return cv.StatusHonorableMention
	case reFinalist.MatchString(name):
		return cv.StatusFinalist
	case reNominee.MatchString(name):
		return cv.StatusNominee
	}
	return cv.StatusAwarded
}

// TestSecScans holds the scans to what they replaced on crafted text,
// its comma-separated parts, and every sample and corpus line; the
// crafted lines must reach each answer both ways.
func TestSecScans(t *testing.T) {
	in := append([]string(nil), secScanExtras...)
	for _, s := range secScanExtras {
		in = append(in, strings.Split(s, ",")...)
	}
	addr, role, inst, status, recog, taught, phone := 0, 0, 0, 0, 0, 0, 0
	for _, s := range withCVLines(t, in) {
		checkSecScans(t, s)
		checkSecReaders(t, s)
		if oldIsRecognitionLine(s) {
			recog++
		}
		q := &parser{cv: &cv.CV{}}
		if oldProseTeaching(q, s); len(q.cv.Teaching) > 0 {
			taught++
		}
		if reAddress.MatchString(s) {
			addr++
		}
		if rePhone.MatchString(s) {
			phone++
		}
		if reRoleFor.MatchString(s) {
			role++
		}
		if reAtInst.MatchString(s) {
			inst++
		}
		if awardStatus(s) != cv.StatusAwarded {
			status++
		}
	}
	if addr == 0 || role == 0 || inst == 0 || status == 0 || recog == 0 || taught == 0 || phone == 0 {
		t.Fatalf("crafted lines reach too few answers: address %d, role %d, at-institution %d, status %d, recognition %d, taught %d, phone %d",
			addr, role, inst, status, recog, taught, phone)
	}
	// whole texts for proseTeaching (its sentences span lines)
	for _, text := range sampleCVs(t) {
		checkSecReaders(t, strings.Join(strings.Fields(string(text)), " "))
	}
}

// TestDropForeignEmptyLabel: dropForeign starts as if it had asked about
// the empty label, which must be no foreign group.
func TestDropForeignEmptyLabel(t *testing.T) {
	if foreignGroup("") {
		t.Fatal("foreignGroup(\"\") is true")
	}
	items := []item{{group: ""}, {group: "Press"}, {group: "Press"}, {group: "Best Paper Awards"}, {group: ""}}
	var want []string
	for _, it := range items {
		if !foreignGroup(it.group) {
			want = append(want, it.group)
		}
	}
	var got []string
	for _, it := range dropForeign(items) {
		got = append(got, it.group)
	}
	if !reflect.DeepEqual(got, want) || len(want) == len(items) {
		t.Fatalf("dropForeign kept %q, want %q (and some dropped)", got, want)
	}
}

// TestSecScansLongInput: adversarial lines (long runs of digits, of "at",
// of street words with no number, of white space) answer as the regexps
// do; the scans read each byte a bounded number of times.
func TestSecScansLongInput(t *testing.T) {
	for _, s := range []string{
		strings.Repeat("1", 5000), strings.Repeat("1 ", 5000), strings.Repeat("at ", 5000), strings.Repeat(" at", 5000) + "x",
		strings.Repeat("st ", 5000), strings.Repeat("\n1 st", 2000), strings.Repeat("a", 5000) + " 1 st",
		strings.Repeat(" ", 5000) + "at", "ta" + strings.Repeat(" ", 5000) + "for", strings.Repeat("nomi", 3000),
	} {
		checkSecScans(t, s)
	}
}

func FuzzSecScans(f *testing.F) {
	for _, s := range secScanExtras {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSecScans(t, s)
		checkSecReaders(t, s)
	})
}
