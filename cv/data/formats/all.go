package formats

import (
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/bibtex"
	"github.com/vitae-cv/vitae/cv/data/jsonresume"
	"github.com/vitae-cv/vitae/cv/data/latex"
	"github.com/vitae-cv/vitae/cv/data/orcid"
	"github.com/vitae-cv/vitae/cv/data/rendercv"
	"github.com/vitae-cv/vitae/cv/data/yamlcv"
)

// All are the data formats vitae reads, in the order Sniff tries them:
// a format that checks more of the content comes before one that checks
// less (RenderCV's "cv: sections:" before any YAML CV).
var All = []data.Format{
	jsonresume.Format,
	orcid.Format,
	rendercv.Format,
	yamlcv.Format,
	bibtex.Format,
	latex.Format,
}

// A YAML CV that names a .bib file for its publications reads it with
// the BibTeX reader (yamlcv cannot import it: both are readers of one
// layer, joined here).
func init() { yamlcv.BibReader = bibtex.Format.Read }
