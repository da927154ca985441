package train

import (
	"encoding/json"
	"fmt"
	"io"
)

// Truth is a truth file in the scorer's contract (../shared/eval/README.md):
// the parts the aligner looks for.
type Truth struct {
	Name         string     `json:"name"`
	Emails       []string   `json:"emails"`
	Education    []TruthEdu `json:"education"`
	Positions    []TruthPos `json:"positions"`
	Publications []TruthPub `json:"publications"`
	Awards       []TruthAwd `json:"awards"`
	Talks        int        `json:"talks"`
	Service      int        `json:"service"`
	Teaching     int        `json:"teaching"`
}

// TruthEdu is one degree.
type TruthEdu struct {
	Level       string   `json:"level"`
	Field       string   `json:"field"`
	Institution string   `json:"institution"`
	Start       *string  `json:"start"`
	End         *string  `json:"end"`
	Advisors    []string `json:"advisors"`
}

// TruthPos is one position.
type TruthPos struct {
	Title        string  `json:"title"`
	Organization string  `json:"organization"`
	Start        *string `json:"start"`
	End          *string `json:"end"`
}

// TruthPub is one publication.
type TruthPub struct {
	Title  string   `json:"title"`
	Venue  []string `json:"venue"`
	Year   Years    `json:"year"`
	Status string   `json:"status"`
	Awards []string `json:"awards"`
}

// TruthAwd is one award.
type TruthAwd struct {
	Name   string `json:"name"`
	Year   Years  `json:"year"`
	Status string `json:"status"`
}

// maxTruth bounds a truth file read.
const maxTruth = 8 << 20

// ReadTruth reads a truth file.
func ReadTruth(r io.Reader) (*Truth, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxTruth+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxTruth {
		return nil, fmt.Errorf("truth file over %d bytes", maxTruth)
	}
	var t Truth
	if err := json.Unmarshal(data, &t); err != nil {
		return nil, fmt.Errorf("truth file: %w", err)
	}
	return &t, nil
}

// counts is how many items of each kind the truth lists.
func (t *Truth) counts() map[string]int {
	return map[string]int{
		KindPublication: len(t.Publications), KindEducation: len(t.Education),
		KindPosition: len(t.Positions), KindAward: len(t.Awards),
		KindTalk: t.Talks, KindService: t.Service, KindTeaching: t.Teaching,
	}
}

// Years is a truth year: a number, null, or a list of the years accepted.
type Years []int

// UnmarshalJSON reads a number, null or a list of numbers.
func (y *Years) UnmarshalJSON(b []byte) error {
	var n *int
	if err := json.Unmarshal(b, &n); err == nil {
		*y = nil
		if n != nil {
			*y = Years{*n}
		}
		return nil
	}
	var ns []int
	if err := json.Unmarshal(b, &ns); err != nil {
		return fmt.Errorf("year: %w", err)
	}
	*y = ns
	return nil
}
