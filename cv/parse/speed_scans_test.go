package parse

import (
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// checkSpeedScans fails when a scan of speed_scans.go differs from its
// regexp on s.
func checkSpeedScans(t *testing.T, s string) {
	t.Helper()
	if got, want := hasVenueWords(s), reVenueWords.MatchString(s); got != want {
		t.Fatalf("hasVenueWords(%q) = %v, reVenueWords matches: %v", s, got, want)
	}
	if got, want := quotedTitleIndex(s), reQuotedTitle.FindStringSubmatchIndex(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("quotedTitleIndex(%q) = %v, reQuotedTitle gives %v", s, got, want)
	}
	if got, want := emailSpans(s), reEmail.FindAllStringIndex(s, -1); !reflect.DeepEqual(got, want) {
		t.Fatalf("emailSpans(%q) = %v, reEmail gives %v", s, got, want)
	}
	if got, want := trimTrailYear(s), reTrailYear.ReplaceAllString(s, ""); got != want {
		t.Fatalf("trimTrailYear(%q) = %q, reTrailYear gives %q", s, got, want)
	}
	if got, want := dropTitles(s), reTitles.ReplaceAllString(s, ""); got != want {
		t.Fatalf("dropTitles(%q) = %q, reTitles gives %q", s, got, want)
	}
	if reURL.MatchString(s) && !urlCue(s) {
		t.Fatalf("urlCue(%q) = false, reURL matches", s)
	}
	if got, want := dropNicknames(s), reNickname.ReplaceAllString(s, ""); got != want {
		t.Fatalf("dropNicknames(%q) = %q, reNickname gives %q", s, got, want)
	}
	checkNameAffixes(t, s)
	if got, want := splitPeopleSeps(s), rePeopleSep.Split(s, -1); !reflect.DeepEqual(got, want) {
		t.Fatalf("splitPeopleSeps(%q) = %q, rePeopleSep gives %q", s, got, want)
	}
	if got, want := noteIndex(s), reNote.FindStringSubmatchIndex(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("noteIndex(%q) = %v, reNote gives %v", s, got, want)
	}
	if got, want := isInitialSeg(s), reInitialSeg.MatchString(s); got != want {
		t.Fatalf("isInitialSeg(%q) = %v, reInitialSeg matches: %v", s, got, want)
	}
	if got, want := paperAwardSpans(s), rePaperAward.FindAllStringIndex(s, -1); !reflect.DeepEqual(got, want) {
		t.Fatalf("paperAwardSpans(%q) = %v, rePaperAward gives %v", s, got, want)
	}
	if got, want := majorMatch(s), reMajor.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("majorMatch(%q) = %q, reMajor gives %q", s, got, want)
	}
	if got, want := thesisMatch(s), reThesis.FindStringSubmatch(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("thesisMatch(%q) = %q, reThesis gives %q", s, got, want)
	}
	if regexpFoldSafe(s) {
		if got, want := urlSpans(s), reURL.FindAllStringIndex(s, -1); !reflect.DeepEqual(got, want) {
			t.Fatalf("urlSpans(%q) = %v, reURL gives %v", s, got, want)
		}
		if got, want := dropWithScan(s), reWith.ReplaceAllString(s, ""); got != want {
			t.Fatalf("dropWithScan(%q) = %q, reWith gives %q", s, got, want)
		}
	}
	if got, want := presentTailIndex(s), rePresentTail.FindStringIndex(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("presentTailIndex(%q) = %v, rePresentTail gives %v", s, got, want)
	}
	if got, want := splitPeopleSeps(s), reTermSep.Split(s, -1); !reflect.DeepEqual(got, want) {
		t.Fatalf("splitPeopleSeps(%q) = %q, reTermSep gives %q", s, got, want)
	}
	if got, want := dropProcPrefix(s), reProcPrefix.ReplaceAllString(s, ""); got != want {
		t.Fatalf("dropProcPrefix(%q) = %q, reProcPrefix gives %q", s, got, want)
	}
	if rePaperAward.MatchString(s) && !mayHaveAward(s) {
		t.Fatalf("mayHaveAward(%q) = false, rePaperAward matches", s)
	}
	for _, c := range []struct {
		cues []string
		re   *regexp.Regexp
	}{{honCues, reHonMention}, {finalistCues, reFinalist}, {nomineeCues, reNominee}} {
		if c.re.MatchString(s) && !mayMatch(s, c.cues) {
			t.Fatalf("mayMatch(%q, %q) = false, %v matches", s, c.cues, c.re)
		}
	}
}

// speedScanTexts are crafted edge cases for the scans (fictional text).
var speedScanTexts = []string{
	"", "-", "--", "---", " - - - ", "***", "_ _ _\t", "\v---", "--- x", "---\n", "\f*\r*\n_", "-*_", "—--",
	"Proc. of the Sixth Meeting", "Proc.ACM Meet", "proc.", "xproc.a", "_proc.b", "Proceedings", "PROCEEDINGS", "proceedingsx",
	"in Journal of Things", "journal_x", "Transactions", "workshops", "Workshop", "Symposium on Fish", "arXiv:2101.00001",
	"ſymposium", "\u212aorkshop", "wor\u212ashop", "conference2", "é conference é", "(2019)", "(Lakeside, 2019)", "(x)2019)",
	"((2019)", "(201)", "(12019)", "2019)", "(abc 2019 )", "( 2019)", "(2019", ")(2019)", "(a)(b 2020)", "(\n2020)",
	`"Short"`, `"A Title Long Enough"`, "“A Title Long Enough”", "“Short” then “A Longer Title Here”", `"abc" "defghijk"`,
	`"abcdefgh`, `""""""""""`, "“““““““““““", `"éééééééé"`, "“\xff\xff\xff\xff\xff\xff\xff\xff”", "\xe2\x80“abcdefghi”",
	`x"12345678"`, "“1234567”8”", `"1234567"8"`, "“”“”“”", "”abcdefghij”",
	"jo@example.org", "Mail: a.b-c@dept.uni.edu.", "x@y.z", "x@y.zz", "@y.org", "a@.org", "a@b.c.d", "a@b.org2",
	"a@b@c.org", "a@b.org@c.net", "a@b.org d@e.net", "%+@-.xx", "a.@b..cc", "a@b.c1de.fg", "a@b.cde.f", "é@b.org", "aé@b.org",
	"a@b.o\u212a", "jane [at] example [dot] org", "a@b-.cc-x", "a@bb", "a@b.",
	"A. Lee, B. Moss. 2019.", "x, (2019). ", "x (2019", "x 2019)", "x,\t2020 .", "1999", "2100", "x1899", "(1999)).", ". ,2020",
	"\v2020", "x\n2020\n", "2019.)", "2019).", "20199", "x.  (2021)\t",
	"www.example.org", "x.COM", "a-.io", ".com", "-.ai/x", "http://x", "example.co", "x.\u212ax", "ai.", "1.5 me", "x.me", "x .org",
	"Ann, Bo and Cy", " and ", "and", "andy and", "x;y &z", " , ", "Bo_and_Cy", "a\tand\nb", ",", "a,,b ,", "sand andand and",
	"In Proceedings of the Meeting", "in  proc.  of\tthe X", "Proc.of X", "Proceedings of  the", "in", "inx", "In\n", "proceedingſ of x",
	"proc. the x", "In Proc. Of The", "INPROC. x", "in proceedings on",
	"Best Paper Award", "best student paper", "Oral Presentation", "test of time award", "Test-of-Time Award", "best of CVPR",
	"Honourable Mention", "runner-up", "Runners up", "semifinalist", "short-listed", "Nominated", "nominees", "ſhortlisted",
	"a<br>b", "<BR/>", "<br />x<br\t/ >", "<br", "<br/", "<brx>", "<<br>>", "x<b>y</b>z", "<B >", "</STRONG>", "<strong\n>",
	"<bstrong>", "</ b>", "<b/>", "<<b>", "<b", "<", ">", "<b><b>", "a<strong>b</strong><br>", "<ſtrong>",
	"Prize (top 5%)", "Prize ( top 5% ) \n", "()", "( )", "x(a)(b)", "x(a)b)", "x((a))", "(a", "a)", " \t(b)", "(\n)", "x (a (b) c)",
	"J.", "J. R.", "A-B", "ÉÅ", "J.R.K.L.", "J..", "j.", "A - B", "A.\t", "Ł.", "\xffA", "A\u0301", "ABC", "ABCD", "A -", "A. -B. -C. -",
	"x <!-- a\nb --> y", "<!---->", "<!-->", "<!-- a <!-- b --> c -->", "<!-- open", "a<!--b-->c<!--\n\n-->d", "-->",
	"Major: Physics", "FIELD : x", "Specialisation：y", "subjects: z", "Thesis Title: The Title", "dissertation:", "ſubject: x", " Major: x",
	"In Proc. X, 2020. Best Paper Award", "xbest paper", "_best paper", "Youth Outstanding Paper", "a test-of-time award; spotlight",
	"Intern (w/ A. Lee)", "Intern ( W/ x) y (with b) z", "Intern w/ A. Lee", "Intern w/\nx", "xw/ y", "Intern, supervised by A",
	"Intern,  Advised by A\nB", "Intern under A", "thunder x", "Intern, under", "(with a\n b)", "(with a", " \t(w/)", "a ,under b", "w/ ",
	"a (w/ b) w/ c", "a, hosted by b (with c)", "a\n, managed by b", "(w/", ",", "a, Under  b", "Wonder w/x", "(with )",
	"2019 - Present", "2019–now.", "x current)", "xnow", "x_now", "now_", "Ongoing...", "PRESENT é", "presentnow", "now", "ſ present",
	"A. Lee, B. Moss, et al.", "A. Lee et. al", "A, ET  AL.", "Xet al", "A,et al", "A, \tet\nal", "etal", "et. al.x", "A …", "A....", "A etc.",
	"etc", "Aetc", "etc. x", ",etc", "et  al.,  et al", "a,,et al", "…...", "\xe2\xe2\x80\xa6",
	"see https://example.org/a_b(c) and www.x.io", "HTTP://X", "http:// x", "xhttp://y", "_-foo.com", "a-b.community", "x.media/",
	"a.b.c.edu/p/q]r", "-x.org", "x-.ai", "ex_ample.net", "a.org.net", "www.", "https://", "é.com", "a\xff.com", "ab..com", "a.COM/x<y",
	"Prof. Ada Quill", "dr  Lee", "Mrs.Quill", "MS. X", "Professor", "prof", "ſprof", "Dr. and Mr. X", "Mxs Y", "emr  z",
}

// TestSpeedScans holds the scans equal to their regexps on crafted text
// and every sample and corpus line.
func TestSpeedScans(t *testing.T) {
	seen := map[string]int{}
	for _, s := range withCVLines(t, speedScanTexts) {
		checkSpeedScans(t, s)
		if reVenueWords.MatchString(s) {
			seen["venue"]++
		}
		if reQuotedTitle.MatchString(s) {
			seen["quoted"]++
		}
		if reEmail.MatchString(s) {
			seen["email"]++
		}
	}
	for _, k := range []string{"venue", "quoted", "email"} {
		if seen[k] == 0 {
			t.Errorf("no text matched the %s regexp: the test looks at nothing", k)
		}
	}
}

// TestQuotedTitleLinear checks that many opening quotes and no closing
// one cost one pass, not one per quote.
func TestQuotedTitleLinear(t *testing.T) {
	s := strings.Repeat("“", 200000)
	if got := quotedTitleIndex(s); got != nil {
		t.Fatalf("quotedTitleIndex(200000 quotes) = %v, want nil", got)
	}
	s = strings.Repeat(`"ab`, 100000)
	if got, want := quotedTitleIndex(s), reQuotedTitle.FindStringSubmatchIndex(s); !reflect.DeepEqual(got, want) {
		t.Fatalf("quotedTitleIndex = %v, want %v", got, want)
	}
}

// FuzzSpeedScans holds the scans equal to their regexps on any text:
//
//	go test -run '^$' -fuzz FuzzSpeedScans ./cv/parse
func FuzzSpeedScans(f *testing.F) {
	for _, s := range speedScanTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSpeedScans(t, s)
	})
}

// speedScanPieces are the pieces TestSpeedScansSoup joins at random:
// the words, marks and white space the scans and their regexps turn on.
var speedScanPieces = []string{
	"Dr", "prof ", "Mr. ", "Ph.D.", "MSc", "jr.", "MBA", "ſ",
	" ", "  ", "\t", "\n", "\f", ",", ";", ".", "-", "_", "*", "(", ")", "\"", "“", "”", "<", ">", "/", ":", "：", "@", "&", "…",
	"a", "B", "x1", "2019", "1999", "ſ", "\u212a", "é", "\xff", "w/", "W/", "with", "(with ", "under", "supervised by", "Advised by",
	"proc.", "Proceedings of", "the", "in", "IN", "of", "journal", "arXiv", "and", "AND", "prof", "Dr.", "Mrs", "br", "<br", "<b>", "</strong",
	"best", "paper", "Best Paper Award", "oral presentation", "honourable mention", "runner-up", "finalist", "nominee", "test-of-time award",
	"et al.", "Et", "al", "etc", "...", "present", "Now", "current", "ongoing", "example.org", "www.", "http://", ".com", ".io", "jo@x.org", "J.", "Ł", "<!--", "-->", "major", "Thesis", "---", "* * *",
}

// TestSpeedScansSoup holds the scans equal to their regexps on many
// strings joined at random from speedScanPieces (a fixed seed).
func TestSpeedScansSoup(t *testing.T) {
	state := uint64(22)
	next := func(n int) int { // xorshift: the same strings every run
		state ^= state << 13
		state ^= state >> 7
		state ^= state << 17
		return int(state % uint64(n))
	}
	for range 20000 {
		var b strings.Builder
		for range 1 + next(9) {
			b.WriteString(speedScanPieces[next(len(speedScanPieces))])
		}
		checkSpeedScans(t, b.String())
	}
}
