package lines

import "sync"

// textBuf is the array of line texts typedLines reads its lines from:
// they are needed only while the lines are made (no line keeps the
// array), so the array of one text's lines is kept for the next text's,
// and a batch of CVs asks the allocator for it once.
type textBuf struct {
	texts []string
}

// maxPooledTexts bounds the array kept for the next text: a huge text's
// is left to the collector.
const maxPooledTexts = 8192

var textBufPool = sync.Pool{New: func() any { return new(textBuf) }}

// takeTexts returns a text array free for one text's lines.
func takeTexts() *textBuf { return textBufPool.Get().(*textBuf) }

// make returns the array with room for n texts (their values are
// whatever the last text left: the caller sets every one); a nil
// textBuf makes a fresh array.
func (b *textBuf) make(n int) []string {
	if b == nil {
		return make([]string, n)
	}
	if cap(b.texts) < n {
		b.texts = make([]string, n)
	}
	b.texts = b.texts[:n]
	return b.texts
}

// release gives the array to the next text, emptied (so that it holds on
// to no text), unless it is too large to keep. Nothing may use it after.
func (b *textBuf) release() {
	if cap(b.texts) > maxPooledTexts {
		return
	}
	clear(b.texts)
	b.texts = b.texts[:0]
	textBufPool.Put(b)
}
