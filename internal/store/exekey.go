package store

import (
	"crypto/sha256"
	"debug/elf"
	"fmt"
	"io"
	"os"
	"strings"
)

// executableID is what stands for the running executable's bytes in the
// parser key: the SHA-256 of its Go build ID when it has one the go
// command wrote (see goBuildID), else the SHA-256 of the whole file.
//
// The go command's build ID of a program ends with the content ID of
// the linked file, a hash of its bytes (the ID itself left out), so a
// program that differs in any byte has another ID: the same answer as
// hashing the file, without reading its tens of megabytes (vitae's 56
// MB took 50 ms of CPU, a tenth of the cache's own on a cold run of
// 10,000 CVs). An
// executable without such an ID (built with -buildid= or another
// toolchain, or not ELF: macOS, Windows) is hashed whole, as before.
func executableID(exe string) ([sha256.Size]byte, error) {
	if id, ok := goBuildID(exe); ok {
		return sha256.Sum256([]byte("go build ID\x00" + id)), nil
	}
	return fileSum(exe)
}

// fileSum is the SHA-256 of the file at path.
func fileSum(path string) ([sha256.Size]byte, error) {
	var sum [sha256.Size]byte
	f, err := os.Open(path)
	if err != nil {
		return sum, fmt.Errorf("reading the running executable to key the parse cache: %w", err)
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return sum, fmt.Errorf("reading %s to key the parse cache: %w", path, err)
	}
	copy(sum[:], h.Sum(nil))
	return sum, nil
}

// maxNote bounds the build ID note read: the go command's are about 80
// bytes.
const maxNote = 1 << 10

// goBuildID is the Go build ID of the ELF executable at path, from its
// note section .note.go.buildid, when it is one the go command writes
// (see isGoCommandID); false otherwise, or when the file cannot be read
// as ELF.
func goBuildID(path string) (string, bool) {
	f, err := elf.Open(path)
	if err != nil {
		return "", false
	}
	defer f.Close()
	sec := f.Section(".note.go.buildid")
	if sec == nil || sec.Type != elf.SHT_NOTE || sec.Size > maxNote {
		return "", false
	}
	data, err := sec.Data()
	if err != nil {
		return "", false
	}
	id, ok := noteDesc(data, f.ByteOrder)
	if !ok || !isGoCommandID(id) {
		return "", false
	}
	return id, true
}

// noteDesc is the description of the one ELF note in data: the Go build
// ID, named "Go" with type 4.
func noteDesc(data []byte, order interface{ Uint32([]byte) uint32 }) (string, bool) {
	if len(data) < 12 {
		return "", false
	}
	nameSize, descSize, typ := order.Uint32(data), order.Uint32(data[4:]), order.Uint32(data[8:])
	const goNoteType = 4
	if nameSize != 4 || typ != goNoteType || string(data[12:16]) != "Go\x00\x00" {
		return "", false
	}
	if uint64(descSize) > uint64(len(data)-16) {
		return "", false
	}
	return string(data[16 : 16+descSize]), true
}

// isGoCommandID says whether id has the form of a build ID the go
// command writes for a program: four hashes in base64 (URL alphabet, 20
// characters each) joined by slashes, the last the content ID. An ID
// set by hand (-ldflags=-buildid=...) rarely has it; one that does not
// is not trusted to change with the file.
func isGoCommandID(id string) bool {
	parts := strings.Split(id, "/")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if len(p) != 20 || strings.Trim(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
			return false
		}
	}
	return true
}
