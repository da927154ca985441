package review

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/vitae-cv/vitae/cv/corrections"
)

//go:embed assets
var assets embed.FS

// routes maps the app's paths; anything else is 404. A write path asked
// with GET is 405 (the method patterns say so).
func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("GET /{$}", s.asset("assets/index.html", "text/html; charset=utf-8"))
	m.HandleFunc("GET /app.js", s.asset("assets/app.js", "text/javascript; charset=utf-8"))
	m.HandleFunc("GET /app.css", s.asset("assets/app.css", "text/css; charset=utf-8"))
	m.HandleFunc("GET /api/queue", s.getQueue)
	m.HandleFunc("GET /api/cv/{id}", s.getCV)
	m.HandleFunc("GET /api/cv/{id}/page/{n}", s.getPage)
	m.HandleFunc("GET /api/session", s.getSession)
	m.HandleFunc("POST /api/correct", s.postCorrect)
	m.HandleFunc("POST /api/undo", s.postUndo)
	s.mux = m
}

// asset serves one embedded file.
func (s *Server) asset(name, ctype string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b, err := assets.ReadFile(name)
		if err != nil {
			http.Error(w, "missing asset", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", ctype)
		// the page's script sends the token with every write (the
		// cookie is HttpOnly); it is hex, safe in the attribute
		_, _ = w.Write(bytes.Replace(b, []byte("{{TOKEN}}"), []byte(s.token), 1))
	}
}

// sendJSON writes v as JSON; HTML-significant characters are escaped by
// encoding/json, and the page puts text in with textContent.
func sendJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

// sendError writes an error as {"error": "..."}.
func sendError(w http.ResponseWriter, code int, err error) {
	sendJSON(w, code, map[string]string{"error": err.Error()})
}

func (s *Server) getQueue(w http.ResponseWriter, r *http.Request) {
	recs, res, err := s.corrected()
	if err != nil {
		sendError(w, http.StatusInternalServerError, err)
		return
	}
	sendJSON(w, http.StatusOK, s.buildQueue(recs, res))
}

// candidateOf is the candidate a request's {id} names; only the inputs
// read are candidates, so no other file can be asked for.
func (s *Server) candidateOf(w http.ResponseWriter, r *http.Request) (*candidate, bool) {
	c, ok := s.set.byID[r.PathValue("id")]
	if !ok {
		sendError(w, http.StatusNotFound, errors.New("no such candidate: only the inputs given are served"))
	}
	return c, ok
}

func (s *Server) getCV(w http.ResponseWriter, r *http.Request) {
	c, ok := s.candidateOf(w, r)
	if !ok {
		return
	}
	out, err := s.detailView(r.Context(), c)
	if err != nil {
		sendError(w, http.StatusUnprocessableEntity, err)
		return
	}
	sendJSON(w, http.StatusOK, out)
}

func (s *Server) getPage(w http.ResponseWriter, r *http.Request) {
	c, ok := s.candidateOf(w, r)
	if !ok {
		return
	}
	n, err := strconv.Atoi(r.PathValue("n"))
	if err != nil {
		sendError(w, http.StatusNotFound, errors.New("a page is a number"))
		return
	}
	img, err := s.page(r.Context(), s.detailOf(c), n)
	if err != nil {
		sendError(w, http.StatusNotFound, err)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	_, _ = w.Write(img)
}

func (s *Server) getSession(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	list := append([]written{}, s.session...)
	s.mu.Unlock()
	sendJSON(w, http.StatusOK, map[string]any{"file": s.opt.Corrections, "written": list})
}

// maxChange bounds the body of a write.
const maxChange = 64 << 10

func (s *Server) postCorrect(w http.ResponseWriter, r *http.Request) {
	var ch change
	dec := json.NewDecoder(io.LimitReader(r.Body, maxChange))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ch); err != nil {
		sendError(w, http.StatusBadRequest, err)
		return
	}
	done, err := s.correct(ch)
	var re *corrections.RequestError
	switch {
	case errors.Is(err, errStale):
		sendError(w, http.StatusConflict, err)
	case errors.As(err, &re):
		sendError(w, http.StatusBadRequest, err)
	case err != nil:
		sendError(w, http.StatusInternalServerError, err)
	default:
		sendJSON(w, http.StatusOK, done)
	}
}

func (s *Server) postUndo(w http.ResponseWriter, r *http.Request) {
	done, err := s.undo()
	if err != nil {
		sendError(w, http.StatusConflict, err)
		return
	}
	sendJSON(w, http.StatusOK, done)
}
