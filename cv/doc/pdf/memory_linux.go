//go:build linux

package pdf

import (
	"syscall"

	"github.com/tetratelabs/wazero/experimental"
)

// mmapAllocator backs each PDFium instance's linear memory with one
// anonymous mapping of limit bytes (the engine's memory cap), reserved but not committed: the
// memory grows in place, page by page as PDFium touches it, and goes back
// to the system when the instance closes. wazero's own allocator grows a
// Go slice by appending, which copies the whole memory at every growth
// and leaves the old copies to the garbage collector: a PDFium that grew
// to its 512 MiB cap held 1.7-1.9 GB of the process.
type mmapAllocator struct{ limit int }

func newAllocator(limit int) experimental.MemoryAllocator { return mmapAllocator{limit} }

// Allocate reserves a.limit bytes whatever max the module declares (and
// at least the module's initial memory): a growth past it is refused (and
// recorded as such).
func (a mmapAllocator) Allocate(initial, _ uint64) experimental.LinearMemory {
	size := max(a.limit, int(min(initial, 1<<40)))
	buf, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE,
		syscall.MAP_PRIVATE|syscall.MAP_ANONYMOUS|syscall.MAP_NORESERVE)
	lm := &linearMemory{buf: buf}
	if err != nil {
		// no mapping to be had (strict overcommit?): a Go buffer of the
		// same size, whose pages the kernel also gives only when touched,
		// but which the garbage collector counts and frees
		lm = &linearMemory{buf: make([]byte, size), inHeap: true}
	}
	track(lm)
	return lm
}

// unmap gives a mapping back to the system.
func unmap(buf []byte) { _ = syscall.Munmap(buf) }
