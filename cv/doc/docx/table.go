package docx

import (
	"encoding/xml"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// table reads a w:tbl whose start was just read: its rows' lines.
func (r *bodyReader) table() ([]doc.Line, error) {
	var out []doc.Line
	err := r.eachW("tr", func() error {
		ls, err := r.row()
		out = append(out, ls...)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// row reads a w:tr whose start was just read: its cells' lines, side by
// side.
func (r *bodyReader) row() ([]doc.Line, error) {
	var cells [][]doc.Line
	err := r.eachW("tc", func() error {
		if len(cells) == maxRowCells {
			return cellsError()
		}
		ls, err := r.blocks()
		cells = append(cells, filled(ls))
		return err
	})
	if err != nil {
		return nil, err
	}
	ls := joinRow(cells)
	return ls, r.count(len(ls))
}

// eachW calls read for each w:tag inside the element whose start was just
// read (read reads the element through); other WordprocessingML elements
// are skipped as the body skips them.
func (r *bodyReader) eachW(tag string, read func() error) error {
	return r.t.elements(func(e xml.StartElement, _ int) error {
		switch {
		case isW(e.Name, tag):
			return read()
		case inW(e.Name):
			return r.skipIgnored(e)
		}
		return nil
	})
}

// filled drops a cell's empty lines.
func filled(ls []doc.Line) []doc.Line {
	out := ls[:0]
	for _, l := range ls {
		if strings.TrimSpace(l.Text) != "" {
			out = append(out, l)
		}
	}
	return out
}

// joinRow lays a row's cells side by side. A row with one filled cell
// gives that cell's lines with their cues; otherwise line k holds the
// k-th line of each cell, separated by tabs (a missing line is an empty
// cell), without heading or list cues.
func joinRow(cells [][]doc.Line) []doc.Line {
	n, rows, at := 0, 0, 0
	for i, c := range cells {
		if len(c) > 0 {
			n, at = n+1, i
			rows = max(rows, len(c))
		}
	}
	switch n {
	case 0:
		return nil
	case 1:
		return cells[at]
	}
	out := make([]doc.Line, 0, rows)
	for k := 0; k < rows; k++ {
		out = append(out, sideBySide(cells, k))
	}
	return out
}

// sideBySide is line k of a row: the k-th line of each cell.
func sideBySide(cells [][]doc.Line, k int) doc.Line {
	var l doc.Line
	parts := make([]string, 0, len(cells))
	bold, seen := true, false
	for _, c := range cells {
		if k >= len(c) {
			parts = append(parts, "")
			continue
		}
		if l.Src == 0 {
			l.Src = c[k].Src
		}
		parts = append(parts, c[k].Text)
		bold, seen = bold && c[k].Bold, true
	}
	l.Text = strings.TrimRight(strings.Join(parts, "\t"), "\t")
	l.Bold = bold && seen
	return l
}
