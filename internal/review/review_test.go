package review

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fictional records, read back as vitae parse writes them: one whose
// papers need a look (a venue not in the catalogue, an author list
// without the owner, no year), one in order, and one whose CV is old.
const (
	recNeedsLook = `{"source": "a.md", "format": "markdown", "name": "Orla Pemberton-Vey",
 "publications": [
  {"title": "Folding Ledgers for Sparse Tidepools", "authors": ["Ivo Marchetti", "Lin Qadri"], "self_index": 0, "venue_raw": "Workshop on Imaginary Systems", "type": "workshop", "line": 7},
  {"title": "Counting Lanterns in Constant Space", "authors": ["Orla Pemberton-Vey"], "self_index": 1, "venue": "SOSP", "year": 2021, "type": "conference", "line": 8}],
 "warnings": [{"line": 3, "message": "a line read as nothing"}], "as_of": {"date": "2026-01", "source": "stated"}}`
	recInOrder = `{"source": "b.md", "format": "markdown", "name": "Bram Okonkwo-Lee",
 "publications": [{"title": "Quiet Queues", "authors": ["Bram Okonkwo-Lee"], "self_index": 1, "venue": "NSDI", "year": 2024, "type": "conference", "line": 4}],
 "as_of": {"date": "2026-02", "source": "stated"}}`
	recOld = `{"source": "c.md", "format": "markdown", "name": "Tova Reinholt",
 "publications": [{"title": "Late Binding of Paper Boats", "authors": ["Tova Reinholt"], "self_index": 1, "venue": "OSDI", "year": 2016, "type": "conference", "line": 4}],
 "as_of": {"date": "2017-05", "source": "stated"}}`
)

// newTestServer is a review of records written to a temporary folder, at
// the date 2026-06-01, writing to corr (in that folder when "").
func newTestServer(t *testing.T, records ...string) (*Server, string) {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, "records.jsonl")
	var lines []string
	for _, r := range records {
		lines = append(lines, strings.Join(strings.Fields(r), " "))
	}
	if err := os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	corr := filepath.Join(dir, "corrections.toml")
	s, err := New(Options{Paths: []string{in}, Corrections: corr, Now: func() time.Time { return time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	return s, corr
}

// ask sends a request to the app as a browser at 127.0.0.1 would;
// with says what it carries: "cookie", "header" (the token header),
// "origin" (the app's own Origin).
func ask(s *Server, method, path, body string, with ...string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, "http://127.0.0.1:8123"+path, strings.NewReader(body))
	for _, w := range with {
		switch w {
		case "cookie":
			r.AddCookie(&http.Cookie{Name: cookieName, Value: s.Token()})
		case "header":
			r.Header.Set(tokenHeader, s.Token())
		case "origin":
			r.Header.Set("Origin", "http://127.0.0.1:8123")
		}
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, r)
	return rec
}

func TestGuardRefuses(t *testing.T) {
	s, corr := newTestServer(t, recNeedsLook, recInOrder)
	write := `{"id": "c1", "section": "publications", "entry": "Quiet Queues", "set": ["year=2023"]}`
	for _, tc := range []struct {
		name, method, path, body string
		with                     []string
		want                     int
	}{
		{"no token", "GET", "/api/queue", "", nil, http.StatusForbidden},
		{"no token for the page", "GET", "/", "", nil, http.StatusForbidden},
		{"no token for an image", "GET", "/api/cv/c1/page/1", "", nil, http.StatusForbidden},
		{"a wrong token in the URL", "GET", "/?token=0123456789abcdef0123456789abcdef", "", nil, http.StatusForbidden},
		{"the cookie", "GET", "/api/queue", "", []string{"cookie"}, http.StatusOK},
		{"a write without the token header", "POST", "/api/correct", write, []string{"cookie", "origin"}, http.StatusForbidden},
		{"a write without an Origin", "POST", "/api/correct", write, []string{"cookie", "header"}, http.StatusForbidden},
		{"a GET on a write path", "GET", "/api/correct", "", []string{"cookie"}, http.StatusMethodNotAllowed},
		{"a GET on undo", "GET", "/api/undo", "", []string{"cookie"}, http.StatusMethodNotAllowed},
		{"a candidate that is not an input", "GET", "/api/cv/c9", "", []string{"cookie"}, http.StatusNotFound},
		{"a path for a candidate", "GET", "/api/cv/..%2F..%2Fetc%2Fpasswd", "", []string{"cookie"}, http.StatusNotFound},
		{"a file path", "GET", "/etc/passwd", "", []string{"cookie"}, http.StatusNotFound},
		{"a page of a record", "GET", "/api/cv/c1/page/1", "", []string{"cookie"}, http.StatusNotFound},
	} {
		got := ask(s, tc.method, tc.path, tc.body, tc.with...)
		if got.Code != tc.want {
			t.Errorf("%s: %s %s: status %d, want %d (%s)", tc.name, tc.method, tc.path, got.Code, tc.want, strings.TrimSpace(got.Body.String()))
		}
	}
	if _, err := os.Stat(corr); err == nil {
		t.Errorf("a refused write wrote %s", corr)
	}
}

func TestGuardOtherOrigins(t *testing.T) {
	s, corr := newTestServer(t, recInOrder)
	write := `{"id": "c1", "section": "publications", "entry": "Quiet Queues", "set": ["year=2023"]}`
	post := func(host, origin, site string) int {
		r := httptest.NewRequest("POST", "http://"+host+"/api/correct", strings.NewReader(write))
		r.AddCookie(&http.Cookie{Name: cookieName, Value: s.Token()})
		r.Header.Set(tokenHeader, s.Token())
		r.Header.Set("Origin", origin)
		if site != "" {
			r.Header.Set("Sec-Fetch-Site", site)
		}
		rec := httptest.NewRecorder()
		s.Handler().ServeHTTP(rec, r)
		return rec.Code
	}
	if c := post("127.0.0.1:8123", "http://evil.example", ""); c != http.StatusForbidden {
		t.Errorf("a write from another origin: %d", c)
	}
	if c := post("127.0.0.1:8123", "http://127.0.0.1:8123", "cross-site"); c != http.StatusForbidden {
		t.Errorf("a write a browser marks cross-site: %d", c)
	}
	if c := post("evil.example:8123", "http://evil.example:8123", ""); c != http.StatusForbidden {
		t.Errorf("a write to a name rebound to 127.0.0.1: %d", c)
	}
	if _, err := os.Stat(corr); err == nil {
		t.Fatalf("a refused write wrote %s", corr)
	}
	if c := post("127.0.0.1:8123", "http://127.0.0.1:8123", "same-origin"); c != http.StatusOK {
		t.Errorf("a write from the app's page: %d", c)
	}
}

// TestFirstVisit: the token in the URL becomes an HttpOnly, SameSite
// cookie and the URL loses it; the page carries the token for writes and
// a policy that allows no script but the app's.
func TestFirstVisit(t *testing.T) {
	s, _ := newTestServer(t, recInOrder)
	got := ask(s, "GET", "/?token="+s.Token(), "")
	if got.Code != http.StatusSeeOther || got.Header().Get("Location") != "/" {
		t.Fatalf("first visit: %d to %q", got.Code, got.Header().Get("Location"))
	}
	c := got.Result().Cookies()
	if len(c) != 1 || c[0].Value != s.Token() || !c[0].HttpOnly || c[0].SameSite != http.SameSiteStrictMode {
		t.Fatalf("first visit cookie: %+v", c)
	}
	page := ask(s, "GET", "/", "", "cookie")
	if !strings.Contains(page.Body.String(), `content="`+s.Token()+`"`) {
		t.Errorf("the page does not carry the token")
	}
	if csp := page.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe") {
		t.Errorf("policy %q", csp)
	}
	if len(s.Token()) != 32 {
		t.Errorf("token %q: want 32 hex digits", s.Token())
	}
	other, _ := newTestServer(t, recInOrder)
	if other.Token() == s.Token() {
		t.Errorf("two servers have the same token")
	}
}

// TestRecordSourceNeverRead: a record file's "source" names a file that
// is not an input: it is never read or served.
func TestRecordSourceNeverRead(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret.md")
	if err := os.WriteFile(secret, []byte("# Private Person\n\nhidden-words-never-served\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	rec := strings.Replace(recInOrder, `"source": "b.md"`, `"source": "`+secret+`"`, 1)
	s, _ := newTestServer(t, rec)
	got := ask(s, "GET", "/api/cv/c1", "", "cookie")
	if got.Code != http.StatusOK || strings.Contains(got.Body.String(), "hidden-words") {
		t.Errorf("%d: %s", got.Code, got.Body.String())
	}
}

func TestQueueOrder(t *testing.T) {
	s, _ := newTestServer(t, recInOrder, recOld, recNeedsLook)
	got := ask(s, "GET", "/api/queue", "", "cookie")
	var q queue
	if err := json.Unmarshal(got.Body.Bytes(), &q); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, it := range q.Items {
		names = append(names, it.Name)
	}
	if want := "Orla Pemberton-Vey,Tova Reinholt,Bram Okonkwo-Lee"; strings.Join(names, ",") != want {
		t.Fatalf("queue %v, want %s", names, want)
	}
	first := q.Items[0].Counts
	if first["warnings"] != 1 || first["unknown_venues"] != 1 || first["owner_missing"] != 1 || first["unsure"] != 1 || first["stale"] != 0 {
		t.Errorf("counts %v", first)
	}
	if q.Items[1].Counts["stale"] != 1 || q.Items[2].Score != 0 {
		t.Errorf("old CV %v, CV in order score %d", q.Items[1].Counts, q.Items[2].Score)
	}
	for _, r := range q.Reasons {
		if r.Key == "stale" && (r.Records != 1 || r.Total != 1) {
			t.Errorf("stale reason %+v", r)
		}
	}
}
