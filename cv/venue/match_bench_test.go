package venue

import "testing"

// benchVenueTexts are fictional venue texts in the shapes CV entries
// give Match: proceedings, tags with years, journals with volumes,
// preprints, and author lists, titles and addresses that name no venue.
var benchVenueTexts = []string{
	"In Proc. of the 31st ACM Symposium on Operating Systems Principles",
	"NeurIPS 2021 (spotlight)",
	"J. Chem. Phys. 150, 2019",
	"arXiv preprint arXiv:2101.01234",
	"A. Quill, B. Reyes, C. Lund and D. Moss",
	"Sorting pebbles quickly and well on small machines",
	"Proceedings of the IEEE Conference on Pebble Vision and Gravel Recognition (PVGR), 2020",
	"In ICML'19, Long Beach, CA",
	"Journal of Pebble Science 12(3): 45-67, 2018",
	"Physical Review Letters 121, 045301 (2018)",
	"Department of Gravel Studies, Pebble University",
	"Workshop on Pebble Learning @ NeurIPS 2019",
	"Nature Communications, 2022",
	"Under review",
	"In Advances in Neural Information Processing Systems 33, pp. 1-12",
	"ACL 2020 Findings",
	"IEEE Transactions on Pattern Analysis and Machine Intelligence, vol. 40",
	"Talk at the Gravel Society annual meeting, Boston",
	"USENIX Security '23",
	"Proc. VLDB Endow. 14(2), 2020",
	"Annual Meeting of the Association for Computational Linguistics",
	"bioRxiv 2020.01.01.123456",
	"Tetrahedron Letters 45, 123 (2004)",
	"Modeling granular flow in rotating drums: a pebble study",
}

// BenchmarkMatchTexts replays the fictional venue texts, as the parser
// asks them of Match.
func BenchmarkMatchTexts(b *testing.B) {
	c := Default()
	c.Match("warm up")
	n := 0
	for _, s := range benchVenueTexts {
		n += len(s)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchVenueTexts {
			c.Match(s)
		}
	}
}
