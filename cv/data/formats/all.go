package formats

import (
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/jsonresume"
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
}
