package review

import (
	"crypto/subtle"
	"net"
	"net/http"
	"strings"
)

// cookieName is the cookie that carries the token after the first visit.
const cookieName = "vitae_review_token"

// tokenHeader carries the token on every write (the page's script sets
// it; another site's form cannot).
const tokenHeader = "X-Vitae-Token"

// guard refuses what the app must not answer, before any handler runs:
// a Host that is not the app's (DNS rebinding), a request without the
// token, and a write without the token in its header or from another
// origin. A first visit with the token in the URL gets it as a cookie
// and is sent on to the URL without it (as Jupyter does).
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		if !s.hostAllowed(r.Host) {
			http.Error(w, "refused: this server answers only at its own address", http.StatusForbidden)
			return
		}
		if q := r.URL.Query().Get("token"); q != "" && r.Method == http.MethodGet && s.tokenOK(q) {
			http.SetCookie(w, &http.Cookie{Name: cookieName, Value: s.token, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
			http.Redirect(w, r, r.URL.Path, http.StatusSeeOther)
			return
		}
		if why := s.refusal(r); why != "" {
			http.Error(w, "refused: "+why, http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// refusal says why r is refused, or "" when it may be answered.
func (s *Server) refusal(r *http.Request) string {
	c, err := r.Cookie(cookieName)
	hasCookie := err == nil && s.tokenOK(c.Value)
	header := s.tokenOK(r.Header.Get(tokenHeader))
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		if !hasCookie && !header {
			return "no token: open the URL vitae review printed"
		}
		return ""
	}
	switch {
	case !header:
		return "a write needs the token in its " + tokenHeader + " header"
	case !s.sameOrigin(r):
		return "a write must come from the app's own page"
	}
	return ""
}

// tokenOK compares a token given with the server's in constant time.
func (s *Server) tokenOK(t string) bool {
	return t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(s.token)) == 1
}

// sameOrigin says whether a write comes from the app's page: an Origin
// header (browsers send it on every POST) naming this very host, and no
// Sec-Fetch-Site saying otherwise.
func (s *Server) sameOrigin(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return false
	}
	o := r.Header.Get("Origin")
	return o != "" && o == "http://"+r.Host
}

// hostAllowed says whether the Host a request names is the app's: a
// loopback address or localhost, or the host of Options.Addr. A page
// whose name was made to resolve to 127.0.0.1 sends its own name and is
// refused.
func (s *Server) hostAllowed(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		host = hostport
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return true
	}
	if s.opt.Addr != "" {
		want, _, err := net.SplitHostPort(s.opt.Addr)
		return err == nil && want != "" && strings.EqualFold(strings.Trim(want, "[]"), host)
	}
	return false
}
