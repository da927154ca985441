//go:build !linux

package pdf

import "github.com/tetratelabs/wazero/experimental"

// newAllocator returns nil off Linux: wazero's own allocator backs the
// linear memory, and its cap is wazero's memory limit.
func newAllocator(int) experimental.MemoryAllocator { return nil }

func unmap([]byte) {}
