package charts

import "fmt"

// Chart ids of the cohort charts.
const (
	IDPubsPerYear  = "chart-pubs-per-year"
	IDVenueYear    = "chart-venue-year"
	IDTopVenues    = "chart-top-venues"
	IDAwards       = "chart-awards"
	IDFellowships  = "chart-fellowships"
	IDTimeline     = "chart-timeline"
	MaxHeatmapRows = 30 // venues shown in the venue × year heatmap

	// MaxCohortRows bounds the candidates drawn in cohort-wide charts of
	// one row per candidate (fellowships, timelines): past it a chart is
	// unreadable, and each candidate's own charts are in their section.
	MaxCohortRows = 40
)

// CandPubsID, CandVenuesID and CandTimelineID are the chart ids of the
// i-th candidate's charts (1-based, in report order). The Candidate*
// builders, which do not know i, use an id derived from the candidate's
// key; renderers set these instead.
func CandPubsID(i int) string     { return fmt.Sprintf("cand-%d-pubs", i) }
func CandVenuesID(i int) string   { return fmt.Sprintf("cand-%d-venues", i) }
func CandTimelineID(i int) string { return fmt.Sprintf("cand-%d-timeline", i) }
