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
// At most maxWorkers instances run at once.
const MemoryLimit = 512 << 20

// memoryLimit is the cap in force: MemoryLimit, lowered by the tests. It
// is read when an instance starts.
var memoryLimit = MemoryLimit

// retireAbove is the memory past which an instance is closed after its
// PDF instead of being kept for the next: WebAssembly memory never
// shrinks, so an instance that once grew would hold its memory for the
// rest of the run. An ordinary CV needs less than a tenth of it.
const retireAbove = 96 << 20

// wasmPage is the size of a WebAssembly memory page.
const wasmPage = 64 << 10

// The engine is not stopped in the middle of a call into PDFium. wazero can do that (WithCloseOnContextDone), but at
// a price paid on every call: a goroutine started per call to watch the
// context, and a check that leaves the compiled code for Go at every
// loop header. On the corpus PDFs that was three quarters of the time
// (164 ms per PDF with it, 38 ms without). Reading is still bounded: the
// clock is looked at between calls (each page, every few hundred
// characters), one call works within the instance's memory cap, which
// ends a PDF that makes PDFium build without end (the hostile tests),
// and an instance that ran past its time is closed, never reused.

// maxWorkers bounds the PDFium instances alive at once.
var maxWorkers = min(runtime.GOMAXPROCS(0), 4)

// engine is the PDFium pool, started on first use and shared by every
// caller; Close ends it, and a later Read starts a new one.
var engine struct {
	mu    sync.Mutex
	pool  pdfium.Pool
	cache wazero.CompilationCache
	err   error
}

// acquire returns a PDFium instance from the pool, starting the pool if
// it is not running. The caller must release the instance.
func acquire(ctx context.Context) (pdfium.Pdfium, error) {
	p, err := startPool()
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

// startPool starts the pool once; concurrent callers wait for the one
// start and share its result. A failed start is not retried in this
// process (it would fail the same way).
func startPool() (pdfium.Pool, error) {
	engine.mu.Lock()
	defer engine.mu.Unlock()
	if engine.pool != nil || engine.err != nil {
		return engine.pool, engine.err
	}
	cfg := wazero.NewRuntimeConfig().
		WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
		WithCloseOnContextDone(false) // see above maxWorkers
	ctx := context.Background()
	if alloc := newAllocator(); alloc != nil {
		// the allocator caps the memory at memoryLimit itself and records
		// a growth it refuses (wazero would refuse it unseen)
		ctx = experimental.WithMemoryAllocator(ctx, alloc)
	} else {
		cfg = cfg.WithMemoryLimitPages(uint32(memoryLimit / wasmPage))
	}
	if engine.cache == nil {
		engine.cache = compilationCache()
	}
	if engine.cache != nil {
		cfg = cfg.WithCompilationCache(engine.cache)
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
		engine.err = fmt.Errorf("the PDF engine did not start: %w", err)
		return nil, engine.err
	}
	engine.pool = p
	return p, nil
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

// Close stops the PDF engine and frees its memory. It is safe to call
// when the engine never started, and more than once; a Read after Close
// starts the engine again.
func Close() error {
	engine.mu.Lock()
	defer engine.mu.Unlock()
	var err error
	if engine.pool != nil {
		err = engine.pool.Close()
		engine.pool = nil
	}
	if engine.cache != nil {
		err = errors.Join(err, engine.cache.Close(context.Background()))
		engine.cache = nil
	}
	engine.err = nil
	return err
}
