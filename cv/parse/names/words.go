package names

import (
	_ "embed"
	"strings"
)

//go:embed particles.txt
var particlesFile string

// particles are the lower-case words of particles.txt.
var particles = wordSet(particlesFile)

// IsParticle reports whether w is a particle of a family name as written
// in particles.txt ("van", "de"), in lower case.
func IsParticle(w string) bool { return particles[w] }

// wordSet returns the words of a word list: a line may hold several
// words, separated by spaces; "#" starts a comment.
func wordSet(data string) map[string]bool {
	m := map[string]bool{}
	for _, ln := range strings.Split(data, "\n") {
		if i := strings.IndexByte(ln, '#'); i >= 0 {
			ln = ln[:i]
		}
		for _, w := range strings.Fields(ln) {
			m[w] = true
		}
	}
	return m
}
