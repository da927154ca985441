package bibtex

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

func TestTypesAndStatus(t *testing.T) {
	cat := venue.Default()
	for _, c := range []struct {
		bib    string
		typ    cv.PubType
		status cv.PubStatus
		venue  string
	}{
		{`@inproceedings{a, title={T}, booktitle={Proceedings of the USENIX Symposium on Operating Systems Design and Implementation}, year=2020}`, cv.TypeConference, "", "OSDI"},
		{`@inproceedings{a, title={T}, booktitle={Workshop on Pebbles at the Conference on Rocks}, year=2020}`, cv.TypeWorkshop, "", ""},
		{`@article{a, title={T}, journal={arXiv preprint arXiv:2101.00001}, year=2021}`, cv.TypePreprint, "", ""},
		{`@misc{a, title={T}, howpublished={Preprint}, type={Preprint}}`, cv.TypePreprint, "", ""},
		{`@unpublished{a, title={T}, note={Submitted to a journal}}`, cv.TypePreprint, cv.PubSubmitted, ""},
		{`@article{a, title={T}, journal={Communications of the ACM}, note={To appear}}`, cv.TypeJournal, cv.PubToAppear, "CACM"},
		{`@article{a, title={T}, journal={Communications of the ACM}, pubstate={inpress}}`, cv.TypeJournal, cv.PubToAppear, "CACM"},
		{`@article{a, title={T}, journal={Communications of the ACM}, note={under review}}`, cv.TypePreprint, cv.PubUnderReview, "CACM"},
		{`@mastersthesis{a, title={T}, school={U}}`, cv.TypeThesis, "", ""},
		{`@incollection{a, title={T}, booktitle={A Book of Rocks}}`, cv.TypeBook, "", ""},
		{`@patent{a, title={T}, number={1}}`, cv.TypePatent, "", ""},
		{`@techreport{a, title={T}, institution={U}}`, cv.TypeOther, "", ""},
		{`@misc{a, title={T}, _venue={preprint arXiv:2501.00001}}`, cv.TypePreprint, "", ""},
		{`@inproceedings{a, title={T}, booktitle={SOSP 2019 [preprint] [code]}}`, cv.TypeConference, "", "SOSP"},
		{`@inproceedings{a, title={T}, booktitle={SOSP Workshop on Gravel}}`, cv.TypeWorkshop, "", ""},
		{`@inproceedings{a, title={T}, booktitle={SOSP 2019}, note={2\% of submissions}}`, cv.TypeConference, "", "SOSP"},
		{`@inproceedings{a, title={T}, venue={Proceedings of the USENIX Symposium on Operating Systems Design and Implementation}}`, cv.TypeConference, "", "OSDI"},
		{`@inproceedings{a, title={T}, eventtitle={International Conference on Machine Learning}, booktitle={Proceedings of Machine Learning Research}, date={2019-06}}`, cv.TypeConference, "", "ICML"},
	} {
		es, _ := Parse([]byte(c.bib))
		p := publication(es[0], cat)
		if p.Type != c.typ || p.Status != c.status || p.Venue != c.venue {
			t.Errorf("%s:\n got type %q status %q venue %q, want %q %q %q", c.bib, p.Type, p.Status, p.Venue, c.typ, c.status, c.venue)
		}
	}
}

func TestNotes(t *testing.T) {
	es, _ := Parse([]byte(`@inproceedings{a, title={T}, note={\textbf{Best Paper Award}; Spotlight}}`))
	aw, d := notes(es[0])
	if len(aw) != 1 || aw[0] != "Best Paper Award" || d != "Spotlight" {
		t.Errorf("awards %q distinction %q", aw, d)
	}
	es, _ = Parse([]byte(`@inproceedings{a, title={T}, note={\textbf{Oral Presentation}}}`))
	if aw, d := notes(es[0]); len(aw) != 0 || d != "Oral Presentation" {
		t.Errorf("an oral is no award: awards %q distinction %q", aw, d)
	}
}
