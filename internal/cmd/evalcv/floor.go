package main

import (
	"bufio"
	"fmt"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"
)

// A floor file holds one floor a line: SET MEASURE MIN [FIGURE], where
// SET is a set name or a pattern (path.Match: "synthetic/*"), MEASURE is
// in-sample, k-fold or loto, MIN the lowest the figure may be, and FIGURE
// a summary figure ("publications F1", "positions.title"), "overall" (the
// default) or "worst" (the lowest figure). # starts a comment. Like
// .ci/score-min-*, floors are ratchets: raise them when the parser gets
// better.

// floor is one line of a floor file.
type floor struct {
	Line    int     `json:"line"`
	Set     string  `json:"set"`
	Measure string  `json:"measure"`
	Min     float64 `json:"min"`
	Figure  string  `json:"figure"`
}

// below is one figure under its floor.
type below struct {
	floor
	SetName string  `json:"set_name"`
	Value   float64 `json:"value"`
}

// floorCheck is what checking a floor file found.
type floorCheck struct {
	File    string   `json:"file"`
	Checked int      `json:"checked"`
	Below   []below  `json:"below"`
	Notes   []string `json:"notes,omitempty"`
}

// floorSlack lets a figure equal to its floor up to float rounding pass
// (2·0.72·1/(0.72+1) is 0.7199…).
const floorSlack = 1e-9

// maxFloorLines bounds a floor file.
const maxFloorLines = 10000

func readFloors(file string) ([]floor, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []floor
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if n > maxFloorLines {
			return nil, fmt.Errorf("%s: over %d lines, the limit for a floor file", file, maxFloorLines)
		}
		line, _, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		fl, err := parseFloor(fields)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", file, n, err)
		}
		fl.Line = n
		out = append(out, fl)
	}
	return out, sc.Err()
}

func parseFloor(fields []string) (floor, error) {
	if len(fields) < 3 {
		return floor{}, fmt.Errorf("want SET MEASURE MIN [FIGURE], got %d field(s)", len(fields))
	}
	fl := floor{Set: fields[0], Measure: fields[1], Figure: "overall"}
	if !slices.Contains(measures, fl.Measure) {
		return floor{}, fmt.Errorf("measure %q: want in-sample, k-fold or loto", cutText(fl.Measure))
	}
	if _, err := path.Match(fl.Set, ""); err != nil {
		return floor{}, fmt.Errorf("set pattern %q: %v", cutText(fl.Set), err)
	}
	m, err := strconv.ParseFloat(fields[2], 64)
	if err != nil || m < 0 || m > 1 {
		return floor{}, fmt.Errorf("min %q: want a number from 0 to 1", cutText(fields[2]))
	}
	fl.Min = m
	if len(fields) > 3 {
		fl.Figure = strings.Join(fields[3:], " ")
	}
	return fl, nil
}

// cutText quotes at most 40 bytes of user input.
func cutText(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// checkFloors checks every floor of file against res. A floor naming a
// set of a family that was not measured is noted and left; one naming no
// set of a measured family, or a figure no set has, is an error.
func checkFloors(file string, res *results) (*floorCheck, error) {
	floors, err := readFloors(file)
	if err != nil {
		return nil, err
	}
	fc := &floorCheck{File: file, Below: []below{}}
	for _, fl := range floors {
		matched := false
		for _, sr := range res.Sets {
			if ok, _ := path.Match(fl.Set, sr.Set.Name); !ok {
				continue
			}
			matched = true
			rep := sr.Reports[fl.Measure]
			if rep == nil {
				return nil, fmt.Errorf("%s:%d: set %s has no %s figures", file, fl.Line, sr.Set.Name, fl.Measure)
			}
			v, ok := figureValue(rep.Overall, rep.Worst.Value, rep.Figure, fl.Figure)
			if !ok {
				return nil, fmt.Errorf("%s:%d: set %s has no figure %q", file, fl.Line, sr.Set.Name, cutText(fl.Figure))
			}
			fc.Checked++
			if v < fl.Min-floorSlack {
				fc.Below = append(fc.Below, below{floor: fl, SetName: sr.Set.Name, Value: v})
			}
		}
		if matched {
			continue
		}
		if strings.HasSuffix(fl.Set, sliceMark) && res.Slice == "" {
			fc.Notes = append(fc.Notes, fmt.Sprintf("%s:%d: %s not measured in this run (no -slice)", file, fl.Line, fl.Set))
			continue
		}
		family, _, _ := strings.Cut(fl.Set, "/")
		if res.families[family] && hasFamily(res, family) {
			return nil, fmt.Errorf("%s:%d: no set %q in this run", file, fl.Line, cutText(fl.Set))
		}
		fc.Notes = append(fc.Notes, fmt.Sprintf("%s:%d: %s not measured in this run", file, fl.Line, fl.Set))
	}
	return fc, nil
}

func hasFamily(res *results, family string) bool {
	for _, sr := range res.Sets {
		if sr.Set.Family == family {
			return true
		}
	}
	return false
}

func figureValue(overall, worst float64, figure func(string) (float64, bool), name string) (float64, bool) {
	switch name {
	case "overall":
		return overall, true
	case "worst":
		return worst, true
	}
	return figure(name)
}

func (fc *floorCheck) writeText(b *strings.Builder) {
	fmt.Fprintf(b, "floors (%s): %d figure(s) checked, %d below\n", fc.File, fc.Checked, len(fc.Below))
	for _, bl := range fc.Below {
		fmt.Fprintf(b, "  BELOW %s %s %s = %.3f < %.3f (line %d)\n", bl.SetName, bl.Measure, bl.Figure, bl.Value, bl.Min, bl.Line)
	}
	for _, n := range fc.Notes {
		b.WriteString("  " + n + "\n")
	}
}
