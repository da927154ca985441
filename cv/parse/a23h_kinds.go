package parse

import (
	"github.com/vitae-cv/vitae/cv/parse/sections"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// A heading's kinds (headingKinds) without its words made: a heading in
// ASCII is read once, byte by byte; each word is lower-cased on the stack
// and its rules looked up once (sections.WordRules), and each part
// (between connectors and "and") is judged by the ORed rules of its
// clear words, its vague words and all its words, which is what
// partKind's three classify calls of joined words read.

// partRules are the rules of one part of a heading, by its words.
type partRules struct {
	clear, vague, all sections.Rules
	nClear, nVague    int
}

// add counts the word w (lower case) in the part.
func (p *partRules) add(w string) {
	r := sections.WordRules(w)
	p.all = p.all.Or(r)
	if vagueHeadingWords[w] {
		p.vague, p.nVague = p.vague.Or(r), p.nVague+1
	} else {
		p.clear, p.nClear = p.clear.Or(r), p.nClear+1
	}
}

// kind is partKind of the part's words.
func (p *partRules) kind() (k kind, ok, paired bool) {
	if k, ok := sections.KindOfRules(p.clear); ok {
		return k, true, false
	}
	if p.nVague == 0 || p.nClear == 0 {
		return secUnknown, false, false
	}
	k, ok = sections.KindOfRules(p.all)
	if kv, okv := sections.KindOfRules(p.vague); !ok || (okv && kv == k) {
		return secUnknown, false, false
	}
	return k, true, true
}

// headingScan is the state of asciiHeadingKinds: the kinds so far and
// the part being read.
type headingScan struct {
	out    []kind
	part   partRules
	words  int // the part's words
	paired bool
}

// flush ends the part being read (at a connector, "and" or the end).
func (h *headingScan) flush() {
	if h.words == 0 || h.paired {
		h.part, h.words = partRules{}, 0
		return
	}
	k, ok, paired := h.part.kind()
	switch {
	case paired:
		h.out, h.paired = []kind{k}, true
	case ok && !containsKind(h.out, k):
		h.out = append(h.out, k)
	}
	h.part, h.words = partRules{}, 0
}

// asciiHeadingKinds is headingKinds of an ASCII title whose words are at
// most 32 bytes long; ok is false for any other title.
func asciiHeadingKinds(title string) ([]kind, bool) {
	if !isASCII(title) {
		return nil, false
	}
	var h headingScan
	var buf [32]byte
	for i := 0; i < len(title) && !h.paired; {
		c := title[i]
		if !textscan.IsASCIIWordByte(c) {
			if isConnectorByte(c) {
				h.flush()
			}
			i++
			continue
		}
		j := i
		for j < len(title) && textscan.IsASCIIWordByte(title[j]) {
			j++
		}
		if j-i > len(buf) {
			return nil, false
		}
		w := textscan.AppendLowerASCII(buf[:0], title[i:j])
		if string(w) == "and" {
			h.flush()
		} else {
			h.part.add(string(w))
			h.words++
		}
		i = j
	}
	h.flush()
	return h.out, true
}

// isConnectorByte reports whether c is one of connectorBytes, which
// connectorsToAnd spells "and".
func isConnectorByte(c byte) bool {
	return c == '&' || c == '/' || c == ',' || c == ';'
}
