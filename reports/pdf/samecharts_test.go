package pdf

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/html"
	"github.com/vitae-cv/vitae/reports/xlsx"
)

// drawn is one series as a renderer drew it: its legend name, its colour
// ("#RRGGBB") and its value per category (zeros left out: none of the
// renderers draws them).
type drawn struct {
	Name, Color string
	Values      map[string]float64
}

func (s drawn) String() string {
	keys := make([]string, 0, len(s.Values))
	for k := range s.Values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s:", s.Name, s.Color)
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%s", k, analytics.FormatNumber(s.Values[k]))
	}
	return b.String()
}

// TestRenderersDrawTheSameSeries: for the seed CVs, the HTML (its ECharts
// options, read back from the page), the PDF (what its adapter hands the
// drawing code) and the workbook (its native charts, read back from the
// file: series colours and the cells they point to) draw the cohort's
// publications per year and fellowships per candidate with the same
// series, colours and values, category by category. Series names are
// compared where the workbook's come from the model (per year); its
// fellowship series are named by their sheet columns.
func TestRenderersDrawTheSameSeries(t *testing.T) {
	seeds := filepath.Join("..", "..", "..", "shared", "seeds")
	if _, err := os.Stat(seeds); err != nil {
		t.Skip("no seeds in ../shared/seeds")
	}
	cvs, err := sample.Load(seeds)
	if err != nil {
		t.Fatal(err)
	}
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	var page, book bytes.Buffer
	if err := html.Write(&page, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := xlsx.Write(&book, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	opts := htmlOptions(t, page.String())
	wb := xlsxCharts(t, book.Bytes())

	pdfYears, _ := yearSeries(charts.PerYear(r))
	var pdfY []drawn
	for _, s := range pdfYears {
		d := drawn{Name: s.label, Color: hexOf(s.color), Values: map[string]float64{}}
		for y, v := range s.values {
			d.Values[strconv.Itoa(y)] = v
		}
		pdfY = append(pdfY, d)
	}
	htmlY := htmlStacked(t, opts[charts.IDPubsPerYear])
	if len(pdfY) == 0 {
		t.Fatal("the seeds draw no papers per year")
	}
	same(t, "per year: PDF vs HTML", pdfY, htmlY, true)
	same(t, "per year: PDF vs workbook", pdfY, wb[0], true)

	rows, legend := fellowRows(charts.FellowshipsUpTo(r, 0))
	pdfF := make([]drawn, len(legend))
	for i, it := range legend {
		pdfF[i] = drawn{Name: it.label, Color: hexOf(it.color), Values: map[string]float64{}}
	}
	for _, fr := range rows {
		for i, n := range []int{fr.awarded, fr.finalist, fr.nominee} {
			if n > 0 {
				pdfF[i].Values[fr.name] = float64(n)
			}
		}
	}
	if len(rows) == 0 {
		t.Fatal("the seeds have no fellowships")
	}
	same(t, "fellowships: PDF vs HTML", pdfF, htmlFellowships(t, opts[charts.IDFellowships]), true)
	same(t, "fellowships: PDF vs workbook", pdfF, wb[1], false)
}

func same(t *testing.T, what string, a, b []drawn, names bool) {
	t.Helper()
	if len(a) != len(b) {
		t.Errorf("%s: %d series, %d series\n%v\n%v", what, len(a), len(b), a, b)
		return
	}
	for i := range a {
		x, y := a[i], b[i]
		if !names {
			x.Name, y.Name = "", ""
		}
		if x.String() != y.String() {
			t.Errorf("%s: series %d\n  %s\n  %s", what, i, x, y)
		}
	}
}

// htmlOptions reads the ECharts options of the page's cohort charts by id.
func htmlOptions(t *testing.T, page string) map[string]map[string]any {
	t.Helper()
	m := regexp.MustCompile(`(?s)<script type="[^"]*" id="vitae-data"( data-encoding="gzip\+base64")?>(.*?)</script>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("no data block in the page")
	}
	raw := []byte(m[2])
	if m[1] != "" {
		z, err := base64.StdEncoding.DecodeString(m[2])
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(z))
		if err != nil {
			t.Fatal(err)
		}
		if raw, err = io.ReadAll(zr); err != nil {
			t.Fatal(err)
		}
	}
	var data struct {
		Charts []struct {
			ID     string         `json:"id"`
			Option map[string]any `json:"option"`
		} `json:"charts"`
	}
	if err := json.Unmarshal(raw, &data); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]any{}
	for _, c := range data.Charts {
		out[c.ID] = c.Option
	}
	return out
}

func list(v any) []any         { l, _ := v.([]any); return l }
func obj(v any) map[string]any { m, _ := v.(map[string]any); return m }
func text(v any) string        { s, _ := v.(string); return s }
func axisData(o map[string]any, axis string) []any {
	return list(obj(list(o[axis])[0])["data"])
}

// htmlStacked reads a stacked bar chart's series: categories on the x axis.
func htmlStacked(t *testing.T, o map[string]any) []drawn {
	t.Helper()
	cats := axisData(o, "xAxis")
	var out []drawn
	for _, s := range list(o["series"]) {
		d := drawn{Name: text(obj(s)["name"]), Color: strings.ToUpper(text(obj(obj(s)["itemStyle"])["color"])), Values: map[string]float64{}}
		for i, item := range list(obj(s)["data"]) {
			if v, ok := obj(item)["value"].(float64); ok && v > 0 {
				d.Values[text(cats[i])] = v
			}
		}
		out = append(out, d)
	}
	return out
}

// htmlFellowships reads the fellowship chart: the bar's values, and each
// mark series' count per candidate (its highest mark).
func htmlFellowships(t *testing.T, o map[string]any) []drawn {
	t.Helper()
	cats := axisData(o, "yAxis")
	var out []drawn
	for k, s := range list(o["series"]) {
		d := drawn{Name: text(obj(s)["name"]), Color: strings.ToUpper(text(obj(obj(s)["itemStyle"])["color"])), Values: map[string]float64{}}
		for i, item := range list(obj(s)["data"]) {
			v := obj(item)["value"]
			if k == 0 {
				if n, ok := v.(float64); ok && n > 0 {
					d.Values[text(cats[i])] = n
				}
				continue
			}
			at := list(v) // a mark: [k, row]
			cat := text(cats[int(at[1].(float64))])
			d.Values[cat] = max(d.Values[cat], at[0].(float64))
		}
		out = append(out, d)
	}
	return out
}

var (
	reSer   = regexp.MustCompile(`(?s)<ser>(.*?)</ser>`)
	reName  = regexp.MustCompile(`<tx><strRef><f>([^<]*)</f>`)
	reCat   = regexp.MustCompile(`<cat><(?:str|num)Ref><f>([^<]*)</f>`)
	reVal   = regexp.MustCompile(`<val><numRef><f>([^<]*)</f>`)
	reColor = regexp.MustCompile(`<a:srgbClr val="([0-9A-Fa-f]{6})">`)
	reRef   = regexp.MustCompile(`^'((?:[^']|'')*)'!\$([A-Z]+)\$(\d+)(?::\$([A-Z]+)\$(\d+))?$`)
)

// xlsxCharts reads the workbook's charts back: for each chart file in
// order, its series with the name and values of the cells they point to
// and their first colour (the fill, or the marker's).
func xlsxCharts(t *testing.T, book []byte) [][]drawn {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(book))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := zip.NewReader(bytes.NewReader(book), int64(len(book)))
	if err != nil {
		t.Fatal(err)
	}
	var out [][]drawn
	for i := 1; ; i++ {
		x := zipText(t, zr, fmt.Sprintf("xl/charts/chart%d.xml", i))
		if x == "" {
			break
		}
		x = strings.ReplaceAll(x, "&#39;", "'")
		var ss []drawn
		for _, m := range reSer.FindAllStringSubmatch(x, -1) {
			cats := cells(t, f, reCat.FindStringSubmatch(m[1])[1])
			vals := cells(t, f, reVal.FindStringSubmatch(m[1])[1])
			name := cells(t, f, reName.FindStringSubmatch(m[1])[1])
			d := drawn{Name: name[0], Color: "#" + strings.ToUpper(reColor.FindStringSubmatch(m[1])[1]), Values: map[string]float64{}}
			for j, v := range vals {
				if n, err := strconv.ParseFloat(v, 64); err == nil && n > 0 {
					d.Values[cats[j]] = n
				}
			}
			ss = append(ss, d)
		}
		out = append(out, ss)
	}
	if len(out) != 2 {
		t.Fatalf("%d charts in the workbook, want 2", len(out))
	}
	return out
}

func zipText(t *testing.T, zr *zip.Reader, name string) string {
	t.Helper()
	for _, f := range zr.File {
		if f.Name != name {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		defer rc.Close()
		b, err := io.ReadAll(rc)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	return ""
}

// cells reads the cells of a one-column reference ('Sheet'!$B$5:$B$9).
func cells(t *testing.T, f *excelize.File, ref string) []string {
	t.Helper()
	m := reRef.FindStringSubmatch(ref)
	if m == nil {
		t.Fatalf("reference %q", ref)
	}
	sheet := strings.ReplaceAll(m[1], "''", "'")
	from, _ := strconv.Atoi(m[3])
	to := from
	if m[5] != "" {
		to, _ = strconv.Atoi(m[5])
	}
	var out []string
	for row := from; row <= to; row++ {
		v, err := f.GetCellValue(sheet, m[2]+strconv.Itoa(row))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}
