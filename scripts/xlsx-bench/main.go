// Command xlsx-bench times reports/xlsx.Write on a cohort of records and
// dumps what the workbook holds (every sheet's cells with their types and
// styles, row heights, column widths, panes, tables, print setup) as JSON,
// so that scripts/xlsx-bench.py can write the same cells with Python's
// XlsxWriter. scripts/xlsx-bench.sh runs both and prints the ratio.
//
//	go run ./scripts/xlsx-bench -runs 3 -out /tmp/xb cohort.json
//
// It prints "go_seconds MEDIAN MIN" (wall), "go_cpu_seconds MEDIAN MIN"
// (user and system time of the process: what the write cost, whatever
// else the machine runs) and "go_rss_mb before B peak P" (the resident
// size with the report loaded, before the first write, and the peak while
// writing), and writes
// OUT/go.xlsx and OUT/tables.json.
package main

import (
	"archive/zip"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/xlsx"
)

func main() {
	runs := flag.Int("runs", 3, "how many times the workbook is written (the median is reported)")
	out := flag.String("out", "xlsx-bench", "the folder of go.xlsx and tables.json")
	flag.Parse()
	if flag.NArg() != 1 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: xlsx-bench [-runs N] [-out DIR] RECORDS.json")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *out, *runs); err != nil {
		fmt.Fprintln(os.Stderr, "xlsx-bench:", err)
		os.Exit(1)
	}
}

// run times the workbook of the records at in, runs times, and dumps it.
func run(in, out string, runs int) error {
	cvs, err := sample.Load(in)
	if err != nil {
		return err
	}
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	cvs = nil
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	path := filepath.Join(out, "go.xlsx")
	opt := reports.Options{Title: "Benchmark", Date: "2024-06-01"}
	times, cpus := make([]float64, runs), make([]float64, runs)
	base, peak := 0, 0
	for i := range times {
		runtime.GC()
		resetPeak()
		if i == 0 { // after a write, the heap the runtime keeps
			base = procKB("VmRSS")
		}
		cpu := cpuSeconds()
		if times[i], err = timeWrite(path, r, opt); err != nil {
			return err
		}
		cpus[i] = cpuSeconds() - cpu
		peak = max(peak, procKB("VmHWM"))
	}
	fmt.Printf("go_rss_mb before %d peak %d\n", base>>10, peak>>10)
	slices.Sort(times)
	slices.Sort(cpus)
	fmt.Printf("go_seconds %.3f %.3f\n", times[len(times)/2], times[0])
	fmt.Printf("go_cpu_seconds %.3f %.3f\n", cpus[len(cpus)/2], cpus[0])
	d, err := dumpWorkbook(path)
	if err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(out, "tables.json"))
	if err != nil {
		return err
	}
	if err := json.NewEncoder(f).Encode(d); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// timeWrite writes the workbook of r to path and returns the seconds it
// took, the file closed.
func timeWrite(path string, r *analytics.Report, opt reports.Options) (float64, error) {
	start := time.Now()
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	if err := xlsx.Write(f, r, opt); err != nil {
		f.Close()
		return 0, err
	}
	if err := f.Close(); err != nil {
		return 0, err
	}
	return time.Since(start).Seconds(), nil
}

// resetPeak resets the process's peak resident size (VmHWM), so that
// the next reading is the peak of what follows (Linux).
func resetPeak() {
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

// procKB is a size in KiB from /proc/self/status ("VmRSS", "VmHWM"), 0
// when unknown.
func procKB(field string) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			return atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
		}
	}
	return 0
}

// cpuSeconds is the user and system time of the process so far.
func cpuSeconds() float64 {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()).Seconds()
}

// dump is the workbook as scripts/xlsx-bench.py reads it.
type dump struct {
	Styles []style  `json:"styles"` // by cell style id
	Sheets []*sheet `json:"sheets"`
}

// style is one cell style, as XlsxWriter's format properties.
type style map[string]any

// sheet is one worksheet.
type sheet struct {
	Name     string      `json:"name"`
	Cols     [][3]any    `json:"cols"`      // first, last (0-based), width
	Freeze   [2]int      `json:"freeze"`    // rows, columns frozen
	Rows     []row       `json:"rows"`      // in order
	Tables   []table     `json:"tables"`    // Excel tables
	Landscap bool        `json:"landscape"` // print setup
	FitW     int         `json:"fit_w"`
	FitH     int         `json:"fit_h"`
	Header   string      `json:"header"`
	Footer   string      `json:"footer"`
	Scale    []colorRule `json:"color_scales"`
}

// row is one row: its 0-based index, its height (0: default) and cells.
type row struct {
	R      int    `json:"r"`
	Height string `json:"h,omitempty"`
	Cells  []cell `json:"c"`
}

// cell is [column (0-based), "n" or "s", value, style id].
type cell [4]any

// table is an Excel table: its range, name, style and column names.
type table struct {
	Ref     string   `json:"ref"`
	Name    string   `json:"name"`
	Style   string   `json:"style"`
	Columns []string `json:"columns"`
}

// colorRule is a two-colour scale over a range.
type colorRule struct {
	Ref string `json:"ref"`
	Min string `json:"min"`
	Max string `json:"max"`
}

// dumpWorkbook reads the workbook at path back.
func dumpWorkbook(path string) (*dump, error) {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	files := map[string]*zip.File{}
	for _, f := range zr.File {
		files[f.Name] = f
	}
	var wb struct {
		Sheets []struct {
			Name string `xml:"name,attr"`
			ID   string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	if err := decodePart(files, "xl/workbook.xml", &wb); err != nil {
		return nil, err
	}
	rels, err := relsOf(files, "xl/_rels/workbook.xml.rels")
	if err != nil {
		return nil, err
	}
	d := &dump{}
	used := map[int]bool{}
	for _, s := range wb.Sheets {
		part := "xl/" + strings.TrimPrefix(rels[s.ID], "/xl/")
		sh, err := readSheet(files, part, used)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Name, err)
		}
		sh.Name = s.Name
		d.Sheets = append(d.Sheets, sh)
	}
	f, err := excelize.OpenFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	for id := 0; id <= maxKey(used); id++ {
		st, err := f.GetStyle(id)
		if err != nil {
			return nil, err
		}
		d.Styles = append(d.Styles, formatOf(st))
	}
	return d, nil
}

// maxKey is the largest key of m, 0 for none.
func maxKey(m map[int]bool) int {
	n := 0
	for k := range m {
		n = max(n, k)
	}
	return n
}

// decodePart unmarshals one XML part.
func decodePart(files map[string]*zip.File, name string, v any) error {
	f := files[name]
	if f == nil {
		return fmt.Errorf("no part %s", name)
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	return xml.NewDecoder(rc).Decode(v)
}

// relsOf maps the relationship ids of a .rels part to their targets.
func relsOf(files map[string]*zip.File, name string) (map[string]string, error) {
	var x struct {
		Rels []struct {
			ID     string `xml:"Id,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	out := map[string]string{}
	if files[name] == nil {
		return out, nil
	}
	if err := decodePart(files, name, &x); err != nil {
		return nil, err
	}
	for _, r := range x.Rels {
		out[r.ID] = r.Target
	}
	return out, nil
}

// xmlCell is a <c> element.
type xmlCell struct {
	R  string `xml:"r,attr"`
	S  int    `xml:"s,attr"`
	T  string `xml:"t,attr"`
	V  string `xml:"v"`
	IS string `xml:"is>t"`
}

// readSheet reads one worksheet part, streaming its rows; used collects
// the style ids of its cells.
func readSheet(files map[string]*zip.File, part string, used map[int]bool) (*sheet, error) {
	f := files[part]
	if f == nil {
		return nil, fmt.Errorf("no part %s", part)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	sh := &sheet{Rows: []row{}, Cols: [][3]any{}, Tables: []table{}, Scale: []colorRule{}}
	dec := xml.NewDecoder(rc)
	var tableIDs []string
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "col":
			lo, hi := atoi(attr(se, "min"))-1, atoi(attr(se, "max"))-1
			w, _ := strconv.ParseFloat(attr(se, "width"), 64)
			sh.Cols = append(sh.Cols, [3]any{lo, hi, w})
		case "pane":
			if attr(se, "state") == "frozen" {
				sh.Freeze = [2]int{atoi(attr(se, "ySplit")), atoi(attr(se, "xSplit"))}
			}
		case "row":
			var x struct {
				R  int       `xml:"r,attr"`
				Ht string    `xml:"ht,attr"`
				C  []xmlCell `xml:"c"`
			}
			if err := dec.DecodeElement(&x, &se); err != nil {
				return nil, err
			}
			sh.Rows = append(sh.Rows, rowOf(x.R, x.Ht, x.C, used))
		case "pageSetup":
			sh.Landscap = attr(se, "orientation") == "landscape"
			sh.FitW, sh.FitH = atoi(attr(se, "fitToWidth")), atoi(attr(se, "fitToHeight"))
		case "oddHeader", "oddFooter":
			var s string
			if err := dec.DecodeElement(&s, &se); err != nil {
				return nil, err
			}
			if se.Name.Local == "oddHeader" {
				sh.Header = s
			} else {
				sh.Footer = s
			}
		case "conditionalFormatting":
			var x struct {
				Sqref  string `xml:"sqref,attr"`
				Colors []struct {
					RGB string `xml:"rgb,attr"`
				} `xml:"cfRule>colorScale>color"`
			}
			if err := dec.DecodeElement(&x, &se); err != nil {
				return nil, err
			}
			if len(x.Colors) == 2 {
				sh.Scale = append(sh.Scale, colorRule{x.Sqref, x.Colors[0].RGB, x.Colors[1].RGB})
			}
		case "tablePart":
			for _, a := range se.Attr {
				if a.Name.Local == "id" {
					tableIDs = append(tableIDs, a.Value)
				}
			}
		}
	}
	dir, file := filepath.Split(part)
	rels, err := relsOf(files, dir+"_rels/"+file+".rels")
	if err != nil {
		return nil, err
	}
	for _, id := range tableIDs {
		t, err := readTable(files, "xl/tables/"+filepath.Base(rels[id]))
		if err != nil {
			return nil, err
		}
		sh.Tables = append(sh.Tables, t)
	}
	return sh, nil
}

// rowOf is one row read back: numbers stay numbers, every other value is
// a string cell.
func rowOf(r int, ht string, cs []xmlCell, used map[int]bool) row {
	out := row{R: r - 1, Height: ht, Cells: make([]cell, 0, len(cs))}
	for _, c := range cs {
		col, _, err := excelize.CellNameToCoordinates(c.R)
		if err != nil {
			continue
		}
		used[c.S] = true
		switch c.T {
		case "", "n":
			x, err := strconv.ParseFloat(c.V, 64)
			if err != nil {
				continue
			}
			out.Cells = append(out.Cells, cell{col - 1, "n", x, c.S})
		case "inlineStr":
			out.Cells = append(out.Cells, cell{col - 1, "s", c.IS, c.S})
		default:
			out.Cells = append(out.Cells, cell{col - 1, "s", c.V, c.S})
		}
	}
	return out
}

// readTable reads one table part.
func readTable(files map[string]*zip.File, part string) (table, error) {
	var x struct {
		Name string `xml:"name,attr"`
		Ref  string `xml:"ref,attr"`
		Cols []struct {
			Name string `xml:"name,attr"`
		} `xml:"tableColumns>tableColumn"`
		Style struct {
			Name string `xml:"name,attr"`
		} `xml:"tableStyleInfo"`
	}
	if err := decodePart(files, part, &x); err != nil {
		return table{}, err
	}
	t := table{Ref: x.Ref, Name: x.Name, Style: x.Style.Name}
	for _, c := range x.Cols {
		t.Columns = append(t.Columns, c.Name)
	}
	return t, nil
}

// attr is the value of an attribute of se by its local name.
func attr(se xml.StartElement, name string) string {
	for _, a := range se.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// atoi is s as an int, 0 when it is not one.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// formatOf is an excelize style as XlsxWriter format properties.
func formatOf(st *excelize.Style) style {
	p := style{}
	if st.Font != nil {
		if st.Font.Bold {
			p["bold"] = true
		}
		if st.Font.Italic {
			p["italic"] = true
		}
		if st.Font.Underline == "single" {
			p["underline"] = 1
		}
		if st.Font.Color != "" {
			p["font_color"] = "#" + strings.TrimPrefix(st.Font.Color, "FF")
		}
		if st.Font.Size != 0 {
			p["font_size"] = st.Font.Size
		}
		if st.Font.Family != "" {
			p["font_name"] = st.Font.Family
		}
	}
	if st.Fill.Pattern == 1 && len(st.Fill.Color) > 0 {
		p["pattern"], p["bg_color"] = 1, "#"+st.Fill.Color[0]
	}
	if len(st.Border) > 0 {
		p["border"] = 1
		p["border_color"] = "#" + st.Border[0].Color
	}
	if a := st.Alignment; a != nil {
		if a.Horizontal != "" {
			p["align"] = a.Horizontal
		}
		if a.Vertical != "" {
			p["valign"] = map[string]string{"center": "vcenter"}[a.Vertical]
			if p["valign"] == "" {
				p["valign"] = a.Vertical
			}
		}
		if a.WrapText {
			p["text_wrap"] = true
		}
	}
	switch {
	case st.CustomNumFmt != nil:
		p["num_format"] = *st.CustomNumFmt
	case st.NumFmt == 49:
		p["num_format"] = "@"
	}
	return p
}
