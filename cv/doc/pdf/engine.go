package pdf

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	"github.com/vitae-cv/vitae/cv/doc"
)

// MemoryLimit is the most memory one PDFium instance may use, in bytes:
// the WebAssembly memory cap, so a hostile PDF (a decompression bomb, a
// huge image) fails inside the sandbox instead of taking the machine down.
// It is the interruptible engine's cap; the fast engine's is smaller (see
// fastMemoryLimit). At most maxWorkers instances of each run at once.
const MemoryLimit = 512 << 20

// memoryLimit is the cap in force: MemoryLimit, lowered by the tests. It
// is read when an engine starts.
var memoryLimit = MemoryLimit

// retireAbove is the memory past which an instance is closed after its
// PDF instead of being kept for the next: WebAssembly memory never
// shrinks, so an instance that once grew would hold its memory for the
// rest of the run. An ordinary CV needs less than a tenth of it.
const retireAbove = 96 << 20

// wasmPage is the size of a WebAssembly memory page.
const wasmPage = 64 << 10

// Two engines read PDFs. The fast one is not stopped in the middle of a
// call into PDFium: wazero can do that (WithCloseOnContextDone), but at
// a price paid on every call, a goroutine started per call to watch the
// context and a trip from the compiled code to Go at every loop header,
// which on the corpus PDFs was three quarters of the time (164 ms per
// PDF with it, 38 without). Its memory cap, fastMemoryLimit, is small:
// an ordinary CV needs 18 MiB, and the cap bounds the work one call can
// do (a page of 48 MiB of operators takes a fraction of a second; one of
// 64 MiB, several seconds, during which the garbage collector of the
// whole process waits for the call to end). A PDF that needs more is
// read again, from the start and within the same time limit, by the
// interruptible engine, which is stopped mid-call when its time is out
// and has the full MemoryLimit: bombs and other hostile files end there,
// as they did before the fast engine.
var fastMemoryLimit = 64 << 20 // a variable for the tests; read when the engine starts

// maxWorkers bounds the PDFium instances of each engine alive at once.
var maxWorkers = min(runtime.GOMAXPROCS(0), 4)

// pdfEngine is a PDFium pool, started on first use and shared by every
// caller; Close ends it, and a later Read starts a new one.
type pdfEngine struct {
	interruptible bool
	mu            sync.Mutex
	pool          pdfium.Pool
	err           error
}

var (
	fastEngine = &pdfEngine{}
	safeEngine = &pdfEngine{interruptible: true}
	// compiled keeps the compiled modules of both engines (compiled apart:
	// the interruptible one has the checks at loop headers).
	compiled struct {
		mu    sync.Mutex
		cache wazero.CompilationCache
	}
)

// limit is the engine's memory cap in force (memoryLimit may be lowered
// by the tests).
func (e *pdfEngine) limit() int {
	if e.interruptible {
		return memoryLimit
	}
	return min(fastMemoryLimit, memoryLimit)
}

// acquire returns a PDFium instance from the pool, starting the pool if
// it is not running. The caller must release the instance.
func (e *pdfEngine) acquire(ctx context.Context) (pdfium.Pdfium, error) {
	p, err := e.start()
	if err != nil {
		return nil, err
	}
	inst, err := p.GetInstanceWithContext(ctx)
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("%w: time ran out waiting for the PDF engine", doc.ErrLimit)
		}
		return nil, fmt.Errorf("the PDF engine gave no instance: %w", err)
	}
	return inst, nil
}

// acquire is fastEngine.acquire.
func acquire(ctx context.Context) (pdfium.Pdfium, error) { return fastEngine.acquire(ctx) }

// start starts the pool once; concurrent callers wait for the one start
// and share its result. A failed start is not retried in this process
// (it would fail the same way).
func (e *pdfEngine) start() (pdfium.Pool, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.pool != nil || e.err != nil {
		return e.pool, e.err
	}
	cfg := wazero.NewRuntimeConfig().
		WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
		WithCloseOnContextDone(e.interruptible)
	ctx := context.Background()
	if alloc := newAllocator(e.limit()); alloc != nil {
		// the allocator caps the memory itself and records a growth it
		// refuses (wazero would refuse it unseen)
		ctx = experimental.WithMemoryAllocator(ctx, alloc)
	} else {
		cfg = cfg.WithMemoryLimitPages(uint32(e.limit() / wasmPage))
	}
	if cache := compilationCacheOnce(); cache != nil {
		cfg = cfg.WithCompilationCache(cache)
	}
	p, err := webassembly.Init(webassembly.Config{
		Context:       ctx,
		MinIdle:       0,
		MaxIdle:       maxWorkers,
		MaxTotal:      maxWorkers,
		ReuseWorkers:  true,
		RuntimeConfig: cfg,
		FSConfig:      wazero.NewFSConfig(), // no file system: PDFs come as bytes
		Stdout:        io.Discard,
		Stderr:        io.Discard,
		RandomSource:  rand.Reader,
	})
	if err != nil {
		e.err = fmt.Errorf("the PDF engine did not start: %w", err)
		return nil, e.err
	}
	e.pool = p
	return p, nil
}

// close stops the pool; the next acquire starts a new one.
func (e *pdfEngine) close() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	var err error
	if e.pool != nil {
		err = e.pool.Close()
		e.pool = nil
	}
	e.err = nil
	return err
}

// compilationCacheOnce is the compilation cache both engines share,
// opened on first use.
func compilationCacheOnce() wazero.CompilationCache {
	compiled.mu.Lock()
	defer compiled.mu.Unlock()
	if compiled.cache == nil {
		compiled.cache = compilationCache()
	}
	return compiled.cache
}

// compilationCache keeps the compiled PDFium module under the user's
// cache directory (<cache>/vitae/wazero), which turns the ~4 s compile of
// every process into ~0.2 s. It returns nil (compile every time) when no
// cache directory can be had.
func compilationCache() wazero.CompilationCache {
	dir, err := os.UserCacheDir()
	if err != nil {
		return nil
	}
	dir = filepath.Join(dir, "vitae", "wazero")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil
	}
	c, err := wazero.NewCompilationCacheWithDir(dir)
	if err != nil {
		return nil
	}
	return c
}

// Close stops the PDF engines and frees their memory. It is safe to
// call when no engine started, and more than once; a Read after Close
// starts them again.
func Close() error {
	err := errors.Join(fastEngine.close(), safeEngine.close())
	compiled.mu.Lock()
	defer compiled.mu.Unlock()
	if compiled.cache != nil {
		err = errors.Join(err, compiled.cache.Close(context.Background()))
		compiled.cache = nil
	}
	return err
}
