package xlsx

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// zipOf writes a package of one worksheet (given in writes of size
// chunk) and the workbook parts naming it "Data", through sortedZip.
func zipOf(t *testing.T, sheet string, chunk int) []byte {
	t.Helper()
	var out bytes.Buffer
	z := newSortedZip(&out, time.Date(2024, 6, 1, 12, 0, 1, 0, time.UTC))
	z.textDates = map[string]string{"Data": "B2:B9"}
	put := func(name, x string, chunk int) {
		w, err := z.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		for len(x) > 0 {
			n := min(chunk, len(x))
			if _, err := io.WriteString(w, x[:n]); err != nil {
				t.Fatal(err)
			}
			x = x[n:]
		}
	}
	put("xl/worksheets/sheet1.xml", sheet, chunk)
	put("xl/workbook.xml", `<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`, 1<<20)
	put("xl/_rels/workbook.xml.rels", `<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>`, 1<<20)
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// TestZipBlocks writes a worksheet of several compression blocks in
// writes of different sizes (the end of its cells cut between writes):
// the same bytes every time, which read back as the sheet with its tail
// edited (the short table list, the ignored date errors before it) and
// the modification time given.
func TestZipBlocks(t *testing.T) {
	var rows strings.Builder
	for i := 0; rows.Len() < 3*packBlock+12345; i++ {
		fmt.Fprintf(&rows, `<row r="%d"><c r="A%d" t="inlineStr"><is><t>row %d</t></is></c></row>`, i+1, i+1, i*7919%104729)
	}
	head := `<worksheet xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetData>`
	tail := `</sheetData><pageSetup orientation="landscape"/><tableParts count="1"><tablePart xmlns:relationships="http://schemas.openxmlformats.org/officeDocument/2006/relationships" relationships:id="rId1"></tablePart></tableParts></worksheet>`
	sheet := head + rows.String() + tail
	want := head + rows.String() + `</sheetData><pageSetup orientation="landscape"/><ignoredErrors><ignoredError sqref="B2:B9" numberStoredAsText="1"/></ignoredErrors><tableParts count="1"><tablePart r:id="rId1"></tablePart></tableParts></worksheet>`
	first := zipOf(t, sheet, 32*1024)
	for _, chunk := range []int{len(sheet), 7, packBlock - 5, 32*1024 + 1} {
		if got := zipOf(t, sheet, chunk); !bytes.Equal(got, first) {
			t.Errorf("writes of %d bytes: a different package", chunk)
		}
	}
	zr, err := zip.NewReader(bytes.NewReader(first), int64(len(first)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zr.File {
		if !f.Modified.Equal(time.Date(2024, 6, 1, 12, 0, 1, 0, time.UTC)) {
			t.Errorf("%s modified %v", f.Name, f.Modified)
		}
		if f.Name != "xl/worksheets/sheet1.xml" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("the sheet read back differs (%d bytes, want %d); its end:\n%s", len(got), len(want), got[max(0, len(got)-300):])
		}
		return
	}
	t.Error("no sheet in the package")
}
