package pdf

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/klippa-app/go-pdfium"
	"github.com/tetratelabs/wazero/api"
)

// linearMemory is one PDFium instance's WebAssembly memory in a mapping
// of the engine's cap (see newAllocator): the first size bytes are in
// use. It records a growth it refused, so that a PDF that needs more is
// told apart from a damaged one.
type linearMemory struct {
	mu      sync.Mutex
	buf     []byte
	size    uint64
	refused bool // a growth past the mapping was asked for
	busy    bool // a Read is using the instance: Free must not unmap yet
	freed   bool // the instance is closed: unmap when no longer busy
	inHeap  bool // buf is a Go buffer, not a mapping: nothing to unmap
}

// Reallocate grows the memory in place to size bytes, or returns nil past
// the mapping (PDFium's malloc then fails).
func (m *linearMemory) Reallocate(size uint64) []byte {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.buf == nil || size > uint64(len(m.buf)) {
		m.refused = true
		return nil
	}
	m.size = max(m.size, size)
	return m.buf[:size:size]
}

// Free unmaps the memory, or, while a Read may still be running guest
// code in it (an instance killed mid-call), leaves that to leave.
func (m *linearMemory) Free() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.freed = true
	if !m.busy {
		m.release()
	}
}

// enter marks the memory in use by a Read and clears its refusal.
func (m *linearMemory) enter() {
	m.mu.Lock()
	m.busy, m.refused = true, false
	m.mu.Unlock()
}

// leave ends a Read's use, unmapping the memory if its instance closed
// meanwhile.
func (m *linearMemory) leave() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.busy = false
	if m.freed {
		m.release()
	}
}

// release unmaps the memory once; m.mu is held.
func (m *linearMemory) release() {
	if m.buf == nil {
		return
	}
	memories.Delete(base(m.buf))
	if !m.inHeap {
		unmap(m.buf)
	}
	m.buf = nil
}

// memories maps the address of each live linear memory to its record, so
// that Read finds the record of the instance it was given.
var memories sync.Map // uintptr -> *linearMemory

func track(m *linearMemory) { memories.Store(base(m.buf), m) }

func base(b []byte) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(b))) }

// instanceMemory is what Read knows of its instance's memory.
type instanceMemory struct {
	mem   api.Memory    // nil if go-pdfium does not show it
	lm    *linearMemory // nil without the mmap allocator
	limit int           // the engine's cap (see pdfEngine.limit); memoryLimit when 0
}

// memoryOf finds the memory of a PDFium instance. go-pdfium does not
// export it: its webassembly implementation keeps the wazero module in
// an exported field, Module, which is read here by reflection.
func memoryOf(inst pdfium.Pdfium) instanceMemory {
	v := reflect.ValueOf(inst.GetImplementation())
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return instanceMemory{}
	}
	f := v.Elem().FieldByName("Module")
	if !f.IsValid() || !f.CanInterface() {
		return instanceMemory{}
	}
	mod, _ := f.Interface().(api.Module)
	if mod == nil || mod.Memory() == nil {
		return instanceMemory{}
	}
	im := instanceMemory{mem: mod.Memory()}
	if b, ok := im.mem.Read(0, 1); ok {
		if lm, ok := memories.Load(base(b)); ok {
			im.lm = lm.(*linearMemory)
		}
	}
	return im
}

// size is the instance's memory in bytes (0 if unknown).
func (im instanceMemory) size() uint64 {
	if im.mem == nil {
		return 0
	}
	return uint64(im.mem.Size())
}

// exhausted says whether the instance ran out of memory: it asked for
// more than its cap, or (without the record) its memory is within a
// sixteenth of the cap.
func (im instanceMemory) exhausted() bool {
	if im.lm != nil {
		im.lm.mu.Lock()
		defer im.lm.mu.Unlock()
		return im.lm.refused
	}
	limit := im.limit
	if limit == 0 {
		limit = memoryLimit
	}
	return im.size() >= uint64(limit-limit/16)
}
