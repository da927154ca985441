package textscan

// byteClass holds, for each byte, whether it is an ASCII letter
// (classLetter) or digit (classDigit), and lowerByte each byte with an
// ASCII capital lower-cased: IsASCIILetter, IsASCIIWordByte and
// LowerASCII read them with one load instead of two or three range
// comparisons and a branch on every byte of the scans that ask them
// (TestByteClasses holds them to unicode and the strings package on all
// 256 bytes).
var byteClass, lowerByteTable = func() (cls [256]uint8, low [256]byte) {
	for c := range 256 {
		b := byte(c)
		low[c] = b
		switch {
		case b >= 'A' && b <= 'Z':
			cls[c] = classLetter
			low[c] = b + 'a' - 'A'
		case b >= 'a' && b <= 'z':
			cls[c] = classLetter
		case b >= '0' && b <= '9':
			cls[c] = classDigit
		}
	}
	return cls, low
}()

const (
	classLetter = 1 << iota
	classDigit
)
