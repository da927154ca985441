package parse

import (
	"strings"
	"testing"
)

// A sentence sub-item under a service or teaching entry describes it:
// it is no entry of its own.
func TestSubItemDescribesEntry(t *testing.T) {
	src := strings.Join([]string{
		"# Tamsin Orle",
		"",
		"## Professional Service",
		"",
		"* **Program Committee Member**, Kite Symposium 2021.",
		"* **Student Representative**, Example State University, 2019-2020.",
		"  * *Elected by the students to sit on the faculty board for a year.*",
		"* **External Reviewer**, Kite Symposium 2019, Imaginary Workshop 2018.",
		"",
		"## Teaching",
		"",
		"* **Teaching Assistant**, KITE 101: Flight Basics, Example State University, Fall 2018.",
		"  * *I ran the weekly labs and wrote the final exam for the course.*",
		"* **Guest Lecturer**, KITE 205: Wind, Example State University, Spring 2019.",
	}, "\n")
	c := mustParse(t, "orle.md", src)
	if len(c.Service) != 3 {
		t.Errorf("%d service entries, want 3: %+v", len(c.Service), c.Service)
	}
	if len(c.Teaching) != 2 {
		t.Errorf("%d teaching entries, want 2: %+v", len(c.Teaching), c.Teaching)
	}
}

// A heading naming teaching and mentoring lists both: the students
// under a mentoring label are its entries.
func TestTeachingAndMentoring(t *testing.T) {
	src := strings.Join([]string{
		"# Tamsin Orle",
		"",
		"## Teaching & Mentoring",
		"",
		"* **Teaching Assistant**, KITE 101: Flight Basics, Example State University, Fall 2018.",
		"* **Research Mentor**",
		"  * **Ada Quill**, Undergraduate in Physics, Fictional College, Summer 2017.",
		"  * **Bo Larkspur**, Undergraduate in Mathematics, Imaginary University, Summer 2016.",
		"* **Mentor**, Made-Up Outreach Network, 2015-2016.",
	}, "\n")
	c := mustParse(t, "orle.md", src)
	if len(c.Teaching) != 4 {
		t.Errorf("%d teaching entries, want 4: %+v", len(c.Teaching), c.Teaching)
	}
}

// A section of mentoring alone is still skipped as teaching, and a
// mentoring group inside a plain teaching section is still left out.
func TestMentoringGroupOutsideMentoringHeading(t *testing.T) {
	src := strings.Join([]string{
		"# Tamsin Orle",
		"",
		"## Teaching",
		"",
		"* **Teaching Assistant**, KITE 101: Flight Basics, Example State University, Fall 2018.",
		"* **Research Mentees**",
		"  * **Ada Quill**, Undergraduate in Physics, Fictional College, Summer 2017.",
	}, "\n")
	c := mustParse(t, "orle.md", src)
	if len(c.Teaching) != 1 {
		t.Errorf("%d teaching entries, want 1: %+v", len(c.Teaching), c.Teaching)
	}
}

// A role on a line of its own, with a sentence saying what it was,
// labels the dated course lines below it: the courses are the entries.
func TestTeachingRoleLabel(t *testing.T) {
	src := strings.Join([]string{
		"Tamsin Orle",
		"",
		"TEACHING",
		"",
		"Teaching Assistant",
		"• Duties included grading the weekly problem sets and holding office hours for the students.",
		"Example State University",
		"Kite Flying Basics (KITE 101)\tSept – Dec 2019",
		"Wind and Weather (KITE 205)\tJan – Apr 2020",
		"Instructor",
		"Fictional College",
		"String Theory for Kites (KITE 310)\tMay – Aug 2021",
	}, "\n")
	c := mustParse(t, "orle.txt", src)
	if len(c.Teaching) != 3 {
		t.Errorf("%d teaching entries, want the 3 courses: %+v", len(c.Teaching), c.Teaching)
	}
}

// An undated list item over nested items labels them: the nested items
// are the entries ("Reviewer for ..." over one line per year).
func TestListItemOverSubItems(t *testing.T) {
	src := strings.Join([]string{
		"# Tamsin Orle",
		"",
		"## Professional Service",
		"",
		"* Reviewer for the series of Kite Symposia (KS)",
		"  * KS26: technical paper committee, string track",
		"  * KS25: technical paper committee, wind track",
		"* Reviewer for the Journal of Imaginary Flight in 2024",
	}, "\n")
	c := mustParse(t, "orle.md", src)
	if len(c.Service) != 3 {
		t.Errorf("%d service entries, want 3: %+v", len(c.Service), c.Service)
	}
}

// A teaching section written as paragraphs of prose has one entry per
// paragraph; a paragraph under a course line still describes it.
func TestTeachingParagraphs(t *testing.T) {
	src := strings.Join([]string{
		"# Tamsin Orle",
		"",
		"## Teaching",
		"",
		"At Example State University, I was a teaching assistant for Kite Flying Basics (KITE 101) and for Wind and Weather (KITE 205).",
		"",
		"At Fictional College, I was a teaching assistant for String Theory for Kites (KITE 310), and I graded the final projects.",
	}, "\n")
	c := mustParse(t, "orle.md", src)
	if len(c.Teaching) != 2 {
		t.Errorf("%d teaching entries, want 2: %+v", len(c.Teaching), c.Teaching)
	}
	src = strings.Join([]string{
		"# Tamsin Orle",
		"",
		"## Teaching",
		"",
		"Teaching Assistant, KITE 101: Flight Basics, Example State University, Fall 2018",
		"I ran the weekly labs for the course and wrote the final exam with the instructor.",
	}, "\n")
	c = mustParse(t, "orle.md", src)
	if len(c.Teaching) != 1 {
		t.Errorf("%d teaching entries, want 1 (the sentence describes the course): %+v", len(c.Teaching), c.Teaching)
	}
}
