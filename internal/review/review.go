// Package review is "vitae review": a local web app where a committee
// member checks each CV's record beside its source and corrects it in a
// click. It sits at the runs layer: it reads the inputs as the other
// commands do (cv/inputs), shows how the parser read each line
// (parse.ExplainParse) and, for a PDF, the page images the PDF engine
// draws (cv/doc/pdf), and writes every correction at once to the
// corrections file through cv/corrections, atomically, so that the next
// "vitae report --corrections FILE" shows it.
//
// It is safe by default, as Jupyter is: it listens on 127.0.0.1 only
// (unless Options.Addr says otherwise), every request must carry the
// random token of the URL it prints (a cookie set on the first visit
// carries it after), a write is a POST with the token in a header from
// the app's own origin, CV text reaches the page only as JSON put in with
// textContent, and nothing but the inputs given is ever read.
//
// The page is a small script and stylesheet of our own (assets/),
// embedded in the binary: it works offline and needs no framework.
package review

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/cli"
)

// Options are what "vitae review" was asked for.
type Options struct {
	// Paths are the inputs: CV files and folders, as "vitae report"
	// takes them. Only the files found there are ever read.
	Paths []string
	// Corrections is the corrections file the app writes to (created
	// on the first correction) and applies to the records it shows.
	Corrections string
	// Base anchors a "file:PATH" candidate of the corrections file (a
	// job's folder; see corrections.File.Base).
	Base string
	// Addr is the address to listen on; "" means 127.0.0.1 on a free
	// port.
	Addr string
	// Limits bound the reading of each CV, as for the other commands.
	Limits doc.Limits
	// StaleAfter is how old a CV's as-of date may be before the queue
	// asks for it to be checked; 0 means twelve months.
	StaleAfter time.Duration
	// Now is the clock the staleness is judged by; nil means time.Now.
	Now func() time.Time
	// Open, when set, is called with the app's URL once the server
	// listens ("vitae review --open": OpenBrowser); a failure is said on
	// the output and the app serves on.
	Open func(url string) error
}

// Server is the review app over a set of inputs.
type Server struct {
	opt   Options
	token string
	mux   *http.ServeMux

	mu      sync.Mutex
	set     *candidateSet // the inputs as read, before corrections
	session []written     // this session's corrections, oldest first
}

// New reads the inputs of opt and returns the app over them. The
// corrections file must read (or not exist yet).
func New(opt Options) (*Server, error) {
	if opt.Corrections == "" {
		return nil, errors.New("review needs a corrections file to write to")
	}
	if _, err := corrections.LoadOrEmpty(opt.Corrections); err != nil {
		return nil, err
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.StaleAfter <= 0 {
		opt.StaleAfter = 365 * 24 * time.Hour
	}
	tok, err := newToken()
	if err != nil {
		return nil, err
	}
	s := &Server{opt: opt, token: tok}
	s.set = readCandidates(context.Background(), opt.Paths, opt.Limits)
	s.routes()
	return s, nil
}

// Token is the secret every request must carry.
func (s *Server) Token() string { return s.token }

// newToken is 32 random hex digits from crypto/rand.
func newToken() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("no random token: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// Handler is the app as an http.Handler: every request checked by the
// guard first.
func (s *Server) Handler() http.Handler { return s.guard(s.mux) }

// Listen opens the listener: Options.Addr, or 127.0.0.1 on a free port.
func (s *Server) Listen() (net.Listener, error) {
	addr := s.opt.Addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	return net.Listen("tcp", addr)
}

// URL is the address to open, token included, for a listener at addr.
func (s *Server) URL(addr net.Addr) string {
	return fmt.Sprintf("http://%s/?token=%s", addr.String(), s.token)
}

// Serve serves the app on ln until ctx is done, then stops: requests under
// way may finish (a write to the corrections file is never cut), for at
// most five seconds. It says the URL to open on out.
func (s *Server) Serve(ctx context.Context, ln net.Listener, out io.Writer) error {
	srv := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	url := s.URL(ln.Addr())
	fmt.Fprintf(out, "vitae review: %d CV(s); open %s\n", len(s.set.cands), url)
	if s.opt.Open != nil {
		if err := s.opt.Open(url); err != nil {
			fmt.Fprintf(out, "vitae review: could not open a browser (%v); open the address above\n", err)
		}
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	stop, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := srv.Shutdown(stop)
	<-done
	fmt.Fprintln(out, "vitae review: stopped")
	return err
}

// Run is "vitae review" as a process: it reads the inputs and serves the
// app, saying its URL on out, until ctx is done or the process is
// interrupted (SIGINT, SIGTERM: the server stops first, so that a
// correction being written is finished or, cut short, leaves the file as
// it was).
func Run(ctx context.Context, opt Options, out io.Writer) error {
	s, err := New(opt)
	if err != nil {
		return err
	}
	ln, err := s.Listen()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	served, interrupted := make(chan struct{}), make(chan struct{})
	defer cli.AtInterrupt(func() { close(interrupted); cancel(); <-served })()
	err = s.Serve(ctx, ln, out)
	close(served)
	select {
	case <-interrupted:
		// the interrupt ends the process (exit status 130) once its
		// cleanup, which waited for the server to stop, returns
		for {
			time.Sleep(time.Hour)
		}
	default:
		return err
	}
}
