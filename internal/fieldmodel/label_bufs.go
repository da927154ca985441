package fieldmodel

import "sync"

// scoreBufs is the scratch of one Label call: each token's field scores,
// each row a slice of one backing array. The scores are added into, so
// the array is zeroed when handed out; Label keeps none of it (the
// Labelled it returns holds its own probabilities).
type scoreBufs struct {
	sc   [][]float64
	rows []float64
}

// maxPooledScores bounds the scratch kept between calls: a buffer grown
// for one very long entry is dropped, not held for the process's life.
const maxPooledScores = 1 << 16

var scorePool = sync.Pool{New: func() any { return new(scoreBufs) }}

// getScoreBufs returns zeroed scratch for n tokens of r fields.
func getScoreBufs(n, r int) *scoreBufs {
	b := scorePool.Get().(*scoreBufs)
	if cap(b.sc) < n {
		b.sc = make([][]float64, n)
	}
	b.sc = b.sc[:n]
	if cap(b.rows) < n*r {
		b.rows = make([]float64, n*r)
	}
	b.rows = b.rows[:n*r]
	clear(b.rows)
	return b
}

// putScoreBufs hands scratch back for the next call, unless it is large.
func putScoreBufs(b *scoreBufs) {
	if cap(b.rows) > maxPooledScores || cap(b.sc) > maxPooledScores {
		return
	}
	clear(b.sc)
	scorePool.Put(b)
}

// infoBuf is the array of the tokens' infos of one Label call (scan
// fills it; the features are read from it before Label returns). It is
// all zero while pooled.
type infoBuf struct{ info []tokenInfo }

// maxPooledInfos bounds the infos kept between calls, as maxPooledScores
// does the scores.
const maxPooledInfos = 1 << 12

var infoPool = sync.Pool{New: func() any { return new(infoBuf) }}

// getInfoBuf returns scratch for the tokens' infos.
func getInfoBuf() *infoBuf { return infoPool.Get().(*infoBuf) }

// infos returns n zeroed infos from b's array, made anew when it is short.
func (b *infoBuf) infos(n int) []tokenInfo {
	if cap(b.info) < n {
		b.info = make([]tokenInfo, n)
	}
	b.info = b.info[:n]
	clear(b.info)
	return b.info
}

// putInfoBuf clears the infos (they hold the entry's strings) and hands
// the array back for the next call, unless it is large.
func putInfoBuf(b *infoBuf) {
	clear(b.info)
	if cap(b.info) > maxPooledInfos {
		return
	}
	infoPool.Put(b)
}
