// Package filekind names what a file that is not a regular one is ("a
// named pipe"), for the errors of the commands that refuse to read one.
package filekind

import "io/fs"

// Of names what a file of mode m is when it is not a regular file.
func Of(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}
