package analytics

import "strconv"

// AppendHeadlineText appends HeadlineText(c) to b, without fmt: a
// renderer writing every candidate makes it in a reused buffer.
func (r *Report) AppendHeadlineText(b []byte, c *Candidate) []byte {
	if c.CareerYears == 0 {
		return append(b, "no rate: no PhD start or dated paper"...)
	}
	h := Headline
	b = append(AppendNumber(b, c.PapersPerYear), ": "...)
	b = append(strconv.AppendInt(b, int64(c.StageRanks.Of(h)), 10), " of "...)
	b = append(strconv.AppendInt(b, int64(c.StageSize), 10), " in stage (percentile "...)
	b = append(AppendNumber(b, c.StagePercentiles.Of(h)), "), "...)
	b = append(strconv.AppendInt(b, int64(c.Ranks.Of(h)), 10), " of "...)
	b = append(strconv.AppendInt(b, int64(len(r.Candidates)), 10), " in the cohort"...)
	return b
}

// AppendNumber appends FormatNumber(v) to b.
func AppendNumber(b []byte, v float64) []byte {
	if v == float64(int64(v)) {
		return strconv.AppendInt(b, int64(v), 10)
	}
	n := len(b)
	b = strconv.AppendFloat(b, v, 'f', 2, 64)
	for len(b) > n && b[len(b)-1] == '0' {
		b = b[:len(b)-1]
	}
	for len(b) > n && b[len(b)-1] == '.' {
		b = b[:len(b)-1]
	}
	return b
}
