package filekind

import (
	"io/fs"
	"testing"
)

func TestOf(t *testing.T) {
	for m, want := range map[fs.FileMode]string{
		fs.ModeDir: "a folder", fs.ModeNamedPipe: "a named pipe", fs.ModeDevice | fs.ModeCharDevice: "a device",
		fs.ModeSocket: "a socket", fs.ModeIrregular: "a special file",
	} {
		if got := Of(m); got != want {
			t.Errorf("Of(%v) = %q, want %q", m, got, want)
		}
	}
}
